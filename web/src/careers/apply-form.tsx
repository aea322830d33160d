import { useRef, useState, type FormEvent } from 'react';
import { apply, ApiError } from './api';
import {
  checkForm,
  checkResume,
  currencies,
  defaultCurrency,
  emptyForm,
  formData,
  noticePeriods,
  resumeLabel,
  texts,
  type ApplyForm as Form,
} from './form-rules';
import { NumberInput } from './number-input';
import { useNotify } from './notices';
import { ScreeningField } from './screening-field';
import type { Company, Job, Question } from './types';

function browserCurrency(): string {
  try {
    return defaultCurrency(navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'USD';
  }
}

// ApplyForm is 'Apply for this Job': the resume, the person, the salary
// block when the job asks for it, the company's own fields, the screening
// questions and the terms; checked in the spec's order, then sent.
export function ApplyForm({ company, job, questions, source }: { company: Company; job: Job; questions: Question[]; source: string }) {
  const notify = useNotify();
  const [form, setForm] = useState<Form>(() => emptyForm(browserCurrency()));
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));
  const askSalary = !!job.ask_salary;
  const askLocation = !!company.options?.ask_location_and_company;

  if (done) {
    return (
      <section id="apply-form" className="ck-apply ck-apply-done" aria-labelledby="ck-apply-title">
        <h2 id="ck-apply-title">Your application is received!</h2>
        <p>Our recruitment team will be in touch.</p>
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkForm(form, { askSalary, questions });
    if (problem) {
      notify(problem);
      return;
    }
    const body = formData(form, {
      companySlug: company.slug ?? '',
      companyId: company.id,
      requisitionSlug: job.slug ?? '',
      requisitionId: job.id,
      source,
      askSalary,
      askLocation,
      questions,
    });
    if (honeypot.current?.value) body.set('website', honeypot.current.value);
    setSending(true);
    try {
      await apply(body);
      notify(texts.submitted, 'success');
      setForm(emptyForm(form.salaryCurrency));
      setDone(true);
    } catch (err) {
      notify(err instanceof ApiError ? err.message : texts.failed);
    } finally {
      setSending(false);
    }
  };

  const policy = company.privacy_policy_url;
  const terms = company.terms_url;
  return (
    <section id="apply-form" className="ck-apply" aria-labelledby="ck-apply-title">
      <h2 id="ck-apply-title">Apply for this Job</h2>
      <form onSubmit={submit} noValidate>
        <div className="ck-field ck-resume">
          <span className="ck-field-label" id="ck-resume-label">
            Resume <span aria-hidden="true">*</span>
          </span>
          <div className="ck-resume-row">
            <button type="button" className="ck-button ck-button-outline" onClick={() => fileInput.current?.click()} aria-describedby="ck-resume-state">
              Upload resume
            </button>
            <span id="ck-resume-state" aria-live="polite">
              {resumeLabel(form.resume)}
            </span>
          </div>
          <input
            ref={fileInput}
            type="file"
            name="candidate_resume"
            accept=".pdf,.doc,.docx"
            className="ck-hidden"
            aria-labelledby="ck-resume-label"
            tabIndex={-1}
            onChange={(e) => {
              const files = e.target.files ?? [];
              if (files.length === 0) return;
              const r = checkResume(files);
              if ('error' in r) notify(r.error);
              else set({ resume: r.file });
              e.target.value = '';
            }}
          />
        </div>
        <TextField id="ck-name" label="Name" value={form.name} onChange={(name) => set({ name })} autoComplete="name" />
        <TextField id="ck-email" label="Email" type="email" value={form.email} onChange={(email) => set({ email })} autoComplete="email" />
        <TextField id="ck-phone" label="Phone" type="tel" value={form.phone} onChange={(phone) => set({ phone })} autoComplete="tel" />
        <div className="ck-field">
          <label htmlFor="ck-experience">
            Experience (years) <span aria-hidden="true">*</span>
          </label>
          <NumberInput id="ck-experience" step="0.1" min={0} required value={form.experience} onChange={(experience) => set({ experience })} clearedText={texts.experience} />
        </div>
        {askSalary && (
          <div className="ck-salary-block">
            <div className="ck-field">
              <label htmlFor="ck-currency">Salary Currency</label>
              <select id="ck-currency" value={form.salaryCurrency} onChange={(e) => set({ salaryCurrency: e.target.value })}>
                <option value="">-</option>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div className="ck-field">
              <label htmlFor="ck-current">Current Salary (annual)</label>
              <NumberInput id="ck-current" step="1" min={0} value={form.currentCtc} onChange={(currentCtc) => set({ currentCtc })} />
            </div>
            <div className="ck-field">
              <label htmlFor="ck-expected">Expected Salary (annual)</label>
              <NumberInput id="ck-expected" step="1" min={0} value={form.expectedCtc} onChange={(expectedCtc) => set({ expectedCtc })} />
            </div>
            <div className="ck-field">
              <label htmlFor="ck-notice">Notice Period</label>
              <select id="ck-notice" aria-describedby="ck-notice-help" value={form.noticePeriod} onChange={(e) => set({ noticePeriod: e.target.value })}>
                <option value="">-</option>
                {noticePeriods.map((n) => (
                  <option key={n.value} value={n.value}>
                    {n.title}
                  </option>
                ))}
              </select>
              <span id="ck-notice-help" className="ck-help">
                How soon can you join? (in days)
              </span>
            </div>
          </div>
        )}
        {askLocation && (
          <>
            <TextField id="ck-location" label="Location" value={form.location} onChange={(location) => set({ location })} optional />
            <TextField id="ck-company" label="Current Company" value={form.currentCompany} onChange={(currentCompany) => set({ currentCompany })} optional />
          </>
        )}
        {questions.length > 0 && <hr />}
        {questions.map((q) => (
          <ScreeningField key={q.id} question={q} value={form.answers[q.id ?? 0]} onChange={(v) => set({ answers: { ...form.answers, [q.id ?? 0]: v } })} />
        ))}
        <div className="ck-hp" aria-hidden="true">
          <label htmlFor="ck-website">Website</label>
          <input ref={honeypot} id="ck-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <label className="ck-check ck-terms">
          <input type="checkbox" checked={form.privacy} onChange={(e) => set({ privacy: e.target.checked })} />
          <span>
            I have read and accept the{' '}
            {policy ? (
              <a href={policy} target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </a>
            ) : (
              'Privacy Policy'
            )}{' '}
            and{' '}
            {terms ? (
              <a href={terms} target="_blank" rel="noopener noreferrer">
                Terms and conditions
              </a>
            ) : (
              'Terms and conditions'
            )}
          </span>
        </label>
        <button type="submit" className="ck-button ck-submit" disabled={sending}>
          {sending ? texts.applying : 'Submit Application'}
        </button>
      </form>
    </section>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  optional,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  autoComplete?: string;
  optional?: boolean;
}) {
  return (
    <div className="ck-field">
      <label htmlFor={id}>
        {label}
        {!optional && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} type={type} value={value} autoComplete={autoComplete} aria-required={!optional} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
