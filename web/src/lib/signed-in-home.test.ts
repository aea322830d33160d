import { describe, expect, it } from 'vitest';
import { signedInHome, wandReturnTarget } from './signed-in-home';

describe('signedInHome', () => {
  it.each([
    ['/register', null, '/dashboard'],
    ['/login', null, '/dashboard'],
    ['/screeno/register', null, '/screeno'],
    ['/screeno/login', null, '/screeno'],
    ['/wand/register', null, '/wand'],
    ['/register', '/jobs?page=2', '/jobs?page=2'],
    ['/screeno/register', '/screeno/jobs', '/screeno/jobs'],
    ['/register', '//evil.example', '/dashboard'],
    ['/register', 'https://evil.example/', '/dashboard'],
  ])('from %s with returnUrl %s goes to %s', (pathname, returnUrl, want) => {
    expect(signedInHome(pathname, returnUrl, false)).toBe(want);
  });

  it('sends a candidate to the marketplace dashboard unless a returnUrl says otherwise', () => {
    expect(signedInHome('/login', null, true)).toBe('/talenthub/dashboard');
    expect(signedInHome('/login', '/candidate-application-status/abc', true)).toBe('/candidate-application-status/abc');
  });
});

describe('wandReturnTarget', () => {
  it('keeps an absolute extension address on the wand line only', () => {
    expect(wandReturnTarget('/wand/login', 'chrome-extension://abc/done.html')).toBe('chrome-extension://abc/done.html');
    expect(wandReturnTarget('/login', 'chrome-extension://abc/done.html')).toBeNull();
    expect(wandReturnTarget('/wand/login', '/wand')).toBeNull();
    expect(wandReturnTarget('/wand/login', 'javascript:alert(1)')).toBeNull();
    expect(wandReturnTarget('/wand/login', 'not a url')).toBeNull();
    expect(wandReturnTarget('/wand/login', null)).toBeNull();
  });
});
