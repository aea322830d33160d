import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

// sourceKeys: recruitment setup adds and removes sources; the candidate
// list, its filter, the add dialog and the timeline show them.
export const sourceKeys = { all: ['sources'] as const };

// listSources reads the company's candidate sources (value and title).
export function listSources() {
  return api.get('candidate-application/get-allowed-sources');
}

export function sourcesQueryOptions() {
  return queryOptions({ queryKey: sourceKeys.all, queryFn: listSources, staleTime: 60_000 });
}

export function useSources() {
  return useQuery(sourcesQueryOptions());
}
