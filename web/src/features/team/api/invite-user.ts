import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { invitesQueryKey } from './list-invites';

export type InviteUserInput = components['schemas']['InviteUserRequest'];

// inviteUser mails an invite to join the company with a designation and roles.
export function inviteUser(input: InviteUserInput) {
  return api.post('users/invite', { body: input });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
