import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { jobsQueryKey } from './get-jobs';

export type ScreeningJobDetail = components['schemas']['ScreeningJobDetail'];

// getJob reads one screening job with its tag counts.
export function getJob(id: number) {
  return api.get('screeno/jobs/{id}', { path: { id } });
}

export function jobQueryOptions(id: number) {
  return queryOptions({ queryKey: [...jobsQueryKey, 'detail', id], queryFn: () => getJob(id), enabled: Number.isInteger(id) && id > 0 });
}

export function useJob(id: number) {
  return useQuery(jobQueryOptions(id));
}
