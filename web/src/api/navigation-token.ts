// The candidate filter object (spec 3) and its navigation_token: "v1." +
// base64url (no padding) of the canonical JSON, keys in the server's order
// and defaults omitted, so equal filters give equal tokens (DECISIONS). The
// one encoder of the web app: the candidate list and a job's pipeline both
// write their tokens here.
import type { components } from './types.gen';

// CandidateFilter is the filter object of the generated contract.
export type CandidateFilter = components['schemas']['CandidateFilter'];

const filterKeys = [
  'sources',
  'statuses',
  'round_filters',
  'tas',
  'requisitions',
  'candidate_application_tags',
  'match_scores',
  'min_experience',
  'max_experience',
  'start_date',
  'end_date',
  'include_archived',
  'notice_periods',
  'min_current_ctc',
  'max_current_ctc',
  'answers',
] as const satisfies ReadonlyArray<keyof CandidateFilter>;

// Every field of the generated filter has its place in the order: a field
// added on the server and not here fails tsc.
type Unordered = Exclude<keyof CandidateFilter, (typeof filterKeys)[number]>;
export const everyFieldOrdered: [Unordered] extends [never] ? true : Unordered = true;

const roundKeys = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;

function list<T>(value: T[] | undefined): T[] | undefined {
  return value && value.length > 0 ? [...value] : undefined;
}

// canonicalFilter drops defaults (empty lists, empty strings, false, absent
// numbers) and orders the keys as the server writes them.
export function canonicalFilter(filter: CandidateFilter): CandidateFilter {
  const out: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const value = filter[key];
    if (key === 'round_filters') {
      const rounds: Record<string, number[]> = {};
      for (const round of roundKeys) {
        const ids = list(filter.round_filters?.[round]);
        if (ids) rounds[round] = ids;
      }
      if (Object.keys(rounds).length > 0) out[key] = rounds;
    } else if (key === 'answers') {
      // Question id → answer, keys sorted as Go writes a map.
      const answers: Record<string, unknown> = {};
      for (const id of Object.keys(filter.answers ?? {}).sort()) {
        const answer = filter.answers?.[id];
        if (answer !== undefined && answer !== null) answers[id] = answer;
      }
      if (Object.keys(answers).length > 0) out[key] = answers;
    } else if (Array.isArray(value)) {
      if (value.length > 0) out[key] = [...value];
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) out[key] = value;
    } else if (typeof value === 'string') {
      if (value !== '') out[key] = value;
    } else if (value === true) {
      out[key] = true;
    }
  }
  return out as CandidateFilter;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

// encodeFilter gives the navigation_token ('' for the empty filter).
export function encodeFilter(filter: CandidateFilter): string {
  const json = JSON.stringify(canonicalFilter(filter));
  return json === '{}' ? '' : `v1.${toBase64Url(json)}`;
}

// decodeFilter reads a token; a missing or broken one is the empty filter.
export function decodeFilter(token: string | null | undefined): CandidateFilter {
  if (!token || !token.startsWith('v1.')) return {};
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(token.slice(3)));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return canonicalFilter(parsed as CandidateFilter);
  } catch {
    return {};
  }
}

// jobFilterToken is the navigation_token of one job's candidates.
export function jobFilterToken(requisitionId: number): string {
  return encodeFilter({ requisitions: [requisitionId] });
}

// filterCount is how many filter groups are set (for the filter button).
export function filterCount(filter: CandidateFilter): number {
  return Object.keys(canonicalFilter(filter)).length;
}
