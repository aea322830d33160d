import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';
import { sessionFromAuth } from '../../../lib/session-from-auth';

export type CreateFromInviteInput = components['schemas']['CreateFromInviteRequest'];

// createFromInvite accepts an invite: creates the user and signs them in.
export function createFromInvite(token: string, input: CreateFromInviteInput) {
  return api.post('users/create-from-invite', { body: input, query: { token } });
}

export function useCreateFromInvite(token: string) {
  return useMutation({
    mutationFn: (input: CreateFromInviteInput) => createFromInvite(token, input),
    onSuccess: (result) => saveSession(sessionFromAuth(result)),
  });
}
