import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { unreadCountQueryKey } from './get-unread-count';

type Message = components['schemas']['Message'];

// resendVerification mails the signed-in user a new verification link.
export function resendVerification(): Promise<Message> {
  return postJSON<Message>('users/resend-verification', {});
}

// useResendVerification re-reads the user after a 409 (already verified).
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: () => queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
  });
}
