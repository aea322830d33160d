import type { Session } from '../api/session';
import type { components } from '../api/types.gen';

// AuthResult is what sign-up (POST company) and sign-in (POST login) answer.
export type AuthResult = components['schemas']['Session'];

// sessionFromAuth is the session the browser keeps after sign-up or sign-in.
export function sessionFromAuth(result: AuthResult): Session {
  const user = result.user ?? {};
  return {
    token: result.token ?? '',
    email: user.email ?? '',
    roles: user.roles ?? [],
    emailVerified: user.email_verified ?? false,
    companyApproved: result.company?.approved ?? false,
    name: user.name ?? '',
    userId: user.id ?? 0,
    slug: '',
  };
}
