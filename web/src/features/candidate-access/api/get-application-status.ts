import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type Data } from '../../../api/client';

export type ApplicationStatus = Data<'candidate-application/status/{slug}'>;

export function getApplicationStatus(slug: string) {
  return api.get('candidate-application/status/{slug}', { path: { slug } });
}

export const applicationStatusKeys = { one: (slug: string) => ['candidate-application', 'status', slug] as const };

export function applicationStatusQueryOptions(slug: string) {
  return queryOptions({
    queryKey: applicationStatusKeys.one(slug),
    queryFn: () => getApplicationStatus(slug),
    // A missing application or an expired session does not get better by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useApplicationStatus(slug: string, enabled = true) {
  return useQuery({ ...applicationStatusQueryOptions(slug), enabled });
}
