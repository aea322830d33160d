import type { RequisitionInput } from './api/create-requisition';
import type { Requisition } from '../../api/queries/requisitions';

export type FieldType = 'short_answer' | 'long_answer' | 'number' | 'yes_no' | 'single_choice' | 'multiple_choice' | 'date';
export const fieldTypes: FieldType[] = ['short_answer', 'long_answer', 'number', 'yes_no', 'single_choice', 'multiple_choice', 'date'];
export type JobType = NonNullable<RequisitionInput['job_type']>;

export type LocationDraft = { key: string; city: string; country: string; remote: boolean };
// Options are edited one a line.
export type QuestionDraft = {
  key: string;
  id?: number;
  title: string;
  fieldType: FieldType;
  options: string;
  required: boolean;
  referralQuestion: boolean;
};

// JobFormValues holds what the inputs show: numbers stay text until saved.
export type JobFormValues = {
  title: string;
  designation: string;
  department: string;
  jobType: JobType;
  remote: boolean;
  locations: LocationDraft[];
  minExperience: string;
  maxExperience: string;
  minSalary: string;
  maxSalary: string;
  salaryCurrency: string;
  openings: string;
  hiringManagerId: number | null;
  recruiterIds: number[];
  panelIds: number[];
  agencyIds: number[];
  description: string;
  askSalary: boolean;
  questions: QuestionDraft[];
};

export type FormErrors = Record<string, string>;

let nextKey = 0;
export function newKey(): string {
  nextKey += 1;
  return `k${nextKey}`;
}

export function hasOptions(fieldType: string): boolean {
  return fieldType === 'single_choice' || fieldType === 'multiple_choice';
}

export function emptyLocation(): LocationDraft {
  return { key: newKey(), city: '', country: '', remote: false };
}

export function emptyQuestion(): QuestionDraft {
  return { key: newKey(), title: '', fieldType: 'short_answer', options: '', required: false, referralQuestion: false };
}

export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    designation: '',
    department: '',
    jobType: 'full_time',
    remote: false,
    locations: [],
    minExperience: '',
    maxExperience: '',
    minSalary: '',
    maxSalary: '',
    salaryCurrency: '',
    openings: '1',
    hiringManagerId: null,
    recruiterIds: [],
    panelIds: [],
    agencyIds: [],
    description: '',
    askSalary: false,
    questions: [],
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

// jobFormFromRequisition fills the form from a saved job (the edit page).
export function jobFormFromRequisition(job: Requisition): JobFormValues {
  return {
    title: job.title ?? '',
    designation: job.designation ?? '',
    department: job.department ?? '',
    jobType: (job.job_type as JobType | undefined) || 'full_time',
    remote: job.remote ?? false,
    locations: (job.locations ?? []).map((l) => ({ key: newKey(), city: l.city ?? '', country: l.country ?? '', remote: l.remote ?? false })),
    minExperience: text(job.min_experience),
    maxExperience: text(job.max_experience),
    minSalary: text(job.min_salary),
    maxSalary: text(job.max_salary),
    salaryCurrency: job.salary_currency ?? '',
    openings: text(job.openings ?? 1),
    hiringManagerId: job.hiring_manager_id ?? null,
    recruiterIds: job.recruiter_ids ?? [],
    panelIds: job.authorized_panel_ids ?? [],
    agencyIds: job.agency_ids ?? [],
    description: job.description ?? '',
    askSalary: job.ask_salary ?? false,
    questions: (job.screening_questions ?? []).map((q) => ({
      key: newKey(),
      id: q.id,
      title: q.title ?? '',
      fieldType: (q.field_type as FieldType | undefined) ?? 'short_answer',
      options: (q.meta_data?.options ?? []).join('\n'),
      required: q.required ?? false,
      referralQuestion: q.referral_question ?? false,
    })),
  };
}

const num = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

// optionsOf splits the one-a-line options, trimmed, without blanks or repeats.
export function optionsOf(options: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of options.split('\n')) {
    const option = line.trim();
    if (option === '' || seen.has(option.toLowerCase())) continue;
    seen.add(option.toLowerCase());
    out.push(option);
  }
  return out;
}

// jobPayload maps the form to POST/PUT requisitions: numbers parsed (blank
// is null), empty location rows dropped, options only for choice questions.
export function jobPayload(values: JobFormValues): RequisitionInput {
  return {
    title: values.title.trim(),
    designation: values.designation.trim(),
    department: values.department.trim(),
    job_type: values.jobType,
    remote: values.remote,
    locations: values.locations
      .filter((l) => l.city.trim() !== '' || l.country.trim() !== '' || l.remote)
      .map((l) => ({ city: l.city.trim(), country: l.country.trim(), remote: l.remote })),
    min_experience: num(values.minExperience),
    max_experience: num(values.maxExperience),
    min_salary: num(values.minSalary),
    max_salary: num(values.maxSalary),
    salary_currency: values.salaryCurrency,
    openings: num(values.openings) ?? 1,
    hiring_manager_id: values.hiringManagerId,
    recruiter_ids: values.recruiterIds,
    authorized_panel_ids: values.panelIds,
    agency_ids: values.agencyIds,
    description: values.description,
    ask_salary: values.askSalary,
    screening_questions: values.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      title: q.title.trim(),
      field_type: q.fieldType,
      meta_data: { options: hasOptions(q.fieldType) ? optionsOf(q.options) : [] },
      required: q.required,
      referral_question: q.referralQuestion,
    })),
  };
}

// validateJobForm checks what the browser can before saving; the messages
// are the server's own, so both show the same text under the same field.
export function validateJobForm(values: JobFormValues): FormErrors {
  const errors: FormErrors = {};
  if (values.title.trim() === '') errors.title = 'Please enter a job title';
  const [minExp, maxExp] = [num(values.minExperience), num(values.maxExperience)];
  if ((minExp !== null && (minExp < 0 || minExp > 50)) || (maxExp !== null && (maxExp < 0 || maxExp > 50))) {
    errors.experience = 'Experience must be from 0 to 50 years';
  } else if (minExp !== null && maxExp !== null && minExp > maxExp) {
    errors.experience = 'Minimum experience cannot be more than the maximum';
  }
  const [minSalary, maxSalary] = [num(values.minSalary), num(values.maxSalary)];
  if ((minSalary !== null && minSalary < 0) || (maxSalary !== null && maxSalary < 0)) {
    errors.salary = 'Salary must be a positive annual amount';
  } else if (minSalary !== null && maxSalary !== null && minSalary > maxSalary) {
    errors.salary = 'Minimum salary cannot be more than the maximum';
  }
  if ((minSalary !== null || maxSalary !== null) && values.salaryCurrency === '') {
    errors.salary_currency = 'Please select a salary currency!';
  }
  const openings = num(values.openings);
  if (openings !== null && (openings < 1 || openings > 1000 || !Number.isInteger(openings))) {
    errors.openings = 'Openings must be from 1 to 1000';
  }
  values.locations.forEach((l) => {
    const used = l.city.trim() !== '' || l.country.trim() !== '' || l.remote;
    if (used && (l.city.trim() === '' && !l.remote)) errors.locations = 'Each location needs a city and a country';
    if (used && l.country.trim() === '') errors.locations = 'Each location needs a city and a country';
  });
  values.questions.forEach((q, i) => {
    if (q.title.trim() === '') errors[`questions.${i}`] = 'Please enter the question';
    else if (hasOptions(q.fieldType) && optionsOf(q.options).length < 2) {
      errors[`questions.${i}`] = 'A choice question needs 2 to 50 different options';
    }
  });
  return errors;
}

// serverErrors flattens the server's field errors to one message a field.
export function serverErrors(fieldErrors: Record<string, string[]>): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) if (messages[0]) out[field] = messages[0];
  return out;
}

// moveItem returns the list with the item at index moved by delta.
export function moveItem<T>(list: T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return list;
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item);
  return out;
}
