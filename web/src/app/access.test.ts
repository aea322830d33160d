import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session } from '../api/session';
import { decideAccess, smartSearchOnlyAllows } from './access';
import { routeTable } from './route-table';

function session(roles: string[]): Session {
  return { token: 't', email: 'e', roles, emailVerified: true, companyApproved: true, name: 'n', userId: 1, slug: '' };
}

// A concrete URL for each table path: every param filled with "x".
const urls = routeTable.map((entry) => ({
  ...entry,
  url: generatePath(entry.path, Object.fromEntries((entry.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), 'x']))),
}));

function expectedLogin(url: string): string {
  if (url.startsWith('/screeno')) return '/screeno/login';
  if (url.startsWith('/wand')) return '/wand/login';
  if (url.startsWith('/talenthub')) return '/talenthub/login';
  return '/login';
}

const open = (access: string) => access === 'public' || access === 'guest';

function signedInHomeOf(url: string): string {
  if (url.startsWith('/screeno')) return '/screeno';
  if (url.startsWith('/wand')) return '/wand';
  return '/dashboard';
}

describe('access over the whole route table', () => {
  it.each(urls.filter((r) => !open(r.access)).map((r) => [r.url, r.access] as const))('%s sends nobody to its login', (url, access) => {
    const login = access === 'candidate-allowed' ? '/candidate-login' : expectedLogin(url);
    const to = `${login}?returnUrl=${encodeURIComponent(url)}`;
    expect(decideAccess(access, url, '', null)).toEqual({ kind: 'login', to });
  });

  it.each(urls.filter((r) => open(r.access)).map((r) => [r.url, r.access] as const))('%s is open to everyone', (url, access) => {
    expect(decideAccess(access, url, '', null)).toEqual({ kind: 'allow' });
  });

  it.each(urls.map((r) => [r.url, r.access] as const))('%s lets a company admin in (or on, from a login page)', (url, access) => {
    const want = access === 'guest' ? { kind: 'redirect', to: signedInHomeOf(url) } : { kind: 'allow' };
    expect(decideAccess(access, url, '', session(['company_admin']))).toEqual(want);
  });

  it.each(urls.map((r) => [r.url, r.access] as const))('%s treats a candidate by the spec', (url, access) => {
    const decision = decideAccess(access, url, '', session(['talenthub_candidate']));
    if (access === 'guest') {
      expect(decision).toEqual({ kind: 'redirect', to: '/talenthub/dashboard' });
    } else if (url.startsWith('/screeno') || url.startsWith('/wand')) {
      expect(decision).toEqual(access === 'public' ? { kind: 'allow' } : { kind: 'redirect', to: '/talenthub/dashboard' });
    } else if (access === 'protected') {
      expect(decision).toEqual({ kind: 'forbidden' });
    } else {
      expect(decision).toEqual({ kind: 'allow' });
    }
  });
});

describe('login and register pages', () => {
  const admin = session(['company_admin']);

  it.each([
    ['/register', '?returnUrl=%2Fjobs', '/jobs'],
    ['/screeno/register', '?returnUrl=%2Fscreeno%2Fjobs', '/screeno/jobs'],
    ['/register', '?returnUrl=%2F%2Fevil.example', '/dashboard'],
    ['/login', '?returnUrl=https%3A%2F%2Fevil.example', '/dashboard'],
  ])('send a signed-in user from %s%s to %s', (url, search, to) => {
    expect(decideAccess('guest', url, search, admin)).toEqual({ kind: 'redirect', to });
  });

  it('let a platform admin open /login?admin=1 to sign in as a company', () => {
    expect(decideAccess('guest', '/login', '?admin=1&company_id=5', session(['platform_admin']))).toEqual({ kind: 'allow' });
  });

  it('send someone who just logged out to the plain login of the product line', () => {
    expect(decideAccess('protected', '/screeno/jobs', '', null, true)).toEqual({ kind: 'login', to: '/screeno/login', quiet: true });
    expect(decideAccess('protected', '/dashboard', '', null, true)).toEqual({ kind: 'login', to: '/login', quiet: true });
  });
});


describe('a smart-search-only company', () => {
  it('opens Home, Smart search and what they lead to, and no other ATS screen', () => {
    for (const screen of ['dashboard', 'smart-search', 'candidate-timeline', 'profile', 'company-settings', 'screeno-jobs', 'wand-dashboard']) {
      expect(smartSearchOnlyAllows(screen)).toBe(true);
    }
    for (const screen of ['jobs', 'job', 'candidates', 'all-candidates-view', 'interviews', 'recruitment-setup', 'notifications', 'analytics']) {
      expect(smartSearchOnlyAllows(screen)).toBe(false);
    }
  });
});
