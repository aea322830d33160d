package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/integrations"
)

func (s *Server) fetchATSCandidates(ctx context.Context, req *apiv1.FetchATSRequest) (*apiv1.ATSFetchStarted, error) {
	f, err := s.deps.Integrations.StartFetch(ctx, integrations.FetchInput{Provider: req.ExternalATSProvider, JobID: req.ATSJobID,
		Stages: req.Stages, Sources: req.Sources})
	if err != nil {
		return nil, err
	}
	return &apiv1.ATSFetchStarted{Message: integrations.FetchSubmitted, Fetch: fetchOut(f)}, nil
}

func (s *Server) atsFetches(ctx context.Context, _ *apiv1.Empty) (*apiv1.ATSFetches, error) {
	fs, err := s.deps.Integrations.Fetches(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ATSFetches{Fetches: make([]apiv1.ATSFetch, 0, len(fs))}
	for i := range fs {
		out.Fetches = append(out.Fetches, fetchOut(&fs[i]))
	}
	return out, nil
}

func fetchOut(f *integrations.Fetch) apiv1.ATSFetch {
	out := apiv1.ATSFetch{ID: f.ID, ExternalATSProvider: f.Provider, ATSJobID: f.ATSJobID, ATSJobName: f.ATSJobName,
		Stages: f.Stages(), Sources: f.Sources(), State: f.State, Seen: f.Seen, Added: f.Added, Skipped: f.Skipped, Failed: f.Failed,
		Error: f.Error, Failures: []apiv1.ATSFetchFailure{}, CreatedAt: rfc3339(f.CreatedAt), UpdatedAt: rfc3339(f.UpdatedAt),
		FinishedAt: rfc3339Ptr(f.FinishedAt)}
	for _, x := range f.Failures() {
		out.Failures = append(out.Failures, apiv1.ATSFetchFailure{Name: x.Name, Reason: x.Reason})
	}
	return out
}
