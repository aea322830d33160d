import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { pollInterval } from '../rules';

export type ScreeningList = components['schemas']['ScreeningList'];
export type ScreeningCandidate = components['schemas']['ScreeningCandidate'];

export type ListQuery = { page: number; perPage: number; jobId?: number };

// listResumes reads the newest candidates with the spendable credits,
// is_new_account and how many are still processing.
export function listResumes({ page, perPage, jobId }: ListQuery) {
  return api.getPage('screeno/list-resumes', { query: { page, per_page: perPage, screeno_job_id: jobId } });
}

export const resumesQueryKey = ['screeno', 'resumes'] as const;

// The list re-reads itself every 5 s while anything is processing.
export function listResumesQueryOptions(query: ListQuery, enabled = true) {
  return queryOptions({
    queryKey: [...resumesQueryKey, 'list', query],
    queryFn: () => listResumes(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => pollInterval(q.state.data?.data.processing),
    enabled,
  });
}

export function useListResumes(query: ListQuery, enabled = true) {
  return useQuery(listResumesQueryOptions(query, enabled));
}
