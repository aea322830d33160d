import { ApiError } from '../../api/client';
import { safeReturnUrl } from '../../lib/return-url';
import { sendStoredReferral } from './referral';
import { somethingWentWrongText } from './texts';

// hubRole is the role of a talenthub candidate's session (named once, in
// the stored session's module).
export { hubRole } from '../../api/session';

// messageOf is what a failed sign-in shows: the server's words for a
// refusal it explains (a wrong code, a taken username, a throttle), else
// the spec's 'Something went wrong!'.
export function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return somethingWentWrongText;
}

// afterSignIn is where a candidate goes once signed in (spec 4: returnUrl
// or /talenthub/dashboard), after the kept referral is sent.
export async function afterSignIn(returnUrl: string | null): Promise<string> {
  await sendStoredReferral();
  return safeReturnUrl(returnUrl) ?? '/talenthub/dashboard';
}

// registerPath is the registration page with the email and returnUrl kept.
export function registerPath(email: string, returnUrl: string | null): string {
  const q = new URLSearchParams();
  if (email) q.set('email', email);
  const back = safeReturnUrl(returnUrl);
  if (back) q.set('returnUrl', back);
  const s = q.toString();
  return `/talenthub/register${s ? `?${s}` : ''}`;
}

export function loginPath(returnUrl: string | null): string {
  const back = safeReturnUrl(returnUrl);
  return back ? `/talenthub/login?returnUrl=${encodeURIComponent(back)}` : '/talenthub/login';
}
