package auth

import (
	"context"

	"hirekit/internal/recruit"
)

var errBadCredentials = recruit.Errorf(recruit.EINVALID, "Invalid email or password")

// Login checks email and password and returns a session; remember_me makes
// the token last 30 days instead of 24 hours.
func (s *Service) Login(ctx context.Context, email, password string, rememberMe bool, ip string) (*Session, error) {
	email = NormalizeEmail(email)
	if email == "" || password == "" {
		return nil, recruit.Errorf(recruit.EINVALID, "Please enter email and password")
	}
	if len(email) > 254 || len(password) > 200 {
		return nil, errBadCredentials
	}
	att, err := s.beginAttempt(ctx, email, ip)
	if err != nil {
		return nil, err
	}
	u, err := s.UserByEmail(ctx, email)
	if err != nil && recruit.ErrorCode(err) != recruit.ENOTFOUND {
		return nil, err
	}
	hash := ""
	if u != nil {
		hash = u.PasswordHash
	}
	if !passwordMatches(hash, password) {
		return nil, errBadCredentials // the attempt stays recorded as a failure
	}
	if err := s.succeeded(ctx, att, email, ip); err != nil {
		return nil, err
	}
	if !u.Active {
		return nil, recruit.Errorf(recruit.EFORBIDDEN, "Your account has been deactivated. Please contact your company admin.")
	}
	sess := &Session{User: u}
	if u.CompanyID != nil {
		if sess.Company, err = s.companyByID(ctx, *u.CompanyID); err != nil {
			return nil, err
		}
	}
	ttl := sessionTTL
	// A platform admin's session never outlives a day (review L3).
	if rememberMe && !(&recruit.Actor{Roles: u.Roles()}).Can(recruit.PermManagePlatform) {
		ttl = rememberMeTTL
	}
	if sess.Token, err = s.issueToken(u, ttl); err != nil {
		return nil, err
	}
	return sess, nil
}
