package auth

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// UserSpec describes a user for EnsureUser.
type UserSpec struct {
	CompanyID int64 // 0 for a platform admin
	Email     string
	Name      string
	Roles     []string
	Password  string
	Verified  bool
}

// EnsureUser returns the user with spec's email, creating it when missing.
// An existing user is left as it is, so loading demo data twice changes
// nothing (and never resets a password someone changed).
func (s *Service) EnsureUser(ctx context.Context, spec UserSpec) (*User, error) {
	for _, r := range spec.Roles {
		if !recruit.ValidRole(r) {
			return nil, recruit.Errorf(recruit.EINVALID, "Unknown role %q", r)
		}
	}
	if err := checkPasswordRules(spec.Password); err != nil {
		return nil, err
	}
	hash, err := s.hashPassword(spec.Password)
	if err != nil {
		return nil, err
	}
	var u *User
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var err error
		if u, err = s.UserByEmail(ctx, spec.Email); err == nil || recruit.ErrorCode(err) != recruit.ENOTFOUND {
			return err
		}
		now := sqldb.Now()
		var company, verified any
		if spec.CompanyID != 0 {
			company = spec.CompanyID
		}
		if spec.Verified {
			verified = now
		}
		var id int64
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO users (company_id, email, name, password_hash, roles, email_verified_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, company, NormalizeEmail(spec.Email), spec.Name, hash,
			recruit.JoinRoles(spec.Roles), verified, now, now).Scan(ctx, &id); err != nil {
			return err
		}
		u, err = s.UserByID(ctx, id)
		return err
	})
	return u, err
}
