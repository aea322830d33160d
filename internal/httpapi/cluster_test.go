package httpapi_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestTwoProcesses runs two Hirekit servers on one database, each with its
// own database handle as two processes behind a proxy would have (B serves
// without workers, like `serve --no-workers`), and checks that what one
// counts or changes holds in the other: the login throttle, a public rate
// limit, a one-time token, and a session ended by deactivation (refused by
// B at once on SQLite, where the auth epoch is read with each session
// check; on PostgreSQL as soon as B hears NOTIFY hirekit_auth, asserted
// within 5 s).
func TestTwoProcesses(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewServer(t, db, apptest.ServerOptions{})
		b := apptest.NewServer(t, apptest.OpenAgain(t, db), apptest.ServerOptions{NoWorkers: true})
		servers := []*apptest.Server{a, b}
		tm := apptest.MustTeam(t, a.App, "alpha")
		owner := "owner@alpha.test"

		t.Run("LoginThrottleHolds", func(t *testing.T) {
			wrong := map[string]any{"email": owner, "password": "wrong horse"}
			for i := range 10 {
				if resp := servers[i%2].Do(t, "POST", "/api/v1/login", "", wrong); resp.Status != 400 {
					t.Fatalf("failure %d: %d %s, want 400", i+1, resp.Status, resp.Body)
				}
			}
			for n, srv := range servers {
				if resp := srv.Do(t, "POST", "/api/v1/login", "", wrong); resp.Status != 429 {
					t.Errorf("server %d after 10 failures split across both: %d %s, want 429", n, resp.Status, resp.Body)
				}
			}
		})

		t.Run("RateLimitHolds", func(t *testing.T) {
			// forgot_password: 10 an hour from one address.
			body := map[string]string{"email": "nobody@alpha.test"}
			for i := range 10 {
				if resp := servers[i%2].Do(t, "POST", "/api/v1/users/forgot-password", "", body); resp.Status != 200 {
					t.Fatalf("request %d: %d %s, want 200", i+1, resp.Status, resp.Body)
				}
			}
			for n, srv := range servers {
				if resp := srv.Do(t, "POST", "/api/v1/users/forgot-password", "", body); resp.Status != 429 {
					t.Errorf("server %d after 10 requests split across both: %d %s, want 429", n, resp.Status, resp.Body)
				}
			}
		})

		t.Run("SessionEndsEverywhere", func(t *testing.T) {
			ta := tm.Tokens[recruit.RoleTA]
			path := "/api/v1/notifications/get-unread-count"
			deadline := time.Now().Add(10 * time.Second)
			for !a.Auth.SessionCacheOn() || !b.Auth.SessionCacheOn() {
				if time.Now().After(deadline) {
					t.Fatal("the session caches never turned on")
				}
				time.Sleep(5 * time.Millisecond)
			}
			// B has the user cached.
			for range 3 {
				if resp := b.Do(t, "GET", path, ta, nil); resp.Status != 200 {
					t.Fatalf("before: %d %s", resp.Status, resp.Body)
				}
			}
			if _, err := a.Auth.SetActive(tm.Ctx(t, recruit.RoleAdmin), tm.Users[recruit.RoleTA].ID, false); err != nil {
				t.Fatal(err)
			}
			if db.Engine == sqldb.Postgres {
				deadline = time.Now().Add(5 * time.Second)
				for b.Do(t, "GET", path, ta, nil).Status == 200 && time.Now().Before(deadline) {
					time.Sleep(5 * time.Millisecond)
				}
			}
			if resp := b.Do(t, "GET", path, ta, nil); resp.Status != 401 {
				t.Errorf("B after A deactivated the user: %d %s, want 401", resp.Status, resp.Body)
			}
		})

		t.Run("ResetTokenUsedOnce", func(t *testing.T) {
			// This address's forgot_password budget went on RateLimitHolds:
			// ask through the service, from another address.
			email := tm.Users[recruit.RolePanel].Email
			if err := a.Auth.ForgotPassword(context.Background(), email, "192.0.2.1"); err != nil {
				t.Fatal(err)
			}
			link := a.WaitForMail(t, email, "Reset your Hirekit password", "/reset-password/")
			token := link[strings.LastIndex(link, "/")+1:]
			body := map[string]string{"password": "a new password", "reset_password_token": token}
			if resp := b.Do(t, "POST", "/api/v1/users/reset-password", "", body); resp.Status != 200 {
				t.Fatalf("reset on B: %d %s", resp.Status, resp.Body)
			}
			if resp := a.Do(t, "POST", "/api/v1/users/reset-password", "", body); resp.Status != 400 {
				t.Errorf("the same token again on A: %d %s, want 400", resp.Status, resp.Body)
			}
		})
	})
}
