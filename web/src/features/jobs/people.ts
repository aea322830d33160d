import type { TeamUser } from './api/list-users';

export type Person = { id: number; label: string; detail?: string };

// peopleWithRole are the users holding any of the roles, as picker choices.
export function peopleWithRole(users: TeamUser[], roles: string[]): Person[] {
  return users
    .filter((u) => (u.roles ?? []).some((r) => roles.includes(r)))
    .map((u) => ({ id: u.id ?? 0, label: u.name || u.email || '', detail: u.email }));
}

// agenciesOf turns agency users into one choice per agency (agency_ids hold
// agency ids, not user ids).
export function agenciesOf(users: TeamUser[]): Person[] {
  const out: Person[] = [];
  for (const u of users) {
    if (!(u.roles ?? []).includes('agency') || !u.agency_id) continue;
    if (out.some((a) => a.id === u.agency_id)) continue;
    out.push({ id: u.agency_id, label: u.agency_name || u.name || '', detail: u.email });
  }
  return out;
}

// namesOf shows the chosen ids by name, falling back to #id.
export function namesOf(ids: number[] | null | undefined, people: Person[]): string[] {
  return (ids ?? []).map((id) => people.find((p) => p.id === id)?.label ?? `#${id}`);
}
