// Texts of the candidate's sign-in and status pages. Spec texts are copied
// character for character; the others (marked) are ours where the spec
// has none.
export const invalidUrlText = 'Invalid url - please click the link from the email!';
export const loggedInText = 'Successfully logged in!';
export const loggedOutText = 'Successfully logged out!';
export const somethingWentWrongText = 'Something went wrong';
export const recruiterLoginText = 'Login';
// Ours: the spec has no text for these.
export const candidateLoginTitle = 'Candidate login';
export const candidateLoginIntro = 'Enter the email you applied with. We will send you a passcode to see your application.';
export const sendPasscodeText = 'Send passcode';
export const sendingText = 'Sending...';
export const passcodeSentIntro = (email: string) => `Enter the 6-digit passcode we sent to ${email}. It is valid for 30 minutes.`;
export const passcodeLabel = 'Passcode';
export const signInText = 'Sign in';
export const signingInText = 'Signing in...';
export const useAnotherEmailText = 'Use another email';
export const sendNewPasscodeText = 'Send a new passcode';
export const recruiterPrompt = 'Are you a recruiter?';
export const enterEmailText = 'Please enter your email';
export const enterPasscodeText = 'Please enter the passcode';
export const statusTitle = 'Application status';
export const loadingText = 'Loading...';
export const notFoundText = 'We could not find this application. Please click the link from the email again.';
export const greeting = (name: string) => (name ? `Hello ${name},` : 'Hello,');
export const appliedForText = (job: string, company: string) => `your application for ${job} at ${company}`;
export const appliedOnText = (date: string) => `Applied on ${date}`;
export const updatedOnText = (date: string) => `Last updated on ${date}`;
export const signOutText = 'Sign out';
export const companyUserText = 'This page shows candidates where their application stands. They open it from the link in their email.';
export const openTimelineText = "Open the candidate's timeline";
// The steps along which the server's stage.step (1 to 5) moves.
export const stepLabels = ['Application received', 'Under review', 'Assessment', 'Interviews', 'Offer'];
