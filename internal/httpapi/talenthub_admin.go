package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/marketplace"
)

func hubAdminCandidateOut(c *marketplace.AdminCandidate) apiv1.HubAdminCandidate {
	out := apiv1.HubAdminCandidate{ID: c.ID, Username: c.Username, Name: c.Name, Email: c.Email, Listed: c.Listed,
		Hidden: c.HiddenAt != nil, HiddenReason: c.HiddenReason, CreatedAt: rfc3339(c.CreatedAt)}
	if c.HiddenAt != nil {
		out.HiddenAt = rfc3339(*c.HiddenAt)
	}
	return out
}

func (s *Server) hubAdminCandidates(ctx context.Context, req *apiv1.HubAdminCandidatesRequest) (*apiv1.HubAdminCandidates, apiv1.Meta, error) {
	page, per, err := pageOf(apiv1.PageRequest{Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	cs, total, err := s.deps.Hub.AdminCandidates(ctx, req.Q, page, per)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.HubAdminCandidates{Candidates: []apiv1.HubAdminCandidate{}}
	for i := range cs {
		out.Candidates = append(out.Candidates, hubAdminCandidateOut(&cs[i]))
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: total}, nil
}

func (s *Server) hubUnlistCandidate(ctx context.Context, req *apiv1.HubUnlistRequest) (*apiv1.HubAdminCandidateResult, error) {
	c, err := s.deps.Hub.SetCandidateHidden(ctx, req.ID, true, req.Reason)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubAdminCandidateResult{Candidate: hubAdminCandidateOut(c)}, nil
}

func (s *Server) hubLiftCandidate(ctx context.Context, req *apiv1.IDPath) (*apiv1.HubAdminCandidateResult, error) {
	c, err := s.deps.Hub.SetCandidateHidden(ctx, req.ID, false, "")
	if err != nil {
		return nil, err
	}
	return &apiv1.HubAdminCandidateResult{Candidate: hubAdminCandidateOut(c)}, nil
}

func (s *Server) hubAdminProfile(ctx context.Context, req *apiv1.HubTalenthubCandidatePath) (*apiv1.HubAdminProfileResult, error) {
	p, err := s.deps.Hub.AdminProfile(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return hubAdminReviewOut(p), nil
}

// hubAdminReviewOut is the wire form of a review (lists never null).
func hubAdminReviewOut(r *marketplace.AdminReview) *apiv1.HubAdminProfileResult {
	out := &apiv1.HubAdminProfileResult{ID: r.Profile.ID, Candidate: hubProfileOut(r.Profile), Taggings: []apiv1.HubTagging{}}
	for _, t := range r.Taggings {
		w := apiv1.HubTagging{CompanyName: t.CompanyName, JobTitle: t.JobTitle, AppliedAt: rfc3339(t.AppliedAt), Tags: []apiv1.HubTagEvidence{},
			Skills: []apiv1.HubTagEvidence{}}
		for _, tag := range t.Tags {
			w.Tags = append(w.Tags, apiv1.HubTagEvidence{Name: tag, Evidence: t.Evidence[tag]})
		}
		for _, sk := range t.Skills {
			w.Skills = append(w.Skills, apiv1.HubTagEvidence{Name: sk, Evidence: t.Evidence[sk]})
		}
		out.Taggings = append(out.Taggings, w)
	}
	return out
}

func (s *Server) hubReviewSkill(action string) func(ctx context.Context, req *apiv1.HubReviewSkillRequest) (*apiv1.HubAdminProfileResult, error) {
	return func(ctx context.Context, req *apiv1.HubReviewSkillRequest) (*apiv1.HubAdminProfileResult, error) {
		p, err := s.deps.Hub.ReviewSkill(ctx, req.ID, req.Slug, action)
		if err != nil {
			return nil, err
		}
		return hubAdminReviewOut(p), nil
	}
}

func (s *Server) hubLeads(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubLeadsResult, error) {
	ls, err := s.deps.Hub.Leads(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubLeadsResult{Leads: []apiv1.HubLead{}}
	for _, l := range ls {
		hl := apiv1.HubLead{CompanyID: l.CompanyID, CompanyName: l.CompanyName, CompanySlug: l.CompanySlug, Count: l.Count,
			LastAt: rfc3339(l.LastAt), Requests: []apiv1.HubLeadRequest{}}
		for _, r := range l.Requests {
			hl.Requests = append(hl.Requests, apiv1.HubLeadRequest{Source: r.Source, Detail: r.Detail, Email: r.Email, At: rfc3339(r.At)})
		}
		out.Leads = append(out.Leads, hl)
	}
	return out, nil
}
