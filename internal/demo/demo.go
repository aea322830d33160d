// Package demo loads the demo company "acme" and (as each issue adds its
// part) its users, jobs, candidates and interviews. Loading is idempotent:
// every step finds what is already there before creating it.
package demo

import (
	"context"
	"fmt"
	"io"

	"hirekit/internal/auth"
	"hirekit/internal/recruit"
)

// Slug is the demo company's slug.
const Slug = "acme"

// Password is every demo user's password.
const Password = "hirekit-demo"

// Users are the demo logins, one per role, in the order the README lists.
var Users = []struct {
	Email, Name, Role string
}{
	{"admin@demo.hirekit.test", "Asha Admin", recruit.RoleAdmin},
	{"ta@demo.hirekit.test", "Tara Recruiter", recruit.RoleTA},
	{"hm@demo.hirekit.test", "Hari Manager", recruit.RoleHiringManager},
	{"panel@demo.hirekit.test", "Priya Panel", recruit.RolePanel},
}

// Load creates whatever part of the demo data is missing, calling the
// owning domain packages, and describes it on out.
func Load(ctx context.Context, authSvc *auth.Service, out io.Writer) error {
	c, err := authSvc.EnsureCompany(ctx, "Acme Corporation", Slug, "ats")
	if err != nil {
		return fmt.Errorf("demo company: %w", err)
	}
	fmt.Fprintf(out, "Demo company %q (slug %s, id %d) is ready.\n", c.Name, c.Slug, c.ID)
	fmt.Fprintf(out, "Demo logins (password %s):\n", Password)
	for _, u := range Users {
		if _, err := authSvc.EnsureUser(ctx, auth.UserSpec{
			CompanyID: c.ID, Email: u.Email, Name: u.Name, Roles: []string{u.Role}, Password: Password, Verified: true,
		}); err != nil {
			return fmt.Errorf("demo user %s: %w", u.Email, err)
		}
		fmt.Fprintf(out, "  %-28s %s\n", u.Email, recruit.RoleLabels[u.Role])
	}
	return nil
}
