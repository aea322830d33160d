import { useEffect, useState } from 'react';
import { ApiError, getJob, getOtherJobs, loadFailed } from './api';
import { ApplyForm } from './apply-form';
import { experienceText, locationsText, postedText, salaryText } from './format';
import { PageStatus } from './landing-page';
import { useNotify } from './notices';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { themeStyle } from './theme';
import type { Company, Job, PageData, Question } from './types';

const closedText = 'Not accepting applications right now!';

type Loaded = { job: Job; questions: Question[]; company: Company };

// ApplyPage is a job's page: its header, description, Other Jobs, and the
// form (or the closed text).
export function ApplyPage({ companySlug, jobSlug, data }: { companySlug: string; jobSlug: string; data?: PageData }) {
  const initial: Loaded | undefined =
    data?.requisition && data.company_details ? { job: data.requisition, questions: data.screening_questions ?? [], company: data.company_details } : undefined;
  const [loaded, setLoaded] = useState<Loaded | undefined>(initial);
  const [others, setOthers] = useState<Job[] | undefined>(data?.other_jobs);
  const [error, setError] = useState<string>();
  const [othersError, setOthersError] = useState<string>();
  useEffect(() => {
    if (data?.requisition) return;
    getJob(companySlug, jobSlug)
      .then((r) => setLoaded({ job: r.requisition, questions: r.screening_questions ?? [], company: r.company_details }))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : loadFailed));
    getOtherJobs(companySlug, jobSlug)
      .then((r) => setOthers(r.requisitions ?? []))
      .catch((e: unknown) => setOthersError(e instanceof ApiError ? e.message : loadFailed));
  }, [companySlug, jobSlug, data]);
  useEffect(() => {
    if (loaded) document.title = `${loaded.job.designation} - ${loaded.company.name}`;
  }, [loaded]);
  if (error) return <PageStatus text={error} />;
  if (!loaded) return <PageStatus loading />;
  return <ApplyView {...loaded} others={others} othersError={othersError} />;
}

function ApplyView({ job, questions, company, others, othersError }: Loaded & { others?: Job[]; othersError?: string }) {
  const open = !!job.open_for_careers_page;
  const experience = experienceText(job, 'years');
  const salary = salaryText(job);
  const source = new URLSearchParams(window.location.search).get('source') ?? '';
  return (
    <div className="ck" style={themeStyle(company.customStyle)}>
      <SiteHeader company={company} />
      <main className="ck-wrap ck-job">
        <div className="ck-job-head">
          {job.department?.title && <span className="ck-chip">{job.department.title}</span>}
          <h1 className="ck-job-title">{job.designation}</h1>
          <p className="ck-job-meta">
            <span>{locationsText(job.locations)}</span>
            {experience && <span>{experience}</span>}
            <span>{job.job_type_display}</span>
          </p>
          <ShareBar job={job} open={open} />
        </div>
        <div className="ck-job-grid">
          <article className="ck-job-body">
            {salary && <p className="ck-salary">{salary}</p>}
            <div className="ck-description" dangerouslySetInnerHTML={{ __html: job.job_description ?? '' }} />
            <p className="ck-posted">{postedText(job.posted_on)}</p>
            {open ? <ApplyForm company={company} job={job} questions={questions} source={source} /> : <p className="ck-closed">{closedText}</p>}
          </article>
          <aside className="ck-other" aria-labelledby="ck-other-title">
            <h2 id="ck-other-title" className="ck-other-title">
              Other Jobs
            </h2>
            {othersError ? (
              <p role="alert">{othersError}</p>
            ) : others && others.length > 0 ? (
              <ul className="ck-other-list">
                {others.map((o) => (
                  <li key={o.id}>
                    <a href={`/${company.slug}/${o.slug}/apply`} target="_blank" rel="noopener">
                      {o.designation}
                    </a>
                    <p>{experienceText(o, 'yrs') || '-'}</p>
                    <p>{locationsText(o.locations)}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p>-</p>
            )}
            <a className="ck-link" href={`/${company.slug}`}>
              View all jobs
            </a>
          </aside>
        </div>
      </main>
      <SiteFooter company={company} />
    </div>
  );
}

// ShareBar holds the share links and Apply Now, which scrolls to the form.
function ShareBar({ job, open }: { job: Job; open: boolean }) {
  const notify = useNotify();
  const url = window.location.origin + window.location.pathname;
  const copy = () => {
    navigator.clipboard?.writeText(url).then(
      () => notify('Application URL copied to clipboard!', 'success'),
      () => notify('Something went wrong!'),
    );
  };
  return (
    <div className="ck-share">
      {open && (
        <a className="ck-button" href="#apply-form">
          Apply Now
        </a>
      )}
      <button type="button" className="ck-button ck-button-outline" onClick={copy}>
        Copy link
      </button>
      <a className="ck-link" href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
        Share on LinkedIn
      </a>
      <a className="ck-link" href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(job.designation ?? '')}&url=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
        Share on X
      </a>
    </div>
  );
}
