import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type HubJob = components['schemas']['HubJob'];
export type JobFilters = { type: 'all' | 'internship' | 'full_time'; experience: number | null; skills: string[] };

// getJobs is a page of the jobs board; filters combine with AND and an
// empty one means all jobs.
export function getJobs(filters: JobFilters, page: number) {
  return api.get('talenthub/jobs', {
    query: {
      type: filters.type === 'all' ? undefined : filters.type,
      experience: filters.experience ?? undefined,
      skills: filters.skills.length ? filters.skills : undefined,
      page,
    },
  });
}

export const jobsKeys = { all: ['talenthub', 'jobs'] as const };

export function useJobs(filters: JobFilters, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...jobsKeys.all, filters, page],
      queryFn: () => getJobs(filters, page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
