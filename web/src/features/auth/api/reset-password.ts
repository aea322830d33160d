import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type ResetPasswordInput = components['schemas']['ResetPasswordRequest'];
type Message = components['schemas']['Message'];

// resetPassword sets a new password from the mailed token.
export function resetPassword(input: ResetPasswordInput): Promise<Message> {
  return postJSON<Message>('users/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
