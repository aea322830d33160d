import { useMemo, useState } from 'react';
import { choices, filterJobs, groupByDepartment, noFilters, type Filters } from './filter-rules';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import type { Job } from './types';

// JobList is the job list (id job-openings-list): the We are hiring chip
// and headline, the filters, and the jobs grouped by department.
export function JobList({
  jobs,
  companySlug,
  hideLocation,
  error,
  loading,
}: {
  jobs: Job[];
  companySlug: string;
  hideLocation: boolean;
  error?: string;
  loading?: boolean;
}) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const options = useMemo(() => choices(jobs), [jobs]);
  const groups = groupByDepartment(filterJobs(jobs, filters));
  return (
    <section id="job-openings-list" className="ck-jobs" aria-labelledby="ck-jobs-title">
      <div className="ck-wrap">
        {loading ? (
          <p className="ck-status">Loading...</p>
        ) : error ? (
          <p className="ck-status" role="alert">
            {error}
          </p>
        ) : jobs.length === 0 ? (
          <h2 id="ck-jobs-title" className="ck-section-title">
            No open positions at the moment!
          </h2>
        ) : (
          <>
            <span className="ck-chip">We are hiring</span>
            <h2 id="ck-jobs-title" className="ck-section-title">
              Be a part of our success story
            </h2>
            <JobFilters filters={filters} choices={options} hideLocation={hideLocation} onChange={setFilters} />
            <div className="ck-job-groups">
              {groups.length === 0 && <p className="ck-status">No job openings found.</p>}
              {groups.map((g) => (
                <div key={g.title} className="ck-dept">
                  <h3 className="ck-dept-title">{g.title}</h3>
                  <ul className="ck-cards">
                    {g.jobs.map((job) => (
                      <JobCard key={job.id} job={job} companySlug={companySlug} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
