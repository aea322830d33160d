import { acceptPrivacyPolicyText, enterPasswordText } from './texts';

export type InviteSignupValues = { name: string; password: string; acceptedPrivacy: boolean };

// inviteSignupProblem checks the invite signup form (spec 5).
export function inviteSignupProblem(values: InviteSignupValues): string | null {
  if (values.password === '') return enterPasswordText;
  if (!values.acceptedPrivacy) return acceptPrivacyPolicyText;
  return null;
}
