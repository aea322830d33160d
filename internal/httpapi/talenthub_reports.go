package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/marketplace"
)

func (s *Server) hubReportProfile(ctx context.Context, req *apiv1.HubReportRequest) (*apiv1.Message, error) {
	msg, err := s.deps.Hub.ReportProfile(ctx, req.Username, marketplace.ReportInput{Reason: req.Reason, Details: req.Details,
		IP: ClientIP(ctx)})
	if err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: msg}, nil
}

func hubReportedProfileOut(p *marketplace.ReportedProfile) apiv1.HubReportedProfile {
	out := apiv1.HubReportedProfile{CandidateID: p.CandidateID, Username: p.Username, Name: p.Name, Listed: p.Listed, Hidden: p.Hidden,
		ReportCount: p.Total, OpenCount: p.Open, State: p.State, FirstReportedAt: rfc3339(p.FirstAt), LastReportedAt: rfc3339(p.LastAt),
		Reports: []apiv1.HubProfileReport{}}
	for _, r := range p.Reports {
		out.Reports = append(out.Reports, apiv1.HubProfileReport{Reason: r.Reason, Details: r.Details, State: r.State, ReportedAt: rfc3339(r.At)})
	}
	return out
}

func (s *Server) hubAdminReports(ctx context.Context, req *apiv1.HubReportsRequest) (*apiv1.HubReportedProfiles, apiv1.Meta, error) {
	page, per, err := pageOf(apiv1.PageRequest{Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	ps, total, err := s.deps.Hub.AdminReports(ctx, req.Status == "all", page, per)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.HubReportedProfiles{Profiles: []apiv1.HubReportedProfile{}}
	for i := range ps {
		out.Profiles = append(out.Profiles, hubReportedProfileOut(&ps[i]))
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: total}, nil
}

func (s *Server) hubDismissReports(ctx context.Context, req *apiv1.HubUsernameRequest) (*apiv1.HubReportedProfileResult, error) {
	p, err := s.deps.Hub.DismissReports(ctx, req.Username)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubReportedProfileResult{Profile: hubReportedProfileOut(p)}, nil
}
