import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type ForgotPasswordInput = components['schemas']['ForgotPasswordRequest'];
type Message = components['schemas']['Message'];

// forgotPassword mails a reset link; the answer is the same for unknown emails.
export function forgotPassword(input: ForgotPasswordInput): Promise<Message> {
  return postJSON<Message>('users/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
