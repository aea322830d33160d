// Role names and labels (spec 6).
export const roleLabel: Record<string, string> = {
  company_admin: 'Superuser',
  company_ta: 'TA',
  company_panel: 'Interviewer',
  company_hiring_manager: 'Hiring manager',
  company_employee: 'Employee',
  agency: 'Agency',
  platform_admin: 'Platform admin',
};

// Roles an invite or a role change may give: never platform admin or agency
// (an agency comes through its own invite).
export const invitableRoles = ['company_admin', 'company_ta', 'company_hiring_manager', 'company_panel', 'company_employee'];

export function labelOf(role: string): string {
  return roleLabel[role] ?? role;
}

// roleNeedsUpgrade: the employee role needs the referral module.
export function roleNeedsUpgrade(role: string, referralOn: boolean): boolean {
  return role === 'company_employee' && !referralOn;
}
