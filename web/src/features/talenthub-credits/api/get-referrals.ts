import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

// The server sends every field (Go structs without omitempty).
export type ReferredCandidate = Required<components['schemas']['HubReferredCandidate']>;
export type Referrals = { referral_link: string; credits_each: number; referrals: ReferredCandidate[] };

// getReferrals is the signed-in candidate's referral link and who joined
// through it.
export async function getReferrals() {
  return (await api.get('talenthub/referrals')) as Referrals;
}

export const referralsQueryKey = ['talenthub', 'referrals'] as const;

export function useReferrals() {
  return useQuery(queryOptions({ queryKey: referralsQueryKey, queryFn: getReferrals }));
}
