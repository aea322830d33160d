import { describe, expect, it } from 'vitest';
import { navigationFor, roleGroup } from './navigation';

const labels = (pathname: string, roles: string[], smartSearchOnly = false) =>
  navigationFor({ pathname, roles, smartSearchOnly }).items.map((item) => item.label);

const full = ['Home', 'Jobs', 'Candidates', 'Interviews', 'Recruitment Setup', 'Notifications', 'Analytics'];

describe('navigation by role group', () => {
  it.each([
    ['company_admin', 'admin', full, true],
    ['platform_admin', 'admin', full, true],
    ['company_ta', 'ta', full, false],
    ['company_hiring_manager', 'hiring-manager', ['Home', 'Jobs', 'Candidates', 'Interviews', 'Notifications'], false],
    ['company_panel', 'panel', ['Home', 'Interviews', 'Notifications'], false],
    ['agency', 'agency', ['Home', 'Jobs', 'Notifications'], false],
    ['company_employee', 'employee', ['Home', 'Notifications'], false],
  ])('%s is in group %s', (role, group, items, manageCompany) => {
    const nav = navigationFor({ pathname: '/dashboard', roles: [role] });
    expect(nav.group).toBe(group);
    expect(nav.items.map((item) => item.label)).toEqual(items);
    expect(nav.manageCompany).toBe(manageCompany);
    expect(nav.refer).toBe(role === 'company_employee');
  });

  it('links the ATS pages', () => {
    expect(navigationFor({ pathname: '/jobs', roles: ['company_ta'] }).items.map((item) => item.to)).toEqual([
      '/dashboard', '/jobs', '/candidates', '/interviews', '/recruitment-setup', '/notifications', '/analytics',
    ]);
  });

  it.each([
    [['company_employee', 'company_ta'], 'ta'],
    [['company_panel', 'company_hiring_manager'], 'hiring-manager'],
    [['company_ta', 'company_admin'], 'admin'],
    [['agency', 'company_employee'], 'agency'],
    [['company_panel', 'agency'], 'panel'],
    [['candidate'], 'none'],
    [[], 'none'],
  ])('roles %j give the widest group %s', (roles, group) => {
    expect(roleGroup(roles)).toBe(group);
  });

  it('gives a person with no company role only Home', () => {
    expect(labels('/dashboard', [])).toEqual(['Home']);
  });

  it('gives a smart-search-only company Home and Smart search, whatever the role', () => {
    expect(labels('/dashboard', ['company_ta'], true)).toEqual(['Home', 'Smart search']);
    expect(labels('/dashboard', ['company_employee'], true)).toEqual(['Home', 'Smart search']);
    expect(navigationFor({ pathname: '/dashboard', roles: ['company_admin'], smartSearchOnly: true }).manageCompany).toBe(true);
  });
});

describe('navigation by product line', () => {
  it.each(['/screeno', '/screeno/jobs', '/screeno/credits'])('%s shows the screening pages', (pathname) => {
    const nav = navigationFor({ pathname, roles: ['company_admin'] });
    expect(nav.items).toEqual([
      { label: 'Home', to: '/screeno' },
      { label: 'Jobs', to: '/screeno/jobs' },
      { label: 'Credits', to: '/screeno/credits' },
      { label: 'Integrations', to: '/screeno/integrations' },
    ]);
  });

  it.each(['/wand', '/wand/anything'])('%s shows only Home', (pathname) => {
    expect(navigationFor({ pathname, roles: ['company_admin'], smartSearchOnly: true }).items).toEqual([{ label: 'Home', to: '/wand' }]);
  });

  it('does not let the smart-search flag change the screening line', () => {
    expect(labels('/screeno', ['company_ta'], true)).toEqual(['Home', 'Jobs', 'Credits', 'Integrations']);
  });
});
