package httpapi_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestTalenthubSignIn follows the web app's calls: the options, a code,
// login's 404, registration, the session, and who may read what.
func TestTalenthubSignIn(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		ctx := context.Background()

		r := srv.Do(t, "GET", "/api/v1/talenthub/sign-in-options", "", nil)
		if r.Status != 200 || !strings.Contains(r.Body, `"google":null`) || !strings.Contains(r.Body, `"email_code":true`) {
			t.Fatalf("options: %d %s", r.Status, r.Body)
		}
		if r = srv.Do(t, "POST", "/api/v1/talenthub/candidates/send-code", "", map[string]string{"email": "zoe@example.com"}); r.Status != 200 {
			t.Fatalf("send code: %d %s", r.Status, r.Body)
		}
		msgs, err := srv.Mailer.Mailbox(ctx, "zoe@example.com", 1)
		if err != nil || len(msgs) != 1 {
			t.Fatalf("mail: %v %v", msgs, err)
		}
		code := regexp.MustCompile(`\b\d{6}\b`).FindString(msgs[0].Text)

		r = srv.Do(t, "POST", "/api/v1/talenthub/candidates/login", "", map[string]string{"email": "zoe@example.com", "code": code})
		if r.Status != 404 {
			t.Fatalf("login without an account: %d %s, want 404", r.Status, r.Body)
		}
		reg := map[string]any{"email": "zoe@example.com", "code": code, "name": "Zoe", "username": "zoe", "accept_terms": false}
		if r = srv.Do(t, "POST", "/api/v1/talenthub/candidates", "", reg); r.Status != 400 || !strings.Contains(r.Body, "Please accept the terms!") {
			t.Fatalf("no terms: %d %s", r.Status, r.Body)
		}
		reg["accept_terms"] = true
		r = srv.Do(t, "POST", "/api/v1/talenthub/candidates", "", reg)
		if r.Status != 200 {
			t.Fatalf("register: %d %s", r.Status, r.Body)
		}
		var out struct {
			Data struct {
				Token     string `json:"token"`
				Candidate struct {
					Username string   `json:"username"`
					Roles    []string `json:"roles"`
				} `json:"candidate"`
			} `json:"data"`
		}
		r.JSON(t, &out)
		if out.Data.Token == "" || out.Data.Candidate.Username != "zoe" || len(out.Data.Candidate.Roles) != 1 || out.Data.Candidate.Roles[0] != "talenthub_candidate" {
			t.Fatalf("got %+v", out.Data)
		}
		token := out.Data.Token
		if r = srv.Do(t, "GET", "/api/v1/talenthub/candidate/session", token, nil); r.Status != 200 || !strings.Contains(r.Body, `"email":"zoe@example.com"`) {
			t.Fatalf("session: %d %s", r.Status, r.Body)
		}
		if r = srv.Do(t, "GET", "/api/v1/talenthub/candidate/applications", token, nil); r.Status != 200 || !strings.Contains(r.Body, `"applications":[]`) {
			t.Fatalf("applications: %d %s", r.Status, r.Body)
		}
		if r = srv.Do(t, "POST", "/api/v1/talenthub/candidate/mark-referral", token, map[string]string{"ref": "zoe"}); r.Status != 200 || !strings.Contains(r.Body, `"recorded":false`) {
			t.Fatalf("self referral: %d %s", r.Status, r.Body)
		}

		t.Run("ErrOthers", func(t *testing.T) {
			tm := apptest.MustTeam(t, srv.App, "acme")
			for _, p := range []string{"/api/v1/talenthub/candidate/session", "/api/v1/talenthub/candidate/applications"} {
				if r := srv.Do(t, "GET", p, tm.Tokens[recruit.RoleAdmin], nil); r.Status != 403 {
					t.Errorf("company admin on %s: %d, want 403", p, r.Status)
				}
				if r := srv.Do(t, "GET", p, "", nil); r.Status != 401 {
					t.Errorf("nobody on %s: %d, want 401", p, r.Status)
				}
			}
			// A talenthub token opens no company route.
			if r := srv.Do(t, "GET", "/api/v1/dashboard", token, nil); r.Status != 403 {
				t.Errorf("talenthub candidate on the dashboard: %d, want 403", r.Status)
			}
		})
		t.Run("ErrGoogleNotConfigured", func(t *testing.T) {
			r := srv.Do(t, "POST", "/api/v1/talenthub/candidates/login", "", map[string]string{"email": "zoe@example.com", "access_token": "x.y.z"})
			if r.Status != 400 || !strings.Contains(r.Body, "Unable to authenticate with Google!") {
				t.Fatalf("got %d %s", r.Status, r.Body)
			}
		})
	})
}
