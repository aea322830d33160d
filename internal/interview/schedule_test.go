package interview_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestScheduleInvitesEveryAttendee books an interview: the application
// moves to round_scheduled as the system, each attendee gets an
// invitation with a METHOD:REQUEST calendar (UID, SEQUENCE 0, organizer,
// attendees, UTC times), the candidate's copy lists only them, the panel
// is notified and each panel member (not the shadow) gets a reminder job
// for a day after the end.
func TestScheduleInvitesEveryAttendee(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		ta := w.ctx(t, recruit.RoleTA)
		start := soon()
		iv := w.mustSchedule(t, ta, w.app.Slug, start, []int64{w.panel, w.admin}, []int64{w.hm})
		if iv.State != recruit.InterviewScheduled || iv.Sequence != 0 || !strings.HasPrefix(iv.UID, "interview-") || len(iv.Panel) != 3 {
			t.Fatalf("interview: %+v", iv)
		}
		app, err := w.a.ATS.Application(ta, w.app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		last := app.Moves[len(app.Moves)-1]
		if app.State != recruit.StateRoundScheduled || last.MovedBy != nil || !strings.Contains(last.Reason, w.round.Name) {
			t.Errorf("application after booking: %s, last move %+v; want round_scheduled by the system", app.State, last)
		}
		people := map[string]struct {
			optional bool
			all      bool
		}{
			"company_panel@alpha.test": {false, true}, "owner@alpha.test": {false, true}, "company_hiring_manager@alpha.test": {true, true},
			"ada@x.test": {false, false},
		}
		for to, want := range people {
			msgs := invitations(t, w.a, to)
			if len(msgs) != 1 || msgs[0].CalendarMethod != "REQUEST" || msgs[0].Kind != "interview_invite" {
				t.Fatalf("invitations to %s: %+v", to, msgs)
			}
			method, ev := vevent(t, msgs[0].Calendar)
			if method != "REQUEST" || ev.Id() != iv.UID || prop(ev, ics.ComponentPropertySequence) != "0" ||
				prop(ev, ics.ComponentPropertyStatus) != "CONFIRMED" {
				t.Errorf("%s: method %s uid %s seq %s", to, method, ev.Id(), prop(ev, ics.ComponentPropertySequence))
			}
			if s, _ := ev.GetStartAt(); !s.Equal(start) {
				t.Errorf("%s: DTSTART %v, want %v", to, s, start)
			}
			if e, _ := ev.GetEndAt(); !e.Equal(start.Add(time.Hour)) {
				t.Errorf("%s: DTEND %v", to, e)
			}
			if !strings.HasSuffix(prop(ev, ics.ComponentPropertyDtStart), "Z") {
				t.Errorf("%s: DTSTART not in UTC: %s", to, prop(ev, ics.ComponentPropertyDtStart))
			}
			if org := prop(ev, ics.ComponentPropertyOrganizer); org != "mailto:company_ta@alpha.test" {
				t.Errorf("%s: organizer %s, want the TA who booked", to, org)
			}
			got := attendees(ev)
			if want.all && len(got) != 4 || !want.all && (len(got) != 1 || got[0] != "ada@x.test") {
				t.Errorf("%s: attendees %v", to, got)
			}
			for _, a := range ev.Attendees() {
				if a.Email() == to {
					role := a.ICalParameters[string(ics.ParameterRole)]
					if (role[0] == "OPT-PARTICIPANT") != want.optional {
						t.Errorf("%s: role %v", to, role)
					}
				}
			}
			if !strings.Contains(msgs[0].Text, "Asia/Kolkata") && to == "ada@x.test" {
				t.Errorf("candidate's mail not in the interview's zone: %s", msgs[0].Text)
			}
		}
		if msgs := invitations(t, w.a, "ada@x.test"); !strings.Contains(msgs[0].Subject, "Your interview with alpha") {
			t.Errorf("candidate's subject %q", msgs[0].Subject)
		}
		emails, err := w.a.ATS.ApplicationEmails(ta, w.app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		requests := 0
		for _, e := range emails {
			if e.CalendarMethod == "REQUEST" {
				requests++
			}
		}
		if requests != 4 {
			t.Errorf("Emails tab shows %d invitations, want 4", requests)
		}
		page, err := w.a.ATS.Notifications(w.ctx(t, recruit.RolePanel), 1, 20)
		if err != nil || page.Items[0].Kind != ats.NotifyInterviewScheduled || page.Items[0].Link != "/candidate-timeline/"+w.app.Slug {
			t.Errorf("the interviewer's notifications: %+v %v", page, err)
		}
		for _, p := range iv.Panel {
			if p.Shadow != (p.ReminderJobID == nil) {
				t.Errorf("%s: reminder %v (shadow %v)", p.Email, p.ReminderJobID, p.Shadow)
			}
			if !p.Shadow && jobState(t, db, p.ReminderJobID) != "scheduled" {
				t.Errorf("%s: reminder job is %s, want scheduled", p.Email, jobState(t, db, p.ReminderJobID))
			}
		}
	})
}

// TestScheduleForm checks the form's rules and words, and who may book.
func TestScheduleForm(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		other := apptest.MustCreateRequisition(t, admin, w.a, apptest.JobInput("Designer"))
		otherRounds, _ := w.a.Interview.Rounds(admin, other.ID)
		closed := w.candidate(t, "Bob", "bob@x.test")
		apptest.MustMove(t, admin, w.a, closed.Slug, recruit.StateInterviewReject)
		start := soon()
		ok := interview.ScheduleInput{Slug: w.app.Slug, RoundID: w.round.ID, Start: rfc(start), TimeZone: "Asia/Kolkata", PanelIDs: []int64{w.panel}}
		with := func(f func(in *interview.ScheduleInput)) interview.ScheduleInput {
			in := ok
			f(&in)
			return in
		}
		for _, tc := range []struct {
			name    string
			role    string
			in      interview.ScheduleInput
			code    string
			field   string
			message string
		}{
			{"ErrNoCandidate", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.Slug = " " }), recruit.EINVALID, "candidate_application_data", "Please select a candidate"},
			{"ErrNoRound", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.RoundID = 0 }), recruit.EINVALID, "round_data", "Please select a round"},
			{"ErrNoPanel", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.PanelIDs = nil }), recruit.EINVALID, "interviewer_data", "Please select an interviewer"},
			{"ErrEndBeforeStart", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.End = rfc(start.Add(-5 * time.Minute)) }), recruit.EINVALID, "end_time", "The end time must be after the start time"},
			{"ErrEndIsStart", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.End = in.Start }), recruit.EINVALID, "end_time", "The end time must be after the start time"},
			{"ErrNotOnStep", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.Start = rfc(start.Add(3 * time.Minute)) }), recruit.EINVALID, "start_time", "Please pick times on a 5-minute step"},
			{"ErrPast", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.Start = rfc(start.Add(-72 * time.Hour)) }), recruit.EINVALID, "start_time", "Please pick a start time in the future"},
			{"ErrTooLong", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.End = rfc(start.Add(9 * time.Hour)) }), recruit.EINVALID, "end_time", "An interview can last at most 8 hours"},
			{"ErrBadZone", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.TimeZone = "Mars/Olympus" }), recruit.EINVALID, "timezone", "Please select a time zone"},
			{"ErrBadTime", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.Start = "tomorrow-ish" }), recruit.EINVALID, "start_time", ""},
			{"ErrBothPanels", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.ShadowIDs = []int64{w.panel} }), recruit.EINVALID, "shadow_interviewer_data", ""},
			{"ErrEmployeeOnPanel", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.PanelIDs = []int64{w.tm.Users[recruit.RoleEmployee].ID} }), recruit.EINVALID, "interviewer_data", "Please choose interviewers who can see this job"},
			{"ErrOtherJobsRound", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.RoundID = otherRounds[0].ID }), recruit.EINVALID, "round_data", ""},
			{"ErrJavaScriptLink", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.VideoLink = "javascript:alert(1)" }), recruit.EINVALID, "video_link", ""},
			{"ErrClosedApplication", recruit.RoleAdmin, with(func(in *interview.ScheduleInput) { in.Slug = closed.Slug }), recruit.ECONFLICT, "", ""},
			{"ErrPanelRole", recruit.RolePanel, ok, recruit.EFORBIDDEN, "", "You cannot access this page."},
			{"ErrAgency", recruit.RoleAgency, ok, recruit.EFORBIDDEN, "", ""},
			{"WallTimeInZone", recruit.RoleHiringManager, with(func(in *interview.ScheduleInput) {
				in.Start = start.In(mustZone(t, "Asia/Kolkata")).Format("2006-01-02T15:04")
				in.End = ""
			}), "", "", ""},
		} {
			t.Run(tc.name, func(t *testing.T) {
				iv, err := w.a.Interview.Schedule(w.ctx(t, tc.role), tc.in)
				if code := recruit.ErrorCode(err); code != tc.code {
					t.Fatalf("got %v (%s), want %q", err, code, tc.code)
				}
				if err != nil {
					e := err.(*recruit.Error)
					if tc.field != "" && len(e.Fields[tc.field]) == 0 {
						t.Errorf("error %+v does not name %s", e, tc.field)
					}
					if tc.message != "" && e.Message != tc.message {
						t.Errorf("message %q, want %q", e.Message, tc.message)
					}
					return
				}
				if !iv.StartsAt.Equal(start) || !iv.EndsAt.Equal(start.Add(time.Hour)) {
					t.Errorf("wall time in Asia/Kolkata booked %s–%s, want %s and an hour", iv.StartsAt, iv.EndsAt, start)
				}
			})
		}
		// A hiring manager who only sits on a job's panel does not book its
		// interviews.
		in := apptest.JobInput("Panel only")
		in.PanelIDs = []int64{w.hm}
		panelOnly := apptest.MustCreateRequisition(t, admin, w.a, in)
		cand := apptest.MustAddApplication(t, admin, w.a, panelOnly, "Cy", "cy@x.test")
		rounds, _ := w.a.Interview.Rounds(admin, panelOnly.ID)
		if _, err := w.a.Interview.Schedule(w.ctx(t, recruit.RoleHiringManager), interview.ScheduleInput{Slug: cand.Slug, RoundID: rounds[0].ID,
			Start: rfc(start.Add(24 * time.Hour)), PanelIDs: []int64{w.hm}}); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("panel-only hiring manager booking: %v", err)
		}
		// Another company's admin does not find the candidate.
		beta := apptest.MustTeam(t, w.a, "beta")
		if _, err := w.a.Interview.Schedule(beta.Ctx(t, recruit.RoleAdmin), ok); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company booking: %v", err)
		}
	})
}

// TestOverlapRefused checks the built-in calendar: a panel member's
// interviews are busy time, an overlapping booking is refused with a
// message naming who and when, back-to-back is fine, and a cancelled
// interview frees the time.
func TestOverlapRefused(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		start := soon()
		first := w.mustSchedule(t, admin, w.app.Slug, start, []int64{w.panel}, []int64{w.hm})
		bob := w.candidate(t, "Bob", "bob@x.test")
		for _, tc := range []struct {
			name          string
			start         time.Time
			panel, shadow []int64
		}{
			{"SameTime", start, []int64{w.panel}, nil},
			{"Overlapping", start.Add(30 * time.Minute), []int64{w.ta, w.panel}, nil},
			{"ShadowIsBusyToo", start.Add(-30 * time.Minute), []int64{w.ta}, []int64{w.hm}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := w.a.Interview.Schedule(admin, interview.ScheduleInput{Slug: bob.Slug, RoundID: w.round.ID, Start: rfc(tc.start),
					TimeZone: "Etc/UTC", PanelIDs: tc.panel, ShadowIDs: tc.shadow})
				msg := recruit.ErrorMessage(err)
				if recruit.ErrorCode(err) != recruit.ECONFLICT || !strings.Contains(msg, "already has an interview at that time") ||
					!strings.Contains(msg, start.Format("15:04")+"–"+start.Add(time.Hour).Format("15:04")) {
					t.Errorf("got %v", err)
				}
				if !strings.Contains(msg, "company_panel") && !strings.Contains(msg, "company_hiring_manager") {
					t.Errorf("the clash does not name the member: %q", msg)
				}
			})
		}
		// Right after is free, and so is the slot once the first is off.
		w.mustSchedule(t, admin, bob.Slug, start.Add(time.Hour), []int64{w.panel}, nil)
		if _, err := w.a.Interview.Cancel(admin, first.ID, "Panel unavailable"); err != nil {
			t.Fatal(err)
		}
		cy := w.candidate(t, "Cy", "cy@x.test")
		w.mustSchedule(t, admin, cy.Slug, start, []int64{w.panel}, nil)
	})
}

// TestBookingRace books one interviewer for the same hour from several
// requests at once: exactly one interview exists afterwards, and the
// others are told of the clash.
func TestBookingRace(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin, ta := w.ctx(t, recruit.RoleAdmin), w.ctx(t, recruit.RoleTA)
		const n = 4
		var apps []*ats.Application
		for i := range n {
			apps = append(apps, w.candidate(t, fmt.Sprintf("Racer %d", i), fmt.Sprintf("racer%d@x.test", i)))
		}
		start := soon()
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			ctx := admin
			if i%2 == 1 {
				ctx = ta
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				defer cancel()
				_, errs[i] = w.a.Interview.Schedule(cctx, interview.ScheduleInput{Slug: apps[i].Slug, RoundID: w.round.ID,
					Start: rfc(start.Add(time.Duration(i*15) * time.Minute)), PanelIDs: []int64{w.panel}})
			}()
		}
		wg.Wait()
		won := 0
		for _, err := range errs {
			switch {
			case err == nil:
				won++
			case recruit.ErrorCode(err) != recruit.ECONFLICT || !strings.Contains(recruit.ErrorMessage(err), "already has an interview"):
				t.Errorf("a losing booking: %v", err)
			}
		}
		var booked int
		if err := db.Read.NewRaw("SELECT count(*) FROM interviews WHERE state = 'scheduled'").Scan(context.Background(), &booked); err != nil {
			t.Fatal(err)
		}
		if won != 1 || booked != 1 {
			t.Errorf("%d bookings won and %d interviews exist, want 1 and 1 (errors %v)", won, booked, errs)
		}
	})
}

// TestRescheduleAndCancel follows one interview through two changes: the
// UID stays, SEQUENCE rises, someone added gets an invitation and someone
// taken off a cancellation, reminders move, and a cancellation is a
// METHOD:CANCEL to everyone that sends the application back to
// schedule_round.
func TestRescheduleAndCancel(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		hm := w.ctx(t, recruit.RoleHiringManager)
		start := soon()
		iv := w.mustSchedule(t, hm, w.app.Slug, start, []int64{w.panel, w.ta}, nil)
		oldReminder := panelist(iv, w.ta).ReminderJobID
		if _, err := w.a.Interview.Reschedule(hm, interview.RescheduleInput{ID: iv.ID}); recruit.ErrorMessage(err) != "Nothing to change" {
			t.Errorf("an empty reschedule: %v", err)
		}
		if _, err := w.a.Interview.Reschedule(w.ctx(t, recruit.RolePanel), interview.RescheduleInput{ID: iv.ID, Start: rfc(start.Add(time.Hour))}); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("the interviewer rescheduling: %v", err)
		}
		later := start.Add(26 * time.Hour)
		panel := []int64{w.panel, w.admin}
		moved, err := w.a.Interview.Reschedule(hm, interview.RescheduleInput{ID: iv.ID, Start: rfc(later), PanelIDs: &panel, Reason: "Candidate asked"})
		if err != nil {
			t.Fatal(err)
		}
		if moved.UID != iv.UID || moved.Sequence != 1 || !moved.StartsAt.Equal(later) || !moved.EndsAt.Equal(later.Add(time.Hour)) || moved.Reason != "Candidate asked" {
			t.Errorf("rescheduled: %+v", moved)
		}
		if jobState(t, db, oldReminder) != "cancelled" || jobState(t, db, panelist(moved, w.admin).ReminderJobID) != "scheduled" {
			t.Errorf("reminders after the change: the removed TA's %s, the added admin's %s", jobState(t, db, oldReminder),
				jobState(t, db, panelist(moved, w.admin).ReminderJobID))
		}
		check := func(to string, wantKinds []string, wantMethods []string, wantSeqs []string) {
			t.Helper()
			msgs := invitations(t, w.a, to)
			if len(msgs) != len(wantKinds) {
				t.Fatalf("%s got %d calendar mails, want %d", to, len(msgs), len(wantKinds))
			}
			for i, m := range msgs {
				method, ev := vevent(t, m.Calendar)
				if m.Kind != wantKinds[i] || method != wantMethods[i] || prop(ev, ics.ComponentPropertySequence) != wantSeqs[i] || ev.Id() != iv.UID {
					t.Errorf("%s mail %d: %s %s seq %s uid %s", to, i, m.Kind, method, prop(ev, ics.ComponentPropertySequence), ev.Id())
				}
				if method == "CANCEL" && prop(ev, ics.ComponentPropertyStatus) != "CANCELLED" {
					t.Errorf("%s mail %d: a cancellation with status %s", to, i, prop(ev, ics.ComponentPropertyStatus))
				}
			}
		}
		check("company_panel@alpha.test", []string{"interview_invite", "interview_update"}, []string{"REQUEST", "REQUEST"}, []string{"0", "1"})
		check("company_ta@alpha.test", []string{"interview_invite", "interview_cancel"}, []string{"REQUEST", "CANCEL"}, []string{"0", "1"})
		check("owner@alpha.test", []string{"interview_invite"}, []string{"REQUEST"}, []string{"1"})
		check("ada@x.test", []string{"interview_invite", "interview_update"}, []string{"REQUEST", "REQUEST"}, []string{"0", "1"})
		if msgs := invitations(t, w.a, "company_ta@alpha.test"); !strings.Contains(msgs[1].Text, "no longer on the panel") ||
			!strings.Contains(msgs[1].Text, "Candidate asked") {
			t.Errorf("the removed member's mail: %s", msgs[1].Text)
		}
		if _, ev := vevent(t, invitations(t, w.a, "company_ta@alpha.test")[1].Calendar); !slices.Equal(attendees(ev), []string{"company_ta@alpha.test"}) {
			t.Errorf("a removal lists %v, want the removed member only", attendees(ev))
		}

		if _, err := w.a.Interview.Cancel(hm, iv.ID, "  "); recruit.ErrorMessage(err) != "Please give a reason" {
			t.Errorf("cancel without a reason: %v", err)
		}
		cancelled, err := w.a.Interview.Cancel(hm, iv.ID, "Role on hold")
		if err != nil {
			t.Fatal(err)
		}
		if cancelled.State != recruit.InterviewCancelled || cancelled.Sequence != 2 || cancelled.Reason != "Role on hold" {
			t.Errorf("cancelled: %+v", cancelled)
		}
		check("company_panel@alpha.test", []string{"interview_invite", "interview_update", "interview_cancel"}, []string{"REQUEST", "REQUEST", "CANCEL"}, []string{"0", "1", "2"})
		check("ada@x.test", []string{"interview_invite", "interview_update", "interview_cancel"}, []string{"REQUEST", "REQUEST", "CANCEL"}, []string{"0", "1", "2"})
		if msgs := invitations(t, w.a, "ada@x.test"); strings.Contains(msgs[2].Text, "Role on hold") {
			t.Errorf("the candidate was told the internal reason: %s", msgs[2].Text)
		}
		if jobState(t, db, panelist(cancelled, w.admin).ReminderJobID) != "cancelled" {
			t.Errorf("a cancelled interview's reminder is %s", jobState(t, db, panelist(cancelled, w.admin).ReminderJobID))
		}
		app, err := w.a.ATS.Application(hm, w.app.Slug)
		if err != nil || app.State != recruit.StateScheduleRound {
			t.Errorf("after the cancellation the application is %s (%v), want schedule_round", app.State, err)
		}
		if _, err := w.a.Interview.Cancel(hm, iv.ID, "Again"); recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Errorf("cancelling twice: %v", err)
		}
		if _, err := w.a.Interview.Reschedule(hm, interview.RescheduleInput{ID: iv.ID, Start: rfc(later.Add(time.Hour))}); recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Errorf("rescheduling a cancelled interview: %v", err)
		}
	})
}

// TestInvitationThroughSMTP sends an invitation to a real SMTP server: the
// message carries a text/calendar part with the method and the same object
// as invite.ics.
func TestInvitationThroughSMTP(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		server := apptest.NewSMTPServer(t)
		w := newWorld(t, db, apptest.ServerOptions{SMTPURL: "smtp://" + apptest.SMTPUser + ":" + apptest.SMTPPassword + "@" + server.Addr + "?auth=plain"})
		iv := w.mustSchedule(t, w.ctx(t, recruit.RoleAdmin), w.app.Slug, soon(), []int64{w.panel}, nil)
		// The server counts every mail (verification, confirmation, two
		// invitations); watching the queue from here could miss the first,
		// sent while the world was made.
		var got string
		for _, m := range server.Wait(t, 4, 20*time.Second) {
			if slices.Contains(m.To, "company_panel@alpha.test") {
				got = m.Data
			}
		}
		for _, want := range []string{"multipart/mixed", "multipart/alternative", "text/calendar; method=REQUEST", "application/ics", `filename="invite.ics"`} {
			if !strings.Contains(got, want) {
				t.Errorf("the invitation lacks %q:\n%s", want, got)
			}
		}
		if !strings.Contains(got, "Content-Transfer-Encoding: base64") && !strings.Contains(got, iv.UID) {
			t.Errorf("the invitation does not carry the UID %s", iv.UID)
		}
	})
}
