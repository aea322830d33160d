import type { SignInOptions } from './api/get-sign-in-options';

// Google sign-in is OpenID Connect's browser flow: the page sends the
// person to Google's consent URL with response_type=id_token, a nonce and a
// state kept in session storage; Google returns to /talenthub/login with
// the ID token in the fragment; the page checks the state and posts the
// token as access_token (with the nonce, which the server checks is in
// the signed token). The same works against the fake provider in tests.
const pendingKey = 'hirekit.talenthub.google';

type Pending = { state: string; nonce: string; returnUrl: string | null; intent: 'login' | 'register' };

export type GoogleReturn = { idToken: string; nonce: string; returnUrl: string | null; intent: 'login' | 'register'; email: string; name: string; picture: string };

function random(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function googleRedirectUri(): string {
  return `${window.location.origin}/talenthub/login`;
}

// googleAuthorizeUrl is where the Google button sends the browser.
export function googleAuthorizeUrl(google: NonNullable<SignInOptions['google']>, intent: Pending['intent'], returnUrl: string | null, email = ''): string {
  const pending: Pending = { state: random(), nonce: random(), returnUrl, intent };
  sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  const url = new URL(google.auth_url ?? '');
  url.searchParams.set('client_id', google.client_id ?? '');
  url.searchParams.set('redirect_uri', googleRedirectUri());
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('prompt', 'select_account');
  if (email) url.searchParams.set('login_hint', email);
  return url.toString();
}

function claimsOf(token: string): Record<string, unknown> {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// readGoogleReturn reads Google's answer from a fragment: null when the
// fragment is no answer of ours, 'failed' for a denial, a wrong state or a
// token without our nonce. The pending sign-in is used up either way.
export function readGoogleReturn(hash: string): GoogleReturn | 'failed' | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('id_token') && !params.has('error')) return null;
  const raw = sessionStorage.getItem(pendingKey);
  sessionStorage.removeItem(pendingKey);
  let pending: Pending | null = null;
  try {
    pending = raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    pending = null;
  }
  const idToken = params.get('id_token');
  if (!pending || !idToken || params.get('state') !== pending.state) return 'failed';
  const claims = claimsOf(idToken);
  if (claims.nonce !== pending.nonce) return 'failed';
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { idToken, nonce: pending.nonce, returnUrl: pending.returnUrl, intent: pending.intent, email: text(claims.email), name: text(claims.name), picture: text(claims.picture) };
}

// Between the login page (which got the token) and the register page
// (404: no account yet), the token waits in session storage.
const heldKey = 'hirekit.talenthub.google-held';

export function holdGoogleToken(g: GoogleReturn) {
  sessionStorage.setItem(heldKey, JSON.stringify(g));
}

export function takeHeldGoogleToken(): GoogleReturn | null {
  const raw = sessionStorage.getItem(heldKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as GoogleReturn;
  } catch {
    return null;
  }
}

export function dropHeldGoogleToken() {
  sessionStorage.removeItem(heldKey);
}
