import { saveSession, type Session } from '../api/session';

function base64url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// makeToken builds an unsigned JWT-shaped token; the browser never verifies.
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.sig`;
}

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

export function logIn(roles: string[], claims: Record<string, unknown> = {}): Session {
  const session: Session = {
    token: makeToken({ sub: 7, roles, exp: inOneHour(), ...claims }),
    email: 'ta@demo.hirekit.test',
    roles,
    emailVerified: true,
    companyApproved: true,
    name: 'ta',
    userId: 7,
    slug: '',
  };
  saveSession(session);
  return session;
}
