import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invitesQueryKey } from './list-invites';

// revokeInvite cancels a pending invite; its link stops working.
export function revokeInvite(id: number) {
  return api.post('invites/{id}/revoke', { path: { id } });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
