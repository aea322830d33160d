package ats_test

import (
	"context"
	"io"
	"mime/quotedprintable"
	"regexp"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/mail"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

var sixDigits = regexp.MustCompile(`\b\d{6}\b`)

// passcodeOf reads the code from a (dev mailbox) passcode mail's text.
func passcodeOf(t *testing.T, m mail.Message) string {
	t.Helper()
	code := sixDigits.FindString(m.Text)
	if code == "" {
		t.Fatalf("no passcode in %q", m.Text)
	}
	return code
}

// TestPasscodeIsNoStaffSecret is L3 of security review 3: the candidate's
// passcode was in the subject, stayed in the stored copy after delivery,
// and TAs read it on the Emails tab. Now the subject has no code, the
// Emails tab never shows it, and a delivered copy keeps none; the dev
// mailbox keeps it, as it keeps links.
func TestPasscodeIsNoStaffSecret(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		t.Run("DevMailbox", func(t *testing.T) {
			a := apptest.NewApp(t, db, apptest.ServerOptions{})
			tm := apptest.MustTeam(t, a, "alpha")
			ta := tm.Ctx(t, recruit.RoleTA)
			job := apptest.MustCreateRequisition(t, ta, a, apptest.JobInput("Backend"))
			app := apptest.MustAddApplication(t, ta, a, job, "Ada Lovelace", "ada@x.test")
			if _, err := a.ATS.SendPasscode(ctx, app.Slug, "ada@x.test", "198.51.100.1"); err != nil {
				t.Fatal(err)
			}
			msgs, err := a.Mailer.Mailbox(ctx, "ada@x.test", 10)
			if err != nil {
				t.Fatal(err)
			}
			code := passcodeOf(t, msgs[0])
			if strings.Contains(msgs[0].Subject, code) {
				t.Errorf("subject %q holds the code", msgs[0].Subject)
			}
			emails, err := a.ATS.ApplicationEmails(ta, app.Slug)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range emails {
				if strings.Contains(e.Subject+e.Text, code) {
					t.Errorf("the Emails tab shows the passcode: %q\n%s", e.Subject, e.Text)
				}
			}
		})
		t.Run("SMTP", func(t *testing.T) {
			server := apptest.NewSMTPServer(t)
			a := apptest.NewApp(t, db, apptest.ServerOptions{SMTPURL: "smtp://" + apptest.SMTPUser + ":" + apptest.SMTPPassword + "@" + server.Addr + "?auth=plain"})
			jobs := apptest.WatchJobs(t, a.Queue)
			tm := apptest.MustTeam(t, a, "beta")
			ta := tm.Ctx(t, recruit.RoleTA)
			job := apptest.MustCreateRequisition(t, ta, a, apptest.JobInput("Backend"))
			app := apptest.MustAddApplication(t, ta, a, job, "Bo Lin", "bo@x.test")
			if _, err := a.ATS.SendPasscode(ctx, app.Slug, "bo@x.test", "198.51.100.1"); err != nil {
				t.Fatal(err)
			}
			code := ""
			// The owner's verification, the candidate's confirmation, the passcode.
			for _, m := range server.Wait(t, 3, 20*time.Second) {
				raw, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(m.Data)))
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(string(raw), "Subject: Your passcode for") {
					code = sixDigits.FindString(string(raw)[strings.Index(string(raw), "is:"):])
				}
			}
			if code == "" {
				t.Fatal("the delivered mail has no passcode")
			}
			// Each finished send_mail job may be the passcode's (a failed
			// attempt also finishes one), so wait job by job until it is sent.
			var stored []mail.Message
			for n := 3; ; n++ {
				jobs.Wait(t, "send_mail", n)
				var err error
				if stored, err = a.Mailer.Mailbox(ctx, "bo@x.test", 10); err != nil {
					t.Fatal(err)
				}
				if len(stored) == 2 && stored[0].Status == mail.StatusSent && stored[1].Status == mail.StatusSent {
					break
				}
			}
			for _, m := range stored {
				if strings.Contains(m.Subject+m.Text+m.HTML, code) || m.Secrets != "" {
					t.Errorf("the delivered copy keeps the passcode: %q\n%s", m.Subject, m.Text)
				}
			}
		})
	})
}
