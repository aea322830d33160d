import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../client';
import { jobFilterToken } from '../navigation-token';
import type { components } from '../types.gen';

export type CandidateApplication = components['schemas']['CandidateApplication'];
export type ApplicationRow = components['schemas']['ApplicationRow'];
export type ApplicationsQuery = Query<'candidate-applications'>;
export type ApplicationSort = NonNullable<ApplicationsQuery['sort']>;
export type ApplicationView = NonNullable<ApplicationsQuery['view']>;

// applicationKeys are the cache keys of applications: the lists (the
// candidate list, a job's pipeline) and each application under all, so a
// move made on one screen refreshes every other.
export const applicationKeys = {
  all: ['candidate-applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: ApplicationsQuery) => [...applicationKeys.lists(), query] as const,
  one: (slug: string) => [...applicationKeys.all, 'one', slug] as const,
};

// listApplications reads a page of the filtered candidate list with the
// server's canonical navigation_token (and the counts per state when asked).
export function listApplications(query: ApplicationsQuery) {
  return api.getPage('candidate-applications', { query });
}

export function applicationsQueryOptions(query: ApplicationsQuery) {
  return queryOptions({ queryKey: applicationKeys.list(query), queryFn: () => listApplications(query), placeholderData: keepPreviousData });
}

export function useApplications(query: ApplicationsQuery) {
  return useQuery(applicationsQueryOptions(query));
}

// jobApplicationsQuery is a job's newest 100 applications with the count
// of every state, for its pipeline board.
export function jobApplicationsQuery(requisitionId: number): ApplicationsQuery {
  return { navigation_token: jobFilterToken(requisitionId), per_page: 100, with_state_counts: true };
}

export function useJobApplications(requisitionId: number) {
  return useQuery(applicationsQueryOptions(jobApplicationsQuery(requisitionId)));
}

// getApplication reads one application: candidate, links, resume, history,
// answers and the states the caller may move it to (next_states).
export function getApplication(slug: string): Promise<CandidateApplication | undefined> {
  return api.get('candidate-applications/{slug}', { path: { slug } }).then((result) => result?.candidate_application);
}

// applicationQueryOptions polls every 2 s while the resume is being parsed.
export function applicationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: applicationKeys.one(slug),
    queryFn: () => getApplication(slug),
    refetchInterval: (query) => (query.state.data?.resume?.status === 'processing' ? 2000 : false),
  });
}

export function useApplication(slug: string) {
  return useQuery(applicationQueryOptions(slug));
}
