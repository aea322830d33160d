import { describe, expect, it } from 'vitest';
import { emptyJobForm, emptyLocation, emptyQuestion, jobFormFromRequisition, jobPayload, moveItem, optionsOf, validateJobForm, type JobFormValues } from './job-form-model';

function form(change: Partial<JobFormValues> = {}): JobFormValues {
  return { ...emptyJobForm(), title: 'Backend Engineer', ...change };
}

describe('jobPayload', () => {
  it('maps numbers, blank numbers to null, and trims text', () => {
    const payload = jobPayload(form({ title: '  Backend Engineer ', minExperience: '1.5', maxExperience: '', minSalary: '100000', maxSalary: '150000', salaryCurrency: 'INR', openings: '3' }));
    expect(payload).toMatchObject({ title: 'Backend Engineer', min_experience: 1.5, max_experience: null, min_salary: 100000, max_salary: 150000, salary_currency: 'INR', openings: 3, job_type: 'full_time' });
  });

  it('sends options only for choice questions, one a line without blanks or repeats', () => {
    const questions = [
      { ...emptyQuestion(), title: 'Years of Go?', fieldType: 'number' as const, options: 'stale\nlines', required: true },
      { ...emptyQuestion(), title: 'Notice period', fieldType: 'single_choice' as const, options: ' 30 days \n\n60 days\n30 DAYS\n90 days' },
      { ...emptyQuestion(), id: 12, title: 'Can relocate?', fieldType: 'yes_no' as const, referralQuestion: true },
    ];
    expect(jobPayload(form({ questions })).screening_questions).toEqual([
      { title: 'Years of Go?', field_type: 'number', meta_data: { options: [] }, required: true, referral_question: false },
      { title: 'Notice period', field_type: 'single_choice', meta_data: { options: ['30 days', '60 days', '90 days'] }, required: false, referral_question: false },
      { id: 12, title: 'Can relocate?', field_type: 'yes_no', meta_data: { options: [] }, required: false, referral_question: true },
    ]);
  });

  it('drops empty location rows and trims the others', () => {
    const locations = [
      { ...emptyLocation(), city: ' Pune ', country: 'India ' },
      emptyLocation(),
      { ...emptyLocation(), country: 'Germany', remote: true },
    ];
    expect(jobPayload(form({ locations })).locations).toEqual([
      { city: 'Pune', country: 'India', remote: false },
      { city: '', country: 'Germany', remote: true },
    ]);
  });

  it('round-trips a saved job through the form', () => {
    const values = jobFormFromRequisition({
      id: 4,
      title: 'Designer',
      job_type: 'contract',
      min_experience: 2,
      max_experience: null,
      openings: 2,
      hiring_manager_id: 3,
      agency_ids: [9],
      locations: [{ id: 1, city: 'Berlin', country: 'Germany', remote: false }],
      screening_questions: [{ id: 5, title: 'Pick one', field_type: 'multiple_choice', meta_data: { options: ['A', 'B'] }, required: true }],
    });
    const payload = jobPayload(values);
    expect(payload).toMatchObject({ title: 'Designer', job_type: 'contract', min_experience: 2, max_experience: null, openings: 2, hiring_manager_id: 3, agency_ids: [9] });
    expect(payload.locations).toEqual([{ city: 'Berlin', country: 'Germany', remote: false }]);
    expect(payload.screening_questions?.[0]).toEqual({ id: 5, title: 'Pick one', field_type: 'multiple_choice', meta_data: { options: ['A', 'B'] }, required: true, referral_question: false });
  });
});

describe('validateJobForm', () => {
  it('needs a title', () => {
    expect(validateJobForm(form({ title: '  ' }))).toEqual({ title: 'Please enter a job title' });
  });

  it('checks the experience and salary ranges and the currency', () => {
    expect(validateJobForm(form({ minExperience: '5', maxExperience: '2' })).experience).toBe('Minimum experience cannot be more than the maximum');
    expect(validateJobForm(form({ minExperience: '-1' })).experience).toBe('Experience must be from 0 to 50 years');
    expect(validateJobForm(form({ minSalary: '10', maxSalary: '5', salaryCurrency: 'USD' })).salary).toBe('Minimum salary cannot be more than the maximum');
    expect(validateJobForm(form({ minSalary: '10' })).salary_currency).toBe('Please select a salary currency!');
    expect(validateJobForm(form({ minSalary: '10', salaryCurrency: 'EUR' }))).toEqual({});
  });

  it('needs a city (or remote) and a country on a used location row', () => {
    expect(validateJobForm(form({ locations: [{ ...emptyLocation(), city: 'Pune' }] })).locations).toBe('Each location needs a city and a country');
    expect(validateJobForm(form({ locations: [{ ...emptyLocation(), country: 'India', remote: true }] }))).toEqual({});
    expect(validateJobForm(form({ locations: [emptyLocation()] }))).toEqual({});
  });

  it('needs a question text and two options on choice questions, keyed like the server', () => {
    const errors = validateJobForm(
      form({
        questions: [
          { ...emptyQuestion(), title: '' },
          { ...emptyQuestion(), title: 'Pick', fieldType: 'single_choice', options: 'Only one\nonly ONE' },
          { ...emptyQuestion(), title: 'Pick many', fieldType: 'multiple_choice', options: 'A\nB' },
        ],
      }),
    );
    expect(errors).toEqual({ 'questions.0': 'Please enter the question', 'questions.1': 'A choice question needs 2 to 50 different options' });
  });
});

describe('helpers', () => {
  it('optionsOf trims and drops blanks and repeats', () => {
    expect(optionsOf('a\n A \n\nb')).toEqual(['a', 'b']);
  });

  it('moveItem moves within bounds only', () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});
