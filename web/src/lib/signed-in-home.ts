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
