package auth

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TeamMember is a user as the team settings list them.
type TeamMember struct {
	ID              int64      `bun:"id"`
	Email           string     `bun:"email"`
	Name            string     `bun:"name"`
	Designation     string     `bun:"designation"`
	RolesText       string     `bun:"roles"`
	Active          bool       `bun:"active"`
	AgencyID        *int64     `bun:"agency_id"`
	AgencyName      *string    `bun:"agency_name"`
	EmailVerifiedAt *time.Time `bun:"email_verified_at"`
	CreatedAt       time.Time  `bun:"created_at"`
}

// Roles returns the member's roles.
func (m *TeamMember) Roles() []string { return recruit.SplitRoles(m.RolesText) }

// ListUsers lists the actor's company's users, those holding any of roles
// when roles is not empty (GET users/list?roles=…), active ones first.
func (s *Service) ListUsers(ctx context.Context, roles []string, includeInactive bool) ([]TeamMember, error) {
	if err := recruit.Require(ctx, recruit.PermListUsers); err != nil {
		return nil, err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	for _, r := range roles {
		if !recruit.ValidRole(r) {
			return nil, recruit.FieldError("roles", "Unknown role "+r)
		}
	}
	q := s.DB.Conn(ctx).NewSelect().TableExpr("users AS u").
		ColumnExpr("u.id, u.email, u.name, u.designation, u.roles, u.active, u.agency_id, u.email_verified_at, u.created_at, a.name AS agency_name").
		Join("LEFT JOIN agencies AS a ON a.id = u.agency_id").
		Where("u.company_id = ?", companyID).OrderExpr("u.active DESC, lower(u.name), u.id")
	if !includeInactive {
		q = q.Where("u.active = ?", true)
	}
	out := []TeamMember{}
	if err := q.Scan(ctx, &out); err != nil {
		return nil, err
	}
	if len(roles) == 0 {
		return out, nil
	}
	// Roles are a short list per user; filtering here keeps the SQL
	// portable and the lists are a company's staff, never large.
	filtered := out[:0]
	for _, m := range out {
		for _, r := range m.Roles() {
			if slices.Contains(roles, r) {
				filtered = append(filtered, m)
				break
			}
		}
	}
	return filtered, nil
}

// memberOf loads a user of the actor's company, or ENOTFOUND (another
// company's user is not found, never forbidden).
func (s *Service) memberOf(ctx context.Context, userID int64) (*User, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	u, err := s.UserByID(ctx, userID)
	if err != nil || u.Company() != companyID {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "User not found")
	}
	return u, nil
}

// SetRoles changes a user's roles. Agency users stay agencies; nobody can
// take the admin role from themselves (the company would lose its last
// admin by accident).
func (s *Service) SetRoles(ctx context.Context, userID int64, roles []string) (*User, error) {
	if err := recruit.Require(ctx, recruit.PermGrantRole); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	if len(roles) == 0 {
		return nil, recruit.FieldError("roles", "Please select roles")
	}
	if err := actor.CheckGrant(roles, "This role cannot be given here"); err != nil {
		return nil, err
	}
	var out *User
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		u, err := s.memberOf(ctx, userID)
		if err != nil {
			return err
		}
		if slices.Contains(u.Roles(), recruit.RoleAgency) {
			return recruit.FieldError("roles", "An agency's roles cannot be changed")
		}
		if u.ID == actor.UserID && !slices.Contains(roles, recruit.RoleAdmin) {
			return recruit.FieldError("roles", "You cannot remove your own admin role")
		}
		if err := s.checkRoleFeatures(ctx, u.Company(), roles); err != nil {
			return err
		}
		if slices.Contains(u.Roles(), recruit.RoleAdmin) && !slices.Contains(roles, recruit.RoleAdmin) {
			if err := s.keepsASuperuser(ctx, u); err != nil {
				return err
			}
		}
		// Changing roles ends the user's sessions so no token keeps the old
		// roles in its claims.
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE users SET roles = ?, session_version = session_version + 1, updated_at = ? WHERE id = ?",
			recruit.JoinRoles(roles), sqldb.NowIn(ctx), u.ID).Exec(ctx); err != nil {
			return err
		}
		if err := s.audit(ctx, actor.UserID, u.Company(), AuditRoles,
			fmt.Sprintf("user %d (%s): %s → %s", u.ID, u.Email, strings.Join(u.Roles(), ", "), strings.Join(roles, ", ")), ""); err != nil {
			return err
		}
		if err := s.touchUser(ctx, u.ID); err != nil {
			return err
		}
		out, err = s.UserByID(ctx, u.ID)
		return err
	})
	return out, err
}

// SetActive deactivates or reactivates a user. Deactivation bumps
// session_version, so the user's tokens stop working on the next request.
func (s *Service) SetActive(ctx context.Context, userID int64, active bool) (*User, error) {
	if err := recruit.Require(ctx, recruit.PermSetActive); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	var out *User
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		u, err := s.memberOf(ctx, userID)
		if err != nil {
			return err
		}
		if u.ID == actor.UserID && !active {
			return recruit.Errorf(recruit.EINVALID, "You cannot deactivate yourself")
		}
		if !active && slices.Contains(u.Roles(), recruit.RoleAdmin) {
			if err := s.keepsASuperuser(ctx, u); err != nil {
				return err
			}
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE users SET active = ?, session_version = session_version + 1, updated_at = ? WHERE id = ?",
			active, sqldb.NowIn(ctx), u.ID).Exec(ctx); err != nil {
			return err
		}
		action := AuditDeactivate
		if active {
			action = AuditActivate
		}
		if err := s.audit(ctx, actor.UserID, u.Company(), action, fmt.Sprintf("user %d (%s)", u.ID, u.Email), ""); err != nil {
			return err
		}
		if err := s.touchUser(ctx, u.ID); err != nil {
			return err
		}
		out, err = s.UserByID(ctx, u.ID)
		return err
	})
	return out, err
}

// keepsASuperuser refuses a change that would leave u's company with no
// active Superuser: someone must always be able to manage it. It runs in
// the change's transaction. On PostgreSQL it locks every active
// Superuser of the company in id order, so two admins demoting each other
// at once queue instead of both passing (or deadlocking); SQLite has one
// writer.
func (s *Service) keepsASuperuser(ctx context.Context, u *User) error {
	var admins []int64
	err := s.DB.Conn(ctx).NewRaw(`SELECT id FROM users WHERE company_id = ? AND active = ?
		AND (',' || roles || ',') LIKE ? ORDER BY id`+s.forUpdate(), u.Company(), true, "%,"+recruit.RoleAdmin+",%").Scan(ctx, &admins)
	if err != nil {
		return err
	}
	if others := slices.DeleteFunc(admins, func(id int64) bool { return id == u.ID }); len(others) == 0 {
		return recruit.Errorf(recruit.ECONFLICT, "A company needs at least one active Superuser")
	}
	return nil
}

// forUpdate locks the rows read on PostgreSQL; SQLite's single writer
// needs no lock clause (and has none).
func (s *Service) forUpdate() string {
	if s.DB.Engine == "postgres" {
		return " FOR UPDATE"
	}
	return ""
}

// Profile returns the signed-in user (GET profile).
func (s *Service) Profile(ctx context.Context) (*User, error) {
	if err := recruit.Require(ctx, recruit.PermUseProfile); err != nil {
		return nil, err
	}
	return s.UserByID(ctx, recruit.ActorFrom(ctx).UserID)
}

// Member returns one user of the actor's company (GET users/{id}).
func (s *Service) Member(ctx context.Context, userID int64) (*User, error) {
	if err := recruit.Require(ctx, recruit.PermViewUser); err != nil {
		return nil, err
	}
	return s.memberOf(ctx, userID)
}

// UpdateProfile changes the actor's own name and time zone (an IANA name).
func (s *Service) UpdateProfile(ctx context.Context, name, timeZone string) (*User, error) {
	if err := recruit.Require(ctx, recruit.PermUseProfile); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, recruit.FieldError("name", "Please enter your name")
	}
	if len(name) > 100 {
		return nil, recruit.FieldError("name", "Name must be at most 100 characters")
	}
	if _, err := time.LoadLocation(timeZone); err != nil || timeZone == "" || timeZone == "Local" {
		return nil, recruit.FieldError("time_zone", "Please choose a valid time zone")
	}
	var out *User
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE users SET name = ?, time_zone = ?, updated_at = ? WHERE id = ?",
			name, timeZone, sqldb.NowIn(ctx), actor.UserID).Exec(ctx); err != nil {
			return err
		}
		if err := s.touchUser(ctx, actor.UserID); err != nil {
			return err
		}
		var err error
		out, err = s.UserByID(ctx, actor.UserID)
		return err
	})
	return out, err
}

// ChangePassword sets a new password after checking the current one (a
// check throttled like sign-in, so a stolen session cannot guess it), ends
// every other session and returns a fresh token for this one.
func (s *Service) ChangePassword(ctx context.Context, current, next, ip string) (string, error) {
	if err := recruit.Require(ctx, recruit.PermUseProfile); err != nil {
		return "", err
	}
	actor := recruit.ActorFrom(ctx)
	if err := checkPasswordRules(next); err != nil {
		return "", err
	}
	u, err := s.UserByID(ctx, actor.UserID)
	if err != nil {
		return "", err
	}
	att, err := s.beginAttempt(ctx, u.Email, ip)
	if err != nil {
		return "", err
	}
	if !passwordMatches(u.PasswordHash, current) {
		return "", recruit.FieldError("current_password", "Current password is wrong")
	}
	if err := s.succeeded(ctx, att, u.Email, ip); err != nil {
		return "", err
	}
	hash, err := s.hashPassword(next)
	if err != nil {
		return "", err
	}
	if err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		return s.setPassword(ctx, u.ID, hash, false)
	}); err != nil {
		return "", err
	}
	u.SessionVersion++
	return s.issueToken(u, sessionTTL)
}

// SignOutEverywhere ends every session of the actor, this one included.
func (s *Service) SignOutEverywhere(ctx context.Context) error {
	if err := recruit.Require(ctx, recruit.PermUseProfile); err != nil {
		return err
	}
	actor := recruit.ActorFrom(ctx)
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE users SET session_version = session_version + 1, updated_at = ? WHERE id = ?",
			sqldb.NowIn(ctx), actor.UserID).Exec(ctx)
		if err != nil {
			return err
		}
		return s.touchUser(ctx, actor.UserID)
	})
}
