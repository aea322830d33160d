// Package careers owns each company's public careers site: its branding
// and sections (stored per company, edited by company admins), the pages
// candidates browse (the landing, the embeddable job list, a job with its
// application form), what search engines read of them (titles, meta tags,
// schema.org JobPosting, robots.txt and sitemaps), and the application
// form, which hands a valid application to the ats package as an
// anonymous applicant (recruit.ApplicantActor).
package careers

import (
	"context"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Companies is what careers needs of the auth package.
type Companies interface {
	CompanyBySlug(ctx context.Context, slug string) (*auth.Company, error)
	CompaniesByID(ctx context.Context, ids []int64) (map[int64]auth.Company, error)
}

// Jobs is what careers needs of the ats package: live jobs, one job by
// slug, the hiring companies, and adding an application.
type Jobs interface {
	LiveJobs(ctx context.Context, q ats.LiveJobsQuery) ([]ats.Requisition, error)
	PublicJob(ctx context.Context, slug string) (*ats.Requisition, error)
	HiringCompanies(ctx context.Context) ([]ats.Hiring, error)
	AddApplication(ctx context.Context, in ats.ApplicationInput) (*ats.Application, error)
}

// Gate rate-limits public calls per address (auth.Service does).
type Gate interface {
	LimitRate(ctx context.Context, bucket, client string) error
}

// Service is the careers domain.
type Service struct {
	DB        *sqldb.DB
	Companies Companies
	Jobs      Jobs
	Gate      Gate
	// Files saves logos and images of careers pages.
	Files *intake.Store
	// Site is where the careers pages live (host, scheme, port).
	Site Site
}

// Company is a company as its careers pages show it.
type Company struct {
	ID       int64
	Slug     string
	Name     string
	Settings Settings
	// LogoKey is the blob key of the logo, "" for none.
	LogoKey string
	// Configured is false until an admin first saves the careers page;
	// the spec's default page shows until then.
	Configured bool
}

var errCompanyNotFound = recruit.Errorf(recruit.ENOTFOUND, "Company not found")

// visit finds the approved company with slug and returns ctx carrying an
// anonymous applicant of that company, which the ats use cases serve.
// An unapproved company has no public pages: a platform admin has not
// vouched for it yet.
func (s *Service) visit(ctx context.Context, slug string) (context.Context, *Company, error) {
	if slug == "" || len(slug) > 100 {
		return nil, nil, errCompanyNotFound
	}
	c, err := s.Companies.CompanyBySlug(ctx, slug)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND || (err == nil && c.ApprovedAt == nil) {
		return nil, nil, errCompanyNotFound
	} else if err != nil {
		return nil, nil, err
	}
	actx := recruit.WithActor(ctx, recruit.ApplicantActor(c.ID))
	if err := recruit.Require(actx, recruit.PermViewCareers); err != nil {
		return nil, nil, err
	}
	company, err := s.company(actx, c)
	if err != nil {
		return nil, nil, err
	}
	return actx, company, nil
}

// company loads the careers settings of an auth company.
func (s *Service) company(ctx context.Context, c *auth.Company) (*Company, error) {
	out := &Company{ID: c.ID, Slug: c.Slug, Name: c.Name}
	row, err := s.loadPage(ctx, c.ID)
	if err != nil {
		return nil, err
	}
	if row != nil {
		out.Settings, out.LogoKey, out.Configured = row.settings, row.LogoKey, true
	} else {
		out.Settings = DefaultSettings()
	}
	if out.Settings.WebsiteURL == "" {
		out.Settings.WebsiteURL = c.WebsiteURL
	}
	return out, nil
}
