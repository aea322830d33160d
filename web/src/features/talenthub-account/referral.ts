import { markReferral } from './api/mark-referral';

// A shared link's ?ref= (the referrer's username) is kept in local storage
// until the person signs in, then sent with mark-referral and forgotten
// (spec 7): the server keeps the first one and ignores the rest.
export const referralKey = 'hirekit.talenthub.ref';

// keepReferral stores the ref of a query string, if any.
export function keepReferral(search: string) {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  if (ref && ref.length <= 64) localStorage.setItem(referralKey, ref);
}

// sendStoredReferral sends the kept ref after sign-in. Its answer is not
// shown: a referral that cannot count is no error of the candidate's.
export async function sendStoredReferral() {
  const ref = localStorage.getItem(referralKey);
  if (!ref) return;
  try {
    await markReferral(ref);
    localStorage.removeItem(referralKey);
  } catch {
    // Kept for the next sign-in.
  }
}
