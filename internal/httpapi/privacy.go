package httpapi

import (
	"context"
	"net/http"

	"hirekit/internal/apiv1"
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
