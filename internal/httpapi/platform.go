package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/auth"
)

func adminCompanyOut(c auth.CompanySummary) apiv1.AdminCompany {
	return apiv1.AdminCompany{ID: c.ID, Name: c.Name, Slug: c.Slug, SignupProduct: c.SignupProduct, Approved: c.ApprovedAt != nil,
		Users: c.Users, CreatedAt: rfc3339(c.CreatedAt)}
}

func (s *Server) adminCompanies(ctx context.Context, req *apiv1.PageRequest) (*apiv1.AdminCompanies, apiv1.Meta, error) {
	page, per, err := pageOf(*req)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	cs, total, err := s.deps.Auth.ListCompanies(ctx, page, per)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.AdminCompanies{Companies: []apiv1.AdminCompany{}}
	for _, c := range cs {
		out.Companies = append(out.Companies, adminCompanyOut(c))
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: total}, nil
}

func (s *Server) setApproval(approved bool) func(ctx context.Context, req *apiv1.IDPath) (*apiv1.AdminCompanyResult, error) {
	return func(ctx context.Context, req *apiv1.IDPath) (*apiv1.AdminCompanyResult, error) {
		c, err := s.deps.Auth.SetCompanyApproved(ctx, req.ID, approved)
		if err != nil {
			return nil, err
		}
		return &apiv1.AdminCompanyResult{Company: adminCompanyOut(auth.CompanySummary{ID: c.ID, Name: c.Name, Slug: c.Slug,
			SignupProduct: c.SignupProduct, ApprovedAt: c.ApprovedAt, CreatedAt: c.CreatedAt})}, nil
	}
}

func (s *Server) adminFeedback(ctx context.Context, req *apiv1.PageRequest) (*apiv1.FeedbackEntries, apiv1.Meta, error) {
	page, per, err := pageOf(*req)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	es, total, err := s.deps.Feedback.List(ctx, page, per)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.FeedbackEntries{Feedback: []apiv1.FeedbackEntry{}}
	for _, e := range es {
		fe := apiv1.FeedbackEntry{ID: e.ID, UserEmail: e.UserEmail, ProductName: e.ProductName, Description: e.Description,
			Score: e.Score, CreatedAt: rfc3339(e.CreatedAt)}
		if e.CompanyName != nil {
			fe.CompanyName = *e.CompanyName
		}
		out.Feedback = append(out.Feedback, fe)
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: total}, nil
}
