package ats_test

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// liveJob is a published job with one required question, shared with the
// team's agency.
func liveJob(t *testing.T, a *app.App, tm *apptest.Team, title string) *ats.Requisition {
	t.Helper()
	admin := tm.Ctx(t, recruit.RoleAdmin)
	in := apptest.JobInput(title)
	in.AgencyIDs = []int64{tm.AgencyID}
	job := apptest.MustCreateRequisition(t, admin, a, in)
	if _, err := a.ATS.ChangeState(admin, job.ID, ats.ActionPublish, ""); err != nil {
		t.Fatal(err)
	}
	return job
}

// TestSubmittersCannotTellByTheirErrors is review 3's M4: a form missing
// a required answer, or holding a bad field, is refused alike whether the
// person named is new or already in the job (before, naming someone
// already in the job was accepted before the answers were checked).
func TestSubmittersCannotTellByTheirErrors(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := liveJob(t, a, tm, "Shared")
		apptest.MustAddApplication(t, admin, a, job, "Known Person", "known@x.test")
		for _, role := range []string{recruit.RoleAgency, recruit.RoleEmployee} {
			ctx := tm.Ctx(t, role)
			for _, tc := range []struct {
				name string
				in   ats.ApplicationInput
			}{
				{"NoAnswers", ats.ApplicationInput{Name: "X"}},
				{"BadAnswer", ats.ApplicationInput{Name: "X", Answers: map[int64]json.RawMessage{job.Questions[0].ID: json.RawMessage(`"many"`)}}},
				{"NameWithALineBreak", ats.ApplicationInput{Name: "X\r\nY", Answers: apptest.AnswersFor(job)}},
				{"BadNoticePeriod", ats.ApplicationInput{Name: "X", NoticePeriod: "someday", Answers: apptest.AnswersFor(job)}},
			} {
				errs := map[string]string{}
				for _, email := range []string{"known@x.test", "new-" + role + "@x.test"} {
					in := tc.in
					in.RequisitionID, in.Email = job.ID, email
					errs[email] = "accepted"
					if _, err := a.ATS.AddApplication(ctx, in); err != nil {
						errs[email] = err.Error()
					}
				}
				if errs["known@x.test"] != errs["new-"+role+"@x.test"] {
					t.Errorf("%s %s: %q for a known person, %q for a new one", role, tc.name, errs["known@x.test"], errs["new-"+role+"@x.test"])
				}
			}
		}
		// An employee's referral answers only the referral questions
		// (this job has none), so their first form was accepted for both.
		if n := count(t, db, "SELECT count(*) FROM duplicate_submissions"); n != 1 {
			t.Errorf("%d duplicate submissions, want the employee's one", n)
		}
	})
}

// TestReferralOfAKnownPersonIsListed is review 3's M4 for employees: a
// referral of someone already in the job is listed among the employee's
// referrals, received like a new one, instead of vanishing.
func TestReferralOfAKnownPersonIsListed(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := referralJob(t, a, admin, tm.Users[recruit.RoleHiringManager].ID)
		answers := map[int64]json.RawMessage{}
		for _, q := range job.Questions {
			if q.ReferralQuestion {
				answers[q.ID] = json.RawMessage(`"We worked together"`)
			}
		}
		known := apptest.MustAddApplication(t, admin, a, job, "Lena Reddy", "lena@x.test")
		apptest.MustMove(t, admin, a, known.Slug, recruit.StateScheduleRound) // far along already
		employee := tm.Ctx(t, recruit.RoleEmployee)
		refer := func(name, email string) (*ats.Application, error) {
			return a.ATS.AddApplication(employee, ats.ApplicationInput{RequisitionID: job.ID, Name: name, Email: email, Answers: answers})
		}
		fresh, err1 := refer("Fresh Person", "fresh@x.test")
		again, err2 := refer("Lena R.", "lena@x.test")
		if err1 != nil || err2 != nil {
			t.Fatalf("referrals: %v %v", err1, err2)
		}
		if fresh.State != again.State || fresh.Source != again.Source || fresh.Slug != again.Slug {
			t.Errorf("the answers differ: %+v / %+v", fresh, again)
		}
		mine, err := a.ATS.MyReferrals(employee, 1, 20)
		if err != nil {
			t.Fatal(err)
		}
		if mine.Total != 2 || len(mine.Items) != 2 {
			t.Fatalf("the employee's referrals: %+v, want both", mine)
		}
		byName := map[string]ats.Referral{}
		for _, r := range mine.Items {
			byName[r.Name] = r
		}
		f, l := byName["Fresh Person"], byName["Lena R."]
		if l.Progress != f.Progress || l.Progress != "Received: the team will look at it soon" || l.JobTitle != f.JobTitle || len(l.Slug) != len(f.Slug) {
			t.Errorf("the two referrals read differently: %+v / %+v", f, l)
		}
		if l.Slug == known.Slug {
			t.Errorf("the referral shows the slug of the application that was there: %s", l.Slug)
		}
		// Naming them again is the employee's own submission: they know.
		if _, err := refer("Lena", "lena@x.test"); recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Errorf("referring the same person twice: %v, want ECONFLICT", err)
		}
		// Another employee sees neither.
		u, err := a.Auth.EnsureUser(context.Background(), auth.UserSpec{CompanyID: tm.Company.ID, Email: "employee2@alpha.test", Name: "Second",
			Roles: []string{recruit.RoleEmployee}, Password: apptest.RolePassword, Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		second := apptest.ActorCtx(t, a, apptest.MustLogin(t, a, u.Email, apptest.RolePassword), 0)
		if theirs, err := a.ATS.MyReferrals(second, 1, 20); err != nil || theirs.Total != 0 {
			t.Errorf("another employee's referrals: %+v %v", theirs, err)
		}
	})
}

// TestApplicantRepeatingIsNotTold is review 3's M1 in the ats: an
// applicant naming an address already in the job is answered as a new
// applicant is, nothing is added, and the address's owner is mailed (once
// a day at most).
func TestApplicantRepeatingIsNotTold(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := liveJob(t, a, tm, "Backend")
		known := apptest.MustAddApplication(t, admin, a, job, "Omar Gupta", "omar@x.test") // sourced by a recruiter
		applicant := recruit.WithActor(context.Background(), recruit.ApplicantActor(tm.Company.ID))
		apply := func(email string) (*ats.Application, error) {
			return a.ATS.AddApplication(applicant, ats.ApplicationInput{RequisitionID: job.ID, Name: "X", Email: email, Phone: "123",
				Source: "careers_page", Answers: apptest.AnswersFor(job)})
		}
		tables := []string{"candidates", "candidate_applications", "application_moves", "application_answers", "notifications", "duplicate_submissions"}
		before := map[string]int{}
		for _, tb := range tables {
			before[tb] = count(t, db, "SELECT count(*) FROM "+tb)
		}
		repeat, err := apply("Omar@x.test")
		if err != nil {
			t.Fatalf("applying with a known address: %v, want accepted", err)
		}
		for _, tb := range tables {
			if n := count(t, db, "SELECT count(*) FROM "+tb); n != before[tb] {
				t.Errorf("%s: %d rows, was %d", tb, n, before[tb])
			}
		}
		fresh, err := apply("someone-new@x.test")
		if err != nil {
			t.Fatal(err)
		}
		// The answers are alike but for what differs by nature (times).
		repeat.CreatedAt, repeat.UpdatedAt, repeat.CandidateSince = fresh.CreatedAt, fresh.UpdatedAt, fresh.CandidateSince
		repeat.CandidateEmail = fresh.CandidateEmail
		if !reflect.DeepEqual(repeat, fresh) {
			t.Errorf("the answers differ:\n%+v\n%+v", repeat, fresh)
		}
		if _, err := apply("omar@x.test"); err != nil {
			t.Fatal(err)
		}
		msgs, err := a.Mailer.Mailbox(context.Background(), "omar@x.test", 10)
		if err != nil {
			t.Fatal(err)
		}
		repeats := 0
		for _, m := range msgs {
			if m.Kind == "application_repeat" {
				repeats++
				if m.ApplicationID == nil || *m.ApplicationID != known.ID || !strings.Contains(m.Text, "Hello Omar Gupta") ||
					!strings.Contains(m.Text, "/candidate-application-status/"+known.Slug) {
					t.Errorf("the repeat mail: %+v", m)
				}
			}
		}
		if repeats != 1 {
			t.Errorf("%d repeat mails after two repeats in a day, want 1", repeats)
		}
	})
}

// TestApplicationWithAKnownEmailIsUnconfirmed is review 3's M1, second
// part: an anonymous application with the email of a candidate the
// company already has joins that candidate marked unconfirmed, leaves the
// profile as it was, and is confirmed once the person signs in to it with
// a passcode mailed to the address.
func TestApplicationWithAKnownEmailIsUnconfirmed(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		first, second := liveJob(t, a, tm, "First"), liveJob(t, a, tm, "Second")
		known := apptest.MustAddApplication(t, admin, a, first, "Grace Hopper", "grace@x.test")
		applicant := recruit.WithActor(context.Background(), recruit.ApplicantActor(tm.Company.ID))
		for _, email := range []string{"grace@x.test", "brand-new@x.test"} {
			if _, err := a.ATS.AddApplication(applicant, ats.ApplicationInput{RequisitionID: second.ID, Name: "Not Grace", Email: email,
				Phone: "+1 555 0199", Source: "careers_page", Answers: apptest.AnswersFor(second)}); err != nil {
				t.Fatal(err)
			}
		}
		page, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Filter: ats.Filter{Requisitions: []int64{second.ID}}, Page: 1, PerPage: 20}, sqldb.Now())
		if err != nil {
			t.Fatal(err)
		}
		slugs := map[string]string{}
		for _, r := range page.Rows {
			slugs[r.Email] = r.Slug
		}
		got, err := a.ATS.Application(admin, slugs["grace@x.test"])
		if err != nil {
			t.Fatal(err)
		}
		if !got.EmailUnconfirmed || got.CandidateID != known.CandidateID || got.CandidateName != "Grace Hopper" || got.SubmittedName != "Not Grace" {
			t.Errorf("the application with Grace's email: unconfirmed %v, candidate %d %q, submitted %q", got.EmailUnconfirmed, got.CandidateID,
				got.CandidateName, got.SubmittedName)
		}
		if other, err := a.ATS.Application(admin, slugs["brand-new@x.test"]); err != nil || other.EmailUnconfirmed {
			t.Errorf("a new candidate's application: %+v %v, want not marked", other, err)
		}
		if mine, err := a.ATS.Application(admin, known.Slug); err != nil || mine.EmailUnconfirmed {
			t.Errorf("the recruiter's own application: %v %v, want not marked", mine.EmailUnconfirmed, err)
		}
		var phone string
		db.Read.NewRaw("SELECT phone FROM candidates WHERE id = ?", known.CandidateID).Scan(context.Background(), &phone)
		if phone != "+91 90000 00000" {
			t.Errorf("the profile's phone became %q", phone)
		}
		msgs, _ := a.Mailer.Mailbox(context.Background(), "grace@x.test", 10)
		if len(msgs) == 0 || msgs[0].Kind != "application_received" || !strings.Contains(msgs[0].Text, "not confirmed until you sign in") {
			t.Fatalf("the mail to the address: %+v", msgs)
		}

		// Grace signs in to it with the passcode the address receives.
		ctx := context.Background()
		if _, err := a.ATS.SendPasscode(ctx, slugs["grace@x.test"], "grace@x.test", "198.51.100.1"); err != nil {
			t.Fatal(err)
		}
		msgs, _ = a.Mailer.Mailbox(ctx, "grace@x.test", 10)
		code := passcodeOf(t, msgs[0])
		if _, err := a.ATS.CandidateLogin(ctx, slugs["grace@x.test"], "grace@x.test", code, "198.51.100.1"); err != nil {
			t.Fatal(err)
		}
		if got, err := a.ATS.Application(admin, slugs["grace@x.test"]); err != nil || got.EmailUnconfirmed {
			t.Errorf("after Grace signed in: unconfirmed %v %v, want confirmed", got.EmailUnconfirmed, err)
		}
	})
}

// count runs a count query.
func count(t *testing.T, db *sqldb.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Read.NewRaw(query, args...).Scan(context.Background(), &n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}
