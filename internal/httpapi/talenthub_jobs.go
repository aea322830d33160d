package httpapi

import (
	"context"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/careers"
	"hirekit/internal/marketplace"
)

// The talenthub jobs board (issue 29): handlers of board_*.go.

func (s *Server) hubJobs(ctx context.Context, req *apiv1.HubJobsQuery) (*apiv1.HubJobsResult, error) {
	page, err := s.deps.Hub.BoardJobs(ctx, marketplace.BoardQuery{Type: req.Type, Experience: req.Experience, Skills: req.Skills, Page: req.Page})
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubJobsResult{Jobs: make([]apiv1.HubJob, 0, len(page.Jobs)), Page: page.Page, HasMore: page.HasMore}
	for i := range page.Jobs {
		out.Jobs = append(out.Jobs, s.hubJobOut(&page.Jobs[i], false))
	}
	return out, nil
}

func (s *Server) hubJob(ctx context.Context, req *apiv1.HubJobRequest) (*apiv1.HubJobResult, error) {
	v, err := s.deps.Hub.BoardJobPage(ctx, req.CompanySlug, req.JobSlug)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubJobResult{Job: s.hubJobOut(v.Job, false), Blockers: v.Blockers}, nil
}

func (s *Server) hubSubmitApplication(ctx context.Context, req *apiv1.HubJobRequest) (*apiv1.HubApplyResult, error) {
	if err := s.deps.Hub.SubmitBoardApplication(ctx, req.CompanySlug, req.JobSlug); err != nil {
		return nil, err
	}
	return &apiv1.HubApplyResult{Message: marketplace.TextApplied}, nil
}

func (s *Server) hubCompanyJobs(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubCompanyJobsResult, error) {
	jobs, err := s.deps.Hub.CompanyBoardJobs(ctx)
	if err != nil {
		return nil, err
	}
	reqs, err := s.deps.Hub.PostableRequisitions(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubCompanyJobsResult{Jobs: make([]apiv1.HubJob, 0, len(jobs)), Requisitions: make([]apiv1.HubPostableJob, 0, len(reqs))}
	for i := range jobs {
		out.Jobs = append(out.Jobs, s.hubJobOut(&jobs[i], true))
	}
	for _, r := range reqs {
		out.Requisitions = append(out.Requisitions, apiv1.HubPostableJob{ID: r.ID, Title: r.Title, Slug: r.Slug})
	}
	return out, nil
}

func (s *Server) hubPostJob(ctx context.Context, req *apiv1.HubPostJobRequest) (*apiv1.HubJobResultOne, error) {
	in := marketplace.PublishInput{RequisitionID: req.RequisitionID, JobType: req.JobType, ExperienceRequired: req.ExperienceRequired,
		SalaryMin: req.SalaryMin, SalaryMax: req.SalaryMax, SalaryCurrency: req.SalaryCurrency}
	for _, sk := range req.Skills {
		in.Skills = append(in.Skills, marketplace.SkillRequirement{Slug: sk.Slug, Proficiency: sk.Proficiency})
	}
	j, err := s.deps.Hub.PublishBoardJob(ctx, in)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubJobResultOne{Job: s.hubJobOut(j, true)}, nil
}

func (s *Server) hubUnpostJob(ctx context.Context, req *apiv1.HubRequisitionRequest) (*apiv1.HubJobResultOne, error) {
	j, err := s.deps.Hub.UnpublishBoardJob(ctx, req.RequisitionID)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubJobResultOne{Job: s.hubJobOut(j, true)}, nil
}

// hubJobOut is a board job's wire form; own adds what only its company
// sees (applicants, the requisition).
func (s *Server) hubJobOut(j *marketplace.BoardJob, own bool) apiv1.HubJob {
	out := apiv1.HubJob{Slug: j.Slug, CompanySlug: j.CompanySlug, Designation: j.Designation, TalenthubCompany: j.CompanyName,
		JobType: j.JobType, JobTypeDisplay: jobTypeDisplay(j.JobType), SalaryRangeDisplay: marketplace.SalaryText(j.SalaryMin, j.SalaryMax, j.SalaryCurrency),
		Location: j.Location, ExperienceRange: []*float64{j.MinExperience, j.MaxExperience}, RequirementList: []apiv1.HubRequirement{},
		Applied: j.Applied, Status: j.Status, JobDescription: j.Description, PublishedAt: j.PublishedAt.UTC().Format(time.RFC3339)}
	if j.Status == marketplace.BoardOpen && s.deps.Careers != nil {
		out.ExternalLink = s.deps.Careers.Site.URL(careers.JobPath(j.CompanySlug, j.RequisitionSlug))
	}
	for _, r := range j.Requirements {
		w := apiv1.HubRequirement{Type: r.Type, Enabled: r.Enabled, Met: r.Met}
		if r.Type == marketplace.RequireSkill {
			p := r.Proficiency
			w.Data = apiv1.HubRequirementData{Name: r.Name, Slug: r.Slug, Proficiency: &p}
		} else {
			w.Data = apiv1.HubRequirementData{Text: r.Text}
		}
		out.RequirementList = append(out.RequirementList, w)
	}
	if own {
		n, id := j.Applicants, j.RequisitionID
		out.Applicants, out.RequisitionID = &n, &id
	}
	return out
}

func jobTypeDisplay(t string) string {
	if t == marketplace.BoardInternship {
		return "Internship"
	}
	return "Full-time"
}

func (s *Server) hubReviewCandidates(ctx context.Context, req *apiv1.HubReviewQuery) (*apiv1.HubReviewResult, error) {
	page, err := s.deps.Hub.ReviewCandidates(ctx, marketplace.ReviewQuery{Skills: req.Skills, Proficiency: req.Proficiency, Page: req.Page})
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubReviewResult{Candidates: make([]apiv1.HubProfile, 0, len(page.Candidates)), Page: page.Page, HasMore: page.HasMore}
	for _, p := range page.Candidates {
		out.Candidates = append(out.Candidates, hubProfileOut(p))
	}
	return out, nil
}
