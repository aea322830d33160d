import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type ResetPasswordInput = components['schemas']['ResetPasswordRequest'];

// resetPassword sets a new password from the mailed token.
export function resetPassword(input: ResetPasswordInput) {
  return api.post('users/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
