package httpapi

import (
	"context"
	"net/http"

	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
)

func (s *Server) healthz(ctx context.Context, _ *apiv1.Empty) (*apiv1.Health, error) {
	return &apiv1.Health{Status: "ok", Version: s.deps.Version}, nil
}

func (s *Server) readyz(ctx context.Context, _ *apiv1.Empty) (*apiv1.Health, error) {
	if s.deps.Ready == nil {
		return nil, recruit.Errorf(recruit.EUNAVAILABLE, "Database unavailable")
	}
	if err := s.deps.Ready.Ping(ctx); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		s.log.ErrorContext(ctx, "readyz: database does not answer", "err", err)
		return nil, recruit.Errorf(recruit.EUNAVAILABLE, "Database unavailable")
	}
	return &apiv1.Health{Status: "ok", Version: s.deps.Version, Database: s.deps.Ready.EngineName()}, nil
}

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) error {
	doc, err := s.OpenAPI()
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write(doc)
	return nil
}
