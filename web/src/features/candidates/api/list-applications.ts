import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Applications = components['schemas']['Applications'];
export type ApplicationRow = components['schemas']['ApplicationRow'];
export type ApplicationSort = 'newest' | 'oldest' | 'name' | 'updated';

export type ApplicationsQuery = {
  navigation_token: string;
  sort: ApplicationSort;
  view: 'candidates' | 'spreadsheet';
  page: number;
  per_page: number;
};

export const applicationsKey = ['candidate-applications'] as const;

// listApplications reads a page of the filtered candidate list with the
// counts per state and the server's canonical navigation_token.
export function listApplications(query: ApplicationsQuery) {
  return getPage<Applications>('candidate-applications', {
    navigation_token: query.navigation_token || undefined,
    sort: query.sort,
    view: query.view,
    page: query.page,
    per_page: query.per_page,
    with_state_counts: query.view === 'candidates' ? true : undefined,
  });
}

export function applicationsQueryOptions(query: ApplicationsQuery) {
  return { queryKey: [...applicationsKey, query], queryFn: () => listApplications(query) };
}

export function useApplications(query: ApplicationsQuery) {
  return useQuery({ ...applicationsQueryOptions(query), placeholderData: keepPreviousData });
}
