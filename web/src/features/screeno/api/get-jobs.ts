import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type ScreeningJob = components['schemas']['ScreeningJob'];
export type ScreeningJobs = components['schemas']['ScreeningJobs'];
export type JobsView = 'basic' | 'table_view';

// getJobs lists screening jobs: titles (basic) or with tag counts and
// totals (table_view).
export function getJobs(view: JobsView) {
  return api.get('screeno/jobs', { query: { view } });
}

export const jobsQueryKey = ['screeno', 'jobs'] as const;

export function jobsQueryOptions(view: JobsView) {
  return queryOptions({ queryKey: [...jobsQueryKey, view], queryFn: () => getJobs(view) });
}

export function useJobs(view: JobsView) {
  return useQuery(jobsQueryOptions(view));
}
