import { productLineOf } from '../../lib/product-line';

export type NavItem = { label: string; to: string };

// RoleGroup is a navigation group (DECISIONS: identity, role groups).
export type RoleGroup = 'admin' | 'ta' | 'hiring-manager' | 'panel' | 'agency' | 'employee' | 'none';

export type Navigation = {
  group: RoleGroup;
  items: NavItem[];
  // manageCompany puts 'Manage company' in the profile menu.
  manageCompany: boolean;
  // refer shows the employee's 'Refer' action.
  refer: boolean;
};

const home: NavItem = { label: 'Home', to: '/dashboard' };
const jobs: NavItem = { label: 'Jobs', to: '/jobs' };
const candidates: NavItem = { label: 'Candidates', to: '/candidates' };
const interviews: NavItem = { label: 'Interviews', to: '/interviews' };
const setup: NavItem = { label: 'Recruitment Setup', to: '/recruitment-setup' };
const notifications: NavItem = { label: 'Notifications', to: '/notifications' };
const analytics: NavItem = { label: 'Analytics', to: '/analytics' };
const smartSearch: NavItem = { label: 'Smart search', to: '/smart-search' };

// From the widest group to the narrowest: several roles give the first
// group any of them belongs to. Panel and agency are equally wide; panel
// comes first (an interviewer sees interviews).
const groupsByWidth: Array<{ group: RoleGroup; roles: string[]; items: NavItem[] }> = [
  { group: 'admin', roles: ['company_admin', 'platform_admin'], items: [home, jobs, candidates, interviews, setup, notifications, analytics] },
  { group: 'ta', roles: ['company_ta'], items: [home, jobs, candidates, interviews, setup, notifications, analytics] },
  { group: 'hiring-manager', roles: ['company_hiring_manager'], items: [home, jobs, candidates, interviews, notifications] },
  { group: 'panel', roles: ['company_panel'], items: [home, interviews, notifications] },
  { group: 'agency', roles: ['agency'], items: [home, jobs, notifications] },
  { group: 'employee', roles: ['company_employee'], items: [home, notifications] },
];

// roleGroup is the widest navigation group of a set of roles.
export function roleGroup(roles: readonly string[]): RoleGroup {
  return groupsByWidth.find((entry) => entry.roles.some((role) => roles.includes(role)))?.group ?? 'none';
}

type Input = { pathname: string; roles: readonly string[]; smartSearchOnly?: boolean };

// navigationFor gives the sidebar and the profile menu's extras: by the URL's
// product line first (screening, extension), then on the ATS by role group;
// a smart-search-only company sees Home and Smart search. An admin keeps
// 'Manage company' there, so the flag can be turned off again.
export function navigationFor({ pathname, roles, smartSearchOnly = false }: Input): Navigation {
  const group = roleGroup(roles);
  const manageCompany = group === 'admin';
  const line = productLineOf(pathname);
  if (line === 'screeno') {
    return {
      group,
      manageCompany,
      refer: false,
      items: [
        { label: 'Home', to: '/screeno' },
        { label: 'Jobs', to: '/screeno/jobs' },
        { label: 'Credits', to: '/screeno/credits' },
        { label: 'Integrations', to: '/screeno/integrations' },
      ],
    };
  }
  if (line === 'wand') return { group, manageCompany, refer: false, items: [{ label: 'Home', to: '/wand' }] };
  if (smartSearchOnly) return { group, manageCompany, refer: false, items: [home, smartSearch] };
  const items = groupsByWidth.find((entry) => entry.group === group)?.items ?? [home];
  return { group, manageCompany, refer: group === 'employee', items };
}
