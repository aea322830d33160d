import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session } from '../api/session';
import { decideAccess } from './access';
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

describe('access over the whole route table', () => {
  it.each(urls.filter((r) => r.access !== 'public').map((r) => [r.url, r.access] as const))('%s sends nobody to its login', (url, access) => {
    const to = `${expectedLogin(url)}?returnUrl=${encodeURIComponent(url)}`;
    expect(decideAccess(access, url, '', null)).toEqual({ kind: 'login', to });
  });

  it.each(urls.filter((r) => r.access === 'public').map((r) => [r.url, r.access] as const))('%s is open to everyone', (url, access) => {
    expect(decideAccess(access, url, '', null)).toEqual({ kind: 'allow' });
  });

  it.each(urls.map((r) => [r.url, r.access] as const))('%s lets a company admin in', (url, access) => {
    expect(decideAccess(access, url, '', session(['company_admin']))).toEqual({ kind: 'allow' });
  });

  it.each(urls.map((r) => [r.url, r.access] as const))('%s treats a candidate by the spec', (url, access) => {
    const decision = decideAccess(access, url, '', session(['talenthub_candidate']));
    if (url.startsWith('/screeno') || url.startsWith('/wand')) {
      expect(decision).toEqual(access === 'public' ? { kind: 'allow' } : { kind: 'redirect', to: '/talenthub/dashboard' });
    } else if (access === 'protected') {
      expect(decision).toEqual({ kind: 'forbidden' });
    } else {
      expect(decision).toEqual({ kind: 'allow' });
    }
  });
});

