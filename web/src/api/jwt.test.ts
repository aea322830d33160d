import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeToken, isTokenLive } from './jwt';

describe('jwt', () => {
  it('reads the payload, including base64url characters', () => {
    const token = makeToken({ sub: 1, company_id: 9, name: '??>>~~' });
    expect(decodeToken(token)).toMatchObject({ sub: 1, company_id: 9, name: '??>>~~' });
  });

  it.each(['', 'abc', 'a.b', 'a.!!!.c', 'a.bnVsbA.c'])('gives null for %j', (token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('is live only before exp', () => {
    const now = 1_800_000_000_000;
    expect(isTokenLive(makeToken({ exp: now / 1000 + 1 }), now)).toBe(true);
    expect(isTokenLive(makeToken({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenLive(makeToken({}), now)).toBe(false);
  });
});
