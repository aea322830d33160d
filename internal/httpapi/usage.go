package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/usage"
)

func (s *Server) recordUsage(ctx context.Context, req *apiv1.UsageEventsRequest) (*apiv1.UsageEventsRecorded, error) {
	events := make([]usage.Event, len(req.Events))
	for i, e := range req.Events {
		events[i] = usage.Event{Page: e.Page, At: e.At}
	}
	n, err := s.deps.Usage.Record(ctx, events)
	if err != nil {
		return nil, err
	}
	return &apiv1.UsageEventsRecorded{Recorded: n}, nil
}
