// The popup's result travels back to the opener through localStorage
// (spec): the return page writes it under the transaction's key, the
// widget polls the key every second and removes it once read.

export const callbackPath = '/oauth-redirect-callback';
export const pollIntervalMs = 1000;
// The transaction is valid 10 minutes; the widget stops waiting after that.
export const giveUpAfterMs = 10 * 60 * 1000;
// The popup's window name: the return page closes itself when it has it.
export const popupName = 'hirekit-calendar';

export const resultStatuses = [
  'success',
  'email_mismatch',
  'access_denied',
  'consent_required',
  'scope_not_accepted',
  'jwt_error',
  'refresh_token_not_present',
  // Lever's return page (screeno integrations): 'Unable to authorize'.
  'authorization_error',
] as const;
export type ResultStatus = (typeof resultStatuses)[number];

export function resultKey(transactionId: string) {
  return `hirekit.calendar-oauth.${transactionId}`;
}

// asStatus reads a status from the URL; anything unknown is jwt_error
// ('Something went wrong!').
export function asStatus(value: string | null | undefined): ResultStatus {
  return (resultStatuses as readonly string[]).includes(value ?? '') ? (value as ResultStatus) : 'jwt_error';
}

export function writeResult(transactionId: string, status: ResultStatus) {
  try {
    localStorage.setItem(resultKey(transactionId), JSON.stringify({ status }));
  } catch {
    // Storage refused (private mode, quota): the opener gives up later.
  }
}

// takeResult returns the transaction's status once it is there, and
// removes it.
export function takeResult(transactionId: string): ResultStatus | null {
  const key = resultKey(transactionId);
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  localStorage.removeItem(key);
  try {
    return asStatus((JSON.parse(raw) as { status?: string } | null)?.status);
  } catch {
    return 'jwt_error';
  }
}
