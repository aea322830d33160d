// Package demo loads the demo company "acme" and (as each issue adds its
// part) its users, jobs, candidates and interviews. Loading is idempotent:
// every step finds what is already there before creating it.
package demo

import (
	"context"
	"fmt"
	"io"

	"hirekit/internal/auth"
	"hirekit/internal/sqldb"
)

// Slug is the demo company's slug.
const Slug = "acme"

// Load creates whatever part of the demo data is missing, calling the
// owning domain packages, and describes it on out.
func Load(ctx context.Context, db *sqldb.DB, out io.Writer) error {
	authSvc := &auth.Service{DB: db}
	c, err := authSvc.EnsureCompany(ctx, "Acme Corporation", Slug, "ats")
	if err != nil {
		return fmt.Errorf("demo company: %w", err)
	}
	fmt.Fprintf(out, "Demo company %q (slug %s, id %d) is ready.\n", c.Name, c.Slug, c.ID)
	return nil
}
