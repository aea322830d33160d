import { api } from '../../../api/client';

// The OAuth return page (/oauth-redirect-callback) writes the status under
// this key for the transaction; the Lever card polls it every second.
export const leverReturnPath = '/oauth-redirect-callback';
export const leverPollMs = 1000;
export const leverGiveUpMs = 10 * 60 * 1000;
export const leverPopupName = 'hirekit-calendar';
export function leverResultKey(transactionId: string) {
  return `hirekit.calendar-oauth.${transactionId}`;
}

// startLeverConnect asks for a new transaction: Lever's consent page
// (redirect_url, null when Lever is not offered) and the company's state.
export function startLeverConnect() {
  return api.get('oauth/generate-redirect-url', { query: { kind: 'ats', provider: 'lever', redirect_url: leverReturnPath } });
}

// Lever's return statuses and what the card says (spec).
export const leverTexts: Record<string, string> = {
  success: 'Successfully integrated!',
  email_mismatch: 'Please authorize with registered email!',
  jwt_error: 'Something went wrong!',
  access_denied: 'Please accept the permissions!',
  scope_not_accepted: 'Please accept all the scopes!',
  refresh_token_not_present: 'Please revoke access and try again',
  authorization_error: 'Unable to authorize',
};

// takeLeverResult returns the transaction's status once stored, and
// removes it.
export function takeLeverResult(transactionId: string): string | null {
  const key = leverResultKey(transactionId);
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  localStorage.removeItem(key);
  try {
    const status = (JSON.parse(raw) as { status?: string } | null)?.status ?? 'jwt_error';
    return status in leverTexts ? status : 'jwt_error';
  } catch {
    return 'jwt_error';
  }
}
