package ats_test

import (
	"context"
	"io"
	"mime/quotedprintable"
	"slices"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestCandidateEmailThroughSMTP sends a template email: the variables are
// filled, the mail reaches a real SMTP server, and the timeline's Emails
// tab shows it sent (with its link removed once delivered).
func TestCandidateEmailThroughSMTP(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		server := apptest.NewSMTPServer(t)
		a := apptest.NewApp(t, db, apptest.ServerOptions{SMTPURL: "smtp://" + apptest.SMTPUser + ":" + apptest.SMTPPassword + "@" + server.Addr + "?auth=plain"})
		jobs := apptest.WatchJobs(t, a.Queue)
		tm := apptest.MustTeam(t, a, "alpha")
		ta := tm.Ctx(t, recruit.RoleTA)
		job := apptest.MustCreateRequisition(t, ta, a, apptest.JobInput("Backend Engineer"))
		app := apptest.MustAddApplication(t, ta, a, job, "Ada Lovelace", "ada@x.test")
		tmpl, err := a.ATS.CreateTemplate(ta, ats.TemplateInput{Name: "Next steps", Subject: "{{job_title}} at {{company_name}}",
			Body: "Hi {{candidate_name}},\n\nFollow along: {{status_link}}\n\n{{recruiter_name}}"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.ATS.CreateTemplate(ta, ats.TemplateInput{Name: "Typo", Subject: "x", Body: "Hi {{candidat_name}}"}); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("unknown variable saved: %v", err)
		}
		if err := a.ATS.SendCandidateEmail(ta, ats.EmailInput{Slug: app.Slug, TemplateID: tmpl.ID, Subject: tmpl.Subject, Body: tmpl.Body + "\n\nP.S. edited"}); err != nil {
			t.Fatal(err)
		}
		got := ""
		// The owner's verification, the candidate's confirmation, then ours.
		for _, m := range server.Wait(t, 3, 20*time.Second) {
			raw, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(m.Data)))
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(raw), "Subject: Backend Engineer at alpha") {
				got = string(raw)
			}
		}
		for _, want := range []string{"Subject: Backend Engineer at alpha", "Hi Ada Lovelace", "/candidate-application-status/" + app.Slug, "P.S. edited"} {
			if !strings.Contains(got, want) {
				t.Errorf("mail lacks %q:\n%s", want, got)
			}
		}
		jobs.Wait(t, "send_mail", 3)
		emails, err := a.ATS.ApplicationEmails(ta, app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		var sent *ats.Email
		for i := range emails {
			if emails[i].Kind == "candidate_email" {
				sent = &emails[i]
			}
		}
		if len(emails) != 2 || sent == nil || sent.Status != "sent" || strings.Contains(sent.Text, app.Slug) {
			t.Errorf("emails tab: %+v", emails)
		}
		other := apptest.MustTeam(t, a, "beta")
		if _, err := a.ATS.ApplicationEmails(other.Ctx(t, recruit.RoleAdmin), app.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company reading the emails: %v", err)
		}
	})
}

// TestNotesMentionsAndNotifications checks notes mention only colleagues
// who may see the job, only authors change their notes, and mentions,
// moves and new candidates notify the right people, never across
// companies.
func TestNotesMentionsAndNotifications(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin, ta, hmCtx := tm.Ctx(t, recruit.RoleAdmin), tm.Ctx(t, recruit.RoleTA), tm.Ctx(t, recruit.RoleHiringManager)
		hm, panel := tm.Users[recruit.RoleHiringManager].ID, tm.Users[recruit.RolePanel].ID
		in := apptest.JobInput("Backend")
		in.HiringManagerID = &hm
		job := apptest.MustCreateRequisition(t, ta, a, in)
		unread := func(ctx context.Context) int {
			n, err := a.ATS.UnreadNotifications(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		if n := unread(hmCtx); n != 1 {
			t.Errorf("hiring manager given the job: %d unread, want 1 (the assignment)", n)
		}
		app := apptest.MustAddApplication(t, ta, a, job, "Ada Lovelace", "ada@x.test")
		if n := unread(hmCtx); n != 2 {
			t.Errorf("after a new candidate: %d unread, want 2", n)
		}
		people, err := a.ATS.Mentionable(ta, app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range people {
			if p.ID == panel {
				t.Errorf("the interviewer not on the job is mentionable: %v", people)
			}
		}
		if _, err := a.ATS.AddNote(ta, app.Slug, ats.NoteInput{Body: "Hey @Interviewer", MentionIDs: []int64{panel}}); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("mentioning someone who cannot see the job: %v", err)
		}
		note, err := a.ATS.AddNote(ta, app.Slug, ats.NoteInput{Body: "@Hari have a look", MentionIDs: []int64{hm}})
		if err != nil {
			t.Fatal(err)
		}
		page, err := a.ATS.Notifications(hmCtx, 1, 20)
		if err != nil {
			t.Fatal(err)
		}
		if page.Unread != 3 || page.Items[0].Kind != ats.NotifyMention || page.Items[0].Link != "/candidate-timeline/"+app.Slug {
			t.Errorf("hiring manager's notifications: %+v", page)
		}
		if _, err := a.ATS.UpdateNote(admin, note.ID, ats.NoteInput{Body: "hijacked"}); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("someone else editing the note: %v", err)
		}
		if err := a.ATS.DeleteNote(hmCtx, note.ID); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("someone else deleting the note: %v", err)
		}
		// The TA moves the candidate: the hiring manager follows it.
		apptest.MustMove(t, ta, a, app.Slug, recruit.StateTAScreen)
		if n := unread(hmCtx); n != 4 {
			t.Errorf("after a move: %d unread, want 4", n)
		}
		if n, err := a.ATS.MarkNotificationsRead(hmCtx, nil, true); err != nil || n != 0 {
			t.Errorf("mark all read: %d %v", n, err)
		}
		// Another company sees nothing of it.
		other := apptest.MustTeam(t, a, "beta")
		if _, err := a.ATS.Notes(other.Ctx(t, recruit.RoleAdmin), app.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company reading notes: %v", err)
		}
		if _, err := a.ATS.UpdateNote(other.Ctx(t, recruit.RoleAdmin), note.ID, ats.NoteInput{Body: "x"}); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company editing a note: %v", err)
		}
		if p, err := a.ATS.Notifications(other.Ctx(t, recruit.RoleAdmin), 1, 20); err != nil || p.Total != 0 {
			t.Errorf("beta's admin sees %+v (%v), want none of alpha's", p, err)
		}
		// An agency's user sees no notes.
		if _, err := a.ATS.Notes(tm.Ctx(t, recruit.RoleAgency), app.Slug); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("agency reading notes: %v", err)
		}
	})
}

// TestCandidateAccess follows a candidate from the confirmation mail to
// their status: a passcode to their own email only (the same answer for
// any other), five tries, a token good for their application alone.
func TestCandidateAccess(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		ta := tm.Ctx(t, recruit.RoleTA)
		job := apptest.MustCreateRequisition(t, ta, a, apptest.JobInput("Backend"))
		app := apptest.MustAddApplication(t, ta, a, job, "Ada Lovelace", "ada@x.test")
		other := apptest.MustAddApplication(t, ta, a, job, "Bob", "bob@x.test")
		ctx := context.Background()
		msgs, err := a.Mailer.Mailbox(ctx, "ada@x.test", 10)
		if err != nil || len(msgs) != 1 || !strings.Contains(msgs[0].Text, "/candidate-application-status/"+app.Slug) {
			t.Fatalf("confirmation mail: %+v %v", msgs, err)
		}
		wrongEmail, err := a.ATS.SendPasscode(ctx, app.Slug, "eve@x.test", "198.51.100.1")
		if err != nil {
			t.Fatal(err)
		}
		right, err := a.ATS.SendPasscode(ctx, app.Slug, "ADA@x.test", "198.51.100.1")
		if err != nil || right != wrongEmail {
			t.Errorf("answers differ by email: %q / %q (%v)", wrongEmail, right, err)
		}
		msgs, _ = a.Mailer.Mailbox(ctx, "ada@x.test", 10)
		code := passcodeOf(t, msgs[0])
		for i := 0; i < 5; i++ {
			if _, err := a.ATS.CandidateLogin(ctx, app.Slug, "ada@x.test", "000000", "198.51.100.1"); err == nil && code != "000000" {
				t.Fatal("a wrong passcode worked")
			}
		}
		if _, err := a.ATS.CandidateLogin(ctx, app.Slug, "ada@x.test", code, "198.51.100.1"); err == nil || !strings.Contains(err.Error(), "Too many tries") {
			t.Errorf("the right code after five wrong tries: %v, want refused", err)
		}
		if _, err := a.ATS.SendPasscode(ctx, app.Slug, "ada@x.test", "198.51.100.1"); err != nil {
			t.Fatal(err)
		}
		msgs, _ = a.Mailer.Mailbox(ctx, "ada@x.test", 10)
		code = passcodeOf(t, msgs[0])
		sess, err := a.ATS.CandidateLogin(ctx, app.Slug, "ada@x.test", code, "198.51.100.1")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.ATS.CandidateLogin(ctx, app.Slug, "ada@x.test", code, "198.51.100.1"); err == nil {
			t.Error("a passcode worked twice")
		}
		cctx := apptest.ActorCtx(t, a, sess.Token, 0)
		st, err := a.ATS.CandidateStatus(cctx, app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if st.Stage.Title != "Application received" || st.JobTitle != "Backend" || st.CompanyName != "alpha" {
			t.Errorf("status %+v", st)
		}
		apptest.MustMove(t, ta, a, app.Slug, recruit.StateScreenReject)
		if st, _ := a.ATS.CandidateStatus(cctx, app.Slug); st.Stage.Title != "Closed" || strings.Contains(strings.ToLower(st.Stage.Description), "reject") {
			t.Errorf("a rejection shown as %+v", st.Stage)
		}
		if _, err := a.ATS.CandidateStatus(cctx, other.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("the candidate opening another application: %v", err)
		}
		if _, err := a.ATS.Application(cctx, app.Slug); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("a candidate reading the recruiter's view: %v", err)
		}
	})
}

// TestSearch finds candidates by the start of any word of their name,
// email or phone and jobs by their title's words, from 3 characters, and
// never shows what the actor may not see.
func TestSearch(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		ta := tm.Ctx(t, recruit.RoleTA)
		hm := tm.Users[recruit.RoleHiringManager].ID
		in := apptest.JobInput("Site Reliability Engineer")
		in.HiringManagerID = &hm
		managed := apptest.MustCreateRequisition(t, ta, a, in)
		hidden := apptest.MustCreateRequisition(t, ta, a, apptest.JobInput("Data Scientist"))
		ada, err := a.ATS.AddApplication(ta, ats.ApplicationInput{RequisitionID: managed.ID, Name: "Ada Lovelace", Email: "ada.countess@analytical.test",
			Phone: "+91 98765 43210", Answers: apptest.AnswersFor(managed)})
		if err != nil {
			t.Fatal(err)
		}
		apptest.MustAddApplication(t, ta, a, hidden, "Adam Hidden", "adam@x.test")
		slugs := func(ctx context.Context, q string) map[string][]string {
			hs, err := a.ATS.Search(ctx, q)
			if err != nil {
				t.Fatalf("search %q: %v", q, err)
			}
			out := map[string][]string{}
			for _, h := range hs {
				for _, r := range h.Rows {
					out[h.Title] = append(out[h.Title], r.Name)
				}
			}
			return out
		}
		for _, tc := range []struct {
			q    string
			want string
		}{
			{"ada", "Ada Lovelace"}, {"LOVE", "Ada Lovelace"}, {"countess", "Ada Lovelace"}, {"analyt", "Ada Lovelace"},
			{"98765", "Ada Lovelace"}, {"+91 98765-43210", "Ada Lovelace"}, {"ada lov", "Ada Lovelace"},
		} {
			if got := slugs(ta, tc.q)[ats.HeadingCandidates]; !slices.Contains(got, tc.want) {
				t.Errorf("%q: candidates %v, want %s among them", tc.q, got, tc.want)
			}
		}
		if got := slugs(ta, "relia")[ats.HeadingJobs]; len(got) != 1 || got[0] != "Ada Lovelace" {
			t.Errorf("job title search: %v", got)
		}
		if got := slugs(ta, "ada"); len(got[ats.HeadingCandidates]) != 2 {
			t.Errorf("the TA sees both Ada and Adam: %v", got)
		}
		hmCtx := tm.Ctx(t, recruit.RoleHiringManager)
		if got := slugs(hmCtx, "ada")[ats.HeadingCandidates]; len(got) != 1 || got[0] != "Ada Lovelace" {
			t.Errorf("the hiring manager sees %v, want only the candidate of their job", got)
		}
		if _, err := a.ATS.Search(ta, "ad"); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("two characters: %v", err)
		}
		if _, err := a.ATS.Search(ta, `"*) OR 1=1 --`); err != nil {
			t.Errorf("a query with syntax: %v", err)
		}
		other := apptest.MustTeam(t, a, "beta")
		if got := slugs(other.Ctx(t, recruit.RoleAdmin), "ada"); len(got) != 0 {
			t.Errorf("another company finds %v", got)
		}
		// A renamed candidate is found by the new name only.
		if _, err := db.Write.NewRaw("UPDATE candidates SET name = 'Augusta King' WHERE email = ?", "ada.countess@analytical.test").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := slugs(ta, "augusta")[ats.HeadingCandidates]; len(got) != 1 {
			t.Errorf("after a rename: %v", got)
		}
		_ = ada
	})
}
