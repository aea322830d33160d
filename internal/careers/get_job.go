package careers

import (
	"context"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// ClosedText is what a job no longer on the careers page says instead of
// its form.
const ClosedText = "Not accepting applications right now!"

// Job returns a job of the company with slug that is or was on its
// careers page, with its screening questions and the company (GET
// requisitions/from-slug/{slug}). A closed job answers too, as a stub of
// its title (ats.PublicJob): its page says it is closed (Open reports
// which).
func (s *Service) Job(ctx context.Context, slug, jobSlug string) (*ats.Requisition, *Company, error) {
	actx, c, err := s.visit(ctx, slug)
	if err != nil {
		return nil, nil, err
	}
	job, err := s.Jobs.PublicJob(actx, jobSlug)
	if err != nil {
		return nil, nil, err
	}
	return job, c, nil
}

// Open reports whether a job takes applications on the careers page.
func Open(job *ats.Requisition) bool { return job.State == recruit.ReqLive }

// ShowsSalary reports whether the job's page shows its salary range: the
// company shows salaries and the job has a range.
func ShowsSalary(c *Company, job *ats.Requisition) bool {
	return c.Settings.Options.ShowSalary && job.SalaryCurrency != "" && (job.MinSalary != nil || job.MaxSalary != nil)
}

// JobPage returns what a job's page shows: the job, the company and its
// other live jobs.
func (s *Service) JobPage(ctx context.Context, slug, jobSlug string) (*ats.Requisition, *Company, []ats.Requisition, error) {
	actx, c, err := s.visit(ctx, slug)
	if err != nil {
		return nil, nil, nil, err
	}
	job, err := s.Jobs.PublicJob(actx, jobSlug)
	if err != nil {
		return nil, nil, nil, err
	}
	others, err := s.Jobs.LiveJobs(actx, ats.LiveJobsQuery{ExceptSlug: jobSlug, Limit: maxOtherJobs})
	return job, c, others, err
}
