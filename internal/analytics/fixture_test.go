package analytics_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
	"hirekit/internal/usage"
)

// day is an hour of a day of 2024, UTC.
func day(month time.Month, d, hour int) time.Time {
	return time.Date(2024, month, d, hour, 0, 0, 0, time.UTC)
}

// now is when the fixture's charts are read.
var now = day(time.June, 30, 12)

// at returns ctx whose clock reads t: the fixture is built through the
// real use cases, each made "back then", so its history has the dates the
// expected numbers are counted from.
func at(ctx context.Context, t time.Time) context.Context {
	return sqldb.WithClock(ctx, func() time.Time { return t })
}

// fixture is company alpha's six months of hiring, built through the ats,
// interview and usage use cases (no direct inserts), and company beta's
// little, which must never count for alpha.
//
// Jobs of alpha (created; department; people):
//
//	Backend   Jan 10  Engineering  HM hiring manager, recruiter TA, panel, agency; live from Jan 11
//	Old       Jan 5   Engineering  archived May 1
//	Design    Apr 15  Design       no candidates
//	Frontend  May 20  Engineering  no HM, no recruiter
//	Sales     Jun 15  Sales        recruiter TA
//
// The hiring manager sees Backend only. Applications (all at 10:00 UTC,
// each move at 10:00 of its day; "→" is a move, [n] the days spent in
// the state left):
//
//	A1 Backend  linkedin      May 2   applied →[2] ta_screen May 4 →[2] hm_screen May 6 →[3] schedule_round May 9
//	                                   →[1] round_scheduled May 10 (booking) →[4] negotiate_offer May 14 →[2] offer_shared May 16
//	                                   →[2] offer_accepted May 18 →[14] joined Jun 1
//	A2 Backend  agency        May 5   sourced →[2] ta_screen May 7 →[1] screen_reject May 8
//	A3 Backend  referral      Jun 3   referred →[2] ta_screen Jun 5 →[1] schedule_round Jun 6 →[1] round_scheduled Jun 7 (booking)
//	                                   →[5] negotiate_offer Jun 12 →[1] offer_shared Jun 13 →[2] offer_declined Jun 15
//	A4 Frontend careers_page  May 20  applied →[1] ta_screen May 21 →[1] schedule_round May 22 →[1] round_scheduled May 23 (booking)
//	                                   →[2] generate_offer May 25 →[1] offer_shared May 26 →[2] offer_accepted May 28 →[13] joined Jun 10
//	A5 Frontend linkedin      Jun 20  applied
//	A6 Sales    naukri        Jun 16  applied →[2] ta_screen Jun 18 (an interview booked Jun 19 for Jun 20, cancelled)
//	A7 Old      linkedin      Apr 28  applied →[1] candidate_dropoff Apr 29
//	A8 Backend  careers_page  Jun 25  applied →[1] ta_screen Jun 26 →[1] on_hold Jun 27
//
// Interviews (an hour from 10:00) and scorecards:
//
//	A1 May 11, panel: panel member and hiring manager, shadow TA; cards: panel May 12 11:00 (1 day), HM May 13 11:00 (2 days)
//	A3 Jun 8, panel: panel member; card Jun 10 11:00 (2 days)
//	A4 May 24, panel: panel member; card May 24 23:00 (0.5 day)
//	A6 Jun 20, panel: panel member; cancelled
//
// Usage (Jun 29): the admin opened dashboard 3 times and
// analytics_dashboard once, the TA dashboard twice.
//
// Beta: one job, B1 linkedin May 3 → ta_screen May 4 → offer_accepted
// May 5 → joined May 6; B2 careers_page Jun 2; 5 usage events (search).
type fixture struct {
	a    *app.App
	tm   *apptest.Team
	beta *apptest.Team
	jobs map[string]*ats.Requisition
}

func newFixture(t *testing.T, db *sqldb.DB) *fixture {
	t.Helper()
	a := apptest.NewApp(t, db, apptest.ServerOptions{})
	tm := apptest.MustTeam(t, a, "alpha")
	f := &fixture{a: a, tm: tm, jobs: map[string]*ats.Requisition{}}
	admin := tm.Ctx(t, recruit.RoleAdmin)
	hm, ta, panel := tm.Users[recruit.RoleHiringManager].ID, tm.Users[recruit.RoleTA].ID, tm.Users[recruit.RolePanel].ID

	job := func(title, department string, created time.Time, people func(*ats.RequisitionInput)) *ats.Requisition {
		in := apptest.JobInput(title)
		in.Department, in.PanelIDs = department, []int64{panel}
		if people != nil {
			people(&in)
		}
		f.jobs[title] = apptest.MustCreateRequisition(t, at(admin, created), a, in)
		return f.jobs[title]
	}
	backend := job("Backend", "Engineering", day(time.January, 10, 9), func(in *ats.RequisitionInput) {
		in.HiringManagerID, in.RecruiterIDs, in.AgencyIDs = &hm, []int64{ta}, []int64{tm.AgencyID}
	})
	if _, err := a.ATS.ChangeState(at(admin, day(time.January, 11, 9)), backend.ID, ats.ActionPublish, ""); err != nil {
		t.Fatal(err)
	}
	old := job("Old", "Engineering", day(time.January, 5, 9), nil)
	job("Design", "Design", day(time.April, 15, 9), nil)
	frontend := job("Frontend", "Engineering", day(time.May, 20, 9), nil)
	sales := job("Sales", "Sales", day(time.June, 15, 9), func(in *ats.RequisitionInput) { in.RecruiterIDs = []int64{ta} })

	a1 := f.add(t, admin, day(time.May, 2, 10), backend, "A1", "linkedin")
	a2 := f.add(t, tm.Ctx(t, recruit.RoleAgency), day(time.May, 5, 10), backend, "A2", "")
	a3 := f.add(t, tm.Ctx(t, recruit.RoleEmployee), day(time.June, 3, 10), backend, "A3", "")
	a4 := f.add(t, admin, day(time.May, 20, 10), frontend, "A4", "careers_page")
	f.add(t, admin, day(time.June, 20, 10), frontend, "A5", "linkedin")
	a6 := f.add(t, admin, day(time.June, 16, 10), sales, "A6", "naukri")
	a7 := f.add(t, admin, day(time.April, 28, 10), old, "A7", "linkedin")
	a8 := f.add(t, admin, day(time.June, 25, 10), backend, "A8", "careers_page")

	move := func(slug string, when time.Time, to recruit.State) {
		apptest.MustMove(t, at(admin, when), a, slug, to)
	}
	round := func(job *ats.Requisition) interview.Round {
		rounds, err := a.Interview.Rounds(admin, job.ID)
		if err != nil || len(rounds) < 2 {
			t.Fatalf("rounds of %s: %v %v", job.Title, rounds, err)
		}
		return rounds[1]
	}
	book := func(slug string, job *ats.Requisition, booked, start time.Time, panel, shadow []int64) *interview.Interview {
		iv, err := a.Interview.Schedule(at(admin, booked), interview.ScheduleInput{Slug: slug, RoundID: round(job).ID,
			Start: start.Format(time.RFC3339), PanelIDs: panel, ShadowIDs: shadow})
		if err != nil {
			t.Fatalf("book %s: %v", slug, err)
		}
		return iv
	}
	card := func(role, slug string, job *ats.Requisition, when time.Time) {
		r := round(job)
		in := interview.ScorecardInput{Recommendation: "yes"}
		for _, attr := range r.Attributes() {
			in.Ratings = append(in.Ratings, interview.Rating{Attribute: attr, Rating: 3})
		}
		if _, err := a.Interview.SubmitScorecard(at(tm.Ctx(t, role), when), slug, r.ID, in); err != nil {
			t.Fatalf("%s's scorecard of %s: %v", role, slug, err)
		}
	}

	move(a7, day(time.April, 29, 10), recruit.StateCandidateDropoff)
	if _, err := a.ATS.ChangeState(at(admin, day(time.May, 1, 9)), old.ID, ats.ActionArchive, ""); err != nil {
		t.Fatal(err)
	}

	move(a1, day(time.May, 4, 10), recruit.StateTAScreen)
	move(a1, day(time.May, 6, 10), recruit.StateHMScreen)
	move(a1, day(time.May, 9, 10), recruit.StateScheduleRound)
	book(a1, backend, day(time.May, 10, 10), day(time.May, 11, 10), []int64{panel, hm}, []int64{ta})
	card(recruit.RolePanel, a1, backend, day(time.May, 12, 11))
	card(recruit.RoleHiringManager, a1, backend, day(time.May, 13, 11))
	move(a1, day(time.May, 14, 10), recruit.StateNegotiateOffer)
	move(a1, day(time.May, 16, 10), recruit.StateOfferShared)
	move(a1, day(time.May, 18, 10), recruit.StateOfferAccepted)
	move(a1, day(time.June, 1, 10), recruit.StateJoined)

	move(a2, day(time.May, 7, 10), recruit.StateTAScreen)
	move(a2, day(time.May, 8, 10), recruit.StateScreenReject)

	move(a4, day(time.May, 21, 10), recruit.StateTAScreen)
	move(a4, day(time.May, 22, 10), recruit.StateScheduleRound)
	book(a4, frontend, day(time.May, 23, 10), day(time.May, 24, 10), []int64{panel}, nil)
	card(recruit.RolePanel, a4, frontend, day(time.May, 24, 23))
	move(a4, day(time.May, 25, 10), recruit.StateGenerateOffer)
	move(a4, day(time.May, 26, 10), recruit.StateOfferShared)
	move(a4, day(time.May, 28, 10), recruit.StateOfferAccepted)
	move(a4, day(time.June, 10, 10), recruit.StateJoined)

	move(a3, day(time.June, 5, 10), recruit.StateTAScreen)
	move(a3, day(time.June, 6, 10), recruit.StateScheduleRound)
	book(a3, backend, day(time.June, 7, 10), day(time.June, 8, 10), []int64{panel}, nil)
	card(recruit.RolePanel, a3, backend, day(time.June, 10, 11))
	move(a3, day(time.June, 12, 10), recruit.StateNegotiateOffer)
	move(a3, day(time.June, 13, 10), recruit.StateOfferShared)
	move(a3, day(time.June, 15, 10), recruit.StateOfferDeclined)

	move(a6, day(time.June, 18, 10), recruit.StateTAScreen)
	cancelled := book(a6, sales, day(time.June, 19, 10), day(time.June, 20, 10), []int64{panel}, nil)
	if _, err := a.Interview.Cancel(at(admin, day(time.June, 19, 12)), cancelled.ID, "The candidate asked to move it"); err != nil {
		t.Fatal(err)
	}

	move(a8, day(time.June, 26, 10), recruit.StateTAScreen)
	move(a8, day(time.June, 27, 10), recruit.StateOnHold)

	f.visit(t, admin, day(time.June, 29, 9), "dashboard", "dashboard", "dashboard", "analytics_dashboard")
	f.visit(t, tm.Ctx(t, recruit.RoleTA), day(time.June, 29, 10), "dashboard", "dashboard")

	f.beta = apptest.MustTeam(t, a, "beta")
	betaAdmin := f.beta.Ctx(t, recruit.RoleAdmin)
	bjob := apptest.MustCreateRequisition(t, at(betaAdmin, day(time.March, 1, 9)), a, apptest.JobInput("Beta job"))
	f.jobs["Beta job"] = bjob
	b1 := f.add(t, betaAdmin, day(time.May, 3, 10), bjob, "B1", "linkedin")
	for i, to := range []recruit.State{recruit.StateTAScreen, recruit.StateOfferAccepted, recruit.StateJoined} {
		apptest.MustMove(t, at(betaAdmin, day(time.May, 4+i, 10)), a, b1, to)
	}
	f.add(t, betaAdmin, day(time.June, 2, 10), bjob, "B2", "careers_page")
	f.visit(t, betaAdmin, day(time.June, 29, 9), "search", "search", "search", "search", "search")
	return f
}

// add adds a candidate named name to job as the actor of ctx at when, and
// returns the application's slug (read back for an agency's or an
// employee's, who are not shown it).
func (f *fixture) add(t *testing.T, ctx context.Context, when time.Time, job *ats.Requisition, name, source string) string {
	t.Helper()
	in := ats.ApplicationInput{RequisitionID: job.ID, Name: name, Email: strings.ToLower(name) + "@candidates.test", Phone: "+91 90000 00000",
		Source: source, Answers: apptest.AnswersFor(job)}
	if recruit.ActorFrom(ctx).HasRole(recruit.RoleEmployee) {
		// A referral answers the referral questions only; this job has none.
		in.Answers = nil
	}
	got, err := f.a.ATS.AddApplication(at(ctx, when), in)
	if err != nil {
		t.Fatalf("add %s: %v", name, err)
	}
	if got.Slug != "" {
		return got.Slug
	}
	var slug string
	if err := f.a.DB.Read.NewRaw("SELECT slug FROM candidate_applications WHERE requisition_id = ? AND submitted_name = ?", job.ID, name).
		Scan(context.Background(), &slug); err != nil {
		t.Fatal(err)
	}
	return slug
}

// visit records the actor's usage events, all at when.
func (f *fixture) visit(t *testing.T, ctx context.Context, when time.Time, pages ...string) {
	t.Helper()
	var events []usage.Event
	for _, p := range pages {
		events = append(events, usage.Event{Page: p, At: when})
	}
	if _, err := f.a.Usage.Record(at(ctx, when.Add(time.Minute)), events); err != nil {
		t.Fatal(err)
	}
}
