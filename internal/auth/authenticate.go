package auth

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// Authenticate turns a request's bearer token into an actor. It loads the
// user row in one query, so a deactivated user, a bumped session_version or
// changed roles take effect on the very next request. It returns (nil, nil)
// when the request carries no token.
func (s *Service) Authenticate(r *http.Request) (*recruit.Actor, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return nil, nil
	}
	raw, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	}
	claims, userID, err := s.parseToken(strings.TrimSpace(raw))
	if err != nil {
		return nil, err
	}
	var row struct {
		CompanyID       *int64     `bun:"company_id"`
		Roles           string     `bun:"roles"`
		Active          bool       `bun:"active"`
		SessionVersion  int64      `bun:"session_version"`
		EmailVerifiedAt *time.Time `bun:"email_verified_at"`
		ApprovedAt      *time.Time `bun:"approved_at"`
	}
	err = s.DB.Read.NewRaw(`SELECT u.company_id, u.roles, u.active, u.session_version, u.email_verified_at, c.approved_at
		FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.id = ?`, userID).Scan(r.Context(), &row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	} else if err != nil {
		return nil, err
	}
	if !row.Active || row.SessionVersion != claims.SessionVersion {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, "Your session has ended, please log in again")
	}
	actor := &recruit.Actor{
		UserID:          userID,
		Roles:           recruit.SplitRoles(row.Roles),
		EmailVerified:   row.EmailVerifiedAt != nil,
		CompanyApproved: row.ApprovedAt != nil,
	}
	if row.CompanyID != nil {
		actor.CompanyID = *row.CompanyID
	}
	// A company_id query value must be the token's own company; only a
	// platform admin may name another (DECISIONS.md).
	if q := r.URL.Query().Get("company_id"); q != "" {
		id, err := strconv.ParseInt(q, 10, 64)
		if err != nil {
			return nil, recruit.FieldError("company_id", "Invalid value for company_id")
		}
		if id != actor.CompanyID {
			if !actor.HasRole(recruit.RolePlatformAdmin) {
				return nil, recruit.Errorf(recruit.EFORBIDDEN, "You cannot access this page.")
			}
			actor.CompanyID = id
		}
	}
	return actor, nil
}

// Context is what GET notifications/get-unread-count returns.
type Context struct {
	User        *User
	Company     *Company
	UnreadCount int
	// FeatureDetails is feature_details[group][feature]; empty until the
	// team issue adds feature flags.
	FeatureDetails map[string]map[string]bool
}

// CurrentContext returns the signed-in user's context.
func (s *Service) CurrentContext(ctx context.Context) (*Context, error) {
	actor := recruit.ActorFrom(ctx)
	u, err := s.UserByID(ctx, actor.UserID)
	if err != nil {
		return nil, err
	}
	out := &Context{User: u, FeatureDetails: map[string]map[string]bool{}}
	if u.CompanyID != nil {
		if out.Company, err = s.companyByID(ctx, *u.CompanyID); err != nil {
			return nil, err
		}
	}
	return out, nil
}
