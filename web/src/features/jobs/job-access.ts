// The state actions on a job (POST requisitions/{id}/{action}).
export type RequisitionAction = 'approve' | 'reject' | 'publish' | 'unpublish' | 'archive' | 'reopen';

export const adminRole = 'company_admin';
export const taRole = 'company_ta';
export const hiringManagerRole = 'company_hiring_manager';
export const platformAdminRole = 'platform_admin';

// canCreateJobs: admins and TAs add jobs (POST requisitions).
export function canCreateJobs(roles: string[]): boolean {
  return roles.some((role) => [adminRole, taRole, platformAdminRole].includes(role));
}
