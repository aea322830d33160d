import { safeReturnUrl } from '../../lib/return-url';

// applicationSlugOf is the candidate application's slug: the last path
// segment of returnUrl (spec 2), or null when returnUrl is missing, not a
// same-origin path, or has no segment.
export function applicationSlugOf(returnUrl: string | null): string | null {
  const safe = safeReturnUrl(returnUrl);
  if (!safe) return null;
  const path = safe.split(/[?#]/)[0];
  const last = path.split('/').filter(Boolean).pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return null;
  }
}
