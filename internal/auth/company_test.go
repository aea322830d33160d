package auth_test

import (
	"context"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestSlugify(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"Acme Inc.":            "acme-inc",
		"  Zoë's Café & Bar ":  "zoe-s-cafe-bar",
		"91 Square Feet":       "91-square-feet",
		"東京":                   "",
		"The---Better___India": "the-better-india",
	}
	for in, want := range tests {
		if got := auth.Slugify(in); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", in, got, want)
		}
	}
	for _, slug := range []string{"api", "healthz", "robots.txt", "", "Acme", "a b"} {
		if auth.ValidSlug(slug) {
			t.Errorf("ValidSlug(%q) = true, want false", slug)
		}
	}
}

func TestEnsureCompany(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		svc := &auth.Service{DB: db}
		first, err := svc.EnsureCompany(ctx, "Acme", "acme", "ats")
		if err != nil {
			t.Fatal(err)
		}
		again, err := svc.EnsureCompany(ctx, "Acme renamed", "acme", "ats")
		if err != nil {
			t.Fatal(err)
		}
		if again.ID != first.ID || again.Name != "Acme" || first.ApprovedAt == nil {
			t.Errorf("second EnsureCompany = %+v, want the first %+v unchanged", again, first)
		}
		if _, err := svc.EnsureCompany(ctx, "API", "api", "ats"); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("reserved slug: err = %v, want EINVALID", err)
		}
		if _, err := svc.CompanyBySlug(ctx, "nope"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("CompanyBySlug(nope) = %v, want ENOTFOUND", err)
		}
	})
}

func TestEnsureUser(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		svc := &auth.Service{DB: db}
		c, _ := svc.EnsureCompany(ctx, "Acme", "acme", "ats")
		spec := auth.UserSpec{CompanyID: c.ID, Email: "TA@Acme.test", Name: "Tara", Roles: []string{recruit.RoleTA}, Password: "hirekit-demo", Verified: true}
		first, err := svc.EnsureUser(ctx, spec)
		if err != nil {
			t.Fatal(err)
		}
		spec.Password = "changed-password"
		again, err := svc.EnsureUser(ctx, spec)
		if err != nil || again.ID != first.ID {
			t.Fatalf("second EnsureUser = %+v, %v; want the same user", again, err)
		}
		sess, err := svc.Login(ctx, "ta@acme.test", "hirekit-demo", false, "127.0.0.1")
		if err != nil {
			t.Fatalf("login with the first password: %v", err)
		}
		if sess.User.Email != "ta@acme.test" || sess.User.EmailVerifiedAt == nil || sess.Company.ID != c.ID {
			t.Errorf("session = %+v", sess)
		}
		spec.Roles = []string{"wizard"}
		spec.Email = "other@acme.test"
		if _, err := svc.EnsureUser(ctx, spec); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("unknown role: err = %v, want EINVALID", err)
		}
	})
}
