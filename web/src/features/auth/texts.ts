// Texts of the sign-in screens. Spec texts are copied character for
// character; the others (marked) are ours where the spec has none.
export const loggedInText = 'Successfully logged in!';
export const somethingWentWrongText = 'Something went wrong';
export const fillAllFieldsText = 'Please fill all the fields!';
export const invalidPhoneText = 'Please enter a valid phone number!';
export const acceptPrivacyText = 'Please accept the privacy policy!';
export const resetMailSentText = 'Email sent with reset password instructions';
export const passwordSetText = 'Password set successfully!';
export const passwordsShouldMatchText = 'Passwords should match';
// Ours: the spec has no text for these.
export const emailVerifiedText = 'Email verified!';
export const verifyingText = 'Verifying your email...';
export const enterPasswordText = 'Please enter a password';
export const acceptPrivacyPolicyText = 'Please read and accept the privacy policy';
export const inviteStatusText = {
  invalid_token: 'Invalid token',
  invite_not_found: 'Invite not found',
  user_already_exists: 'User already exists',
} as const;
// Ours: the spec has no text for these.
export const joinCompanyText = (company: string) => `Join ${company} on Hirekit`;
export const acceptInviteText = 'Accept invite';
export const privacyCheckboxText = 'I accept the privacy policy and terms';
// The candidate tab of /register (ours: the spec shows no text).
export const candidateRegisterIntro = 'Looking for a job? Create your talenthub profile and follow your applications in one place.';
export const candidateRegisterText = 'Create a talenthub account';
export const candidateLoginText = 'I already have a talenthub account';
