package auth

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// UserSpec describes a user for EnsureUser.
type UserSpec struct {
	CompanyID   int64 // 0 for a platform admin
	Email       string
	Name        string
	Designation string
	Roles       []string
	Password    string
	Verified    bool
	// AgencyName makes the user the contact of that agency (found or
	// created in the company).
	AgencyName string
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
		now := sqldb.NowIn(ctx)
		var company, verified, agency any
		if spec.CompanyID != 0 {
			company = spec.CompanyID
		}
		if spec.AgencyName != "" {
			var id int64
			err := s.DB.Conn(ctx).NewRaw("SELECT id FROM agencies WHERE company_id = ? AND name = ?", spec.CompanyID, spec.AgencyName).Scan(ctx, &id)
			if err != nil {
				if err := s.DB.Conn(ctx).NewRaw("INSERT INTO agencies (company_id, name, created_at) VALUES (?, ?, ?) RETURNING id",
					spec.CompanyID, spec.AgencyName, now).Scan(ctx, &id); err != nil {
					return err
				}
			}
			agency = id
		}
		if spec.Verified {
			verified = now
		}
		var id int64
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO users (company_id, agency_id, email, name, designation, password_hash, roles, email_verified_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, company, agency, NormalizeEmail(spec.Email), spec.Name, spec.Designation, hash,
			recruit.JoinRoles(spec.Roles), verified, now, now).Scan(ctx, &id); err != nil {
			return err
		}
		u, err = s.UserByID(ctx, id)
		return err
	})
	return u, err
}
