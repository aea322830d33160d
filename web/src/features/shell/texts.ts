import type { ProductLine } from '../../lib/product-line';

// Texts of the signed-in frame. Spec texts are copied character for
// character; the others (marked) are ours where the spec has none.
export const loggedOutText = 'Successfully logged out!';
export const selectScoreText = 'Please select a score value';
export const feedbackThanksText = 'Thank you for your valuable feedback!';
export const manageCompanyText = 'Manage company';
export const contactUsText = 'Contact us';
export const searchFailedText = 'Something went wrong!';
// Ours: the spec has no text for these.
export const searchLabel = 'Search candidates and jobs';
export const searchHintText = 'Type at least 3 characters to search';
export const searchNoResultsText = 'No results';
export const searchingText = 'Searching...';
export const verificationSentText = 'Verification email sent';
export const resendEmailText = 'Resend email';
export const verifyEmailText = (email: string) =>
  `Please verify your email address. We have sent a verification link to ${email}.`;
export const feedbackTitleText = 'Feedback';
export const feedbackScoreText = 'How likely are you to recommend us? (1 to 10)';
export const referText = 'Refer';
export const platformText = 'Platform';
export const unreadText = 'unread';
// Contact us opens the mail program; a self-hosted install may change it.
export const contactEmail = 'support@hirekit.dev';

export const productName: Record<ProductLine, string> = {
  ats: 'Hirekit',
  screeno: 'Hirekit Screeno',
  wand: 'Hirekit Wand',
  talenthub: 'Hirekit Talenthub',
};
