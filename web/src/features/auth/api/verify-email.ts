import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import { updateSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';

type VerifyEmailResult = components['schemas']['VerifyEmailResult'];

// verifyEmail consumes the mailed token; it works with or without a login.
export function verifyEmail(verifyToken: string): Promise<VerifyEmailResult> {
  return postJSON<VerifyEmailResult>('users/verify-email', { verify_token: verifyToken });
}

// useVerifyEmail updates the stored session (when there is one) on success.
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (result) =>
      updateSession({ emailVerified: result.email_verified ?? true, companyApproved: result.company_approved ?? false }),
  });
}
