// Texts of the platform page. Spec texts are copied; the others are ours.
export const forbiddenText = 'You cannot access this page.';
// Ours: the spec has no text for these.
export const platformText = 'Platform';
export const actForCompanyText = 'Act for this company';
export const actingForText = (company: string) => `You are now acting for ${company}`;
export const companyApprovedText = 'Company approved';
export const companyRejectedText = 'Company approval withdrawn';
