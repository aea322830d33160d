import { experienceText, locationsText, postedText } from './format';
import type { Job } from './types';

// JobCard is one job of the list; Apply Now opens its page in a new tab.
export function JobCard({ job, companySlug }: { job: Job; companySlug: string }) {
  const href = `/${companySlug}/${job.slug}/apply`;
  const experience = experienceText(job, 'years');
  return (
    <li className="ck-card">
      <div className="ck-card-main">
        <h4 className="ck-card-title">
          <a href={href} target="_blank" rel="noopener">
            {job.designation}
          </a>
        </h4>
        <p className="ck-card-meta">
          <span className="ck-chip ck-chip-soft">{job.job_type_display}</span>
          <span>{locationsText(job.locations)}</span>
        </p>
        <p className="ck-card-meta">
          {experience && <span>{experience}</span>}
          <span>{postedText(job.posted_on)}</span>
        </p>
      </div>
      <a className="ck-button" href={href} target="_blank" rel="noopener" aria-label={`Apply Now: ${job.designation}`}>
        Apply Now
      </a>
    </li>
  );
}
