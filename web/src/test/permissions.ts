import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Permission, RoleGroup } from '../api/queries/user-context';

// Tests answer the user context as the server would: the permissions of a
// set of roles come from docs/permissions.md, which `make gen` writes from
// the server's one table, so a test never keeps its own copy of who may do
// what. (Needs such as an approved company are left out: tests of those
// set permissions themselves.)
const columns = ['company_admin', 'company_ta', 'company_hiring_manager', 'company_panel', 'company_employee', 'agency', 'platform_admin'];
// Vitest runs in web/ (jsdom gives import.meta.url an http: scheme).
const table = readFileSync(join(process.cwd(), '..', 'docs', 'permissions.md'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .filter((cells) => cells.length >= columns.length + 3)
  .map((cells) => ({ permission: cells[1].replace(/`/g, '') as Permission, held: cells.slice(3, 3 + columns.length).map((cell) => cell === 'Y') }));

export function permissionsOf(roles: readonly string[]): Permission[] {
  return table.filter((row) => columns.some((role, i) => row.held[i] && roles.includes(role))).map((row) => row.permission);
}

// roleGroupOf is the server's widest group (recruit.GroupOf).
export function roleGroupOf(roles: readonly string[]): RoleGroup {
  const order: Array<[RoleGroup, string[]]> = [
    ['admin', ['company_admin', 'platform_admin']],
    ['ta', ['company_ta']],
    ['hiring_manager', ['company_hiring_manager']],
    ['panel', ['company_panel']],
    ['agency', ['agency']],
    ['employee', ['company_employee']],
  ];
  return order.find(([, members]) => members.some((role) => roles.includes(role)))?.[0] ?? 'none';
}
