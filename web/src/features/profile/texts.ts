// Texts of the profile page: the spec has none, all are ours.
export const profileText = 'Profile';
export const profileSavedText = 'Profile saved';
export const passwordChangedText = 'Password changed';
export const signOutEverywhereText = 'Sign out everywhere';
export const signedOutEverywhereText = 'Signed out on every device';
export const newPasswordsShouldMatchText = 'Passwords should match';
