package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/auth"
)

func profileOut(u *auth.User) *apiv1.Profile {
	return &apiv1.Profile{ID: u.ID, Name: u.Name, Email: u.Email, Roles: u.Roles(), TimeZone: u.TimeZone}
}

func (s *Server) getProfile(ctx context.Context, _ *apiv1.Empty) (*apiv1.Profile, error) {
	u, err := s.deps.Auth.Profile(ctx)
	if err != nil {
		return nil, err
	}
	return profileOut(u), nil
}

func (s *Server) updateProfile(ctx context.Context, req *apiv1.ProfileRequest) (*apiv1.Profile, error) {
	u, err := s.deps.Auth.UpdateProfile(ctx, req.Name, req.TimeZone)
	if err != nil {
		return nil, err
	}
	return profileOut(u), nil
}

func (s *Server) changePassword(ctx context.Context, req *apiv1.ChangePasswordRequest) (*apiv1.TokenResult, error) {
	token, err := s.deps.Auth.ChangePassword(ctx, req.CurrentPassword, req.NewPassword, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return &apiv1.TokenResult{Token: token}, nil
}

func (s *Server) signOutEverywhere(ctx context.Context, _ *apiv1.Empty) (*apiv1.Message, error) {
	if err := s.deps.Auth.SignOutEverywhere(ctx); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Signed out everywhere"}, nil
}

func (s *Server) submitFeedback(ctx context.Context, req *apiv1.FeedbackRequest) (*apiv1.Message, error) {
	if err := s.deps.Feedback.Submit(ctx, req.ProductName, req.Description, req.Score); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Thank you for your valuable feedback!"}, nil
}
