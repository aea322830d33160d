import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { invitesQueryKey } from './list-invites';

export type InviteUserInput = components['schemas']['InviteUserRequest'];
type InviteResult = components['schemas']['InviteResult'];

// inviteUser mails an invite to join the company with a designation and roles.
export function inviteUser(input: InviteUserInput): Promise<InviteResult> {
  return postJSON<InviteResult>('users/invite', input);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }) });
}
