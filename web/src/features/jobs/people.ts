import type { TeamUser } from '../../api/queries/users';

export type Person = { id: number; label: string; detail?: string };

// peopleWithRole are the users holding any of the roles the server names
// for a picker (vocabulary job_people), as picker choices.
export function peopleWithRole(users: TeamUser[], roles: readonly string[] | null | undefined): Person[] {
  return staffOf(users).filter((u) => (u.roles ?? []).some((r) => roles?.includes(r))).map(personOf);
}

// everyoneOf are the company's people who are not agencies, to name the
// people already on a job.
export function everyoneOf(users: TeamUser[]): Person[] {
  return staffOf(users).map(personOf);
}

function staffOf(users: TeamUser[]): TeamUser[] {
  return users.filter((u) => !u.agency_id);
}

function personOf(u: TeamUser): Person {
  return { id: u.id ?? 0, label: u.name || u.email || '', detail: u.email };
}

// agenciesOf turns agency users into one choice per agency (agency_ids hold
// agency ids, not user ids).
export function agenciesOf(users: TeamUser[]): Person[] {
  const out: Person[] = [];
  for (const u of users) {
    if (!u.agency_id) continue;
    if (out.some((a) => a.id === u.agency_id)) continue;
    out.push({ id: u.agency_id, label: u.agency_name || u.name || '', detail: u.email });
  }
  return out;
}

// namesOf shows the chosen ids by name, falling back to #id.
export function namesOf(ids: number[] | null | undefined, people: Person[]): string[] {
  return (ids ?? []).map((id) => people.find((p) => p.id === id)?.label ?? `#${id}`);
}
