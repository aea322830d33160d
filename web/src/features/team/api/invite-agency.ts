import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { invitesQueryKey } from './list-invites';

export type InviteAgencyInput = components['schemas']['InviteAgencyRequest'];

// inviteAgency mails an agency an invite to refer candidates.
export function inviteAgency(input: InviteAgencyInput) {
  return api.post('agencies/invite', { body: input });
}

export function useInviteAgency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteAgency, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
