package httpapi

import (
	"context"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/integrations"
)

func (s *Server) testGreenhouseConnection(ctx context.Context, req *apiv1.GreenhouseKeyRequest) (*apiv1.GreenhousePermissions, error) {
	p, err := s.deps.Integrations.TestGreenhouseConnection(ctx, req.HarvestAPIKey)
	if err != nil {
		return nil, err
	}
	return &apiv1.GreenhousePermissions{Applications: p["applications"], Candidates: p["candidates"], Tags: p["tags"],
		Users: p["users"], Jobs: p["jobs"], JobPosts: p["job_posts"], JobStages: p["job_stages"], Sources: p["sources"],
		CustomFields: p["custom_fields"]}, nil
}

func (s *Server) greenhouseUsers(ctx context.Context, req *apiv1.GreenhouseUsersQuery) (*apiv1.GreenhouseUsers, error) {
	users, err := s.deps.Integrations.GreenhouseUsers(ctx, req.HarvestAPIKey)
	if err != nil {
		return nil, err
	}
	out := &apiv1.GreenhouseUsers{Users: []apiv1.GreenhouseUser{}}
	for _, u := range users {
		out.Users = append(out.Users, apiv1.GreenhouseUser{ID: u.ID, Name: u.Name, Email: u.Email})
	}
	return out, nil
}

func (s *Server) saveGreenhouseConnection(ctx context.Context, req *apiv1.SaveGreenhouseConnectionRequest) (*apiv1.GreenhouseConnectionStatus, error) {
	if err := s.deps.Integrations.SaveGreenhouseConnection(ctx, req.HarvestAPIKey, req.User); err != nil {
		return nil, err
	}
	return s.greenhouseConnectionStatus(ctx, nil)
}

func (s *Server) greenhouseConnectionStatus(ctx context.Context, _ *apiv1.Empty) (*apiv1.GreenhouseConnectionStatus, error) {
	st, err := s.deps.Integrations.GreenhouseConnectionStatus(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.GreenhouseConnectionStatus{GreenhouseIntegrated: st.Connected, Status: st.Status, User: st.User, LastError: st.LastError}
	if out.Status == "" {
		out.Status = "not_connected"
	}
	if !st.ConnectedAt.IsZero() {
		at := st.ConnectedAt.UTC().Format(time.RFC3339)
		out.ConnectedAt = &at
	}
	return out, nil
}

func (s *Server) disconnectATS(ctx context.Context, req *apiv1.DisconnectQuery) (*apiv1.IntegrationsStatus, error) {
	if err := s.deps.Integrations.Disconnect(ctx, req.Provider); err != nil {
		return nil, err
	}
	return s.integrationsStatus(ctx, nil)
}

func (s *Server) listATSJobs(ctx context.Context, req *apiv1.ATSProviderQuery) (*apiv1.ATSJobs, error) {
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

func (s *Server) listATSStages(ctx context.Context, req *apiv1.ATSStagesQuery) (*apiv1.ATSStages, error) {
	stages, err := s.deps.Integrations.Stages(ctx, req.ATSProvider, req.ATSJobID)
	if err != nil {
		return nil, err
	}
	return &apiv1.ATSStages{Stages: atsOptions(stages, func(s integrations.Stage) apiv1.ATSOption { return apiv1.ATSOption{ID: s.ID, Name: s.Name} })}, nil
}

func (s *Server) listATSSources(ctx context.Context, req *apiv1.ATSProviderQuery) (*apiv1.ATSSources, error) {
	sources, err := s.deps.Integrations.Sources(ctx, req.ATSProvider)
	if err != nil {
		return nil, err
	}
	return &apiv1.ATSSources{Sources: atsOptions(sources, func(o integrations.Origin) apiv1.ATSOption { return apiv1.ATSOption{ID: o.ID, Name: o.Name} })}, nil
}

func atsOptions[T any](in []T, conv func(T) apiv1.ATSOption) []apiv1.ATSOption {
	out := make([]apiv1.ATSOption, 0, len(in))
	for _, v := range in {
		out = append(out, conv(v))
	}
	return out
}

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
