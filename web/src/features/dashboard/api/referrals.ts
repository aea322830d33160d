import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';

export type Referrals = Data<'my-referrals'>;
export type Referral = NonNullable<Referrals['referrals']>[number];

export const referralsPerPage = 10;

// useMyReferrals reads a page of the caller's referrals with their progress
// in plain words (GET my-referrals), for those who may refer.
export function useMyReferrals(enabled: boolean, page: number) {
  return useQuery({
    queryKey: ['my-referrals', page] as const,
    queryFn: () => api.getPage('my-referrals', { query: { page, per_page: referralsPerPage } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
