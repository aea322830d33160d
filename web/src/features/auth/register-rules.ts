import { acceptPrivacyText, fillAllFieldsText, invalidPhoneText } from './texts';

export type RegisterValues = {
  companyName: string;
  email: string;
  phoneNumber: string;
  password: string;
  acceptedPrivacy: boolean;
};

// registerProblem checks the company form in the spec's order and returns
// the first message to show, or null when the form may be sent.
export function registerProblem(values: RegisterValues): string | null {
  const required = [values.companyName, values.email, values.phoneNumber, values.password];
  if (required.some((value) => value.trim() === '')) return fillAllFieldsText;
  if (!validPhone(values.phoneNumber)) return invalidPhoneText;
  if (!values.acceptedPrivacy) return acceptPrivacyText;
  return null;
}

// validPhone: at least 10 characters, at least 10 of them digits.
export function validPhone(phone: string): boolean {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return trimmed.length >= 10 && digits >= 10;
}
