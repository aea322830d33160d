// Package auth owns companies, users, roles, tokens and everything about
// signing in. This first part holds companies; the accounts issue adds the
// rest.
package auth

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Company is a tenant.
type Company struct {
	ID            int64      `bun:"id"`
	Name          string     `bun:"name"`
	Slug          string     `bun:"slug"`
	SignupProduct string     `bun:"signup_product"`
	ApprovedAt    *time.Time `bun:"approved_at"`
	WebsiteURL    string     `bun:"website_url"`
	CreatedAt     time.Time  `bun:"created_at"`
	UpdatedAt     time.Time  `bun:"updated_at"`
}

// Service is the auth domain over a database.
type Service struct {
	DB *sqldb.DB
	Options

	tokens   tokenCache
	sessions sessionCache
}

// reservedSlugs would clash with the careers host's own paths.
var reservedSlugs = map[string]bool{
	"api": true, "assets": true, "healthz": true, "readyz": true, "files": true, "media": true,
	"sitemap.xml": true, "robots.txt": true, "favicon.ico": true,
}

// Slugify turns a company name into a slug: lower-case ASCII letters and
// digits joined by single hyphens, diacritics dropped.
func Slugify(name string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(unicode.ToLower(r))
		default:
			hyphen = true
		}
	}
	s := b.String()
	if len(s) > 60 {
		s = strings.TrimRight(s[:60], "-")
	}
	return s
}

// ValidSlug reports whether slug may name a company.
func ValidSlug(slug string) bool {
	return slug != "" && !reservedSlugs[slug] && Slugify(slug) == slug
}

// CompanyBySlug returns the company with slug, or ENOTFOUND.
func (s *Service) CompanyBySlug(ctx context.Context, slug string) (*Company, error) {
	var c Company
	err := s.DB.Conn(ctx).NewRaw("SELECT * FROM companies WHERE slug = ?", slug).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Company not found")
	}
	return &c, err
}

// EnsureCompany returns the company with slug, creating it (approved) when
// missing. The demo loader uses it so loading twice changes nothing.
func (s *Service) EnsureCompany(ctx context.Context, name, slug, product string) (*Company, error) {
	if !ValidSlug(slug) {
		return nil, recruit.FieldError("slug", "Please choose another company URL")
	}
	var c *Company
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		res, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO companies (name, slug, signup_product, approved_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING`, name, slug, product, now, now, now).Exec(ctx)
		if err != nil {
			return err
		}
		if c, err = s.CompanyBySlug(ctx, slug); err != nil {
			return err
		}
		// Only a company made now gets the default templates, so loading
		// the demo twice changes nothing.
		if n, _ := res.RowsAffected(); n == 1 {
			return s.addDefaultTemplates(ctx, c.ID)
		}
		return nil
	})
	return c, err
}
