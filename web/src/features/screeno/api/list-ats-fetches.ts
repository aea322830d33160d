import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type AtsFetch = components['schemas']['ATSFetch'];

// listAtsFetches reads the company's newest fetches with their progress.
export function listAtsFetches() {
  return api.get('screeno/integrations/fetches');
}

export const fetchesQueryKey = ['screeno', 'fetches'] as const;

// fetchPollMs is how often the list is read again while a fetch runs.
export const fetchPollMs = 3000;

export function running(fetches: AtsFetch[] | null | undefined) {
  return (fetches ?? []).some((f) => f.state === 'queued' || f.state === 'running');
}

export function fetchesQueryOptions() {
  return queryOptions({
    queryKey: fetchesQueryKey,
    queryFn: listAtsFetches,
    refetchInterval: (q) => (running(q.state.data?.fetches) ? fetchPollMs : false),
  });
}

export function useAtsFetches() {
  return useQuery(fetchesQueryOptions());
}
