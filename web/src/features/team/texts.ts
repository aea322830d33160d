// Texts of the team settings. Spec texts are copied character for
// character; the others (marked) are ours where the spec has none.
export const inviteSentText = 'Invite sent successfully';
export const agencyInviteSentText = 'Agency invite sent successfully';
export const selectDesignationAndRolesText = 'Please select a designation and roles';
export const enterAgencyNameAndEmailText = 'Please enter the agency name and email';
export const upgradePlanText = 'Upgrade plan';
export const inviteUserText = 'Invite User';
export const inviteAgencyText = 'Invite agency';
export const manageCompanyText = 'Manage company';
export const forbiddenText = 'You cannot access this page.';
// Ours: the spec has no text for these.
export const inviteResentText = 'Invite sent again';
export const inviteCancelledText = 'Invite cancelled';
export const rolesSavedText = 'Roles updated';
export const userDeactivatedText = 'User deactivated';
export const userActivatedText = 'User activated';
export const featureSavedText = 'Feature updated';
export const designationSavedText = 'Designation saved';
export const designationDeletedText = 'Designation deleted';
export const deactivateQuestionText = (name: string) =>
  `Deactivate ${name}? They are signed out at once and cannot log in until activated again.`;
export const activateQuestionText = (name: string) => `Activate ${name}? They can log in again.`;
export const noPendingInvitesText = 'No pending invites';
