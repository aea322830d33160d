import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// getJob is one board job's page: the job and, for a signed-in candidate,
// which requirements they meet and what keeps them from applying.
export function getJob(companySlug: string, jobSlug: string) {
  return api.get('talenthub/{companySlug}/jobs/{jobSlug}', { path: { companySlug, jobSlug } });
}

export const jobKey = (companySlug: string, jobSlug: string) => ['talenthub', 'jobs', 'page', companySlug, jobSlug] as const;

export function useJob(companySlug: string, jobSlug: string) {
  return useQuery(queryOptions({ queryKey: jobKey(companySlug, jobSlug), queryFn: () => getJob(companySlug, jobSlug), retry: false }));
}
