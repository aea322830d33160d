import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invitesQueryKey } from './list-invites';

// resendInvite mails a pending invite again with a fresh link.
export function resendInvite(id: number) {
  return api.post('invites/{id}/resend', { path: { id } });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
