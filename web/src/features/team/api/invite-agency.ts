import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { invitesQueryKey } from './list-invites';

export type InviteAgencyInput = components['schemas']['InviteAgencyRequest'];
type InviteResult = components['schemas']['InviteResult'];

// inviteAgency mails an agency an invite to refer candidates.
export function inviteAgency(input: InviteAgencyInput): Promise<InviteResult> {
  return postJSON<InviteResult>('agencies/invite', input);
}

export function useInviteAgency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteAgency, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
