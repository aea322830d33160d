import { describe, expect, it } from 'vitest';
import { answersPayload, checkForm, checkResume, defaultCurrency, emptyForm, formData, resumeLabel, texts, type ApplyForm } from './form-rules';
import type { Question } from './types';

const pdf = new File(['%PDF-1.4'], 'Ada.pdf', { type: 'application/pdf' });
const questions: Question[] = [
  { id: 1, title: 'Years of Go?', field_type: 'number', required: true },
  { id: 2, title: 'Remote?', field_type: 'yes_no', required: true },
  { id: 3, title: 'Databases', field_type: 'multiple_choice', required: false, meta_data: { options: ['A', 'B'] } },
];

// Each step fills what the previous message asked for; the messages come
// in the spec's order.
describe('the apply form checks', () => {
  it('run in the spec’s order with its messages', () => {
    const form: ApplyForm = emptyForm('');
    const job = { askSalary: true, questions };
    const seen: (string | null)[] = [];
    const step = (change: Partial<ApplyForm>) => {
      Object.assign(form, change);
      seen.push(checkForm(form, job));
    };
    step({});
    step({ name: 'Ada' });
    step({ email: 'ada@example.test' });
    step({ phone: '+44 20 7946 0000' });
    step({ experience: '4.5', currentCtc: '100' });
    step({ expectedCtc: '200' });
    step({ salaryCurrency: 'INR' });
    step({ noticePeriod: '30' });
    step({ resume: pdf });
    step({ privacy: true });
    step({ answers: { 1: 3 } });
    expect(seen).toEqual([
      texts.name,
      texts.email,
      texts.phone,
      texts.experience,
      texts.salaryCurrency,
      texts.salaryFields,
      texts.salaryFields,
      texts.resume,
      texts.terms,
      texts.answers,
      null,
    ]);
    expect(texts).toMatchObject({
      name: 'Please enter name',
      email: 'Please enter email',
      phone: 'Please enter phone',
      experience: 'Please enter experience',
      salaryFields: 'Please fill all the required fields!',
      salaryCurrency: 'Please select a salary currency!',
      resume: 'Please upload resume',
      terms: 'Please accept the terms!',
      answers: 'Please fill all the required fields',
    });
  });

  it('skip the salary block when the job does not ask for it', () => {
    const form = { ...emptyForm(''), name: 'A', email: 'a@x.test', phone: '1', experience: '0', resume: pdf, privacy: true };
    expect(checkForm(form, { askSalary: false, questions: [] })).toBeNull();
  });

  it('need a value for required text, choice and date answers; yes/no may stay empty', () => {
    const base = { ...emptyForm(''), name: 'A', email: 'a@x.test', phone: '1', experience: '1', resume: pdf, privacy: true };
    const q = (field_type: Question['field_type']): Question[] => [{ id: 9, title: 'Q', field_type, required: true }];
    expect(checkForm({ ...base, answers: { 9: '   ' } }, { askSalary: false, questions: q('short_answer') })).toBe(texts.answers);
    expect(checkForm({ ...base, answers: { 9: 'x' } }, { askSalary: false, questions: q('long_answer') })).toBeNull();
    expect(checkForm({ ...base, answers: { 9: [] } }, { askSalary: false, questions: q('multiple_choice') })).toBe(texts.answers);
    expect(checkForm({ ...base, answers: {} }, { askSalary: false, questions: q('single_choice') })).toBe(texts.answers);
    expect(checkForm({ ...base, answers: {} }, { askSalary: false, questions: q('date') })).toBe(texts.answers);
    expect(checkForm({ ...base, answers: {} }, { askSalary: false, questions: q('yes_no') })).toBeNull();
    expect(checkForm({ ...base, answers: { 9: 0 } }, { askSalary: false, questions: q('number') })).toBeNull();
  });

  it('refuse a non-number experience', () => {
    const form = { ...emptyForm(''), name: 'A', email: 'a@x.test', phone: '1', experience: 'abc' };
    expect(checkForm(form, { askSalary: false, questions: [] })).toBe(texts.experience);
  });
});

describe('the resume', () => {
  it('is one pdf, doc or docx file of at most 5 MB', () => {
    expect(checkResume([pdf, pdf])).toEqual({ error: 'Please upload only a single file.' });
    expect(checkResume([new File(['x'], 'cv.txt')])).toEqual({ error: 'Invalid file type! Please upload pdf/doc files.' });
    expect(checkResume([new File(['x'], 'CV.DOCX')])).toEqual({ file: expect.any(File) });
    expect(checkResume([new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf')])).toEqual({ error: 'Please upload a file smaller than 5 MB.' });
  });

  it('labels the button 0 files selected, then {name} uploaded!', () => {
    expect(resumeLabel(null)).toBe('0 files selected');
    expect(resumeLabel(pdf)).toBe('Ada.pdf uploaded!');
  });
});

describe('the payload', () => {
  it('sends every answer: yes/no false when empty, an empty multiple choice null', () => {
    expect(answersPayload(questions, { 1: '4' })).toEqual({ '1': 4, '2': false, '3': null });
    expect(answersPayload(questions, { 1: 2, 2: true, 3: ['A'] })).toEqual({ '1': 2, '2': true, '3': ['A'] });
  });

  it('names the spec’s fields', () => {
    const form = { ...emptyForm('INR'), name: ' Ada ', email: 'ada@x.test', phone: '1', experience: '2.5', currentCtc: '1', expectedCtc: '2', noticePeriod: '30', resume: pdf, privacy: true };
    const fd = formData(form, { companySlug: 'acme', requisitionSlug: 'go-1', requisitionId: 1, source: 'linkedin', askSalary: true, askLocation: false, questions: [] });
    expect(Object.fromEntries([...fd.keys()].map((k) => [k, typeof fd.get(k) === 'string' ? fd.get(k) : 'file']))).toEqual({
      company_slug: 'acme',
      requisition_slug: 'go-1',
      requisition_id: '1',
      name: 'Ada',
      email: 'ada@x.test',
      phone: '1',
      experience: '2.5',
      salary_currency: 'INR',
      current_ctc: '1',
      expected_ctc: '2',
      notice_period: '30',
      privacy_policy: 'true',
      answers: '{}',
      source: 'linkedin',
      candidate_resume: 'file',
    });
  });

  it('defaults the currency to INR in India, else USD', () => {
    expect(defaultCurrency('en-IN', 'UTC')).toBe('INR');
    expect(defaultCurrency('en-GB', 'Asia/Kolkata')).toBe('INR');
    expect(defaultCurrency('en-US', 'America/New_York')).toBe('USD');
  });
});
