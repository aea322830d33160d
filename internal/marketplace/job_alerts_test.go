package marketplace_test

import (
	"context"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/mail"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// alertWorld is a company that posts board jobs at chosen times.
type alertWorld struct {
	a    *app.App
	team *apptest.Team
	jobs map[string]*marketplace.BoardJob
}

func newAlertWorld(t *testing.T, a *app.App) *alertWorld {
	return &alertWorld{a: a, team: apptest.MustTeam(t, a, "acme"), jobs: map[string]*marketplace.BoardJob{}}
}

// post publishes a live job titled title to the board at the time at,
// with experience from lo years and the given skills.
func (w *alertWorld) post(t *testing.T, at time.Time, title string, lo *float64, skills ...marketplace.SkillRequirement) *marketplace.BoardJob {
	t.Helper()
	ctx := w.team.Ctx(t, recruit.RoleAdmin)
	in := apptest.JobInput(title)
	in.MinExperience, in.MaxExperience = lo, nil
	req := apptest.MustCreateRequisition(t, ctx, w.a, in)
	if _, err := w.a.ATS.ChangeState(ctx, req.ID, ats.ActionPublish, ""); err != nil {
		t.Fatal(err)
	}
	min, max := int64(1_000_000), int64(2_000_000)
	job, err := w.a.Hub.PublishBoardJob(sqldb.WithClock(ctx, func() time.Time { return at }), marketplace.PublishInput{RequisitionID: req.ID,
		JobType: marketplace.BoardFullTime, Skills: skills, SalaryMin: &min, SalaryMax: &max, SalaryCurrency: "INR"})
	if err != nil {
		t.Fatal(err)
	}
	w.jobs[title] = job
	return job
}

func years(v float64) *float64 { return &v }

// runAlerts runs the daily job's work at the time at.
func runAlerts(t *testing.T, a *app.App, at time.Time) int {
	t.Helper()
	n, err := a.Hub.SendJobAlerts(sqldb.WithClock(context.Background(), func() time.Time { return at }))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// digests are the job alert mails stored for an address, oldest first.
func digests(t *testing.T, a *app.App, to string) []mail.Message {
	t.Helper()
	msgs, err := a.Mailer.Mailbox(context.Background(), to, 200)
	if err != nil {
		t.Fatal(err)
	}
	var out []mail.Message
	for _, m := range slices.Backward(msgs) {
		if m.Kind == marketplace.JobAlertTemplate {
			out = append(out, m)
		}
	}
	return out
}

// titlesIn are the titles among want that a mail's text names.
func titlesIn(m mail.Message, all []string) []string {
	var out []string
	for _, title := range all {
		if strings.Contains(m.Text, title+" at ") {
			out = append(out, title)
		}
	}
	return out
}

// TestJobAlertsDigest: a candidate gets one mail a day listing the open
// board jobs published since their last digest that match them (every
// asked skill held at any level, experience from the lower bound), newest
// first; nothing when nothing matches; nothing to a candidate who turned
// job alerts off or deleted the account; a closed job, one published
// before they joined and one they applied to are left out. Candidates are
// read in batches of two, so the keyset pages are crossed.
func TestJobAlertsDigest(t *testing.T) {
	old := *marketplace.AlertBatchSize
	*marketplace.AlertBatchSize = 2
	t.Cleanup(func() { *marketplace.AlertBatchSize = old })
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		w := newAlertWorld(t, a)
		joined := time.Now().UTC()
		// Before anyone joined: never news to them.
		w.post(t, joined.Add(-time.Hour), "Before You Joined", nil)
		cands := map[string]*apptest.HubCandidate{}
		for _, name := range []string{"ada", "bob", "cat", "dan", "eve"} {
			cands[name] = apptest.MustHubCandidate(t, a, name)
		}
		ctxOf := func(name string) context.Context { return apptest.ActorCtx(t, a, cands[name].Token, 0) }
		start := joined.AddDate(-3, 0, 0).Format("2006-01")
		for _, name := range []string{"ada", "cat", "dan", "eve"} {
			if _, err := a.Hub.UpdateBasics(ctxOf(name), marketplace.BasicsInput{Name: strings.ToUpper(name[:1]) + name[1:], CareerStart: start}); err != nil {
				t.Fatal(err)
			}
			if _, err := a.Hub.AddSkill(ctxOf(name), "Go"); err != nil {
				t.Fatal(err)
			}
		}
		t1 := joined.Add(time.Hour)
		goSkill := marketplace.SkillRequirement{Slug: "go", Proficiency: 2} // ada holds it at 0: still news
		w.post(t, t1, "Go Engineer", years(2), goSkill)
		w.post(t, t1.Add(time.Minute), "Intern", years(0))
		w.post(t, t1.Add(2*time.Minute), "Principal", years(6), goSkill)                                    // 3 years is too few
		w.post(t, t1.Add(3*time.Minute), "Java Developer", nil, marketplace.SkillRequirement{Slug: "java"}) // nobody holds Java
		closed := w.post(t, t1.Add(4*time.Minute), "Closed Role", nil)
		if _, err := a.Hub.UnpublishBoardJob(w.team.Ctx(t, recruit.RoleAdmin), closed.RequisitionID); err != nil {
			t.Fatal(err)
		}
		all := []string{"Before You Joined", "Go Engineer", "Intern", "Principal", "Java Developer", "Closed Role"}
		// cat turned job alerts off, dan deleted the account, eve applied
		// to the Go job already.
		if err := a.Mailer.SetOptOuts(context.Background(), cands["cat"].Email, []string{mail.CategoryJobAlerts}); err != nil {
			t.Fatal(err)
		}
		if err := a.Hub.DeleteAccount(ctxOf("dan"), "dan"); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Write.ExecContext(context.Background(), "INSERT INTO hub_board_applications (board_job_id, hub_candidate_id, created_at) VALUES (?, ?, ?)",
			w.jobs["Go Engineer"].ID, cands["eve"].ID, t1.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}

		day1 := t1.Add(2 * time.Hour)
		if n := runAlerts(t, a, day1); n != 3 {
			t.Fatalf("day 1: %d digests, want ada's, bob's and eve's", n)
		}
		want := map[string][]string{"ada": {"Go Engineer", "Intern"}, "bob": {"Intern"}, "cat": nil, "dan": nil, "eve": {"Intern"}}
		for name, titles := range want {
			got := digests(t, a, cands[name].Email)
			if len(titles) == 0 {
				if len(got) != 0 {
					t.Errorf("%s got %d digests, want none", name, len(got))
				}
				continue
			}
			if len(got) != 1 || !slices.Equal(titlesIn(got[0], all), titles) {
				t.Fatalf("%s's digests: %d, first naming %v; want one naming %v", name, len(got), titlesIn(got[0], all), titles)
			}
		}
		ada := digests(t, a, cands["ada"].Email)[0]
		// Newest first, each with company, location, salary and its page.
		if i, j := strings.Index(ada.Text, "Intern at"), strings.Index(ada.Text, "Go Engineer at"); i < 0 || j < i {
			t.Errorf("ada's digest is not newest first:\n%s", ada.Text)
		}
		for _, part := range []string{"Hello Ada", "2 new jobs on talenthub match your profile", "Go Engineer at " + w.jobs["Go Engineer"].CompanyName,
			"INR 1,000,000 – 2,000,000", "/talenthub/" + w.jobs["Go Engineer"].CompanySlug + "/jobs/" + w.jobs["Go Engineer"].Slug, "/talenthub/jobs"} {
			if !strings.Contains(ada.Text, part) {
				t.Errorf("ada's digest lacks %q:\n%s", part, ada.Text)
			}
		}
		if ada.Subject != "New jobs for you: Intern at "+w.jobs["Intern"].CompanyName+" and 1 more" {
			t.Errorf("subject %q", ada.Subject)
		}

		// Again the same day: nothing, though a new job matches.
		w.post(t, day1.Add(time.Hour), "Go Lead", years(1), goSkill)
		if n := runAlerts(t, a, day1.Add(2*time.Hour)); n != 0 {
			t.Fatalf("a second run the same day sent %d digests", n)
		}
		// The next day: only what is new since the last digest.
		if n := runAlerts(t, a, day1.Add(24*time.Hour)); n != 2 {
			t.Fatalf("day 2: %d digests, want ada's and eve's", n)
		}
		for _, name := range []string{"ada", "eve"} {
			got := digests(t, a, cands[name].Email)
			if len(got) != 2 || !slices.Equal(titlesIn(got[1], append(all, "Go Lead")), []string{"Go Lead"}) {
				t.Errorf("%s's second digest: %d digests, %q", name, len(got), got[len(got)-1].Subject)
			}
		}
		if got := digests(t, a, cands["bob"].Email); len(got) != 1 {
			t.Errorf("bob got %d digests; Go Lead asks for Go", len(got))
		}
		// Nothing new matches: no mail.
		if n := runAlerts(t, a, day1.Add(48*time.Hour)); n != 0 {
			t.Errorf("day 3: %d digests with nothing new", n)
		}
	})
}

// TestJobAlertsRunOnce: two runs at once (a retried job beside the
// periodic one) queue one digest, and record each job once.
func TestJobAlertsRunOnce(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		w := newAlertWorld(t, a)
		joined := time.Now().UTC()
		ada := apptest.MustHubCandidate(t, a, "ada")
		w.post(t, joined.Add(time.Minute), "Intern", nil)
		w.post(t, joined.Add(2*time.Minute), "Trainee", years(0))
		at := joined.Add(time.Hour)
		var wg sync.WaitGroup
		counts := make([]int, 2)
		for i := range counts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := a.Hub.SendJobAlerts(sqldb.WithClock(context.Background(), func() time.Time { return at }))
				if err != nil {
					t.Error(err)
				}
				counts[i] = n
			}()
		}
		wg.Wait()
		if got := digests(t, a, ada.Email); len(got) != 1 || counts[0]+counts[1] != 1 {
			t.Fatalf("two runs at once: %d mails, runs counted %v", len(got), counts)
		}
		var rows int
		if err := db.Read.QueryRowContext(context.Background(), "SELECT count(*) FROM hub_job_alerts_sent WHERE hub_candidate_id = ?", ada.ID).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		if rows != 2 {
			t.Errorf("%d jobs recorded as sent, want 2", rows)
		}
	})
}

// TestJobAlertsMailOverSMTP: the digest reaches a real SMTP server as
// optional mail: text and HTML parts, the job's link, the preferences
// footer and the RFC 8058 one-click headers naming job_alerts; the
// one-click link turns job alerts off, and the next day's run mails
// nothing.
func TestJobAlertsMailOverSMTP(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		smtp := apptest.NewSMTPServer(t)
		a := apptest.NewApp(t, db, apptest.ServerOptions{SMTPURL: "smtp://" + apptest.SMTPUser + ":" + apptest.SMTPPassword + "@" + smtp.Addr + "?auth=plain"})
		w := newAlertWorld(t, a)
		joined := time.Now().UTC()
		ada := apptest.MustHubCandidate(t, a, "ada")
		job := w.post(t, joined.Add(time.Minute), "Intern", nil)
		if n := runAlerts(t, a, joined.Add(time.Hour)); n != 1 {
			t.Fatalf("%d digests, want 1", n)
		}
		var msg *netmail.Message
		for n := 1; msg == nil; n++ {
			// The team's own mail may arrive too: take the one to ada.
			got := smtp.Wait(t, n, 20*time.Second)
			if m, err := netmail.ReadMessage(strings.NewReader(got[n-1].Data)); err != nil {
				t.Fatal(err)
			} else if slices.Contains(got[n-1].To, ada.Email) {
				msg = m
			}
		}
		if msg.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
			t.Errorf("List-Unsubscribe-Post = %q", msg.Header.Get("List-Unsubscribe-Post"))
		}
		link, err := url.Parse(strings.Trim(msg.Header.Get("List-Unsubscribe"), "<>"))
		if err != nil || link.Path != "/api/v1/talenthub/unsubscribe" {
			t.Fatalf("List-Unsubscribe = %q", msg.Header.Get("List-Unsubscribe"))
		}
		email, kind, err := a.Mailer.ParseUnsubscribeToken(link.Query().Get("token"))
		if err != nil || email != ada.Email || kind != mail.CategoryJobAlerts {
			t.Errorf("the unsubscribe link names %q %q (%v)", email, kind, err)
		}
		parts := map[string]string{}
		_, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
		if err != nil {
			t.Fatal(err)
		}
		mr := multipart.NewReader(msg.Body, params["boundary"])
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				break
			} else if err != nil {
				t.Fatal(err)
			}
			var body io.Reader = p
			if p.Header.Get("Content-Transfer-Encoding") == "quoted-printable" {
				body = quotedprintable.NewReader(p)
			}
			raw, err := io.ReadAll(body)
			if err != nil {
				t.Fatal(err)
			}
			ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
			parts[ct] = string(raw)
		}
		page := "/talenthub/" + job.CompanySlug + "/jobs/" + job.Slug
		for _, ct := range []string{"text/plain", "text/html"} {
			for _, want := range []string{"Intern", job.CompanyName, "INR 1,000,000", page, "/talenthub/email-preferences/"} {
				if !strings.Contains(parts[ct], want) {
					t.Errorf("%s part lacks %q:\n%s", ct, want, parts[ct])
				}
			}
		}
		// The opt-out the link makes: the next day brings nothing.
		if err := a.Mailer.OptOut(context.Background(), email, kind); err != nil {
			t.Fatal(err)
		}
		w.post(t, joined.Add(2*time.Hour), "Trainee", nil)
		if n := runAlerts(t, a, joined.Add(26*time.Hour)); n != 0 {
			t.Errorf("%d digests after the opt-out", n)
		}
	})
}

// TestJobAlertsWorker: the daily job is registered with the queue and does
// the same work on the wall clock.
func TestJobAlertsWorker(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		w := newAlertWorld(t, a)
		ada := apptest.MustHubCandidate(t, a, "ada")
		w.post(t, time.Now().UTC(), "Intern", nil)
		jobs := apptest.WatchJobs(t, a.Queue)
		if _, err := a.Queue.Insert(context.Background(), marketplace.JobAlertsArgs{}, nil); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, marketplace.JobAlertsArgs{}.Kind(), 1)
		if got := digests(t, a, ada.Email); len(got) != 1 || !strings.Contains(got[0].Text, "Intern at ") {
			t.Fatalf("the job sent %d digests", len(got))
		}
	})
}
