import { isTokenLive } from './jwt';

// Session is what the spec keeps in local storage after a login.
export type Session = {
  token: string;
  email: string;
  roles: string[];
  emailVerified: boolean;
  companyApproved: boolean;
  name: string;
  userId: number;
  slug: string;
  // username is a talenthub candidate's public handle.
  username?: string;
};

export const sessionKey = 'hirekit.session';
const listeners = new Set<() => void>();
// endedByLogout says the last session ended by the user's own logout (not a
// 401 or another tab), so the guard sends them to the plain login page.
let endedByLogout = false;

// hubRole is a talenthub candidate's role (a marketplace account, not one
// application's passcode).
export const hubRole = 'talenthub_candidate';
export const candidateRoles = ['candidate', hubRole];

export function readSession(): Session | null {
  const raw = localStorage.getItem(sessionKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Session;
  } catch {
    return null;
  }
}

// validSession returns the stored session only while its token is live.
export function validSession(now = Date.now()): Session | null {
  const session = readSession();
  if (!session?.token || !isTokenLive(session.token, now)) return null;
  return session;
}

export function isCandidate(session: Session): boolean {
  return session.roles.some((role) => candidateRoles.includes(role));
}

export function saveSession(session: Session): void {
  endedByLogout = false;
  localStorage.setItem(sessionKey, JSON.stringify(session));
  notify();
}

// clearSession forgets the login; reason 'logout' marks the user's own logout.
export function clearSession(reason: 'logout' | 'expired' = 'expired'): void {
  endedByLogout = reason === 'logout';
  localStorage.removeItem(sessionKey);
  notify();
}

export function sessionEndedByLogout(): boolean {
  return endedByLogout;
}

// updateSession changes fields of the stored session, if there is one.
export function updateSession(change: Partial<Session>): void {
  const session = readSession();
  if (session) saveSession({ ...session, ...change });
}

// subscribeSession also hears logins and logouts made in other tabs.
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify() {
  listeners.forEach((listener) => listener());
}
