package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/marketplace"
)

func (s *Server) hubSignInOptions(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubSignInOptions, error) {
	o := s.deps.Hub.Options()
	out := &apiv1.HubSignInOptions{EmailCode: o.EmailCode}
	if o.GoogleClientID != "" {
		out.Google = &apiv1.HubGoogleOptions{ClientID: o.GoogleClientID, AuthURL: o.GoogleAuthURL}
	}
	return out, nil
}

func (s *Server) hubSendCode(ctx context.Context, req *apiv1.HubSendCodeRequest) (*apiv1.Message, error) {
	msg, err := s.deps.Hub.SendCode(ctx, req.Email, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: msg}, nil
}

func (s *Server) hubRegister(ctx context.Context, req *apiv1.HubRegisterRequest) (*apiv1.HubSession, error) {
	in, err := s.deps.Hub.Register(ctx, marketplace.RegisterInput{
		Credentials: marketplace.Credentials{Email: req.Email, AccessToken: req.AccessToken, Nonce: req.Nonce, Code: req.Code, IP: ClientIP(ctx)},
		Name:        req.Name, Username: req.Username, PictureURL: req.PictureURL, AcceptTerms: req.AcceptTerms,
	})
	if err != nil {
		return nil, err
	}
	return hubSessionOut(in), nil
}

func (s *Server) hubLogin(ctx context.Context, req *apiv1.HubLoginRequest) (*apiv1.HubSession, error) {
	in, err := s.deps.Hub.Login(ctx, marketplace.Credentials{Email: req.Email, AccessToken: req.AccessToken, Nonce: req.Nonce,
		Code: req.Code, IP: ClientIP(ctx)})
	if err != nil {
		return nil, err
	}
	return hubSessionOut(in), nil
}

func (s *Server) hubMe(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubMe, error) {
	a, err := s.deps.Hub.Me(ctx)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubMe{Candidate: hubAccountOut(a)}, nil
}

func (s *Server) hubMarkReferral(ctx context.Context, req *apiv1.HubReferralRequest) (*apiv1.HubReferral, error) {
	r, err := s.deps.Hub.MarkReferral(ctx, req.Ref)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubReferral{Recorded: r.Recorded, Message: r.Message}, nil
}

func (s *Server) hubApplications(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubApplications, error) {
	apps, err := s.deps.Hub.Applications(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubApplications{Applications: make([]apiv1.HubApplication, 0, len(apps))}
	for _, a := range apps {
		out.Applications = append(out.Applications, apiv1.HubApplication{Slug: a.Slug, JobTitle: a.JobTitle, CompanyName: a.CompanyName,
			Stage:     apiv1.CandidateStage{Title: a.Stage.Title, Description: a.Stage.Description, Step: a.Stage.Step},
			AppliedAt: rfc3339(a.AppliedAt), UpdatedAt: rfc3339(a.UpdatedAt)})
	}
	return out, nil
}

func hubSessionOut(in *marketplace.SignedIn) *apiv1.HubSession {
	return &apiv1.HubSession{Token: in.Token, Candidate: hubAccountOut(in.Account)}
}

func hubAccountOut(a *marketplace.Account) apiv1.HubAccount {
	return apiv1.HubAccount{ID: a.ID, Name: a.Name, Username: a.Username, Email: a.Email, PictureURL: a.PictureURL,
		Roles: a.Roles, Referred: a.ReferredBy != ""}
}
