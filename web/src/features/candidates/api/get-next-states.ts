import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type NextStates = components['schemas']['NextStates'];
export type StateInfo = components['schemas']['StateInfo'];

// getNextStates reads the moves table with every state's label and colours.
export function getNextStates(): Promise<NextStates> {
  return get<NextStates>('candidate-application/get-next-states');
}

export function useNextStates() {
  return useQuery({ queryKey: ['candidate-application', 'next-states'], queryFn: getNextStates, staleTime: Infinity });
}
