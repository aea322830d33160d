package careers

import (
	"context"

	"hirekit/internal/ats"
)

// maxOtherJobs bounds the apply page's Other Jobs column.
const maxOtherJobs = 10

// OtherJobs lists other live jobs of the company than jobSlug, newest
// first, for the apply page's side column (GET requisitions/get-other-jobs),
// with the company.
func (s *Service) OtherJobs(ctx context.Context, slug, jobSlug string) (*Company, []ats.Requisition, error) {
	actx, c, err := s.visit(ctx, slug)
	if err != nil {
		return nil, nil, err
	}
	jobs, err := s.Jobs.LiveJobs(actx, ats.LiveJobsQuery{ExceptSlug: jobSlug, Limit: maxOtherJobs})
	return c, jobs, err
}

// Landing returns what a company's landing page (and its embeddable job
// list, and GET requisitions/get-open-requisitions) shows: the company
// with its careers page and its live jobs, newest first.
func (s *Service) Landing(ctx context.Context, slug string) (*Company, []ats.Requisition, error) {
	actx, c, err := s.visit(ctx, slug)
	if err != nil {
		return nil, nil, err
	}
	jobs, err := s.Jobs.LiveJobs(actx, ats.LiveJobsQuery{})
	return c, jobs, err
}
