import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { creditsQueryKey } from './get-available-credits';

// claimShareCredits adds the 50 credits for sharing, once per company.
export function claimShareCredits() {
  return api.post('screeno/claim-share-credits', {});
}

export function useClaimShareCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimShareCredits,
    onSuccess: (credits) => client.setQueryData(creditsQueryKey, credits),
  });
}
