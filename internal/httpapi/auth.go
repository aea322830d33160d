package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
)

func sessionOut(s *auth.Session) *apiv1.Session {
	out := &apiv1.Session{User: sessionUser(s.User), Token: s.Token}
	if c := s.Company; c != nil {
		out.Company = &apiv1.SessionCompany{ID: c.ID, Name: c.Name, Slug: c.Slug, Approved: c.ApprovedAt != nil, SignupProduct: c.SignupProduct}
	}
	return out
}

func sessionUser(u *auth.User) apiv1.SessionUser {
	return apiv1.SessionUser{ID: u.ID, Email: u.Email, Name: u.Name, Roles: u.Roles(), EmailVerified: u.EmailVerifiedAt != nil, CompanyID: u.Company()}
}

func (s *Server) register(ctx context.Context, req *apiv1.RegisterRequest) (*apiv1.Session, error) {
	sess, err := s.deps.Auth.Register(ctx, auth.RegisterInput{
		Email: req.User.Email, Password: req.User.Password, PhoneNumber: req.User.PhoneNumber, Name: req.User.Name,
		CompanyName: req.Company.Name, Product: req.Product,
	}, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return sessionOut(sess), nil
}

func (s *Server) login(ctx context.Context, req *apiv1.LoginRequest) (*apiv1.Session, error) {
	if req.Admin {
		if req.CompanyID == 0 {
			return nil, recruit.FieldError("company_id", "Please choose a company (company_id)")
		}
		sess, err := s.deps.Auth.LoginAsCompany(ctx, req.Email, req.Password, req.CompanyID, ClientIP(ctx))
		if err != nil {
			return nil, err
		}
		return sessionOut(sess), nil
	}
	sess, err := s.deps.Auth.Login(ctx, req.Email, req.Password, req.RememberMe, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return sessionOut(sess), nil
}

func (s *Server) verifyEmail(ctx context.Context, req *apiv1.VerifyEmailRequest) (*apiv1.VerifyEmailResult, error) {
	res, err := s.deps.Auth.VerifyEmail(ctx, req.VerifyToken)
	if err != nil {
		return nil, err
	}
	return &apiv1.VerifyEmailResult{EmailVerified: res.EmailVerified, CompanyApproved: res.CompanyApproved}, nil
}

func (s *Server) resendVerification(ctx context.Context, _ *apiv1.Empty) (*apiv1.Message, error) {
	if err := s.deps.Auth.ResendVerification(ctx); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Verification email sent"}, nil
}

func (s *Server) forgotPassword(ctx context.Context, req *apiv1.ForgotPasswordRequest) (*apiv1.Message, error) {
	if err := s.deps.Auth.ForgotPassword(ctx, req.Email, ClientIP(ctx)); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Email sent with reset password instructions"}, nil
}

func (s *Server) resetPassword(ctx context.Context, req *apiv1.ResetPasswordRequest) (*apiv1.Message, error) {
	if err := s.deps.Auth.ResetPassword(ctx, req.ResetPasswordToken, req.Password, ClientIP(ctx)); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Password set successfully!"}, nil
}

func (s *Server) unreadCount(ctx context.Context, _ *apiv1.Empty) (*apiv1.UnreadCount, error) {
	c, err := s.deps.Auth.CurrentContext(ctx)
	if err != nil {
		return nil, err
	}
	a := c.Actor
	u := apiv1.ContextUser{
		ID: a.UserID, Email: a.Email, Name: a.Name, Roles: a.Roles, EmailVerified: a.EmailVerified,
		CompanyID: a.CompanyID, CompanyName: a.CompanyName, CompanySlug: a.CompanySlug,
		CompanyApproved: a.CompanyApproved, SignupProduct: a.SignupProduct, TimeZone: a.TimeZone,
		RoleGroup: string(recruit.GroupOf(a.Roles)), GrantableRoles: a.GrantableRoles(), Permissions: []apiv1.Permission{},
	}
	for _, p := range a.Permissions() {
		u.Permissions = append(u.Permissions, apiv1.Permission(p))
	}
	unread := 0
	if a.CompanyID != 0 {
		if unread, err = s.deps.ATS.UnreadNotifications(ctx); err != nil {
			return nil, err
		}
	}
	return &apiv1.UnreadCount{UnreadCount: unread, FeatureDetails: c.FeatureDetails, User: u}, nil
}
