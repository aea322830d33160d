import { isCandidate, type Session } from '../api/session';
import { loginPath, loginRedirect, productLineOf } from '../lib/product-line';
import { signedInHome, wandReturnTarget } from '../lib/signed-in-home';
import type { Access } from './route-table';

export type Decision =
  | { kind: 'allow' }
  | { kind: 'login'; to: string; quiet?: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'wand-return'; returnUrl: string };

// decideAccess says what a person (or nobody) gets at a URL of a given access
// type. loggedOut is true right after the user's own logout: they go to the
// plain login of the product line, without returnUrl or a toast.
export function decideAccess(access: Access, pathname: string, search: string, session: Session | null, loggedOut = false): Decision {
  if (access === 'public') return { kind: 'allow' };
  if (access === 'guest') return decideGuest(pathname, search, session);
  // A candidate follows the link in their email: without a session they
  // sign in with a mailed passcode, and come back here.
  if (!session && access === 'candidate-allowed') {
    return { kind: 'login', to: candidateLoginRedirect(pathname, search), ...(loggedOut ? { quiet: true } : {}) };
  }
  if (!session && loggedOut) return { kind: 'login', to: loginPath[productLineOf(pathname)], quiet: true };
  if (!session) return { kind: 'login', to: loginRedirect(pathname, search) };
  const line = productLineOf(pathname);
  const candidate = isCandidate(session);
  if (candidate && (line === 'screeno' || line === 'wand')) return { kind: 'redirect', to: '/talenthub/dashboard' };
  if (candidate && access === 'protected') return { kind: 'forbidden' };
  return { kind: 'allow' };
}

// candidateLoginRedirect is the candidate's sign-in with the page asked for
// as returnUrl (its last segment names the application).
export function candidateLoginRedirect(pathname: string, search = ''): string {
  return `/candidate-login?returnUrl=${encodeURIComponent(pathname + search)}`;
}

// decideGuest sends a signed-in person away from the login and register
// pages (spec 2: returnUrl, screening line to /screeno, otherwise home). A
// platform admin may still open /login?admin=1 to sign in as a company.
function decideGuest(pathname: string, search: string, session: Session | null): Decision {
  const params = new URLSearchParams(search);
  if (!session || params.has('admin')) return { kind: 'allow' };
  const external = wandReturnTarget(pathname, params.get('returnUrl'));
  if (external) return { kind: 'wand-return', returnUrl: external };
  return { kind: 'redirect', to: signedInHome(pathname, params.get('returnUrl'), isCandidate(session)) };
}

// smartSearchOnlyScreens are the company screens a user of a company with
// ats.smart_search_only may open: its navigation (Home, Smart search),
// where a result leads (the candidate's timeline), the profile menu's pages
// (an admin keeps Manage company, to turn the flag off again) and the
// calendar's OAuth return. The screening and extension product lines are
// not the ATS's and stay open.
const smartSearchOnlyScreens = new Set([
  'root',
  'dashboard',
  'new-dashboard',
  'smart-search',
  'candidate-timeline',
  'profile',
  'company-settings',
  'user',
  'platform',
  'oauth-redirect-callback',
]);

// smartSearchOnlyAllows says whether a smart-search-only company's user may
// open a protected screen.
export function smartSearchOnlyAllows(screen: string): boolean {
  return smartSearchOnlyScreens.has(screen) || screen.startsWith('screeno-') || screen.startsWith('wand-');
}
