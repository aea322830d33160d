import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import { saveSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';
import { sessionFromAuth, type AuthResult } from '../../../lib/session-from-auth';

export type LoginInput = components['schemas']['LoginRequest'];

// LoginQuery carries the platform admin's impersonation values when present.
export type LoginQuery = { admin?: string; company_id?: string };

export function login(input: LoginInput, query: LoginQuery = {}): Promise<AuthResult> {
  return postJSON<AuthResult>('login', input, query);
}

// useLogin posts the credentials and stores the session on success.
export function useLogin() {
  return useMutation({
    mutationFn: ({ input, query }: { input: LoginInput; query: LoginQuery }) => login(input, query),
    onSuccess: (result) => saveSession(sessionFromAuth(result)),
  });
}
