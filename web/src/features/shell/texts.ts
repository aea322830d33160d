import type { ProductLine } from '../../lib/product-line';

// Texts of the signed-in frame. Spec texts are copied character for
// character; the others (marked) are ours where the spec has none.
export const loggedOutText = 'Successfully logged out!';
// Ours: the spec has no text for these.
export const verificationSentText = 'Verification email sent';
export const resendEmailText = 'Resend email';
export const verifyEmailText = (email: string) =>
  `Please verify your email address. We have sent a verification link to ${email}.`;

export const productName: Record<ProductLine, string> = {
  ats: 'Hirekit',
  screeno: 'Hirekit Screeno',
  wand: 'Hirekit Wand',
  talenthub: 'Hirekit Talenthub',
};
