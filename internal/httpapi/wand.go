package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
)

func (s *Server) wandReturnURL(ctx context.Context, req *apiv1.WandReturnRequest) (*apiv1.WandReturn, error) {
	u, err := s.deps.Auth.WandReturnURL(ctx, req.ReturnURL, req.Token)
	if err != nil {
		return nil, err
	}
	return &apiv1.WandReturn{URL: u}, nil
}
