import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';
import { sessionFromAuth } from '../../../lib/session-from-auth';

export type RegisterInput = components['schemas']['RegisterRequest'];

// registerCompany creates a company and its first admin, and signs them in.
export function registerCompany(input: RegisterInput) {
  return api.post('company', { body: input });
}

// useRegisterCompany stores the session on success, like a login.
export function useRegisterCompany() {
  return useMutation({
    mutationFn: registerCompany,
    onSuccess: (result) => saveSession(sessionFromAuth(result)),
  });
}
