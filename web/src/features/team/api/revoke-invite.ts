import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { invitesQueryKey } from './list-invites';

type Message = components['schemas']['Message'];

// revokeInvite cancels a pending invite; its link stops working.
export function revokeInvite(id: number): Promise<Message> {
  return postJSON<Message>(`invites/${id}/revoke`, {});
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
