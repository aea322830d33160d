import { homePath, productLineOf } from './product-line';
import { safeReturnUrl } from './return-url';

// signedInHome is where a signed-in person goes from a login or register
// page: the returnUrl when it is a same-origin path, else a candidate's
// dashboard, else the home of the URL's product line (/dashboard, /screeno,
// /wand). Login, registration and the logged-in redirect all use it, so they
// never disagree.
export function signedInHome(pathname: string, returnUrl: string | null, candidate: boolean): string {
  const back = safeReturnUrl(returnUrl);
  if (back) return back;
  if (candidate) return '/talenthub/dashboard';
  return homePath[productLineOf(pathname)];
}

// wandReturnTarget is the extension's own address to send a signed-in user
// back to, with the token appended by the server (POST wand/return-url,
// which allows only HIREKIT_WAND_RETURN_ORIGINS): an absolute URL given as
// returnUrl on the /wand line. Anything else stays inside the app.
export function wandReturnTarget(pathname: string, returnUrl: string | null): string | null {
  if (!returnUrl || productLineOf(pathname) !== 'wand' || safeReturnUrl(returnUrl)) return null;
  try {
    const u = new URL(returnUrl);
    return u.protocol === 'javascript:' || u.protocol === 'data:' ? null : u.toString();
  } catch {
    return null;
  }
}
