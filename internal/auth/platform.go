package auth

import (
	"context"
	"fmt"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// setPasswordTTL is how long the link printed by `hirekit admin create`
// works: an operator may not open it at once.
const setPasswordTTL = 24 * time.Hour

// impersonationTTL bounds a platform admin's session acting for a company.
const impersonationTTL = time.Hour

// CreatePlatformAdmin creates (or finds) a platform admin by email and
// returns a one-time link to set the password.
func (s *Service) CreatePlatformAdmin(ctx context.Context, email string) (string, error) {
	email = NormalizeEmail(email)
	if !validEmail(email) {
		return "", recruit.FieldError("email", "Please enter a valid email address")
	}
	var link string
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		u, err := s.UserByEmail(ctx, email)
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			now := sqldb.NowIn(ctx)
			var id int64
			// No password yet: the hash is empty, which matches nothing.
			if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO users (email, name, roles, email_verified_at, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, email, "Platform admin", recruit.RolePlatformAdmin, now, now, now).Scan(ctx, &id); err != nil {
				return err
			}
			u, err = s.UserByID(ctx, id)
		}
		if err != nil {
			return err
		}
		if u.CompanyID != nil {
			return recruit.Errorf(recruit.ECONFLICT, "%s belongs to a company; a platform admin has none", email)
		}
		token, err := randomToken()
		if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO user_tokens (user_id, kind, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`,
			u.ID, TokenResetPassword, hashToken(token), now.Add(setPasswordTTL), now).Exec(ctx); err != nil {
			return err
		}
		link = s.BaseURL + "/reset-password/" + token
		return nil
	})
	return link, err
}

// CompanySummary is a company as the platform page lists it.
type CompanySummary struct {
	ID            int64      `bun:"id"`
	Name          string     `bun:"name"`
	Slug          string     `bun:"slug"`
	SignupProduct string     `bun:"signup_product"`
	ApprovedAt    *time.Time `bun:"approved_at"`
	CreatedAt     time.Time  `bun:"created_at"`
	Users         int        `bun:"users"`
}

// ListCompanies lists every company, newest first, a page at a time.
func (s *Service) ListCompanies(ctx context.Context, page, perPage int) ([]CompanySummary, int, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM companies").Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	out := []CompanySummary{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT c.id, c.name, c.slug, c.signup_product, c.approved_at, c.created_at,
		(SELECT count(*) FROM users u WHERE u.company_id = c.id) AS users
		FROM companies c ORDER BY c.id DESC LIMIT ? OFFSET ?`, perPage, (page-1)*perPage).Scan(ctx, &out)
	return out, total, err
}

// SetCompanyApproved approves a company or withdraws its approval.
func (s *Service) SetCompanyApproved(ctx context.Context, id int64, approved bool) (*Company, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	var out *Company
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if _, err := s.companyByID(ctx, id); err != nil {
			return err
		}
		var at any
		if approved {
			at = sqldb.NowIn(ctx)
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE companies SET approved_at = ?, updated_at = ? WHERE id = ?", at, sqldb.NowIn(ctx), id).Exec(ctx); err != nil {
			return err
		}
		if err := s.touchCompany(ctx, id); err != nil {
			return err
		}
		action := "company.reject"
		if approved {
			action = "company.approve"
		}
		if err := s.audit(ctx, actor.UserID, id, action, "", ""); err != nil {
			return err
		}
		var err error
		out, err = s.companyByID(ctx, id)
		return err
	})
	return out, err
}

// LoginAsCompany signs a platform admin in to act for a company: a short
// token whose company is companyID, recorded in the audit log.
func (s *Service) LoginAsCompany(ctx context.Context, email, password string, companyID int64, ip string) (*Session, error) {
	sess, err := s.Login(ctx, email, password, false, ip)
	if err != nil {
		return nil, err
	}
	if !(&recruit.Actor{Roles: sess.User.Roles()}).Can(recruit.PermActForAnyCompany) {
		return nil, recruit.Errorf(recruit.EFORBIDDEN, "Only a platform admin can act for a company")
	}
	c, err := s.companyByID(ctx, companyID)
	if err != nil {
		return nil, err
	}
	if err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		return s.audit(ctx, sess.User.ID, c.ID, "company.act_as", fmt.Sprintf("acting for %s", c.Slug), ip)
	}); err != nil {
		return nil, err
	}
	u := *sess.User
	u.CompanyID = &c.ID
	if sess.Token, err = s.issueToken(&u, impersonationTTL); err != nil {
		return nil, err
	}
	sess.Company = c
	return sess, nil
}

func (s *Service) audit(ctx context.Context, userID, companyID int64, action, detail, ip string) error {
	_, err := s.DB.Conn(ctx).NewRaw("INSERT INTO audit_log (user_id, company_id, action, detail, ip, created_at) VALUES (?, ?, ?, ?, ?, ?)",
		userID, companyID, action, detail, ip, sqldb.NowIn(ctx)).Exec(ctx)
	return err
}

// auditActing records that a platform admin acted for a company by naming
// it (company_id): once a day per admin and company, so the log shows who
// looked at which tenant without a row per request.
func (s *Service) auditActing(ctx context.Context, userID, companyID int64) error {
	since := s.now().UTC().Add(-24 * time.Hour)
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var n int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM audit_log WHERE user_id = ? AND company_id = ? AND action = ? AND created_at > ?",
			userID, companyID, "company.act_for", since).Scan(ctx, &n); err != nil || n > 0 {
			return err
		}
		return s.audit(ctx, userID, companyID, "company.act_for", "named the company in a request (company_id)", "")
	})
}
