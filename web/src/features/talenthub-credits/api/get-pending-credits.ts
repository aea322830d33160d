import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

// The server sends every field (Go structs without omitempty).
export type PendingCredit = Required<components['schemas']['HubPendingCredit']>;
export type PendingCredits = { entries: PendingCredit[]; total: number };

// getPendingCredits is the entries waiting for a platform admin, oldest
// first (at most 200) and how many there are.
export async function getPendingCredits() {
  return (await api.get('talenthub/admin/pending-credits')) as PendingCredits;
}

export const pendingCreditsQueryKey = ['talenthub', 'admin', 'pending-credits'] as const;

export function usePendingCredits() {
  return useQuery(queryOptions({ queryKey: pendingCreditsQueryKey, queryFn: getPendingCredits, retry: false }));
}
