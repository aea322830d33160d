import { useMutation } from '@tanstack/react-query';
import { api, type Query } from '../../../api/client';
import { saveSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';
import { sessionFromAuth } from '../../../lib/session-from-auth';

export type LoginInput = components['schemas']['LoginRequest'];

// LoginQuery carries the platform admin's impersonation values when present.
export type LoginQuery = Query<'login', 'post'>;

export function login(input: LoginInput, query: LoginQuery = {}) {
  return api.post('login', { body: input, query });
}

// useLogin posts the credentials and stores the session on success.
export function useLogin() {
  return useMutation({
    mutationFn: ({ input, query }: { input: LoginInput; query: LoginQuery }) => login(input, query),
    onSuccess: (result) => saveSession(sessionFromAuth(result)),
  });
}
