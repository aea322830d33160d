package auth

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// User is a person who signs in.
type User struct {
	ID              int64      `bun:"id"`
	CompanyID       *int64     `bun:"company_id"`
	AgencyID        *int64     `bun:"agency_id"`
	Email           string     `bun:"email"`
	Name            string     `bun:"name"`
	PhoneNumber     string     `bun:"phone_number"`
	Designation     string     `bun:"designation"`
	PasswordHash    string     `bun:"password_hash"`
	RolesText       string     `bun:"roles"`
	TimeZone        string     `bun:"time_zone"`
	EmailVerifiedAt *time.Time `bun:"email_verified_at"`
	Active          bool       `bun:"active"`
	SessionVersion  int64      `bun:"session_version"`
	CreatedAt       time.Time  `bun:"created_at"`
	UpdatedAt       time.Time  `bun:"updated_at"`
}

// Roles returns the user's roles.
func (u *User) Roles() []string { return recruit.SplitRoles(u.RolesText) }

// Company returns the user's company id, 0 for a platform admin.
func (u *User) Company() int64 {
	if u.CompanyID == nil {
		return 0
	}
	return *u.CompanyID
}

// NormalizeEmail is how emails are compared and stored: trimmed and
// lower-cased, so Ada@X.com and ada@x.com are one account.
func NormalizeEmail(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}

// UserByEmail returns the user with email, or ENOTFOUND.
func (s *Service) UserByEmail(ctx context.Context, email string) (*User, error) {
	return s.userWhere(ctx, "email = ?", NormalizeEmail(email))
}

// UserByID returns the user with id, or ENOTFOUND.
func (s *Service) UserByID(ctx context.Context, id int64) (*User, error) {
	return s.userWhere(ctx, "id = ?", id)
}

func (s *Service) userWhere(ctx context.Context, where string, arg any) (*User, error) {
	var u User
	err := s.DB.Conn(ctx).NewRaw("SELECT * FROM users WHERE "+where, arg).Scan(ctx, &u)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "User not found")
	}
	return &u, err
}

// companyByID returns the company with id, or ENOTFOUND.
func (s *Service) companyByID(ctx context.Context, id int64) (*Company, error) {
	var c Company
	err := s.DB.Conn(ctx).NewRaw("SELECT * FROM companies WHERE id = ?", id).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Company not found")
	}
	return &c, err
}
