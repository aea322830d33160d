package mail_test

import (
	"context"
	"net/mail"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/apptest"
	hmail "hirekit/internal/mail"
	"hirekit/internal/sqldb"
)

var prefsKey = []byte("0123456789abcdef0123456789abcdef")

// waitStatus waits until every message to `to` has left the queue.
func waitQueued(t *testing.T, m *hmail.Mailer, to string) []hmail.Message {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		box, err := m.Mailbox(context.Background(), to, 50)
		if err != nil {
			t.Fatal(err)
		}
		done := true
		for _, msg := range box {
			done = done && msg.Status != hmail.StatusQueued
		}
		if done {
			return box
		}
		if time.Now().After(deadline) {
			t.Fatalf("mail to %s still queued: %+v", to, box)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestUnsubscribeStopsExactlyThatKind drives real sends to the test SMTP
// server: an optional mail carries the RFC 8058 headers and a footer link;
// the token of its header turns off that kind for that address only, and
// the next mail of that kind is recorded as suppressed while every other
// kind, and the same kind to another address, still goes.
func TestUnsubscribeStopsExactlyThatKind(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		server := apptest.NewSMTPServer(t)
		sender, err := hmail.NewSMTP("smtp://" + apptest.SMTPUser + ":" + apptest.SMTPPassword + "@" + server.Addr + "?auth=plain")
		if err != nil {
			t.Fatal(err)
		}
		m, _ := startMailer(t, db, sender)
		m.PrefsKey, m.BaseURL = prefsKey, "https://hirekit.example"
		ctx := context.Background()
		recruiterMail := map[string]any{"Subject": "About your application", "Paragraphs": []string{"Hello"}}
		if err := m.Send(ctx, "candidate_email", "Ada@Example.com", 0, recruiterMail); err != nil {
			t.Fatal(err)
		}
		first := server.Wait(t, 1, 20*time.Second)[0]
		parsed, err := mail.ReadMessage(strings.NewReader(first.Data))
		if err != nil {
			t.Fatal(err)
		}
		link := parsed.Header.Get("List-Unsubscribe")
		if !strings.HasPrefix(link, "<https://hirekit.example/api/v1/talenthub/unsubscribe?token=") || !strings.HasSuffix(link, ">") {
			t.Fatalf("List-Unsubscribe = %q", link)
		}
		if got := parsed.Header.Get("List-Unsubscribe-Post"); got != "List-Unsubscribe=One-Click" {
			t.Errorf("List-Unsubscribe-Post = %q", got)
		}
		if !strings.Contains(first.Data, "/talenthub/email-preferences/") {
			t.Errorf("the mail has no visible preferences link:\n%s", first.Data)
		}
		u, err := url.Parse(strings.Trim(link, "<>"))
		if err != nil {
			t.Fatal(err)
		}
		email, kind, err := m.ParseUnsubscribeToken(u.Query().Get("token"))
		if err != nil || email != "ada@example.com" || kind != hmail.CategoryApplicationMessages {
			t.Fatalf("token names %q %q (%v)", email, kind, err)
		}
		// What the one-click endpoint does with it.
		if err := m.OptOut(ctx, email, kind); err != nil {
			t.Fatal(err)
		}
		waitQueued(t, m, "Ada@Example.com")

		// Now: the same kind to Ada (another spelling of her address) is
		// suppressed; another optional kind, a transactional mail and
		// the same kind to Bob all go.
		if err := m.Send(ctx, "candidate_email", " ada@example.COM", 0, recruiterMail); err != nil {
			t.Fatal(err)
		}
		if err := m.Send(ctx, "layoff_contact", "ada@example.com", 0, map[string]any{"Name": "Ada"}); err != nil {
			t.Fatal(err)
		}
		if err := m.Send(ctx, "application_received", "ada@example.com", 0, map[string]any{"Name": "Ada", "Job": "Go developer"}); err != nil {
			t.Fatal(err)
		}
		if err := m.Send(ctx, "candidate_email", "bob@example.com", 0, recruiterMail); err != nil {
			t.Fatal(err)
		}
		got := server.Wait(t, 4, 20*time.Second)
		waitQueued(t, m, "ada@example.com")
		time.Sleep(300 * time.Millisecond) // a wrongly sent fifth would arrive by now
		got = server.Wait(t, 4, time.Second)
		if len(got) != 4 {
			t.Fatalf("the server received %d messages, want 4 (the suppressed one not among them)", len(got))
		}
		var subjects []string
		for _, r := range got[1:] {
			pm, _ := mail.ReadMessage(strings.NewReader(r.Data))
			subjects = append(subjects, r.To[0]+": "+pm.Header.Get("Subject"))
			// A transactional mail carries no unsubscribe header.
			if strings.Contains(pm.Header.Get("Subject"), "We received") && pm.Header.Get("List-Unsubscribe") != "" {
				t.Errorf("application_received carries List-Unsubscribe")
			}
		}
		for _, want := range []string{"ada@example.com: A message for you", "ada@example.com: We received your application", "bob@example.com: About your application"} {
			if !strings.Contains(strings.Join(subjects, "\n"), want) {
				t.Errorf("received %q, want one like %q", subjects, want)
			}
		}
		var suppressed []hmail.Message
		if err := db.Read.NewRaw("SELECT * FROM mail_messages WHERE status = ?", hmail.StatusSuppressed).Scan(ctx, &suppressed); err != nil {
			t.Fatal(err)
		}
		if len(suppressed) != 1 || suppressed[0].Kind != "candidate_email" || suppressed[0].To != " ada@example.COM" || suppressed[0].Error == "" {
			t.Errorf("suppressed = %+v, want Ada's second candidate_email with its reason", suppressed)
		}
		offs, err := m.OptOuts(ctx, "ADA@example.com")
		if err != nil || len(offs) != 1 || offs[0] != hmail.CategoryApplicationMessages {
			t.Errorf("opt-outs = %v, %v", offs, err)
		}
	})
}

type fakeQueue struct{ args []river.JobArgs }

func (q *fakeQueue) Insert(_ context.Context, args river.JobArgs, _ *river.InsertOpts) (*rivertype.JobInsertResult, error) {
	q.args = append(q.args, args)
	return &rivertype.JobInsertResult{}, nil
}

type countingSender struct{ sent []string }

func (s *countingSender) Send(_ context.Context, _ string, m *hmail.Message) error {
	s.sent = append(s.sent, m.Kind)
	return nil
}

// TestOptOutWhileQueued: an opt-out made after a mail was queued, before
// its delivery, still stops it.
func TestOptOutWhileQueued(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		q, snd := &fakeQueue{}, &countingSender{}
		m := &hmail.Mailer{DB: db, Queue: q, Sender: snd, PrefsKey: prefsKey, BaseURL: "https://h.example"}
		ctx := context.Background()
		if err := m.Send(ctx, "candidate_email", "cy@example.com", 0, map[string]any{"Subject": "Hi"}); err != nil {
			t.Fatal(err)
		}
		if err := m.SetOptOuts(ctx, "cy@example.com", []string{hmail.CategoryApplicationMessages, hmail.CategoryJobAlerts}); err != nil {
			t.Fatal(err)
		}
		w := &hmail.Worker{Mailer: m}
		if err := w.Work(ctx, &river.Job[hmail.SendArgs]{Args: q.args[0].(hmail.SendArgs)}); err != nil {
			t.Fatal(err)
		}
		if len(snd.sent) != 0 {
			t.Errorf("sent %v after the opt-out", snd.sent)
		}
		box, _ := m.Mailbox(ctx, "cy@example.com", 5)
		if len(box) != 1 || box[0].Status != hmail.StatusSuppressed {
			t.Errorf("message = %+v, want suppressed", box)
		}
		// SetOptOuts replaces the set; unknown kinds are refused whole.
		if err := m.SetOptOuts(ctx, "cy@example.com", []string{hmail.CategoryJobAlerts, "nonsense"}); err == nil {
			t.Error("an unknown kind was accepted")
		}
		if offs, _ := m.OptOuts(ctx, "cy@example.com"); len(offs) != 2 {
			t.Errorf("a refused change changed the opt-outs: %v", offs)
		}
		if err := m.SetOptOuts(ctx, "cy@example.com", nil); err != nil {
			t.Fatal(err)
		}
		if offs, _ := m.OptOuts(ctx, "cy@example.com"); len(offs) != 0 {
			t.Errorf("opt-outs after clearing = %v", offs)
		}
	})
}

// TestUnsubscribeTokenTampering: a token only holds for the address and
// kind it was signed for, under this install's key.
func TestUnsubscribeTokenTampering(t *testing.T) {
	t.Parallel()
	m := &hmail.Mailer{PrefsKey: prefsKey}
	good := m.UnsubscribeToken("ada@example.com", hmail.CategoryJobAlerts)
	if e, k, err := m.ParseUnsubscribeToken(good); err != nil || e != "ada@example.com" || k != hmail.CategoryJobAlerts {
		t.Fatalf("good token: %q %q %v", e, k, err)
	}
	parts := strings.Split(good, ".")
	other := (&hmail.Mailer{PrefsKey: prefsKey}).UnsubscribeToken("eve@example.com", hmail.CategoryJobAlerts)
	otherParts := strings.Split(other, ".")
	bad := map[string]string{
		"another address's payload under this signature": parts[0] + "." + otherParts[1] + "." + parts[2],
		"signed with another key":                        (&hmail.Mailer{PrefsKey: []byte("another key, another install....")}).UnsubscribeToken("ada@example.com", ""),
		"signature cut":                                  parts[0] + "." + parts[1] + "." + parts[2][:10],
		"no signature":                                   parts[0] + "." + parts[1],
		"other version":                                  "u2." + parts[1] + "." + parts[2],
		"empty":                                          "",
		"garbage":                                        "not-a-token",
	}
	for name, tok := range bad {
		if _, _, err := m.ParseUnsubscribeToken(tok); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, _, err := (&hmail.Mailer{}).ParseUnsubscribeToken(good); err == nil {
		t.Error("a mailer without a key accepted a token")
	}
}
