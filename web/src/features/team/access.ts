// Who may do what on the team pages (docs/permissions.md).
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('company_admin') || roles.includes('platform_admin');
}

export function isTaOrAdmin(roles: readonly string[]): boolean {
  return isAdmin(roles) || roles.includes('company_ta');
}
