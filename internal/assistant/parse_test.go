package assistant_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/assistant"
	"hirekit/internal/config"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// count runs a count query.
func count(t *testing.T, db *sqldb.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Read.NewRaw(q, args...).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestParsePrompt checks the spec's prompt rules and texts, the answer
// when nothing is understood, who may ask, and that every parse is
// audited with its outcome.
func TestParsePrompt(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		if a.Assistant.Model != nil {
			t.Fatal("a model is set though HIREKIT_LLM_URL is empty: nothing may be sent")
		}
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		for _, tc := range []struct {
			name, prompt, zone, message string
		}{
			{"Empty", "   ", "", "Please enter a prompt"},
			{"TooLong", strings.Repeat("é", 501), "", "Please write a shorter prompt (Up to 500 characters)"},
			{"NUL", "email Ada\x00", "", "The prompt contains characters that are not allowed"},
			{"Control", "email \x1b[31mAda", "", "The prompt contains characters that are not allowed"},
			{"UnknownZone", "email Ada", "Mars/Olympus", "Unknown time zone"},
			{"LocalZone", "email Ada", "Local", "Unknown time zone"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := a.Assistant.ParsePrompt(admin, tc.prompt, tc.zone)
				if recruit.ErrorCode(err) != recruit.EINVALID || recruit.ErrorMessage(err) != tc.message {
					t.Fatalf("got %v, want %q", err, tc.message)
				}
			})
		}
		// 500 characters exactly, a line break and a zone are fine; the
		// grammar places nothing in it, so the spec's text answers.
		p, err := a.Assistant.ParsePrompt(admin, strings.Repeat("é", 498)+"\nx", "Asia/Kolkata")
		if err != nil {
			t.Fatal(err)
		}
		if p.Action != "" || p.Message != assistant.NotFound || p.Source != "grammar" || string(p.Fields) != "{}" || p.Choices == nil {
			t.Errorf("got %+v", p)
		}
		for _, role := range []string{recruit.RoleHiringManager, recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
			if _, err := a.Assistant.ParsePrompt(tm.Ctx(t, role), "email Ada", ""); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("%s: got %v, want EFORBIDDEN", role, err)
			}
			if err := a.Assistant.RequestCallback(tm.Ctx(t, role), "ats_generic", "email Ada"); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("%s callback: got %v, want EFORBIDDEN", role, err)
			}
		}
		if n := count(t, db, "SELECT count(*) FROM assistant_events WHERE company_id = ? AND kind = 'parse' AND outcome = 'error' AND error = ?",
			tm.Company.ID, "Please enter a prompt"); n != 1 {
			t.Errorf("%d audited empty prompts, want 1", n)
		}
		if n := count(t, db, "SELECT count(*) FROM assistant_events WHERE company_id = ? AND kind = 'parse' AND outcome = 'ok' AND source = 'grammar' AND user_id = ?",
			tm.Company.ID, tm.Users[recruit.RoleAdmin].ID); n != 1 {
			t.Errorf("%d audited parses, want 1", n)
		}
	})
}

// TestRequestCallback stores Contact Support requests and mails the
// support address through the outbox, at most five an hour per company.
func TestRequestCallback(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{Configure: func(c *config.Config) { c.SupportEmail = "support@hirekit.test" }})
		tm := apptest.MustTeam(t, a, "alpha")
		ta := tm.Ctx(t, recruit.RoleTA)
		if err := a.Assistant.RequestCallback(ta, "pizza", "x"); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("unknown kind: %v", err)
		}
		if err := a.Assistant.RequestCallback(ta, "ats_generic", ""); recruit.ErrorMessage(err) != "Please enter a prompt" {
			t.Errorf("empty prompt: %v", err)
		}
		for i := 0; i < 7; i++ {
			if err := a.Assistant.RequestCallback(ta, "ats_generic", "merge two candidates"); err != nil {
				t.Fatal(err)
			}
		}
		if n := count(t, db, "SELECT count(*) FROM assistant_callback_requests WHERE company_id = ? AND prompt = ?", tm.Company.ID, "merge two candidates"); n != 7 {
			t.Errorf("%d stored, want 7", n)
		}
		if n := count(t, db, "SELECT count(*) FROM mail_messages WHERE kind = 'assistant_callback' AND to_address = ? AND text_body LIKE ?",
			"support@hirekit.test", "%merge two candidates%"); n != 5 {
			t.Errorf("%d mailed, want 5", n)
		}
		if n := count(t, db, "SELECT count(*) FROM assistant_events WHERE kind = 'callback' AND outcome = 'ok'"); n != 7 {
			t.Errorf("%d audited, want 7", n)
		}
	})
}

// TestRedact keeps secrets and link passwords out of the audit.
func TestRedact(t *testing.T) {
	t.Parallel()
	got := assistant.Redact(json.RawMessage(`{"video_link":"https://meet.example.com/j/1?pwd=s3cret#x","password":"hunter2",
		"nested":{"api_key":"k","ok":"fine"},"list":[{"token":"t"}],"user":"https://u:p@example.com/a"}`))
	for _, bad := range []string{"s3cret", "hunter2", `"k"`, `"t"`, "u:p"} {
		if strings.Contains(got, bad) {
			t.Errorf("%s kept in %s", bad, got)
		}
	}
	if !strings.Contains(got, "https://meet.example.com/j/1") || !strings.Contains(got, "fine") {
		t.Errorf("lost the rest: %s", got)
	}
	if got := assistant.Redact(json.RawMessage(`{"body":"` + strings.Repeat("x", 9000) + `"}`)); got != `{"truncated":true}` {
		t.Errorf("long fields kept: %d bytes", len(got))
	}
}
