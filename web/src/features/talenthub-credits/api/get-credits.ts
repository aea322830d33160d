import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

// The server sends every field (Go structs without omitempty): the
// generated optionals are made required once, here.
export type CreditEntry = Required<components['schemas']['HubCreditEntry']>;
export type Credits = { total_credits: number; pending_credits: number; referral_credits: number; entries: CreditEntry[] };

// getCredits is the signed-in candidate's ledger: granted and pending
// totals and the entries, newest first.
export async function getCredits() {
  return (await api.get('talenthub/credits')) as Credits;
}

export const creditsQueryKey = ['talenthub', 'credits'] as const;

export function useCredits() {
  return useQuery(queryOptions({ queryKey: creditsQueryKey, queryFn: getCredits }));
}
