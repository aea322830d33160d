package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
)

// atsRedirectURL is GET oauth/generate-redirect-url?kind=ats&provider=lever.
func (s *Server) atsRedirectURL(ctx context.Context, req *apiv1.OAuthRedirectURLRequest) (*apiv1.OAuthRedirectURLs, error) {
	st, err := s.deps.Integrations.StartConnect(ctx, req.Provider, req.RedirectURL)
	if err != nil {
		return nil, err
	}
	out := &apiv1.OAuthRedirectURLs{State: st.State, TransactionID: st.TransactionID}
	if st.RedirectURL != "" {
		out.RedirectURL = &st.RedirectURL
	}
	return out, nil
}

func (s *Server) atsJobs(ctx context.Context, req *apiv1.ATSProviderQuery) (*apiv1.ATSJobs, error) {
	jobs, err := s.deps.Integrations.Jobs(ctx, req.ATSProvider)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ATSJobs{Jobs: []apiv1.ATSJob{}}
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
	out := &apiv1.ATSStages{Stages: []apiv1.ATSNamed{}}
	for _, st := range stages {
		out.Stages = append(out.Stages, apiv1.ATSNamed{ID: st.ID, Name: st.Name})
	}
	return out, nil
}

func (s *Server) atsSources(ctx context.Context, req *apiv1.ATSProviderQuery) (*apiv1.ATSSources, error) {
	sources, err := s.deps.Integrations.Sources(ctx, req.ATSProvider)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ATSSources{Sources: []apiv1.ATSNamed{}}
	for _, o := range sources {
		out.Sources = append(out.Sources, apiv1.ATSNamed{ID: o.ID, Name: o.Name})
	}
	return out, nil
}

func (s *Server) atsDisconnect(ctx context.Context, req *apiv1.ATSDisconnectQuery) (*apiv1.Message, error) {
	if err := s.deps.Integrations.Disconnect(ctx, req.Provider); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Successfully disconnected!"}, nil
}
