import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// getTotalCredits is the spec's talenthub context call: the granted total
// the navigation's badge shows.
export async function getTotalCredits() {
  return (await api.get('talenthub/credits/get-total-credits'))?.total_credits ?? 0;
}

export const totalCreditsQueryKey = ['talenthub', 'credits', 'total'] as const;

export function useTotalCredits(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: totalCreditsQueryKey, queryFn: getTotalCredits, enabled }));
}
