package interview_test

import (
	"slices"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestListInterviews checks the /interviews list: upcoming soonest first,
// past latest first, each filter, the viewer's jobs only, and the
// application's own list for the timeline.
func TestListInterviews(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		start := soon()
		ada := w.mustSchedule(t, admin, w.app.Slug, start, []int64{w.panel}, nil)
		bob := w.candidate(t, "Bob", "bob@x.test")
		bobs := w.mustSchedule(t, admin, bob.Slug, start.Add(24*time.Hour), []int64{w.ta}, []int64{w.panel})
		cy := w.candidate(t, "Cy", "cy@x.test")
		cys := w.mustSchedule(t, admin, cy.Slug, start.Add(48*time.Hour), []int64{w.ta}, nil)
		if _, err := w.a.Interview.Cancel(admin, cys.ID, "Hired elsewhere"); err != nil {
			t.Fatal(err)
		}
		past := time.Now().UTC().Add(-72 * time.Hour).Truncate(time.Hour)
		olds := w.mustSchedule(t, at(admin, past.Add(-time.Hour)), w.app.Slug, past, []int64{w.panel}, nil)
		hidden := apptest.MustCreateRequisition(t, admin, w.a, apptest.JobInput("Hidden from the panel"))
		dee := apptest.MustAddApplication(t, admin, w.a, hidden, "Dee", "dee@x.test")
		hiddenRounds, _ := w.a.Interview.Rounds(admin, hidden.ID)
		dees, err := w.a.Interview.Schedule(admin, interview.ScheduleInput{Slug: dee.Slug, RoundID: hiddenRounds[0].ID, Start: rfc(start.Add(2 * time.Hour)),
			PanelIDs: []int64{w.ta}})
		if err != nil {
			t.Fatal(err)
		}
		ids := func(p *interview.Page) []int64 {
			var out []int64
			for _, iv := range p.Items {
				out = append(out, iv.ID)
			}
			return out
		}
		for _, tc := range []struct {
			name string
			role string
			q    interview.ListQuery
			want []int64
		}{
			{"Upcoming", recruit.RoleAdmin, interview.ListQuery{}, []int64{ada.ID, dees.ID, bobs.ID, cys.ID}},
			{"Past", recruit.RoleAdmin, interview.ListQuery{Past: true}, []int64{olds.ID}},
			{"ByJob", recruit.RoleAdmin, interview.ListQuery{Jobs: []int64{hidden.ID}}, []int64{dees.ID}},
			{"ByRound", recruit.RoleAdmin, interview.ListQuery{Rounds: []int64{hiddenRounds[0].ID}}, []int64{dees.ID}},
			{"ByPanelMemberShadowToo", recruit.RoleAdmin, interview.ListQuery{Panel: []int64{w.panel}}, []int64{ada.ID, bobs.ID}},
			{"ByState", recruit.RoleAdmin, interview.ListQuery{States: []recruit.InterviewState{recruit.InterviewCancelled}}, []int64{cys.ID}},
			{"Paged", recruit.RoleAdmin, interview.ListQuery{Page: 2, PerPage: 3}, []int64{cys.ID}},
			{"InterviewerSeesTheirJobsOnly", recruit.RolePanel, interview.ListQuery{}, []int64{ada.ID, bobs.ID, cys.ID}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				p, err := w.a.Interview.List(w.ctx(t, tc.role), tc.q)
				if err != nil {
					t.Fatal(err)
				}
				if got := ids(p); !slices.Equal(got, tc.want) {
					t.Errorf("got %v, want %v", got, tc.want)
				}
				if tc.name != "Paged" && p.Total != len(tc.want) {
					t.Errorf("total %d, want %d", p.Total, len(tc.want))
				}
			})
		}
		// What each viewer may do is in the rows.
		p, _ := w.a.Interview.List(w.ctx(t, recruit.RolePanel), interview.ListQuery{Past: true})
		if !slices.Contains(p.Items[0].Actions, interview.ActionScorecard) || slices.Contains(p.Items[0].Actions, interview.ActionReschedule) {
			t.Errorf("the interviewer's actions on a past interview: %v", p.Items[0].Actions)
		}
		p, _ = w.a.Interview.List(admin, interview.ListQuery{})
		if !slices.Contains(p.Items[0].Actions, interview.ActionReschedule) || slices.Contains(p.Items[0].Actions, interview.ActionComplete) {
			t.Errorf("the admin's actions on an upcoming interview: %v", p.Items[0].Actions)
		}
		if _, err := w.a.Interview.List(admin, interview.ListQuery{States: []recruit.InterviewState{"maybe"}}); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("an unknown state: %v", err)
		}
		beta := apptest.MustTeam(t, w.a, "beta")
		if p, err := w.a.Interview.List(beta.Ctx(t, recruit.RoleAdmin), interview.ListQuery{}); err != nil || p.Total != 0 {
			t.Errorf("another company's list: %+v %v", p, err)
		}
		timeline, err := w.a.Interview.ApplicationInterviews(w.ctx(t, recruit.RoleHiringManager), w.app.Slug)
		if err != nil || len(timeline) != 2 || timeline[0].ID != ada.ID || timeline[1].ID != olds.ID {
			t.Errorf("the timeline's interviews: %v %v", timeline, err)
		}
		kolkata := ada.In(mustZone(t, "Asia/Kolkata"))
		if want := start.In(mustZone(t, "Asia/Kolkata")).Format("15:04"); kolkata.Start != want || kolkata.Zone != "Asia/Kolkata" {
			t.Errorf("local time %+v, want start %s", kolkata, want)
		}
		if _, err := interview.ViewZone(admin, "Not/AZone"); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("an unknown zone: %v", err)
		}
	})
}

// TestCounts counts each member's interviews of a week, Monday to Sunday
// in the caller's time zone: the same interviews fall in different weeks
// for a caller in Kolkata and one in UTC.
func TestCounts(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		at := func(s string) time.Time {
			v, err := time.Parse(time.RFC3339, s)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		// 2030-01-07 is a Monday.
		w.mustSchedule(t, admin, w.app.Slug, at("2030-01-06T20:00:00Z"), []int64{w.panel}, nil) // Monday 01:30 in Kolkata
		w.mustSchedule(t, admin, w.app.Slug, at("2030-01-08T10:00:00Z"), []int64{w.panel}, nil)
		w.mustSchedule(t, admin, w.app.Slug, at("2030-01-13T19:00:00Z"), []int64{w.ta}, nil) // the next Monday 00:30 in Kolkata
		w.mustSchedule(t, admin, w.app.Slug, at("2030-01-10T10:00:00Z"), []int64{w.admin}, []int64{w.ta})
		off := w.mustSchedule(t, admin, w.app.Slug, at("2030-01-09T10:00:00Z"), []int64{w.panel}, nil)
		if _, err := w.a.Interview.Cancel(admin, off.ID, "Moved"); err != nil {
			t.Fatal(err)
		}
		panel := []int64{w.panel, w.ta, 999999}
		utc, err := w.a.Interview.Counts(admin, "2030-01-08", panel)
		if err != nil {
			t.Fatal(err)
		}
		if utc[w.panel] != 1 || utc[w.ta] != 2 || utc[999999] != 0 || len(utc) != 3 {
			t.Errorf("counts in UTC: %v, want panel 1, TA 2, stranger 0", utc)
		}
		if _, err := w.a.Auth.UpdateProfile(admin, "Asha", "Asia/Kolkata"); err != nil {
			t.Fatal(err)
		}
		kolkata, err := w.a.Interview.Counts(w.ctx(t, recruit.RoleAdmin), "2030-01-13", panel)
		if err != nil {
			t.Fatal(err)
		}
		if kolkata[w.panel] != 2 || kolkata[w.ta] != 1 {
			t.Errorf("counts in Kolkata: %v, want panel 2, TA 1", kolkata)
		}
		if _, err := w.a.Interview.Counts(admin, "08/01/2030", panel); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("a date not YYYY-MM-DD: %v", err)
		}
	})
}

// TestRoundFilters filters the candidate list by interviews: each of the
// four lists is rounds (any of them) in one state, and lists of several
// states must all hold.
func TestRoundFilters(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		rounds, _ := w.a.Interview.Rounds(admin, w.job.ID)
		r1, r2 := w.round.ID, rounds[2].ID
		start := soon()
		w.mustSchedule(t, admin, w.app.Slug, start, []int64{w.panel}, nil)
		past := time.Now().UTC().Add(-5 * time.Hour).Truncate(time.Hour)
		bob := w.candidate(t, "Bob", "bob@x.test")
		done := w.mustSchedule(t, at(admin, past.Add(-time.Hour)), bob.Slug, past, []int64{w.panel}, nil)
		if _, err := w.a.Interview.RecordOutcome(admin, done.ID, recruit.InterviewCompleted); err != nil {
			t.Fatal(err)
		}
		cy := w.candidate(t, "Cy", "cy@x.test")
		off := w.mustSchedule(t, admin, cy.Slug, start.Add(time.Hour), []int64{w.panel}, nil)
		if _, err := w.a.Interview.Cancel(admin, off.ID, "Withdrew"); err != nil {
			t.Fatal(err)
		}
		dee := w.candidate(t, "Dee", "dee@x.test")
		missed, err := w.a.Interview.Schedule(at(admin, past.Add(-2*time.Hour)), interview.ScheduleInput{Slug: dee.Slug, RoundID: r2,
			Start: rfc(past.Add(-time.Hour)), PanelIDs: []int64{w.ta}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.a.Interview.RecordOutcome(admin, missed.ID, recruit.InterviewNoShow); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name string
			rf   ats.RoundFilters
			want []string
		}{
			{"Scheduled", ats.RoundFilters{Scheduled: []int64{r1}}, []string{w.app.Slug}},
			{"Completed", ats.RoundFilters{Completed: []int64{r1}}, []string{bob.Slug}},
			{"Cancelled", ats.RoundFilters{Cancelled: []int64{r1}}, []string{cy.Slug}},
			{"NoShow", ats.RoundFilters{NoShow: []int64{r2}}, []string{dee.Slug}},
			{"AnyOfRounds", ats.RoundFilters{Scheduled: []int64{r1, r2}}, []string{w.app.Slug}},
			{"AllOfStates", ats.RoundFilters{Scheduled: []int64{r1}, Completed: []int64{r1}}, nil},
			{"NoneInRound", ats.RoundFilters{Completed: []int64{r2}}, nil},
		} {
			t.Run(tc.name, func(t *testing.T) {
				page, err := w.a.ATS.ListApplications(admin, ats.ApplicationQuery{Filter: ats.Filter{RoundFilters: tc.rf}, Page: 1, PerPage: 20}, time.Now())
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, r := range page.Rows {
					got = append(got, r.Slug)
				}
				if !slices.Equal(got, tc.want) || page.Total != len(tc.want) {
					t.Errorf("got %v (total %d), want %v", got, page.Total, tc.want)
				}
			})
		}
	})
}
