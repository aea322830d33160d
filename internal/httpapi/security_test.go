package httpapi_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/config"
	"hirekit/internal/httpapi"
	"hirekit/internal/sqldb"
)

// call serves one request through the whole handler with a chosen socket
// address and headers, as a reverse proxy or a remote attacker would send
// it.
func call(srv *apptest.Server, method, target, remote string, header map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	r.RemoteAddr = remote
	r.Host = "127.0.0.1:8080"
	for k, v := range header {
		if k == "Host" {
			r.Host = v
			continue
		}
		r.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, r)
	return rec
}

// TestDevMailboxIsLocalOnly is the security review's H1: the mailbox held
// every tenant's reset and invite links and opened to anyone when the
// server listened on loopback behind a proxy. Now it opens only to a
// caller on this machine directly, when turned on; otherwise to platform
// admins.
func TestDevMailboxIsLocalOnly(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		signUp(t, srv, "victim@a.test", "Victim Co")
		if resp := srv.Do(t, "POST", "/api/v1/users/forgot-password", "", map[string]string{"email": "victim@a.test"}); resp.Status != 200 {
			t.Fatalf("forgot: %d", resp.Status)
		}
		srv.WaitForMail(t, "victim@a.test", "Reset", "/reset-password/")
		const local, remote = "127.0.0.1:51000", "203.0.113.9:51000"
		for _, tc := range []struct {
			name   string
			remote string
			header map[string]string
			want   int
		}{
			{"LocalCaller", local, nil, 200},
			{"ErrRemoteCaller", remote, nil, 404},
			{"ErrBehindProxy", local, map[string]string{"X-Forwarded-For": "203.0.113.9"}, 404},
			{"ErrForwardedHeader", local, map[string]string{"Forwarded": "for=203.0.113.9"}, 404},
			{"ErrRebindingHost", local, map[string]string{"Host": "attacker.example:8080"}, 404},
		} {
			t.Run(tc.name, func(t *testing.T) {
				for _, path := range []string{"/api/v1/dev/mailbox?to=victim@a.test", "/dev/mailbox?to=victim@a.test"} {
					rec := call(srv, "GET", path, tc.remote, tc.header)
					if rec.Code != tc.want {
						t.Errorf("%s: %d, want %d", path, rec.Code, tc.want)
					}
					if leaked := strings.Contains(rec.Body.String(), "/reset-password/"); leaked != (tc.want == 200) {
						t.Errorf("%s: reset link shown = %v", path, leaked)
					}
				}
			})
		}
		t.Run("PlatformAdminFromAnywhere", func(t *testing.T) {
			token := apptest.MustPlatformAdmin(t, srv.App, "platform pass")
			rec := call(srv, "GET", "/api/v1/dev/mailbox?to=victim@a.test", remote, map[string]string{"Authorization": "Bearer " + token})
			if rec.Code != 200 {
				t.Errorf("platform admin: %d", rec.Code)
			}
			tm := apptest.MustTeam(t, srv.App, "other")
			rec = call(srv, "GET", "/api/v1/dev/mailbox?to=victim@a.test", remote, map[string]string{"Authorization": "Bearer " + tm.Tokens["company_admin"]})
			if rec.Code != 404 {
				t.Errorf("another company's admin: %d, want 404", rec.Code)
			}
		})
	})
}

// TestDevMailboxNeedsTurningOn checks a local caller is refused unless the
// operator set HIREKIT_DEV_MAILBOX=1.
func TestDevMailboxNeedsTurningOn(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{NoDevMailbox: true})
		signUp(t, srv, "ada@a.test", "A Co")
		for _, path := range []string{"/api/v1/dev/mailbox", "/dev/mailbox"} {
			if rec := call(srv, "GET", path, "127.0.0.1:5000", nil); rec.Code != http.StatusNotFound {
				t.Errorf("%s without HIREKIT_DEV_MAILBOX: %d, want 404", path, rec.Code)
			}
		}
	})
}

// TestNoRoleEscalation is the security review's H2: a TA invited a second
// account as Superuser, accepted it, and deactivated the real admins.
// Nobody grants a role they may not grant, an invite dies with its
// inviter's right, and a company keeps an active Superuser.
func TestNoRoleEscalation(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		admin := tm.Tokens["company_admin"]
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "ErrTAInvitesSuperuser", Role: "company_ta", Method: "POST", Path: "/api/v1/users/invite",
				Body: map[string]any{"email": "ta-alt@evil.test", "designation": "X", "roles": []string{"company_admin"}}, WantStatus: 403, WantBody: "You cannot give the role Superuser"},
			{Name: "TAInvitesInterviewer", Role: "company_ta", Method: "POST", Path: "/api/v1/users/invite",
				Body: map[string]any{"email": "panel2@alpha.test", "designation": "X", "roles": []string{"company_panel"}}, WantStatus: 200, WantBody: "panel2@alpha.test"},
		})
		link := srv.WaitForMail(t, "panel2@alpha.test", "invited", "/accept-invite/")
		// The TA who sent it is demoted before it is accepted: it dies.
		if resp := srv.Do(t, "PUT", fmt.Sprintf("/api/v1/users/%d/roles", tm.Users["company_ta"].ID), admin, map[string]any{"roles": []string{"company_employee"}}); resp.Status != 200 {
			t.Fatalf("demote: %d %s", resp.Status, resp.Body)
		}
		resp := srv.Do(t, "POST", "/api/v1/users/create-from-invite?token="+tokenOf(t, link), "", map[string]any{"password": "a good password", "privacy_policy": true})
		if resp.Status != 404 || !strings.Contains(resp.Body, "Invite not found") {
			t.Errorf("invite of a demoted TA accepted: %d %s", resp.Status, resp.Body)
		}
		t.Run("ErrLastSuperuser", func(t *testing.T) {
			root := apptest.MustPlatformAdmin(t, srv.App, "platform pass")
			q := fmt.Sprintf("?company_id=%d", tm.Company.ID)
			resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/users/%d/deactivate", tm.Users["company_admin"].ID)+q, root, nil)
			if resp.Status != 409 || !strings.Contains(resp.Body, "at least one active Superuser") {
				t.Errorf("deactivating the only Superuser: %d %s", resp.Status, resp.Body)
			}
			resp = srv.Do(t, "PUT", fmt.Sprintf("/api/v1/users/%d/roles", tm.Users["company_admin"].ID)+q, root, map[string]any{"roles": []string{"company_ta"}})
			if resp.Status != 409 {
				t.Errorf("demoting the only Superuser: %d %s", resp.Status, resp.Body)
			}
		})
	})
}

// TestLoginThrottleHoldsUnderRace is M1: parallel wrong passwords all got
// through while the count was read before and written after the slow
// password check. The attempt is now recorded with the count.
func TestLoginThrottleHoldsUnderRace(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		signUp(t, srv, "ada@a.test", "Company A")
		statuses := make(chan int, 40)
		var wg sync.WaitGroup
		for i := 0; i < 40; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses <- srv.Do(t, "POST", "/api/v1/login", "", map[string]any{"email": "ada@a.test", "password": "wrong horse"}).Status
			}()
		}
		wg.Wait()
		close(statuses)
		counts := map[int]int{}
		for s := range statuses {
			counts[s]++
		}
		if counts[400] != 10 || counts[429] != 30 {
			t.Errorf("40 parallel wrong passwords: %v, want exactly 10 tried (400) and 30 throttled (429)", counts)
		}
	})
}

// TestLockoutIsPerAddress is M2: ten bad passwords from anywhere kept a
// known user out everywhere, behind a proxy even the whole install. The
// count is per address (the client from HIREKIT_TRUSTED_PROXIES), and a
// successful reset clears it.
func TestLockoutIsPerAddress(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}})
		signUp(t, srv, "ada@a.test", "Company A")
		login := func(client, password string) int {
			r := httptest.NewRequest("POST", "/api/v1/login", strings.NewReader(`{"email":"ada@a.test","password":"`+password+`"}`))
			r.Header.Set("Content-Type", "application/json")
			r.RemoteAddr = "10.1.2.3:443" // the proxy
			r.Header.Set("X-Forwarded-For", "198.51.100.7, "+client)
			rec := httptest.NewRecorder()
			srv.Handler().ServeHTTP(rec, r)
			return rec.Code
		}
		for i := 0; i < 10; i++ {
			login("203.0.113.66", "wrong horse")
		}
		if code := login("203.0.113.66", "correct horse"); code != 429 {
			t.Errorf("the attacker's address after 10 failures: %d, want 429", code)
		}
		if code := login("192.0.2.10", "correct horse"); code != 200 {
			t.Errorf("the user from her own address: %d, want 200 (not locked out by someone else)", code)
		}
		// A reset clears the failures of the email.
		if resp := srv.Do(t, "POST", "/api/v1/users/forgot-password", "", map[string]string{"email": "ada@a.test"}); resp.Status != 200 {
			t.Fatal(resp.Body)
		}
		link := srv.WaitForMail(t, "ada@a.test", "Reset", "/reset-password/")
		if resp := srv.Do(t, "POST", "/api/v1/users/reset-password", "", map[string]string{"reset_password_token": tokenOf(t, link), "password": "brand new horse"}); resp.Status != 200 {
			t.Fatalf("reset: %d %s", resp.Status, resp.Body)
		}
		if code := login("203.0.113.66", "brand new horse"); code != 200 {
			t.Errorf("after a reset: %d, want 200", code)
		}
	})
}

// TestPublicEndpointsAreRateLimited is L1 and L8: sign-up, forgot and reset
// password and accepting an invite are limited per address, a bad token is
// refused before any password is hashed, and the current-password check
// is throttled like sign-in.
func TestPublicEndpointsAreRateLimited(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		var last apptest.Response
		for i := 0; i < 11; i++ {
			last = srv.Do(t, "POST", "/api/v1/users/forgot-password", "", map[string]string{"email": fmt.Sprintf("x%d@a.test", i)})
		}
		if last.Status != 429 {
			t.Errorf("11th forgot-password in an hour: %d, want 429", last.Status)
		}
		for i := 0; i < 21; i++ {
			last = srv.Do(t, "POST", "/api/v1/users/reset-password", "", map[string]string{"reset_password_token": "not-a-real-token-at-all", "password": "a fine password"})
		}
		if last.Status != 429 {
			t.Errorf("21st reset in an hour: %d, want 429", last.Status)
		}
		sess := signUp(t, srv, "bob@b.test", "B Co")
		for i := 0; i < 10; i++ {
			srv.Do(t, "POST", "/api/v1/profile/password", sess.Token, map[string]string{"current_password": "guess", "new_password": "a new password"})
		}
		resp := srv.Do(t, "POST", "/api/v1/profile/password", sess.Token, map[string]string{"current_password": "correct horse", "new_password": "a new password"})
		if resp.Status != 429 {
			t.Errorf("current password after 10 wrong guesses: %d, want 429", resp.Status)
		}
	})
}

// TestNoTokenReachesTheLog is M4 of review 2 and M3 of review 3: mailed
// links carry their token in the path (the /layoffs consent link was
// missed) or the query. It sweeps every API route of routes.go and every
// page of the web app's route table, with a recognisable token in each
// token parameter and in each secret query parameter, and looks for the
// token in everything logged. Pages with a secret send no Referer.
func TestNoTokenReachesTheLog(t *testing.T) {
	t.Parallel()
	const secret = "S3CR3TT0K3Nzz"
	var log strings.Builder
	srv := httpapi.NewServer(httpapi.Deps{Logger: slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	query := "?token=" + secret + "&scheduling_token=" + secret + "&code=" + secret + "&state=" + secret + "&passcode=" + secret
	param := regexp.MustCompile(`\{[^}]+\}`)
	fill := func(p string) string {
		return param.ReplaceAllStringFunc(p, func(seg string) string {
			if strings.Contains(strings.ToLower(seg), "token") {
				return secret
			}
			return "1"
		})
	}
	var urls []string
	for _, rt := range srv.Routes() {
		urls = append(urls, rt.Method+" "+fill(strings.TrimSuffix(rt.Path, "{$}"))+query)
	}
	table, err := os.ReadFile("../../web/src/app/route-table.ts")
	if err != nil {
		t.Fatal(err)
	}
	tokened := 0
	for _, m := range regexp.MustCompile(`path: '([^']+)'`).FindAllStringSubmatch(string(table), -1) {
		p := regexp.MustCompile(`:(\w+)\??`).ReplaceAllString(m[1], "{$1}")
		if strings.Contains(strings.ToLower(p), "token}") {
			tokened++
			{
				r := httptest.NewRecorder()
				srv.ServeHTTP(r, httptest.NewRequest("GET", fill(p), nil))
				if got := r.Header().Get("Referrer-Policy"); got != "no-referrer" {
					t.Errorf("%s: Referrer-Policy %q, want no-referrer", p, got)
				}
			}
		}
		urls = append(urls, "GET "+fill(p), "GET "+fill(p)+"/", "GET "+fill(p)+query)
	}
	if tokened < 5 {
		t.Fatalf("found %d tokened pages in route-table.ts, want at least 5 (has the table moved?)", tokened)
	}
	for _, u := range urls {
		method, target, _ := strings.Cut(u, " ")
		srv.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(method, target, strings.NewReader("{}")))
	}
	if strings.Contains(log.String(), secret) {
		for _, line := range strings.Split(log.String(), "\n") {
			if strings.Contains(line, secret) {
				t.Errorf("a token reached the log: %s", line)
			}
		}
	}
	for _, want := range []string{"/reset-password/[redacted]", "/layoffs/consent/[redacted]", "/talenthub/email-preferences/[redacted]"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the redacted path %s is missing", want)
		}
	}
	r := httptest.NewRecorder()
	srv.ServeHTTP(r, httptest.NewRequest("GET", "/candidate-self-schedule/abc?scheduling_token="+secret, nil))
	if got := r.Header().Get("Referrer-Policy"); got != "no-referrer" {
		t.Errorf("self-schedule page: Referrer-Policy %q, want no-referrer", got)
	}
	r = httptest.NewRecorder()
	srv.ServeHTTP(r, httptest.NewRequest("GET", "/layoffs", nil))
	if got := r.Header().Get("Referrer-Policy"); got != "strict-origin-when-cross-origin" {
		t.Errorf("/layoffs: Referrer-Policy %q, want strict-origin-when-cross-origin", got)
	}
}

// TestUnapprovedCompanyWaits is M6: approval and verification were loaded
// but never enforced, so an unapproved company could send invite mail from
// the install and upload files. It signs in and sees its context, and
// can prepare a job, but invites, candidates and publishing wait.
func TestUnapprovedCompanyWaits(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		off := false
		srv := apptest.NewServer(t, db, apptest.ServerOptions{AutoApprove: &off})
		sess := signUp(t, srv, "owner@bank.test", "Your Bank Ltd")
		apptest.MustVerifyEmail(t, srv.App, "owner@bank.test")
		tok := sess.Token
		if resp := srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", tok, nil); resp.Status != 200 || !strings.Contains(resp.Body, `"company_approved":false`) {
			t.Errorf("context: %d %s", resp.Status, resp.Body)
		}
		job := createJob(t, srv, tok, jobBody("Teller", nil))
		waits := "Your company is waiting for approval"
		srv.Run(t, &apptest.Team{Tokens: map[string]string{"company_admin": tok}}, []apptest.Scenario{
			{Name: "ErrInvite", Role: "company_admin", Method: "POST", Path: "/api/v1/users/invite",
				Body: map[string]any{"email": "x@victim.test", "designation": "X", "roles": []string{"company_ta"}}, WantStatus: 403, WantBody: waits},
			{Name: "ErrInviteAgency", Role: "company_admin", Method: "POST", Path: "/api/v1/agencies/invite",
				Body: map[string]any{"agency_name": "X", "email": "x@victim.test"}, WantStatus: 403, WantBody: waits},
			{Name: "ErrPublish", Role: "company_admin", Method: "POST", Path: fmt.Sprintf("/api/v1/requisitions/%d/publish", job.ID), WantStatus: 403, WantBody: waits},
			{Name: "JobWithoutPublish", Role: "company_admin", Method: "GET", Path: fmt.Sprintf("/api/v1/requisitions/%d", job.ID), WantStatus: 200, WantBody: `"allowed_actions":["edit","archive"]`},
		})
		if n := count(t, db, "SELECT count(*) FROM mail_messages WHERE to_address = 'x@victim.test'"); n != 0 {
			t.Errorf("%d mails sent for an unapproved company", n)
		}
		resp := srv.Upload(t, "/api/v1/candidate-applications", tok, map[string]string{"requisition_id": fmt.Sprint(job.ID), "name": "A", "email": "a@a.test"}, "", "", nil)
		if resp.Status != 403 || !strings.Contains(resp.Body, waits) {
			t.Errorf("adding a candidate: %d %s", resp.Status, resp.Body)
		}
	})
}

// TestSecurityHeaders is L10: every answer carries the headers that hold
// whatever the handler does, the app its strict policy, and HSTS comes
// with TLS.
func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	spa := fstest.MapFS{"index.html": {Data: []byte("<html><head><!--seo--></head><body></body></html>")}}
	plain := httpapi.NewServer(httpapi.Deps{SPA: spa})
	for _, tc := range []struct {
		path, csp string
	}{
		{"/api/v1/nothing", "default-src 'none'"},
		{"/healthz", "default-src 'none'"},
		{"/jobs", "script-src 'self'"},
	} {
		rec := httptest.NewRecorder()
		plain.ServeHTTP(rec, httptest.NewRequest("GET", tc.path, nil))
		h := rec.Header()
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "strict-origin-when-cross-origin" ||
			!strings.Contains(h.Get("Content-Security-Policy"), tc.csp) || !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
			t.Errorf("%s: headers %v", tc.path, h)
		}
		if h.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS over plain HTTP", tc.path)
		}
	}
	tls := httpapi.NewServer(httpapi.Deps{Config: config.Config{BaseURL: "https://hire.example.com"}})
	rec := httptest.NewRecorder()
	tls.ServeHTTP(rec, httptest.NewRequest("GET", "/healthz", nil))
	if !strings.HasPrefix(rec.Header().Get("Strict-Transport-Security"), "max-age=") {
		t.Errorf("no HSTS behind https: %v", rec.Header())
	}
}

// TestActingForACompanyIsAudited is L3: a platform admin's company_id
// switch on any request left no trace.
func TestActingForACompanyIsAudited(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		root := apptest.MustPlatformAdmin(t, srv.App, "platform pass")
		for i := 0; i < 3; i++ {
			if resp := srv.Do(t, "GET", fmt.Sprintf("/api/v1/requisitions?company_id=%d", tm.Company.ID), root, nil); resp.Status != 200 {
				t.Fatalf("acting: %d %s", resp.Status, resp.Body)
			}
		}
		if n := count(t, db, "SELECT count(*) FROM audit_log WHERE action = 'company.act_for' AND company_id = ?", tm.Company.ID); n != 1 {
			t.Errorf("%d audit rows for three requests in a day, want 1", n)
		}
		if resp := srv.Do(t, "GET", "/api/v1/requisitions?company_id=999999", root, nil); resp.Status != 404 {
			t.Errorf("acting for a company that does not exist: %d", resp.Status)
		}
		if resp := srv.Do(t, "POST", "/api/v1/login", "", map[string]any{"email": "root@hirekit.test", "password": "platform pass", "remember_me": true}); !strings.Contains(resp.Body, "token") {
			t.Fatalf("login: %s", resp.Body)
		} else {
			var out struct {
				Data struct {
					Token string `json:"token"`
				} `json:"data"`
			}
			resp.JSON(t, &out)
			if exp := tokenExpiry(t, out.Data.Token); exp.Sub(time.Now()) > 25*time.Hour {
				t.Errorf("a platform admin's remembered session lasts until %v, want at most a day", exp)
			}
		}
	})
}

// tokenExpiry reads the exp claim of a session token.
func tokenExpiry(t *testing.T, token string) time.Time {
	t.Helper()
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		t.Fatalf("token %q", token)
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	var claims struct {
		Exp int64 `json:"exp"`
	}
	if err := json.Unmarshal(raw, &claims); err != nil {
		t.Fatal(err)
	}
	return time.Unix(claims.Exp, 0)
}
