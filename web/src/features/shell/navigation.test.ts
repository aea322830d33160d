import { describe, expect, it } from 'vitest';
import type { RoleGroup } from '../../api/queries/user-context';
import { navigationFor } from './navigation';

const labels = (pathname: string, group: RoleGroup, smartSearchOnly = false) =>
  navigationFor({ pathname, group, smartSearchOnly }).items.map((item) => item.label);

const full = ['Home', 'Jobs', 'Candidates', 'Interviews', 'Recruitment Setup', 'Notifications', 'Analytics'];

describe('navigation by role group', () => {
  it.each<[RoleGroup, string[], boolean]>([
    ['admin', full, true],
    ['ta', full, false],
    ['hiring_manager', ['Home', 'Jobs', 'Candidates', 'Interviews', 'Notifications'], false],
    ['panel', ['Home', 'Interviews', 'Notifications'], false],
    ['agency', ['Home', 'Jobs', 'Notifications'], false],
    ['employee', ['Home', 'Notifications'], false],
  ])('group %s', (group, items, manageCompany) => {
    const nav = navigationFor({ pathname: '/dashboard', group });
    expect(nav.group).toBe(group);
    expect(nav.items.map((item) => item.label)).toEqual(items);
    expect(nav.manageCompany).toBe(manageCompany);
    expect(nav.refer).toBe(group === 'employee');
  });

  it('links the ATS pages', () => {
    expect(navigationFor({ pathname: '/jobs', group: 'ta' }).items.map((item) => item.to)).toEqual([
      '/dashboard', '/jobs', '/candidates', '/interviews', '/recruitment-setup', '/notifications', '/analytics',
    ]);
  });

  it('gives a person with no company role only Home', () => {
    expect(labels('/dashboard', 'none')).toEqual(['Home']);
  });

  it('gives a smart-search-only company Home and Smart search, whatever the role', () => {
    expect(labels('/dashboard', 'ta', true)).toEqual(['Home', 'Smart search']);
    expect(labels('/dashboard', 'employee', true)).toEqual(['Home', 'Smart search']);
    expect(navigationFor({ pathname: '/dashboard', group: 'admin', smartSearchOnly: true }).manageCompany).toBe(true);
  });
});

describe('navigation by product line', () => {
  it.each(['/screeno', '/screeno/jobs', '/screeno/credits'])('%s shows the screening pages', (pathname) => {
    const nav = navigationFor({ pathname, group: 'admin' });
    expect(nav.items).toEqual([
      { label: 'Home', to: '/screeno' },
      { label: 'Jobs', to: '/screeno/jobs' },
      { label: 'Credits', to: '/screeno/credits' },
      { label: 'Integrations', to: '/screeno/integrations' },
    ]);
  });

  it.each(['/wand', '/wand/anything'])('%s shows only Home', (pathname) => {
    expect(navigationFor({ pathname, group: 'admin', smartSearchOnly: true }).items).toEqual([{ label: 'Home', to: '/wand' }]);
  });

  it('does not let the smart-search flag change the screening line', () => {
    expect(labels('/screeno', 'ta', true)).toEqual(['Home', 'Jobs', 'Credits', 'Integrations']);
  });
});
