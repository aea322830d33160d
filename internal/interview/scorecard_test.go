package interview_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// card rates every attribute of the round with rating.
func card(attrs []string, rating int, rec string) interview.ScorecardInput {
	in := interview.ScorecardInput{Recommendation: rec, Notes: "Clear thinker."}
	for _, a := range attrs {
		in.Ratings = append(in.Ratings, interview.Rating{Attribute: a, Rating: rating})
	}
	return in
}

// TestScorecards follows a round's scorecards: only the panel (not the
// shadow) submits, once the interview has started; nobody on the panel
// sees another's card before submitting their own; a card can be changed
// until the debrief; the first card cancels its author's reminder and
// marks the interview completed.
func TestScorecards(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		panelCtx, taCtx, hmCtx := w.ctx(t, recruit.RolePanel), w.ctx(t, recruit.RoleTA), w.ctx(t, recruit.RoleHiringManager)
		start := time.Now().UTC().Add(-2 * time.Hour).Truncate(5 * time.Minute)
		iv := w.mustSchedule(t, at(admin, start.Add(-time.Hour)), w.app.Slug, start, []int64{w.panel, w.ta}, []int64{w.hm})
		attrs := w.round.Attributes()

		form, err := w.a.Interview.ScorecardForm(panelCtx, w.app.Slug, w.round.ID)
		if err != nil || !form.Editable || form.Mine != nil || form.Interview == nil || form.Interview.ID != iv.ID || len(form.Round.Attributes()) != len(attrs) {
			t.Fatalf("the interviewer's form: %+v %v", form, err)
		}
		for _, tc := range []struct {
			name string
			ctx  context.Context
			in   interview.ScorecardInput
			code string
			msg  string
		}{
			{"ErrShadow", hmCtx, card(attrs, 3, "yes"), recruit.EFORBIDDEN, "Only the round's panel submits its scorecards"},
			{"ErrMissingAttribute", panelCtx, card(attrs[1:], 3, "yes"), recruit.EINVALID, "Please rate every attribute (1 to 4)"},
			{"ErrRatingOutOfScale", panelCtx, card(attrs, 5, "yes"), recruit.EINVALID, "Ratings go from 1 to 4"},
			{"ErrUnknownAttribute", panelCtx, card(append(attrs, "Charisma"), 3, "yes"), recruit.EINVALID, "Please rate only this round's attributes"},
			{"ErrNoRecommendation", panelCtx, card(attrs, 3, ""), recruit.EINVALID, "Please choose an overall recommendation"},
			{"ErrAgency", w.ctx(t, recruit.RoleAgency), card(attrs, 3, "yes"), recruit.EFORBIDDEN, "You cannot access this page."},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := w.a.Interview.SubmitScorecard(tc.ctx, w.app.Slug, w.round.ID, tc.in)
				if recruit.ErrorCode(err) != tc.code || recruit.ErrorMessage(err) != tc.msg {
					t.Errorf("got %v, want %s %q", err, tc.code, tc.msg)
				}
			})
		}
		// A round not yet interviewed.
		bob := w.candidate(t, "Bob", "bob@x.test")
		w.mustSchedule(t, admin, bob.Slug, soon(), []int64{w.panel}, nil)
		if _, err := w.a.Interview.SubmitScorecard(panelCtx, bob.Slug, w.round.ID, card(attrs, 3, "yes")); recruit.ErrorMessage(err) != "You can submit the scorecard once the interview has started" {
			t.Errorf("a card before the interview: %v", err)
		}

		mine, err := w.a.Interview.SubmitScorecard(panelCtx, w.app.Slug, w.round.ID, card(attrs, 4, "strong_yes"))
		if err != nil {
			t.Fatal(err)
		}
		if mine.UserID != w.panel || len(mine.Ratings()) != len(attrs) || mine.Ratings()[0].Rating != 4 {
			t.Errorf("submitted: %+v", mine)
		}
		after, err := w.a.Interview.ApplicationInterviews(admin, w.app.Slug)
		if err != nil || after[0].State != recruit.InterviewCompleted {
			t.Errorf("after the first card the interview is %+v (%v), want completed", after, err)
		}
		if s := jobState(t, db, panelist(iv, w.panel).ReminderJobID); s != "cancelled" {
			t.Errorf("the author's reminder is %s, want cancelled", s)
		}
		if s := jobState(t, db, panelist(iv, w.ta).ReminderJobID); s != "scheduled" {
			t.Errorf("the other member's reminder is %s, want scheduled", s)
		}

		seen := func(ctx context.Context) interview.RoundScorecards {
			t.Helper()
			rounds, err := w.a.Interview.Scorecards(ctx, w.app.Slug)
			if err != nil || len(rounds) != 1 {
				t.Fatalf("scorecards: %+v %v", rounds, err)
			}
			return rounds[0]
		}
		// The TA is on the panel and has not scored: no anchoring.
		if r := seen(taCtx); r.Submitted != 1 || r.Hidden != 1 || len(r.Cards) != 0 || len(r.Averages) != 0 || r.Expected != 2 {
			t.Errorf("the TA before scoring sees %+v", r)
		}
		for name, ctx := range map[string]context.Context{"the author": panelCtx, "an admin off the panel": admin, "the shadow": hmCtx} {
			if r := seen(ctx); len(r.Cards) != 1 || r.Hidden != 0 || r.Recommendations["strong_yes"] != 1 || r.Averages[attrs[0]] != 4 {
				t.Errorf("%s sees %+v", name, r)
			}
		}
		if _, err := w.a.Interview.SubmitScorecard(taCtx, w.app.Slug, w.round.ID, card(attrs, 2, "no")); err != nil {
			t.Fatal(err)
		}
		if r := seen(taCtx); len(r.Cards) != 2 || r.Hidden != 0 || r.Averages[attrs[0]] != 3 || r.Recommendations["no"] != 1 {
			t.Errorf("the TA after scoring sees %+v", r)
		}
		// Editable until the debrief, then settled.
		if _, err := w.a.Interview.SubmitScorecard(panelCtx, w.app.Slug, w.round.ID, card(attrs, 3, "yes")); err != nil {
			t.Errorf("changing one's card: %v", err)
		}
		if r := seen(admin); r.Submitted != 2 || r.Recommendations["yes"] != 1 || r.Recommendations["strong_yes"] != 0 {
			t.Errorf("after the change: %+v", r)
		}
		apptest.MustMove(t, admin, w.a, w.app.Slug, recruit.StateNegotiateOffer)
		if _, err := w.a.Interview.SubmitScorecard(panelCtx, w.app.Slug, w.round.ID, card(attrs, 1, "no")); recruit.ErrorMessage(err) != "The debrief is over: scorecards of this candidate can no longer change" {
			t.Errorf("changing a card after the debrief: %v", err)
		}
		if form, err := w.a.Interview.ScorecardForm(panelCtx, w.app.Slug, w.round.ID); err != nil || form.Editable || form.Mine == nil || form.Reason == "" {
			t.Errorf("the form after the debrief: %+v %v", form, err)
		}
		beta := apptest.MustTeam(t, w.a, "beta")
		if _, err := w.a.Interview.Scorecards(beta.Ctx(t, recruit.RoleAdmin), w.app.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company reading scorecards: %v", err)
		}
	})
}

// TestReminder books an interview that ended more than a day ago: each
// panel member without a card is mailed and notified by the reminder job,
// the shadow is not, and a reminder finding the card in sends nothing.
func TestReminder(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		jobs := apptest.WatchJobs(t, w.a.Queue)
		admin := w.ctx(t, recruit.RoleAdmin)
		start := time.Now().UTC().Add(-50 * time.Hour).Truncate(time.Hour)
		iv := w.mustSchedule(t, at(admin, start.Add(-24*time.Hour)), w.app.Slug, start, []int64{w.panel, w.ta}, []int64{w.hm})
		jobs.Wait(t, "scorecard_reminder", 2)
		for _, to := range []string{"company_panel@alpha.test", "company_ta@alpha.test"} {
			msgs, err := w.a.Mailer.Mailbox(context.Background(), to, 10)
			if err != nil || len(msgs) == 0 || msgs[0].Kind != "scorecard_reminder" ||
				!strings.Contains(msgs[0].Text, "/evaluation/"+w.app.Slug+"/round/") {
				t.Errorf("reminder to %s: %+v %v", to, msgs, err)
			}
		}
		if msgs, _ := w.a.Mailer.Mailbox(context.Background(), "company_hiring_manager@alpha.test", 10); len(msgs) > 0 && msgs[0].Kind == "scorecard_reminder" {
			t.Errorf("the shadow was reminded")
		}
		page, err := w.a.ATS.Notifications(w.ctx(t, recruit.RolePanel), 1, 5)
		if err != nil || page.Items[0].Kind != ats.NotifyScorecardDue {
			t.Errorf("the interviewer's notifications: %+v %v", page, err)
		}
		if _, err := w.a.Interview.SubmitScorecard(w.ctx(t, recruit.RolePanel), w.app.Slug, w.round.ID, card(w.round.Attributes(), 3, "yes")); err != nil {
			t.Fatal(err)
		}
		before, _ := w.a.Mailer.Mailbox(context.Background(), "company_panel@alpha.test", 50)
		sys := recruit.WithActor(context.Background(), recruit.SystemActor(w.tm.Company.ID))
		if err := w.a.Interview.RemindScorecard(sys, iv.ID, w.panel); err != nil {
			t.Fatal(err)
		}
		if after, _ := w.a.Mailer.Mailbox(context.Background(), "company_panel@alpha.test", 50); len(after) != len(before) {
			t.Errorf("a reminder after the card was sent")
		}
	})
}

// TestRecordOutcome checks who records how an interview went, and when.
func TestRecordOutcome(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		future := w.mustSchedule(t, admin, w.app.Slug, soon(), []int64{w.panel}, nil)
		if _, err := w.a.Interview.RecordOutcome(w.ctx(t, recruit.RolePanel), future.ID, recruit.InterviewCompleted); recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Errorf("completing a future interview: %v", err)
		}
		bob := w.candidate(t, "Bob", "bob@x.test")
		start := time.Now().UTC().Add(-3 * time.Hour).Truncate(time.Hour)
		past := w.mustSchedule(t, at(admin, start.Add(-time.Hour)), bob.Slug, start, []int64{w.panel, w.ta}, nil)
		// The hiring manager manages the job; an agency cannot even ask.
		if _, err := w.a.Interview.RecordOutcome(w.ctx(t, recruit.RoleAgency), past.ID, recruit.InterviewNoShow); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("an agency recording: %v", err)
		}
		if _, err := w.a.Interview.RecordOutcome(w.ctx(t, recruit.RolePanel), past.ID, recruit.InterviewCancelled); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("recording a cancellation as an outcome: %v", err)
		}
		got, err := w.a.Interview.RecordOutcome(w.ctx(t, recruit.RolePanel), past.ID, recruit.InterviewNoShow)
		if err != nil || got.State != recruit.InterviewNoShow || got.Sequence != 0 {
			t.Fatalf("no-show: %+v %v", got, err)
		}
		if s := jobState(t, db, panelist(past, w.ta).ReminderJobID); s != "cancelled" {
			t.Errorf("a no-show's reminder is %s, want cancelled", s)
		}
		if _, err := w.a.Interview.RecordOutcome(admin, past.ID, recruit.InterviewCompleted); recruit.ErrorMessage(err) != "This interview is already recorded as a no-show" {
			t.Errorf("recording twice: %v", err)
		}
	})
}
