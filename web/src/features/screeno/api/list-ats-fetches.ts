import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

// useAtsFetches reads the fetches; when the last running one ends, the
// screening lists, jobs and credits are read again, so the candidates it
// brought in show without a reload.
export function useAtsFetches() {
  const client = useQueryClient();
  const query = useQuery(fetchesQueryOptions());
  const isRunning = running(query.data?.fetches);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !isRunning) void client.invalidateQueries({ queryKey: ['screeno'] });
    wasRunning.current = isRunning;
  }, [isRunning, client]);
  return query;
}
