package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/config"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

type apiCase struct {
	name       string
	body       any
	wantStatus int
	wantBody   string
}

func signUp(t *testing.T, srv *apptest.Server, email, company string) apiv1.Session {
	t.Helper()
	resp := srv.Do(t, "POST", "/api/v1/company", "", map[string]any{
		"user":    map[string]string{"email": email, "password": "correct horse", "phone_number": "+91 98765 43210"},
		"company": map[string]string{"name": company},
		"product": "ats",
	})
	if resp.Status != 200 {
		t.Fatalf("sign up %s: %d %s", email, resp.Status, resp.Body)
	}
	var out apiv1.Envelope[apiv1.Session]
	resp.JSON(t, &out)
	return out.Data
}

func count(t *testing.T, db *sqldb.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Read.NewRaw(query, args...).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRegister(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		body := func(email, password, phone, company, product string) map[string]any {
			return map[string]any{
				"user":    map[string]string{"email": email, "password": password, "phone_number": phone},
				"company": map[string]string{"name": company},
				"product": product,
			}
		}
		signUp(t, srv, "taken@acme.test", "Taken Inc")
		for _, tc := range []apiCase{
			{"ErrMissingEmail", body("", "correct horse", "9876543210", "Acme", "ats"), 400, `"Please fill all the fields!"`},
			{"ErrMissingPassword", body("a@b.test", "", "9876543210", "Acme", "ats"), 400, `"Please fill all the fields!"`},
			{"ErrMissingPhone", body("a@b.test", "correct horse", "", "Acme", "ats"), 400, `"Please fill all the fields!"`},
			{"ErrMissingCompany", body("a@b.test", "correct horse", "9876543210", "  ", "ats"), 400, `"Please fill all the fields!"`},
			{"ErrShortPhone", body("a@b.test", "correct horse", "98765", "Acme", "ats"), 400, `{"phone_number":["Please enter a valid phone number!"]}`},
			{"ErrPhoneFewDigits", body("a@b.test", "correct horse", "+1-(800)-ABC-DEFG", "Acme", "ats"), 400, `"Please enter a valid phone number!"`},
			{"ErrBadEmail", body("not-an-email", "correct horse", "9876543210", "Acme", "ats"), 400, `{"email":["Please enter a valid email address"]}`},
			{"ErrShortPassword", body("a@b.test", "short", "9876543210", "Acme", "ats"), 400, `{"password":["Password must be at least 8 characters"]}`},
			{"ErrLongPassword", body("a@b.test", strings.Repeat("p", 73), "9876543210", "Acme", "ats"), 400, `"Password must be at most 72 bytes"`},
			{"ErrProduct", body("a@b.test", "correct horse", "9876543210", "Acme", "crm"), 400, `"product"`},
			{"ErrDuplicateEmail", body("TAKEN@acme.test", "correct horse", "9876543210", "Other", "ats"), 400, `{"email":["An account with this email already exists"]}`},
			{"ErrMalformedJSON", `{"user": {"email": `, 400, `"Invalid JSON body"`},
			{"ErrWrongType", `{"user": {"email": 5}}`, 400, `"error_messages"`},
			{"ErrOversized", `{"company":{"name":"` + strings.Repeat("x", 1<<20) + `"}}`, 413, `"Request body too large"`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				before := count(t, db, "SELECT count(*) FROM companies")
				resp := srv.Do(t, "POST", "/api/v1/company", "", tc.body)
				if resp.Status != tc.wantStatus || !strings.Contains(resp.Body, tc.wantBody) {
					t.Errorf("got %d %.300s, want %d with %s", resp.Status, resp.Body, tc.wantStatus, tc.wantBody)
				}
				if after := count(t, db, "SELECT count(*) FROM companies"); after != before {
					t.Errorf("companies went from %d to %d: a refused sign-up wrote a company", before, after)
				}
			})
		}
		t.Run("OK", func(t *testing.T) {
			sess := signUp(t, srv, "Founder@Example.COM", "Zoë's Café")
			if sess.Token == "" || sess.User.Email != "founder@example.com" || sess.User.Name != "founder" ||
				len(sess.User.Roles) != 1 || sess.User.Roles[0] != "company_admin" || sess.User.EmailVerified {
				t.Errorf("session = %+v", sess)
			}
			if sess.Company == nil || sess.Company.Slug != "zoe-s-cafe" || !sess.Company.Approved || sess.Company.Name != "Zoë's Café" {
				t.Errorf("company = %+v", sess.Company)
			}
			again := signUp(t, srv, "second@example.com", "Zoë's Café")
			if again.Company.Slug != "zoe-s-cafe-2" {
				t.Errorf("second slug = %q, want zoe-s-cafe-2", again.Company.Slug)
			}
			link := srv.WaitForMail(t, "founder@example.com", "Verify your email", "/email-verify/")
			if !strings.HasPrefix(link, srv.Config.BaseURL+"/email-verify/") {
				t.Errorf("verify link = %q", link)
			}
		})
	})
}

func TestRegisterWithoutAutoApprove(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		off := false
		srv := apptest.NewServer(t, db, apptest.ServerOptions{AutoApprove: &off})
		sess := signUp(t, srv, "wait@example.com", "Waiting Ltd")
		if sess.Company.Approved {
			t.Error("company approved at sign-up with auto-approve off")
		}
		var ctx apiv1.Envelope[apiv1.UnreadCount]
		srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", sess.Token, nil).JSON(t, &ctx)
		if ctx.Data.User.CompanyApproved {
			t.Error("context says approved")
		}
	})
}

func TestLoginAndSession(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := signUp(t, srv, "ada@a.test", "Company A")
		b := signUp(t, srv, "bob@b.test", "Company B")
		for _, tc := range []apiCase{
			{"ErrEmpty", map[string]any{"email": "", "password": ""}, 400, `"Please enter email and password"`},
			{"ErrWrongPassword", map[string]any{"email": "ada@a.test", "password": "wrong horse"}, 400, `"Invalid email or password"`},
			{"ErrUnknownEmail", map[string]any{"email": "nobody@a.test", "password": "wrong horse"}, 400, `"Invalid email or password"`},
			{"ErrMalformed", `{"email":`, 400, `"Invalid JSON body"`},
			{"OK", map[string]any{"email": " ADA@a.test ", "password": "correct horse", "remember_me": true}, 200, `"token":"`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp := srv.Do(t, "POST", "/api/v1/login", "", tc.body)
				if resp.Status != tc.wantStatus || !strings.Contains(resp.Body, tc.wantBody) {
					t.Errorf("got %d %s, want %d with %s", resp.Status, resp.Body, tc.wantStatus, tc.wantBody)
				}
			})
		}
		path := "/api/v1/notifications/get-unread-count"
		t.Run("UnreadCount", func(t *testing.T) {
			var out apiv1.Envelope[apiv1.UnreadCount]
			resp := srv.Do(t, "GET", path, a.Token, nil)
			resp.JSON(t, &out)
			if resp.Status != 200 || out.Data.User.Email != "ada@a.test" || out.Data.UnreadCount != 0 || out.Data.FeatureDetails == nil {
				t.Errorf("got %d %s", resp.Status, resp.Body)
			}
		})
		for _, tc := range []struct {
			name, token, query string
			want               int
		}{
			{"ErrNoToken", "", "", 401},
			{"ErrGarbageToken", "abc.def.ghi", "", 401},
			{"ErrTamperedToken", a.Token[:len(a.Token)-4] + "AAAA", "", 401},
			{"ErrNoneAlgorithm", "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwiY29tcGFueV9pZCI6MSwicm9sZXMiOlsiY29tcGFueV9hZG1pbiJdLCJzdiI6MSwiYXVkIjpbImhpcmVraXQtc2Vzc2lvbiJdLCJleHAiOjQxMDI0NDQ4MDB9.", "", 401},
			{"SameCompanyID", a.Token, fmt.Sprintf("?company_id=%d", a.Company.ID), 200},
			// A token from company B naming company A's company_id is refused.
			{"ErrOtherCompanyID", b.Token, fmt.Sprintf("?company_id=%d", a.Company.ID), 403},
			{"ErrBadCompanyID", a.Token, "?company_id=x", 400},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if resp := srv.Do(t, "GET", path+tc.query, tc.token, nil); resp.Status != tc.want {
					t.Errorf("status = %d (%s), want %d", resp.Status, resp.Body, tc.want)
				}
			})
		}
	})
}

func TestLoginThrottling(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		now := time.Now()
		var mu sync.Mutex
		clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Now: clock})
		signUp(t, srv, "ada@a.test", "Company A")
		wrong := map[string]any{"email": "ada@a.test", "password": "wrong horse"}
		for i := 1; i <= 10; i++ {
			if resp := srv.Do(t, "POST", "/api/v1/login", "", wrong); resp.Status != 400 {
				t.Fatalf("attempt %d: status %d, want 400", i, resp.Status)
			}
		}
		// The 11th wrong password within 15 minutes is throttled, and so is
		// the right one: the check comes before the password.
		resp := srv.Do(t, "POST", "/api/v1/login", "", wrong)
		if resp.Status != 429 || !strings.Contains(resp.Body, "Too many attempts, please try again in 15 minutes.") || resp.Header.Get("Retry-After") != "900" {
			t.Fatalf("11th attempt: %d %s Retry-After=%q", resp.Status, resp.Body, resp.Header.Get("Retry-After"))
		}
		right := map[string]any{"email": "ada@a.test", "password": "correct horse"}
		if resp := srv.Do(t, "POST", "/api/v1/login", "", right); resp.Status != 429 {
			t.Errorf("right password while throttled: %d, want 429", resp.Status)
		}
		// Another email from the same IP is not throttled yet (IP limit 30).
		if resp := srv.Do(t, "POST", "/api/v1/login", "", map[string]any{"email": "eve@a.test", "password": "x"}); resp.Status != 400 {
			t.Errorf("other email: %d, want 400", resp.Status)
		}
		mu.Lock()
		now = now.Add(15*time.Minute + time.Second)
		mu.Unlock()
		if resp := srv.Do(t, "POST", "/api/v1/login", "", right); resp.Status != 200 {
			t.Errorf("after the window: %d %s, want 200", resp.Status, resp.Body)
		}
	})
}

func TestVerifyAndReset(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		sess := signUp(t, srv, "ada@a.test", "Company A")
		link := srv.WaitForMail(t, "ada@a.test", "Verify your email", "/email-verify/")
		token := link[strings.LastIndex(link, "/")+1:]

		t.Run("ErrForgedVerifyToken", func(t *testing.T) {
			resp := srv.Do(t, "POST", "/api/v1/users/verify-email", "", map[string]string{"verify_token": "forged"})
			if resp.Status != 400 || !strings.Contains(resp.Body, "invalid or has expired") {
				t.Errorf("got %d %s", resp.Status, resp.Body)
			}
		})
		t.Run("Verify", func(t *testing.T) {
			resp := srv.Do(t, "POST", "/api/v1/users/verify-email", "", map[string]string{"verify_token": token})
			if resp.Status != 200 || !strings.Contains(resp.Body, `{"data":{"email_verified":true,"company_approved":true}}`) {
				t.Errorf("got %d %s", resp.Status, resp.Body)
			}
		})
		t.Run("ErrReusedVerifyToken", func(t *testing.T) {
			if resp := srv.Do(t, "POST", "/api/v1/users/verify-email", "", map[string]string{"verify_token": token}); resp.Status != 400 {
				t.Errorf("reuse: %d, want 400", resp.Status)
			}
		})
		t.Run("ErrResendWhenVerified", func(t *testing.T) {
			if resp := srv.Do(t, "POST", "/api/v1/users/resend-verification", sess.Token, nil); resp.Status != 409 {
				t.Errorf("resend: %d %s, want 409", resp.Status, resp.Body)
			}
		})
		t.Run("ForgotUnknownEmailAnswersTheSame", func(t *testing.T) {
			known := srv.Do(t, "POST", "/api/v1/users/forgot-password", "", map[string]string{"email": "ada@a.test"})
			unknown := srv.Do(t, "POST", "/api/v1/users/forgot-password", "", map[string]string{"email": "nobody@a.test"})
			if known.Status != 200 || unknown.Status != 200 || known.Body != unknown.Body {
				t.Errorf("known %d %s, unknown %d %s", known.Status, known.Body, unknown.Status, unknown.Body)
			}
			if n := count(t, db, "SELECT count(*) FROM mail_messages WHERE to_address = 'nobody@a.test'"); n != 0 {
				t.Errorf("%d mails to an unknown address", n)
			}
		})
		resetLink := srv.WaitForMail(t, "ada@a.test", "Reset your Hirekit password", "/reset-password/")
		resetToken := resetLink[strings.LastIndex(resetLink, "/")+1:]
		for _, tc := range []apiCase{
			{"ErrShortPassword", map[string]string{"password": "short", "reset_password_token": resetToken}, 400, "at least 8"},
			{"ErrForgedToken", map[string]string{"password": "a new password", "reset_password_token": "forged"}, 400, "invalid or has expired"},
			{"OK", map[string]string{"password": "a new password", "reset_password_token": resetToken}, 200, "Password set successfully!"},
			{"ErrReusedToken", map[string]string{"password": "another password", "reset_password_token": resetToken}, 400, "invalid or has expired"},
		} {
			t.Run("Reset"+tc.name, func(t *testing.T) {
				resp := srv.Do(t, "POST", "/api/v1/users/reset-password", "", tc.body)
				if resp.Status != tc.wantStatus || !strings.Contains(resp.Body, tc.wantBody) {
					t.Errorf("got %d %s, want %d with %s", resp.Status, resp.Body, tc.wantStatus, tc.wantBody)
				}
			})
		}
		t.Run("ResetEndsOldSessions", func(t *testing.T) {
			if resp := srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", sess.Token, nil); resp.Status != 401 {
				t.Errorf("old token after reset: %d, want 401", resp.Status)
			}
			if resp := srv.Do(t, "POST", "/api/v1/login", "", map[string]string{"email": "ada@a.test", "password": "correct horse"}); resp.Status != 400 {
				t.Errorf("old password: %d, want 400", resp.Status)
			}
			if resp := srv.Do(t, "POST", "/api/v1/login", "", map[string]string{"email": "ada@a.test", "password": "a new password"}); resp.Status != 200 {
				t.Errorf("new password: %d %s, want 200", resp.Status, resp.Body)
			}
		})
	})
}

func TestDevMailbox(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		signUp(t, srv, "ada@a.test", "Company A")
		srv.WaitForMail(t, "ada@a.test", "Verify", "/email-verify/")
		var box apiv1.Envelope[apiv1.Mailbox]
		resp := srv.Do(t, "GET", "/api/v1/dev/mailbox?to=ada@a.test", "", nil)
		resp.JSON(t, &box)
		if resp.Status != 200 || len(box.Data.Messages) != 1 || !strings.Contains(box.Data.Messages[0].Text, "/email-verify/") {
			t.Errorf("mailbox: %d %s", resp.Status, resp.Body)
		}
		page := srv.Do(t, "GET", "/dev/mailbox", "", nil)
		if page.Status != 200 || !strings.Contains(page.Body, "Verify your email for Hirekit") {
			t.Errorf("mailbox page: %d", page.Status)
		}
	})
}

func TestWandReturnURL(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{WandOrigins: []string{"chrome-extension://abcdef"}})
		sess := signUp(t, srv, "w@a.test", "Wand Co")
		ok := srv.Do(t, "POST", "/api/v1/wand/return-url", sess.Token, map[string]string{"return_url": "chrome-extension://abcdef/done.html?x=1", "token": sess.Token})
		if ok.Status != 200 || !strings.Contains(ok.Body, `chrome-extension://abcdef/done.html?token=`) {
			t.Errorf("allowed origin: %d %s", ok.Status, ok.Body)
		}
		for _, bad := range []string{"https://evil.test/steal", "chrome-extension://other/x", "/relative", "javascript:alert(1)"} {
			if resp := srv.Do(t, "POST", "/api/v1/wand/return-url", sess.Token, map[string]string{"return_url": bad, "token": sess.Token}); resp.Status != 400 {
				t.Errorf("%s: %d, want 400", bad, resp.Status)
			}
		}
	})
}

func TestTestClock(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		on := apptest.NewServer(t, db, apptest.ServerOptions{Configure: func(c *config.Config) { c.DevMailbox, c.TestClock = true, true }})
		tm := apptest.MustTeam(t, on.App, "clock")
		job := apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleAdmin), on.App, apptest.JobInput("Clock job"))
		app := apptest.MustAddApplication(t, tm.Ctx(t, recruit.RoleAdmin), on.App, job, "Clock Candidate", "clock@c.test")

		t.Run("RequestsSeeTheMovedClock", func(t *testing.T) {
			before := time.Now()
			resp := on.Do(t, "POST", "/api/v1/dev/clock", "", map[string]any{"advance_seconds": 7200})
			if resp.Status != 200 {
				t.Fatalf("advance: %d %s", resp.Status, resp.Body)
			}
			note := on.Do(t, "POST", "/api/v1/candidate-applications/"+app.Slug+"/notes", tm.Tokens[recruit.RoleAdmin], map[string]any{"body": "Later"})
			var out struct {
				Data struct {
					Note struct {
						CreatedAt string `json:"created_at"`
					} `json:"note"`
				} `json:"data"`
			}
			note.JSON(t, &out)
			at, err := time.Parse(time.RFC3339, out.Data.Note.CreatedAt)
			if err != nil || at.Before(before.Add(2*time.Hour-time.Minute)) {
				t.Fatalf("note stamped %q (%v), want two hours ahead of %v: %s", out.Data.Note.CreatedAt, err, before, note.Body)
			}
		})
		t.Run("ErrBadAdvance", func(t *testing.T) {
			for _, body := range []any{map[string]any{"advance_seconds": 0}, map[string]any{"advance_seconds": 1e9}, map[string]any{"advance_seconds": "x"}} {
				if resp := on.Do(t, "POST", "/api/v1/dev/clock", "", body); resp.Status != 400 {
					t.Errorf("%v: got %d, want 400", body, resp.Status)
				}
			}
		})
		t.Run("ErrOffWithoutTheSetting", func(t *testing.T) {
			off := apptest.NewServer(t, db, apptest.ServerOptions{Configure: func(c *config.Config) { c.DevMailbox = true }})
			if resp := off.Do(t, "POST", "/api/v1/dev/clock", "", map[string]any{"advance_seconds": 60}); resp.Status != 404 {
				t.Fatalf("got %d, want 404", resp.Status)
			}
		})
	})
}
