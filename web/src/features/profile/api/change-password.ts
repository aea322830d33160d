import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { updateSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';

export type ChangePasswordInput = components['schemas']['ChangePasswordRequest'];

// changePassword ends the user's other sessions; the answer carries a new
// token for this one, which replaces the stored token.
export function changePassword(input: ChangePasswordInput) {
  return api.post('profile/password', { body: input });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      if (result?.token) updateSession({ token: result.token });
    },
  });
}
