import type { Question } from './types';

// The apply form's rules (spec 5): the resume's checks when a file is
// chosen, and the submit checks in the spec's order with its messages.
// The server repeats the same checks in the same order.

export type Answer = string | number | boolean | string[] | null;

export type ApplyForm = {
  name: string;
  email: string;
  phone: string;
  experience: string;
  salaryCurrency: string;
  currentCtc: string;
  expectedCtc: string;
  noticePeriod: string;
  location: string;
  currentCompany: string;
  resume: File | null;
  privacy: boolean;
  answers: Record<number, Answer>;
};

export const maxResumeBytes = 5 * 1024 * 1024;

export const texts = {
  singleFile: 'Please upload only a single file.',
  badType: 'Invalid file type! Please upload pdf/doc files.',
  tooLarge: 'Please upload a file smaller than 5 MB.',
  name: 'Please enter name',
  email: 'Please enter email',
  phone: 'Please enter phone',
  experience: 'Please enter experience',
  salaryFields: 'Please fill all the required fields!',
  salaryCurrency: 'Please select a salary currency!',
  resume: 'Please upload resume',
  terms: 'Please accept the terms!',
  answers: 'Please fill all the required fields',
  noFiles: '0 files selected',
  applying: 'Applying...',
  submitted: 'Application submitted!',
  failed: 'Something went wrong!',
} as const;

export const currencies = ['USD', 'EUR', 'GBP', 'INR', 'AUD', 'CAD', 'JPY', 'CNY', 'CHF', 'SGD'];

export const noticePeriods = [
  { value: 'immediate', title: 'Immediate joiner' },
  { value: '15', title: '15 days' },
  { value: '30', title: '30 days' },
  { value: '45', title: '45 days' },
  { value: '60', title: '60 days' },
  { value: '90', title: '90 days' },
  { value: '90_plus', title: '90+ days' },
];

// defaultCurrency is INR for visitors in India, else USD (spec 9).
export function defaultCurrency(locale: string, timeZone: string): string {
  return /-IN$/i.test(locale) || timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta' ? 'INR' : 'USD';
}

export function emptyForm(currency: string): ApplyForm {
  return {
    name: '',
    email: '',
    phone: '',
    experience: '',
    salaryCurrency: currency,
    currentCtc: '',
    expectedCtc: '',
    noticePeriod: '',
    location: '',
    currentCompany: '',
    resume: null,
    privacy: false,
    answers: {},
  };
}

// resumeLabel is the upload button's label.
export function resumeLabel(file: File | null): string {
  return file ? `${file.name} uploaded!` : texts.noFiles;
}

// checkResume checks the files chosen for the resume: one, pdf/doc/docx
// by name, at most 5 MB.
export function checkResume(files: ArrayLike<File>): { file: File } | { error: string } {
  if (files.length !== 1) return { error: texts.singleFile };
  const file = files[0];
  if (!/\.(pdf|docx?)$/i.test(file.name)) return { error: texts.badType };
  if (file.size > maxResumeBytes) return { error: texts.tooLarge };
  return { file };
}

const filled = (v: string) => v.trim() !== '';

// answerMissing applies the shared rule of screening answers to one
// required question.
function answerMissing(q: Question, a: Answer | undefined): boolean {
  if (!q.required) return false;
  switch (q.field_type) {
    case 'yes_no':
      return false; // empty is false
    case 'multiple_choice':
      return !Array.isArray(a) || a.length === 0;
    case 'number':
      return a == null || a === '' || (typeof a === 'number' && !Number.isFinite(a));
    case 'single_choice':
    case 'date':
      return a == null || a === '';
    default:
      return typeof a !== 'string' || a.trim() === '';
  }
}

// checkForm returns the first failing check's message, in the spec's
// order, or null when the form may be sent.
export function checkForm(form: ApplyForm, job: { askSalary: boolean; questions: Question[] }): string | null {
  if (!filled(form.name)) return texts.name;
  if (!filled(form.email)) return texts.email;
  if (!filled(form.phone)) return texts.phone;
  if (!filled(form.experience) || !Number.isFinite(Number(form.experience))) return texts.experience;
  if (job.askSalary) {
    const cur = filled(form.currentCtc);
    const exp = filled(form.expectedCtc);
    if (cur !== exp && !filled(form.salaryCurrency)) return texts.salaryCurrency;
    if (!cur || !exp || !filled(form.salaryCurrency) || !filled(form.noticePeriod)) return texts.salaryFields;
  }
  if (!form.resume) return texts.resume;
  if (!form.privacy) return texts.terms;
  if (job.questions.some((q) => answerMissing(q, form.answers[q.id ?? 0]))) return texts.answers;
  return null;
}

// answersPayload is the answers as sent: yes/no false when empty, an empty
// multiple choice null, every question present (each starts as null).
export function answersPayload(questions: Question[], answers: Record<number, Answer>): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const q of questions) {
    let a = answers[q.id ?? 0] ?? null;
    if (q.field_type === 'yes_no') a = a === true;
    if (q.field_type === 'multiple_choice' && Array.isArray(a) && a.length === 0) a = null;
    if (q.field_type === 'number' && typeof a === 'string') a = a.trim() === '' ? null : Number(a);
    if (typeof a === 'string' && a.trim() === '') a = null;
    out[String(q.id)] = a;
  }
  return out;
}

// formData builds the multipart body of POST candidate-application/apply.
export function formData(
  form: ApplyForm,
  ctx: { companySlug: string; companyId?: number; requisitionSlug: string; requisitionId?: number; source: string; askSalary: boolean; askLocation: boolean; questions: Question[] },
): FormData {
  const fd = new FormData();
  fd.set('company_slug', ctx.companySlug);
  fd.set('requisition_slug', ctx.requisitionSlug);
  if (ctx.companyId) fd.set('company_id', String(ctx.companyId));
  if (ctx.requisitionId) fd.set('requisition_id', String(ctx.requisitionId));
  fd.set('name', form.name.trim());
  fd.set('email', form.email.trim());
  fd.set('phone', form.phone.trim());
  fd.set('experience', form.experience.trim());
  if (ctx.askSalary) {
    fd.set('salary_currency', form.salaryCurrency);
    fd.set('current_ctc', form.currentCtc.trim());
    fd.set('expected_ctc', form.expectedCtc.trim());
    fd.set('notice_period', form.noticePeriod);
  }
  if (ctx.askLocation) {
    fd.set('location', form.location.trim());
    fd.set('current_company', form.currentCompany.trim());
  }
  fd.set('privacy_policy', String(form.privacy));
  fd.set('answers', JSON.stringify(answersPayload(ctx.questions, form.answers)));
  if (ctx.source) fd.set('source', ctx.source);
  if (form.resume) fd.set('candidate_resume', form.resume, form.resume.name);
  return fd;
}
