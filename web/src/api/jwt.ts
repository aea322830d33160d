// Reads a JWT's payload without verifying it: the server verifies, the
// browser only needs exp and company_id. An unreadable token gives null.
export type TokenClaims = {
  sub?: string | number;
  exp?: number;
  company_id?: number | string;
  roles?: string[];
};

export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

export function isTokenLive(token: string, now = Date.now()): boolean {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now;
}
