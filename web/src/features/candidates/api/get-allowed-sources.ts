import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Sources = components['schemas']['Sources'];

// getAllowedSources reads the company's sources (value and title).
export function getAllowedSources(): Promise<Sources> {
  return get<Sources>('candidate-application/get-allowed-sources');
}

export function useAllowedSources() {
  return useQuery({ queryKey: ['candidate-application', 'sources'], queryFn: getAllowedSources, staleTime: 60_000 });
}
