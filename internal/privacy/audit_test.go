package privacy_test

import (
	"slices"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/careers"
	"hirekit/internal/privacy"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestAuditLogRecordsAdminActions: a role change, a deactivation, a
// feature flag and the careers page settings each leave a line, newest
// first, with who did it; the log is the company's own (another
// company's superuser sees none of it) and a superuser's only.
func TestAuditLogRecordsAdminActions(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		beta := apptest.MustTeam(t, a, "beta")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		if _, err := a.Auth.SetRoles(admin, tm.Users[recruit.RolePanel].ID, []string{recruit.RolePanel, recruit.RoleTA}); err != nil {
			t.Fatal(err)
		}
		if _, err := a.Auth.SetActive(admin, tm.Users[recruit.RoleEmployee].ID, false); err != nil {
			t.Fatal(err)
		}
		if _, err := a.Auth.SetFeature(admin, "ats", recruit.FeatureReferral, false); err != nil {
			t.Fatal(err)
		}
		if _, err := a.Careers.SavePage(admin, careers.DefaultSettings()); err != nil {
			t.Fatal(err)
		}
		entries, total, err := a.Privacy.AuditLog(admin, 1, 20)
		if err != nil {
			t.Fatal(err)
		}
		var actions []string
		for _, e := range entries {
			actions = append(actions, e.Action)
			if e.UserEmail != "owner@alpha.test" {
				t.Errorf("%s by %q, want the owner", e.Action, e.UserEmail)
			}
		}
		want := []string{privacy.ActionCareersPage, "company.feature", "user.deactivate", "user.roles"}
		if total != len(want) || !slices.Equal(actions, want) {
			t.Errorf("actions = %v (total %d), want %v", actions, total, want)
		}
		// Paging: one line a page.
		page2, _, err := a.Privacy.AuditLog(admin, 2, 1)
		if err != nil || len(page2) != 1 || page2[0].Action != "company.feature" {
			t.Errorf("page 2 of 1 = %+v (%v)", page2, err)
		}
		other, total, err := a.Privacy.AuditLog(beta.Ctx(t, recruit.RoleAdmin), 1, 20)
		if err != nil || total != 0 || len(other) != 0 {
			t.Errorf("beta's log = %+v (%d, %v), want empty", other, total, err)
		}
		if _, _, err := a.Privacy.AuditLog(tm.Ctx(t, recruit.RoleTA), 1, 20); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("a TA: got %v, want EFORBIDDEN", err)
		}
		if _, _, err := a.Privacy.AuditLog(admin, 0, 20); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("page 0: got %v, want EINVALID", err)
		}
	})
}
