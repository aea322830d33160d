import { isCandidate, type Session } from '../api/session';
import { loginRedirect, productLineOf } from '../lib/product-line';
import type { Access } from './route-table';

export type Decision =
  | { kind: 'allow' }
  | { kind: 'login'; to: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' };

// decideAccess says what a person (or nobody) gets at a URL of a given access type.
export function decideAccess(access: Access, pathname: string, search: string, session: Session | null): Decision {
  if (access === 'public') return { kind: 'allow' };
  if (!session) return { kind: 'login', to: loginRedirect(pathname, search) };
  const line = productLineOf(pathname);
  const candidate = isCandidate(session);
  if (candidate && (line === 'screeno' || line === 'wand')) return { kind: 'redirect', to: '/talenthub/dashboard' };
  if (candidate && access === 'protected') return { kind: 'forbidden' };
  return { kind: 'allow' };
}
