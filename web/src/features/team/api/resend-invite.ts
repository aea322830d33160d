import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { invitesQueryKey } from './list-invites';

type InviteResult = components['schemas']['InviteResult'];

// resendInvite mails a pending invite again with a fresh link.
export function resendInvite(id: number): Promise<InviteResult> {
  return postJSON<InviteResult>(`invites/${id}/resend`, {});
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
