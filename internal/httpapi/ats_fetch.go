package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/integrations"
)

func (s *Server) atsJobs(ctx context.Context, req *apiv1.ATSProviderQuery) (*apiv1.ATSJobs, error) {
	jobs, err := s.deps.Integrations.Jobs(ctx, req.ATSProvider)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ATSJobs{Jobs: make([]apiv1.ATSJob, 0, len(jobs))}
	for _, j := range jobs {
		out.Jobs = append(out.Jobs, apiv1.ATSJob{ID: j.ID, Title: j.Name, State: j.Status})
	}
	return out, nil
}

func (s *Server) atsStages(ctx context.Context, req *apiv1.ATSStagesQuery) (*apiv1.ATSStages, error) {
	stages, err := s.deps.Integrations.Stages(ctx, req.ATSProvider, req.ATSJobID)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ATSStages{Stages: make([]apiv1.ATSOption, 0, len(stages))}
	for _, st := range stages {
		out.Stages = append(out.Stages, apiv1.ATSOption{ID: st.ID, Name: st.Name})
	}
	return out, nil
}

func (s *Server) atsSources(ctx context.Context, req *apiv1.ATSProviderQuery) (*apiv1.ATSSources, error) {
	sources, err := s.deps.Integrations.Sources(ctx, req.ATSProvider)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ATSSources{Sources: make([]apiv1.ATSOption, 0, len(sources))}
	for _, o := range sources {
		out.Sources = append(out.Sources, apiv1.ATSOption{ID: o.ID, Name: o.Name})
	}
	return out, nil
}

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
