package mail_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/apptest"
	"hirekit/internal/mail"
	"hirekit/internal/metrics"
	"hirekit/internal/sqldb"
)

// refusingSender takes mail to anyone but refused@.
type refusingSender struct{}

func (refusingSender) Send(_ context.Context, _ string, m *mail.Message) error {
	if m.To == "refused@example.com" {
		return errors.New("550 mailbox unavailable")
	}
	return nil
}

// TestMailMetrics counts each delivery's outcome by template kind.
func TestMailMetrics(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		m, events := startMailer(t, db, refusingSender{})
		ctx := context.Background()
		if err := m.OptOut(ctx, "quiet@example.com", mail.Category("candidate_email")); err != nil {
			t.Fatal(err)
		}
		note := map[string]any{"Subject": "About your application", "Paragraphs": []string{"Hello"}}
		for _, to := range []string{"ada@example.com", "refused@example.com", "quiet@example.com"} {
			if err := m.Send(ctx, "candidate_email", to, 0, note); err != nil {
				t.Fatal(err)
			}
		}
		// The sent one completes, the refused one fails its first attempt;
		// the opted-out one never becomes a job.
		got := map[river.EventKind]int{}
		deadline := time.After(20 * time.Second)
		for got[river.EventKindJobCompleted] < 1 || got[river.EventKindJobFailed] < 1 {
			select {
			case ev := <-events:
				got[ev.Kind]++
			case <-deadline:
				t.Fatalf("job events within 20 s: %v", got)
			}
		}
		samples := apptest.Scrape(t, m.Metrics.Handler())
		for _, outcome := range []string{metrics.MailSent, metrics.MailFailed, metrics.MailSuppressed} {
			series := `hirekit_mail_messages_total{kind="candidate_email",outcome="` + outcome + `"}`
			if samples[series] != 1 {
				t.Errorf("%s = %v, want 1", series, samples[series])
			}
		}
	})
}
