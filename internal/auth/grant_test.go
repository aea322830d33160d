package auth_test

import (
	"context"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestGrantRoles checks nobody gives a role they may not grant: a TA
// invites TAs, hiring managers, interviewers and employees, never a
// Superuser; an admin grants every company role; agency and platform admin
// are never granted.
func TestGrantRoles(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		ta, admin := tm.Ctx(t, recruit.RoleTA), tm.Ctx(t, recruit.RoleAdmin)
		for _, tc := range []struct {
			name  string
			as    string
			roles []string
			want  string
		}{
			{"TAInvitesPanel", recruit.RoleTA, []string{recruit.RolePanel, recruit.RoleHiringManager}, ""},
			{"ErrTAInvitesAdmin", recruit.RoleTA, []string{recruit.RoleAdmin}, recruit.EFORBIDDEN},
			{"AdminInvitesAdmin", recruit.RoleAdmin, []string{recruit.RoleAdmin}, ""},
			{"ErrAgencyByInvite", recruit.RoleAdmin, []string{recruit.RoleAgency}, recruit.EINVALID},
			{"ErrPlatformAdminByInvite", recruit.RoleAdmin, []string{recruit.RolePlatformAdmin}, recruit.EINVALID},
		} {
			t.Run(tc.name, func(t *testing.T) {
				ctx := ta
				if tc.as == recruit.RoleAdmin {
					ctx = admin
				}
				_, err := a.Auth.InviteUser(ctx, auth.InviteUserInput{Email: tc.name + "@x.test", Designation: "Engineer", Roles: tc.roles})
				if code := recruit.ErrorCode(err); code != tc.want {
					t.Errorf("got %v (%s), want %q", err, code, tc.want)
				}
			})
		}
		if got := recruit.ActorFrom(ta).GrantableRoles(); len(got) != 4 {
			t.Errorf("a TA may grant %v, want TA, hiring manager, interviewer, employee", got)
		}
		if _, err := a.Auth.SetRoles(admin, tm.Users[recruit.RolePanel].ID, []string{recruit.RoleTA}); err != nil {
			t.Errorf("admin changing roles: %v", err)
		}
	})
}

// TestPurge checks the daily purge removes throttle counts and spent
// tokens once they are past use, and keeps what is recent.
func TestPurge(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		ctx := context.Background()
		if _, err := a.Auth.Login(ctx, tm.Users[recruit.RoleTA].Email, "wrong password", false, "203.0.113.1"); err == nil {
			t.Fatal("wrong password accepted")
		}
		count := func() int {
			var n int
			if err := db.Read.NewRaw("SELECT count(*) FROM login_failures").Scan(ctx, &n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		if err := a.Auth.Purge(ctx, time.Now()); err != nil || count() != 1 {
			t.Fatalf("a fresh failure purged: %v, %d left", err, count())
		}
		if err := a.Auth.Purge(ctx, time.Now().Add(25*time.Hour)); err != nil || count() != 0 {
			t.Errorf("a day-old failure kept: %v, %d left", err, count())
		}
	})
}
