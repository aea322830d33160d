import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// getCompanyJobs is the company's board jobs (with quick applies) and the
// live jobs it may post.
export function getCompanyJobs() {
  return api.get('talenthub/company/jobs');
}

export const companyJobsKey = ['talenthub', 'company', 'jobs'] as const;

export function useCompanyJobs() {
  return useQuery(queryOptions({ queryKey: companyJobsKey, queryFn: getCompanyJobs, retry: false }));
}
