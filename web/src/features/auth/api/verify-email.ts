import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { updateSession } from '../../../api/session';

// verifyEmail consumes the mailed token; it works with or without a login.
export function verifyEmail(verifyToken: string) {
  return api.post('users/verify-email', { body: { verify_token: verifyToken } });
}

// useVerifyEmail updates the stored session (when there is one) on success.
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (result) =>
      updateSession({ emailVerified: result.email_verified ?? true, companyApproved: result.company_approved ?? false }),
  });
}
