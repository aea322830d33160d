import { encodeFilter, type CandidateFilter } from '../../api/navigation-token';
import type { Filter } from './types';

// The confirmation panel's pages (spec 2).
export const timelineLink = (slug: string) => `/candidate-timeline/${slug}`;
export const usersLink = '/company-settings/users';
export const agenciesLink = '/company-settings/agencies';

// candidateFilterOf is the candidate list's filter for a parsed filter:
// the job, the states and the experience range. The list has no notice
// period, salary or screening-answer filter yet, so those are not carried
// (docs/decisions.md, Assistant modal).
export function candidateFilterOf(filter: Filter, jobId?: number): CandidateFilter {
  const f = filter.filters;
  const job = jobId ?? filter.requisition_data?.id;
  return {
    requisitions: job ? [job] : undefined,
    statuses: f?.application_states ?? undefined,
    min_experience: f?.min_experience ?? undefined,
    max_experience: f?.max_experience ?? undefined,
  };
}

// candidatesLink opens the candidate list with the filter.
export function candidatesLink(filter: CandidateFilter): string {
  const token = encodeFilter(filter);
  return token ? `/candidates?navigation_token=${token}` : '/candidates';
}
