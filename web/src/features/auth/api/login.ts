import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import { saveSession, type Session } from '../../../api/session';

export type LoginInput = {
  email: string;
  password: string;
  remember_me: boolean;
};

// LoginQuery carries the platform admin's impersonation values when present.
export type LoginQuery = { admin?: string; company_id?: string };

export type LoginResult = {
  user: { id: number; email: string; roles: string[]; name: string; email_verified: boolean; slug?: string };
  token: string;
  company: { id: number; approved: boolean; slug?: string } | null;
};

export function login(input: LoginInput, query: LoginQuery = {}): Promise<LoginResult> {
  return postJSON<LoginResult>('login', input, query);
}

export function sessionFromLogin(result: LoginResult): Session {
  return {
    token: result.token,
    email: result.user.email,
    roles: result.user.roles,
    emailVerified: result.user.email_verified,
    companyApproved: result.company?.approved ?? false,
    name: result.user.name,
    userId: result.user.id,
    slug: result.user.slug ?? '',
  };
}

// useLogin posts the credentials and stores the session on success.
export function useLogin() {
  return useMutation({
    mutationFn: ({ input, query }: { input: LoginInput; query: LoginQuery }) => login(input, query),
    onSuccess: (result) => saveSession(sessionFromLogin(result)),
  });
}
