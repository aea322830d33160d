import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { pollMs } from '../rules';

export type Credits = components['schemas']['Credits'];

// getAvailableCredits reads the company's credits (the first read grants
// the trial).
export function getAvailableCredits() {
  return api.get('screeno/get-available-credits');
}

export const creditsQueryKey = ['screeno', 'credits'] as const;

// poll re-reads every 5 s (while resumes are processing, credits move).
export function creditsQueryOptions(poll = false) {
  return queryOptions({ queryKey: creditsQueryKey, queryFn: getAvailableCredits, refetchInterval: poll ? pollMs : false });
}

export function useCredits(poll = false) {
  return useQuery(creditsQueryOptions(poll));
}
