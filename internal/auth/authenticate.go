package auth

import (
	"context"
	"database/sql"
	"errors"

	"hirekit/internal/recruit"
)

// Session turns a session token into an actor. It loads the user row in
// one query (or the cache), so a deactivated user, a bumped
// session_version or changed roles take effect on the very next request.
// companyID is the request's company_id (0 when none was given): it must be
// the user's own company; only a platform admin may name another
// (DECISIONS.md).
func (s *Service) Session(ctx context.Context, token string, companyID int64) (*recruit.Actor, error) {
	claims, userID, err := s.parseToken(token)
	if err != nil {
		if actor, ok := s.candidateSession(token); ok {
			return actor, nil
		}
		if s.Hub != nil {
			if actor, ok, herr := s.Hub.Session(ctx, token); ok {
				return actor, herr
			}
		}
		return nil, err
	}
	u, err := s.sessionUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	if !u.active || u.sessionVersion != claims.SessionVersion {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, "Your session has ended, please log in again")
	}
	// Each request gets its own copy: use cases may narrow it.
	a := u.actor
	actor := &a
	actor.Roles = append([]string(nil), u.actor.Roles...)
	if !u.hasCompany && actor.Can(recruit.PermActForAnyCompany) && claims.CompanyID != 0 {
		// A platform admin's short token from LoginAsCompany acts for the
		// company it names.
		actor.CompanyID = claims.CompanyID
		if c, err := s.companyByID(ctx, claims.CompanyID); err == nil {
			actor.CompanyName, actor.CompanySlug, actor.SignupProduct = c.Name, c.Slug, c.SignupProduct
			actor.CompanyApproved = c.ApprovedAt != nil
		}
	}
	if companyID != 0 && companyID != actor.CompanyID {
		if !actor.Can(recruit.PermActForAnyCompany) {
			return nil, recruit.Errorf(recruit.EFORBIDDEN, "You cannot access this page.")
		}
		if _, err := s.companyByID(ctx, companyID); err != nil {
			return nil, recruit.Errorf(recruit.ENOTFOUND, "Company not found")
		}
		if err := s.auditActing(ctx, actor.UserID, companyID); err != nil {
			return nil, err
		}
		actor.CompanyID = companyID
	}
	return actor, nil
}

// sessionUser returns what the session check needs of a user: from the
// cache when it holds the user, else from one prepared query (which also
// brings the company's feature flags) that then fills the cache.
func (s *Service) sessionUser(ctx context.Context, userID int64) (*cachedUser, error) {
	if err := s.checkEpoch(ctx); err != nil {
		return nil, err
	}
	if u, ok := s.sessions.get(userID); ok {
		return u, nil
	}
	gen := s.sessions.generation()
	var row struct {
		CompanyID, AgencyID                     sql.NullInt64
		Email, Name, TimeZone, Roles            string
		Active                                  bool
		SessionVersion                          int64
		EmailVerifiedAt, ApprovedAt             sql.NullTime
		CompanyName, CompanySlug, SignupProduct sql.NullString
		Features                                sql.NullString
	}
	q, err := s.DB.QueryRowPrepared(ctx, `SELECT u.company_id, u.agency_id, u.email, u.name, u.time_zone, u.roles, u.active, u.session_version,
		u.email_verified_at, c.approved_at, c.name, c.slug, c.signup_product, (`+s.featureListSQL()+`)
		FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.id = ?`, userID)
	if err == nil {
		err = q.Scan(&row.CompanyID, &row.AgencyID, &row.Email, &row.Name, &row.TimeZone, &row.Roles, &row.Active, &row.SessionVersion,
			&row.EmailVerifiedAt, &row.ApprovedAt, &row.CompanyName, &row.CompanySlug, &row.SignupProduct, &row.Features)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	} else if err != nil {
		return nil, err
	}
	u := &cachedUser{
		active: row.Active, sessionVersion: row.SessionVersion, hasCompany: row.CompanyID.Valid,
		actor: recruit.Actor{
			UserID:          userID,
			Roles:           recruit.SplitRoles(row.Roles),
			EmailVerified:   row.EmailVerifiedAt.Valid,
			CompanyApproved: row.ApprovedAt.Valid,
			Email:           row.Email,
			Name:            row.Name,
			TimeZone:        row.TimeZone,
			AgencyID:        row.AgencyID.Int64,
		},
	}
	if row.CompanyID.Valid {
		u.companyID = row.CompanyID.Int64
		u.actor.CompanyID = row.CompanyID.Int64
		u.actor.CompanyName, u.actor.CompanySlug, u.actor.SignupProduct = row.CompanyName.String, row.CompanySlug.String, row.SignupProduct.String
		u.actor.Features = featuresFrom(row.Features.String)
	}
	s.sessions.put(userID, u, gen)
	return u, nil
}

// Context is what GET notifications/get-unread-count returns.
type Context struct {
	Actor *recruit.Actor
	// FeatureDetails is feature_details[group][feature].
	FeatureDetails map[string]map[string]bool
}

// CurrentContext returns the signed-in user's context: the actor (loaded
// with the session check) and the company's feature flags.
func (s *Service) CurrentContext(ctx context.Context) (*Context, error) {
	if err := recruit.Require(ctx, recruit.PermUseProfile); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	fs := actor.Features
	if fs == nil {
		var err error
		if fs, err = s.Features(ctx, actor.CompanyID); err != nil {
			return nil, err
		}
	}
	return &Context{Actor: actor, FeatureDetails: fs}, nil
}
