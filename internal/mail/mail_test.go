package mail_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/apptest"
	"hirekit/internal/mail"
	"hirekit/internal/metrics"
	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

func startMailer(t *testing.T, db *sqldb.DB, sender mail.Sender) (*mail.Mailer, <-chan *river.Event) {
	t.Helper()
	m := &mail.Mailer{DB: db, Sender: sender, From: "Hirekit <no-reply@hirekit.test>", Metrics: metrics.New()}
	workers := river.NewWorkers()
	river.AddWorker(workers, &mail.Worker{Mailer: m})
	ctx := context.Background()
	q, err := queue.New(ctx, db, workers, queue.Options{Work: true, PollInterval: 50 * time.Millisecond, Logger: apptest.Logger(t)})
	if err != nil {
		t.Fatal(err)
	}
	m.Queue = q
	events, cancel := q.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed)
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		sctx, c := context.WithTimeout(context.Background(), 10*time.Second)
		defer c()
		q.Stop(sctx)
	})
	return m, events
}

func TestSendThroughSMTP(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		server := apptest.NewSMTPServer(t)
		sender, err := mail.NewSMTP("smtp://" + apptest.SMTPUser + ":" + apptest.SMTPPassword + "@" + server.Addr + "?auth=plain")
		if err != nil {
			t.Fatal(err)
		}
		m, events := startMailer(t, db, sender)
		ctx := context.Background()
		err = m.Send(ctx, "verify_email", "ada@example.com", 0, map[string]string{"Name": "Ada", "Link": "http://127.0.0.1:8080/email-verify/tok123"})
		if err != nil {
			t.Fatal(err)
		}
		got := server.Wait(t, 1, 20*time.Second)
		msg := got[0]
		if len(msg.To) != 1 || msg.To[0] != "ada@example.com" || msg.From != "no-reply@hirekit.test" {
			t.Errorf("envelope = %q → %v", msg.From, msg.To)
		}
		for _, want := range []string{"Subject: Verify your email for Hirekit", "text/plain", "text/html", "/email-verify/tok123"} {
			if !strings.Contains(msg.Data, want) {
				t.Errorf("message lacks %q:\n%s", want, msg.Data)
			}
		}
		// The stored message is marked sent when the job completes.
		select {
		case ev := <-events:
			if ev.Kind != river.EventKindJobCompleted {
				t.Fatalf("send job: %s", ev.Kind)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("the send job did not finish")
		}
		box, err := m.Mailbox(ctx, "ada@example.com", 10)
		if err != nil || len(box) != 1 || box[0].Status != mail.StatusSent {
			t.Fatalf("message status = %+v (%v), want sent", box, err)
		}
		// Delivered, the stored copy keeps no live link (review M3).
		if strings.Contains(box[0].Text, "tok123") || strings.Contains(box[0].HTML, "tok123") || !strings.Contains(box[0].Text, "[link removed after sending]") {
			t.Errorf("stored body after sending still holds the link:\n%s", box[0].Text)
		}
		// A year later the daily purge removes it.
		if err := m.Purge(ctx, time.Now().Add(366*24*time.Hour)); err != nil {
			t.Fatal(err)
		}
		if box, _ := m.Mailbox(ctx, "ada@example.com", 10); len(box) != 0 {
			t.Errorf("purge kept %d messages", len(box))
		}
	})
}

func TestDevMailboxKeepsMail(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		m, events := startMailer(t, db, nil)
		ctx := context.Background()
		if err := m.Send(ctx, "reset_password", "bob@example.com", 0, map[string]string{"Name": "Bob", "Link": "http://x/reset-password/abc"}); err != nil {
			t.Fatal(err)
		}
		select {
		case ev := <-events:
			if ev.Kind != river.EventKindJobCompleted {
				t.Fatalf("job event %s, want completed", ev.Kind)
			}
		case <-time.After(20 * time.Second):
			t.Fatal("mail job did not complete")
		}
		box, err := m.Mailbox(ctx, "bob@example.com", 10)
		if err != nil || len(box) != 1 {
			t.Fatalf("mailbox = %v, %v", box, err)
		}
		if box[0].Status != mail.StatusKept || box[0].Subject != "Reset your Hirekit password" || !strings.Contains(box[0].Text, "/reset-password/abc") {
			t.Errorf("kept message = %+v", box[0])
		}
	})
}

func TestNewSMTP(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"smtp://h", "smtp+starttls://u:p@h:2525", "smtps://h:465"} {
		if _, err := mail.NewSMTP(ok); err != nil {
			t.Errorf("NewSMTP(%q) = %v", ok, err)
		}
	}
	for _, bad := range []string{"http://h", "smtp://", "smtp://h:port", "::"} {
		if _, err := mail.NewSMTP(bad); err == nil {
			t.Errorf("NewSMTP(%q) = nil error", bad)
		}
	}
}

// TestSMTPURLErrorKeepsThePassword is L12: a bad HIREKIT_SMTP_URL was
// echoed, password and all, at start.
func TestSMTPURLErrorKeepsThePassword(t *testing.T) {
	t.Parallel()
	_, err := mail.NewSMTP("smtp://user:s3cret-pass@/nohost")
	if err == nil || strings.Contains(err.Error(), "s3cret-pass") {
		t.Errorf("error %v shows the password (or no error)", err)
	}
}
