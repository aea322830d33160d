package httpapi

import (
	"context"
	"net/http"

	"hirekit/internal/apiv1"
	"hirekit/internal/privacy"
)

func (s *Server) eraseCandidate(ctx context.Context, req *apiv1.SlugPath) (*apiv1.CandidateErased, error) {
	e, err := s.deps.Privacy.EraseCandidate(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return &apiv1.CandidateErased{Applications: e.Applications, Files: e.Files}, nil
}

// exportCandidate streams the zip of one candidate's data as it is read.
func (s *Server) exportCandidate(w http.ResponseWriter, r *http.Request) error {
	req := new(apiv1.SlugPath)
	if err := decode(r, req); err != nil {
		return err
	}
	zw := &startedWriter{w: w}
	start := func(name string) {
		zw.start = func() {
			w.Header().Set("Content-Type", "application/zip")
			w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
			w.Header().Set("Cache-Control", "no-store")
		}
	}
	if err := s.deps.Privacy.ExportCandidate(r.Context(), req.Slug, start, zw); err != nil {
		if !zw.started {
			return err // nothing sent yet: an ordinary error answer
		}
		// Once the zip has started the status is sent: log, and the
		// truncated zip fails to open rather than pass for whole.
		s.log.ErrorContext(r.Context(), "candidate export", "request_id", RequestID(r.Context()), "err", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}

func (s *Server) auditLog(ctx context.Context, req *apiv1.PageRequest) (*apiv1.AuditLog, apiv1.Meta, error) {
	page, per, err := pageOf(*req)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	entries, total, err := s.deps.Privacy.AuditLog(ctx, page, per)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.AuditLog{Entries: []apiv1.AuditEntry{}}
	for _, e := range entries {
		out.Entries = append(out.Entries, apiv1.AuditEntry{ID: e.ID, Action: e.Action, Detail: e.Detail, UserName: e.UserName,
			UserEmail: e.UserEmail, CreatedAt: rfc3339(e.CreatedAt)})
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: total}, nil
}

func retentionOut(r *privacy.RetentionRule) *apiv1.RetentionRule {
	out := &apiv1.RetentionRule{ClosedAfterMonths: r.Months}
	if r.UpdatedAt != nil {
		out.UpdatedAt = rfc3339(*r.UpdatedAt)
	}
	return out
}

func (s *Server) getRetention(ctx context.Context, _ *apiv1.Empty) (*apiv1.RetentionRule, error) {
	r, err := s.deps.Privacy.Retention(ctx)
	if err != nil {
		return nil, err
	}
	return retentionOut(r), nil
}

func (s *Server) setRetention(ctx context.Context, req *apiv1.RetentionRequest) (*apiv1.RetentionRule, error) {
	r, err := s.deps.Privacy.SetRetention(ctx, req.ClosedAfterMonths)
	if err != nil {
		return nil, err
	}
	return retentionOut(r), nil
}

func (s *Server) requestData(ctx context.Context, req *apiv1.DataRequestForm) (*apiv1.DataRequestSent, error) {
	if err := s.deps.Privacy.RequestData(ctx, req.CompanySlug, req.Email, req.Kind, req.Website, ClientIP(ctx)); err != nil {
		return nil, err
	}
	return &apiv1.DataRequestSent{Message: privacy.TextRequested}, nil
}

func (s *Server) verifyDataRequest(ctx context.Context, req *apiv1.DataRequestToken) (*apiv1.DataRequestVerified, error) {
	company, kind, err := s.deps.Privacy.VerifyRequest(ctx, req.Token, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return &apiv1.DataRequestVerified{Company: company, Kind: kind}, nil
}

// downloadDataRequest streams a fulfilled export to the holder of its
// signed link.
func (s *Server) downloadDataRequest(w http.ResponseWriter, r *http.Request) error {
	req := new(apiv1.DataRequestDownload)
	if err := decode(r, req); err != nil {
		return err
	}
	zw := &startedWriter{w: w}
	start := func(name string) {
		zw.start = func() {
			w.Header().Set("Content-Type", "application/zip")
			w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
			w.Header().Set("Cache-Control", "no-store")
		}
	}
	if err := s.deps.Privacy.DownloadRequest(r.Context(), req.Token, start, zw); err != nil {
		if !zw.started {
			return err
		}
		s.log.ErrorContext(r.Context(), "data request download", "request_id", RequestID(r.Context()), "err", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}

func (s *Server) listDataRequests(ctx context.Context, req *apiv1.DataRequestsQuery) (*apiv1.DataRequests, error) {
	rs, err := s.deps.Privacy.DataRequests(ctx, req.State)
	if err != nil {
		return nil, err
	}
	out := &apiv1.DataRequests{Requests: []apiv1.DataRequest{}}
	for _, r := range rs {
		d := apiv1.DataRequest{ID: r.ID, Kind: r.Kind, Email: r.Email, State: r.State, Held: r.Held, CreatedAt: rfc3339(r.CreatedAt)}
		if r.VerifiedAt != nil {
			d.VerifiedAt = rfc3339(*r.VerifiedAt)
		}
		if r.ClosedAt != nil {
			d.ClosedAt = rfc3339(*r.ClosedAt)
		}
		out.Requests = append(out.Requests, d)
	}
	return out, nil
}

func (s *Server) fulfilDataRequest(ctx context.Context, req *apiv1.IDPath) (*apiv1.DataRequestClosed, error) {
	if err := s.deps.Privacy.FulfilRequest(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.DataRequestClosed{State: privacy.StateFulfilled}, nil
}

func (s *Server) declineDataRequest(ctx context.Context, req *apiv1.IDPath) (*apiv1.DataRequestClosed, error) {
	if err := s.deps.Privacy.DeclineRequest(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.DataRequestClosed{State: privacy.StateDeclined}, nil
}
