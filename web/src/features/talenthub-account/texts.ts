// Texts of talenthub's sign-in and the candidate's dashboard. Spec texts
// are copied character for character; the others (marked) are ours where
// the spec has none.
export const acceptTermsText = 'Please accept the terms!';
export const googleFailedText = 'Unable to authenticate with Google!';
export const invalidTokenText = 'Invalid token!';
export const somethingWentWrongText = 'Something went wrong!';
// Ours.
export const loginTitle = 'Log in to talenthub';
export const registerTitle = 'Join talenthub';
export const loginIntro = 'Your profile, your applications and the jobs that fit you, in one place.';
export const registerIntro = 'Create your candidate profile. Companies you apply to see it; you choose what is public.';
export const googleButtonText = 'Continue with Google';
export const orText = 'or';
export const emailLabel = 'Email';
export const codeLabel = 'Sign-in code';
export const sendCodeText = 'Email me a sign-in code';
export const sendingText = 'Sending...';
export const codeSentIntro = (email: string) => `Enter the 6-digit code we sent to ${email}. It works for 10 minutes.`;
export const logInText = 'Log in';
export const loggingInText = 'Logging in...';
export const continueText = 'Continue';
export const useAnotherEmailText = 'Use another email';
export const sendNewCodeText = 'Send a new code';
export const enterEmailText = 'Please enter your email';
export const enterCodeText = 'Please enter the code';
export const nameLabel = 'Full name';
export const usernameLabel = 'Username';
export const usernameHelp = 'Your public profile lives at /talenthub/{username}: 3 to 30 letters, digits, - or _.';
export const enterNameText = 'Please enter your name';
export const enterUsernameText = 'Please enter a username';
export const acceptTermsLabel = 'I accept the terms and the privacy policy';
export const createAccountText = 'Create account';
export const creatingText = 'Creating...';
export const haveAccountText = 'Already have an account? Log in';
export const noAccountText = 'New to talenthub? Create an account';
export const noAccountFoundText = 'There is no account with this email yet. Choose a username to create one.';
export const recruiterPrompt = 'Hiring?';
export const recruiterLoginText = 'Log in as a company';
export const loggedInText = 'Successfully logged in!';
export const welcomeText = 'Welcome to talenthub!';
export const googleSignedInAs = (email: string) => `Signed in with Google as ${email}`;
export const googleHint = 'If Google sign-in does not open, try opening this page in your browser.';
// The dashboard.
export const dashboardTitle = 'Dashboard';
export const greeting = (name: string) => (name ? `Welcome, ${name}` : 'Welcome');
export const applicationsTitle = 'Your applications';
export const applicationsIntro = 'Applications you made with this email on companies’ careers pages.';
export const noApplicationsText = 'No applications yet. When you apply to a job with this email, it shows here with its status.';
export const applicationsErrorText = 'Your applications could not be loaded.';
export const retryText = 'Try again';
export const appliedOnText = (date: string) => `Applied on ${date}`;
export const nextStepsTitle = 'Suggested next steps';
export const viewProfileText = 'View your public profile';
export const logOutText = 'Log out';
export const oneApplicationText = 'You are signed in to follow one application. Log in to talenthub to see all your applications and your profile.';
export const logInToHubText = 'Log in to talenthub';
export const seeApplicationText = 'See your application';
