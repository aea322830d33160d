import type { RoleGroup } from '../../api/queries/user-context';
import { productLineOf } from '../../lib/product-line';

export type NavItem = { label: string; to: string };

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

// The pages of each navigation group; the server puts the user in one
// (role_group: with several roles, the widest).
const pagesOf: Record<RoleGroup, NavItem[]> = {
  admin: [home, jobs, candidates, interviews, setup, notifications, analytics],
  ta: [home, jobs, candidates, interviews, setup, notifications, analytics],
  hiring_manager: [home, jobs, candidates, interviews, notifications],
  panel: [home, interviews, notifications],
  agency: [home, jobs, notifications],
  employee: [home, notifications],
  none: [home],
};

type Input = { pathname: string; group: RoleGroup; smartSearchOnly?: boolean };

// navigationFor gives the sidebar and the profile menu's extras: by the URL's
// product line first (screening, extension), then on the ATS by the group;
// a smart-search-only company sees Home and Smart search. An admin keeps
// 'Manage company' there, so the flag can be turned off again.
export function navigationFor({ pathname, group, smartSearchOnly = false }: Input): Navigation {
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
  const items = pagesOf[group];
  return { group, manageCompany, refer: group === 'employee', items };
}
