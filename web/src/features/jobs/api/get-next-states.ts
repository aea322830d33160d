import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type NextStates = components['schemas']['NextStates'];
export type StateInfo = components['schemas']['StateInfo'];

// getNextStates reads the pipeline states with their labels and colours.
export function getNextStates(): Promise<NextStates> {
  return get<NextStates>('candidate-application/get-next-states');
}

export function nextStatesQueryOptions() {
  return queryOptions({ queryKey: ['candidate-application', 'next-states'], queryFn: getNextStates, staleTime: Infinity });
}

export function useNextStates() {
  return useQuery(nextStatesQueryOptions());
}
