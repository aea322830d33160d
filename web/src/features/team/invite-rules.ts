import { enterAgencyNameAndEmailText, selectDesignationAndRolesText, upgradePlanText } from './texts';

export type InviteUserValues = { email: string; designation: string; roles: string[]; needsUpgrade: (role: string) => boolean };

// inviteUserProblem checks the invite form in the spec's order (spec 5) and
// returns the first message, or null when it may be sent. The email is
// checked by the server ('Please enter an email', …).
export function inviteUserProblem(values: InviteUserValues): string | null {
  if (values.designation.trim() === '' || values.roles.length === 0) return selectDesignationAndRolesText;
  if (values.roles.some(values.needsUpgrade)) return upgradePlanText;
  return null;
}

export type InviteAgencyValues = { agencyName: string; email: string };

export function inviteAgencyProblem(values: InviteAgencyValues): string | null {
  if (values.agencyName.trim() === '' || values.email.trim() === '') return enterAgencyNameAndEmailText;
  return null;
}
