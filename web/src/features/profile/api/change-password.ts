import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import { updateSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';

export type ChangePasswordInput = components['schemas']['ChangePasswordRequest'];
type TokenResult = components['schemas']['TokenResult'];

// changePassword ends the user's other sessions; the answer carries a new
// token for this one, which replaces the stored token.
export function changePassword(input: ChangePasswordInput): Promise<TokenResult> {
  return postJSON<TokenResult>('profile/password', input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      if (result?.token) updateSession({ token: result.token });
    },
  });
}
