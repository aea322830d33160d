import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type ForgotPasswordInput = components['schemas']['ForgotPasswordRequest'];

// forgotPassword mails a reset link; the answer is the same for unknown emails.
export function forgotPassword(input: ForgotPasswordInput) {
  return api.post('users/forgot-password', { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
