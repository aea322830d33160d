package httpapi

import (
	"context"
	"html/template"
	"net/http"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
)

// devMailboxOpen reports whether the caller may read the dev mailbox,
// which holds every tenant's sign-in, reset and invite links: a caller on
// this machine directly (a loopback socket and Host, no proxy headers)
// when the operator turned it on (HIREKIT_DEV_MAILBOX=1) and no SMTP
// server takes the mail; otherwise a platform admin only.
func (s *Server) devMailboxOpen(ctx context.Context) bool {
	if s.deps.Mailer == nil {
		return false
	}
	if s.deps.Config.DevMailbox && s.deps.Config.SMTPURL == "" && localCaller(ctx) {
		return true
	}
	return recruit.ActorFrom(ctx).Can(recruit.PermManagePlatform)
}

func (s *Server) devMailbox(ctx context.Context, req *apiv1.MailboxRequest) (*apiv1.Mailbox, error) {
	if !s.devMailboxOpen(ctx) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Not found")
	}
	msgs, err := s.deps.Mailer.Mailbox(ctx, req.To, 100)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Mailbox{Messages: []apiv1.MailMessage{}}
	for _, m := range msgs {
		out.Messages = append(out.Messages, apiv1.MailMessage{
			ID: m.ID, To: m.To, Subject: m.Subject, Text: m.Text, Status: m.Status, CreatedAt: m.CreatedAt.UTC().Format(time.RFC3339),
			Calendar: m.Calendar, CalendarMethod: m.CalendarMethod,
		})
	}
	return out, nil
}

var mailboxPage = template.Must(template.New("mailbox").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Hirekit</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}h1{font-size:1.4rem}
.meta{color:#6b7280;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Dev mailbox</h1>
<p class="meta">Mail is kept here because HIREKIT_SMTP_URL is empty. Newest first.</p>
{{range .}}<article><div class="meta">To {{.To}} · {{.CreatedAt.UTC.Format "2006-01-02 15:04:05"}} UTC · {{.Status}}{{if .CalendarMethod}} · calendar {{.CalendarMethod}} (invite.ics){{end}}</div>
<h2>{{.Subject}}</h2><div>{{.HTMLSafe}}</div></article>
{{else}}<p>No mail yet.</p>{{end}}
</body></html>`))

type mailboxItem struct {
	To, Subject, Status string
	CalendarMethod      string
	CreatedAt           time.Time
	HTMLSafe            template.HTML
}

// devMailboxPage renders the mailbox for a person (GET /dev/mailbox).
func (s *Server) devMailboxPage(w http.ResponseWriter, r *http.Request) {
	// A page has no bearer token: only the local caller reads it.
	if !s.devMailboxOpen(r.Context()) {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
	msgs, err := s.deps.Mailer.Mailbox(r.Context(), r.URL.Query().Get("to"), 100)
	if err != nil {
		http.Error(w, "Something went wrong", http.StatusInternalServerError)
		return
	}
	items := make([]mailboxItem, 0, len(msgs))
	for _, m := range msgs {
		// Our own templates made this HTML; it is shown as the mail would be.
		items = append(items, mailboxItem{To: m.To, Subject: m.Subject, Status: m.Status, CalendarMethod: m.CalendarMethod, CreatedAt: m.CreatedAt,
			HTMLSafe: template.HTML(m.HTML)})
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	mailboxPage.Execute(w, items)
}

// testNow is the server's clock: the wall clock plus the test clock's
// offset.
func (s *Server) testNow() time.Time {
	return time.Now().Add(time.Duration(s.clock.Load()))
}

// advanceClock moves the test clock forward (HIREKIT_TEST_CLOCK=on, a
// caller on the machine itself); otherwise the route does not exist.
func (s *Server) advanceClock(ctx context.Context, req *apiv1.ClockRequest) (*apiv1.Clock, error) {
	if !s.deps.Config.TestClock || !localCaller(ctx) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Not found")
	}
	if req.AdvanceSeconds < 1 || req.AdvanceSeconds > 7*24*3600 {
		return nil, recruit.FieldError("advance_seconds", "advance_seconds must be from 1 to 604800")
	}
	s.clock.Add(int64(req.AdvanceSeconds) * int64(time.Second))
	return &apiv1.Clock{Now: s.testNow().UTC().Format(time.RFC3339)}, nil
}
