// Package demo loads the demo company "acme" and (as each issue adds its
// part) its users, jobs, candidates and interviews. Loading is idempotent:
// every step finds what is already there before creating it.
package demo

import (
	"context"
	"fmt"
	"io"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/careers"
	"hirekit/internal/interview"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/screening"
)

// Slug is the demo company's slug.
const Slug = "acme"

// Password is every demo user's password.
const Password = "hirekit-demo"

// Users are the demo logins, one per role, in the order the README lists.
var Users = []struct {
	Email, Name, Role, Designation, Agency string
}{
	{"admin@demo.hirekit.test", "Asha Admin", recruit.RoleAdmin, "Head of People", ""},
	{"ta@demo.hirekit.test", "Tara Recruiter", recruit.RoleTA, "Talent Partner", ""},
	{"hm@demo.hirekit.test", "Hari Manager", recruit.RoleHiringManager, "Engineering Manager", ""},
	{"panel@demo.hirekit.test", "Priya Panel", recruit.RolePanel, "Senior Engineer", ""},
	{"employee@demo.hirekit.test", "Eli Employee", recruit.RoleEmployee, "Software Engineer", ""},
	{"agency@demo.hirekit.test", "Arjun Agency", recruit.RoleAgency, "", "Northwind Staffing"},
}

// Services are the domain packages the demo loader calls.
type Services struct {
	Auth      *auth.Service
	ATS       *ats.Service
	Interview *interview.Service
	Careers   *careers.Service
	// Hub posts demo jobs to the talenthub board; nil leaves them off.
	Hub *marketplace.Service
	// Screening uploads the demo's screening batch; nil leaves it off.
	Screening *screening.Service
}

// Load creates whatever part of the demo data is missing, calling the
// owning domain packages, and describes it on out.
func Load(ctx context.Context, svc Services, out io.Writer) error {
	authSvc := svc.Auth
	c, err := authSvc.EnsureCompany(ctx, "Acme Corporation", Slug, "ats")
	if err != nil {
		return fmt.Errorf("demo company: %w", err)
	}
	fmt.Fprintf(out, "Demo company %q (slug %s, id %d) is ready.\n", c.Name, c.Slug, c.ID)
	actx := recruit.WithActor(ctx, &recruit.Actor{CompanyID: c.ID, Roles: []string{recruit.RoleAdmin},
		CompanyApproved: true, EmailVerified: true})
	have, err := authSvc.Designations(actx)
	if err != nil {
		return err
	}
	if len(have) == 0 {
		for _, title := range []string{"Software Engineer", "Senior Engineer", "Engineering Manager", "Talent Partner", "Head of People", "Product Designer", "Data Scientist"} {
			if _, err := authSvc.AddDesignation(actx, title); err != nil {
				return fmt.Errorf("demo designation: %w", err)
			}
		}
	}
	fmt.Fprintf(out, "Demo logins (password %s):\n", Password)
	for _, u := range Users {
		if _, err := authSvc.EnsureUser(ctx, auth.UserSpec{
			CompanyID: c.ID, Email: u.Email, Name: u.Name, Roles: []string{u.Role}, Password: Password, Verified: true,
			AgencyName: u.Agency, Designation: u.Designation,
		}); err != nil {
			return fmt.Errorf("demo user %s: %w", u.Email, err)
		}
		fmt.Fprintf(out, "  %-28s %s\n", u.Email, recruit.RoleLabels[u.Role])
	}
	now := time.Now().UTC()
	_, toArchive, err := loadJobs(actx, svc, now)
	if err != nil {
		return fmt.Errorf("demo jobs: %w", err)
	}
	n, err := loadApplications(actx, svc, now, toArchive)
	if err != nil {
		return fmt.Errorf("demo candidates: %w", err)
	}
	fmt.Fprintf(out, "Demo candidates: %d (resumes are parsed by the workers of hirekit serve).\n", n)
	n, err = loadInterviews(actx, svc, now)
	if err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	fmt.Fprintf(out, "Demo interviews: %d.\n", n)
	if _, err := loadCareers(actx, svc, now); err != nil {
		return fmt.Errorf("demo careers page: %w", err)
	}
	jobs, err := svc.ATS.ListRequisitions(actx, ats.ListQuery{})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "Demo jobs: %d.\n", jobs.Total)
	if svc.Hub != nil {
		n, err := loadBoardJobs(actx, svc)
		if err != nil {
			return fmt.Errorf("demo talenthub jobs: %w", err)
		}
		fmt.Fprintf(out, "Demo talenthub board jobs: %d.\n", n)
	}
	if svc.Screening != nil {
		n, err := loadScreening(actx, svc)
		if err != nil {
			return fmt.Errorf("demo screening: %w", err)
		}
		if n > 0 {
			fmt.Fprintf(out, "Demo screening: %d resumes under %q (parsed by the workers of hirekit serve).\n", n, screeningJob)
		}
	}
	fmt.Fprintf(out, "Demo careers page: %s\n", svc.Careers.Site.URL(careers.LandingPath(Slug)))
	return nil
}
