import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Sources = components['schemas']['Sources'];

// listSources reads the company's candidate sources.
export function listSources(): Promise<Sources> {
  return get<Sources>('candidate-application/get-allowed-sources');
}

export function sourcesQueryOptions() {
  return queryOptions({ queryKey: ['sources'], queryFn: listSources });
}

export function useSources() {
  return useQuery(sourcesQueryOptions());
}

// useAddSource adds a source by its title.
export function useAddSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => postJSON('sources', { title }),
    onSuccess: () => client.invalidateQueries({ queryKey: sourcesQueryOptions().queryKey }),
  });
}

// useDeleteSource removes a source from the list (applications keep it).
export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => del(`sources/${encodeURIComponent(value)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: sourcesQueryOptions().queryKey }),
  });
}
