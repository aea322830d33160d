import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { userContextKeys } from '../../../api/queries/user-context';

// resendVerification mails the signed-in user a new verification link.
export function resendVerification() {
  return api.post('users/resend-verification');
}

// useResendVerification re-reads the user after a 409 (already verified).
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: () => queryClient.invalidateQueries({ queryKey: userContextKeys.all }),
  });
}
