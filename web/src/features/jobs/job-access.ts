import type { JobState } from './texts';

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

// jobActions are the state actions a person may take on a job: approving and
// rejecting are for admins on pending jobs; the others follow the state
// machine for whoever may edit the job (admin, TA, its hiring manager).
export function jobActions(state: string | undefined, roles: string[], canEdit: boolean): RequisitionAction[] {
  const admin = roles.includes(adminRole) || roles.includes(platformAdminRole);
  switch (state as JobState | undefined) {
    case 'pending_approval':
      return admin ? ['approve', 'reject'] : [];
    case 'open':
      return canEdit ? ['publish', 'archive'] : [];
    case 'live':
      return canEdit ? ['unpublish', 'archive'] : [];
    case 'archived':
      return canEdit ? ['reopen'] : [];
    default:
      return [];
  }
}
