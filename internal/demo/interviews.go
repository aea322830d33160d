package demo

import (
	"context"
	"fmt"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// demoZone is where the demo company interviews.
const demoZone = "Asia/Kolkata"

// loadInterviews books the demo's interviews, once, through the same use
// cases as the product: candidates past their round (schedule_debrief)
// had an interview a few days ago and were scored by its panel; of those
// in round_scheduled, two were interviewed yesterday and wait for a
// scorecard, the rest are interviewed in the coming days; one interview
// was missed and one cancelled. Times are office hours in Kolkata, two
// hours apart, so no panel member is booked twice.
func loadInterviews(ctx context.Context, svc Services, now time.Time) (int, error) {
	upcoming, err := svc.Interview.List(ctx, interview.ListQuery{})
	if err != nil {
		return 0, err
	}
	past, err := svc.Interview.List(ctx, interview.ListQuery{Past: true})
	if err != nil {
		return 0, err
	}
	if n := upcoming.Total + past.Total; n > 0 {
		return n, nil
	}
	people := map[string]*recruit.Actor{}
	company, _ := recruit.ActorFrom(ctx).Company()
	for _, u := range Users {
		user, err := svc.Auth.UserByEmail(ctx, u.Email)
		if err != nil {
			return 0, err
		}
		people[u.Role] = &recruit.Actor{UserID: user.ID, CompanyID: company, Roles: user.Roles(), Name: user.Name, Email: user.Email,
			TimeZone: demoZone, CompanyApproved: true, EmailVerified: true}
	}
	as := func(role string, at time.Time) context.Context {
		return sqldb.WithClock(recruit.WithActor(ctx, people[role]), func() time.Time { return at })
	}
	loc, _ := time.LoadLocation(demoZone)
	// slot is the k-th free slot starting days from today: 09:30, 11:30,
	// 14:00 or 16:00 in Kolkata.
	slot := func(days, k int) time.Time {
		d := now.In(loc).AddDate(0, 0, days)
		hours := []int{9*60 + 30, 11*60 + 30, 14 * 60, 16 * 60}
		m := hours[k%len(hours)]
		return time.Date(d.Year(), d.Month(), d.Day()+k/len(hours), m/60, m%60, 0, 0, loc).UTC()
	}
	// evening is 18:00 in Kolkata days from today, after every slot.
	evening := func(days int) time.Time {
		d := now.In(loc).AddDate(0, 0, days)
		return time.Date(d.Year(), d.Month(), d.Day(), 18, 0, 0, 0, loc).UTC()
	}
	ta, panel, hm := people[recruit.RoleTA].UserID, people[recruit.RolePanel].UserID, people[recruit.RoleHiringManager].UserID
	book := func(app ats.ApplicationRow, roundIndex int, start, bookedAt time.Time, shadow []int64) (*interview.Interview, error) {
		rounds, err := svc.Interview.AllowedRounds(ctx, app.Slug)
		if err != nil {
			return nil, err
		}
		r := rounds[min(roundIndex, len(rounds)-1)]
		return svc.Interview.Schedule(as(recruit.RoleTA, bookedAt), interview.ScheduleInput{Slug: app.Slug, RoundID: r.ID,
			Start: start.Format(time.RFC3339), TimeZone: demoZone, PanelIDs: []int64{panel, hm}, ShadowIDs: shadow,
			VideoLink: "https://meet.example.com/acme-" + app.Slug[:6], Location: "Acme office, Bengaluru (or the video link)"})
	}
	score := func(iv *interview.Interview, role string, k int, at time.Time) error {
		rounds, err := svc.Interview.AllowedRounds(ctx, iv.Slug)
		if err != nil {
			return err
		}
		var attrs []string
		for _, r := range rounds {
			if r.ID == iv.RoundID {
				attrs = r.Attributes()
			}
		}
		in := interview.ScorecardInput{Notes: scorecardNotes[k%len(scorecardNotes)]}
		sum := 0
		for i, a := range attrs {
			rating := 2 + (k+i)%3
			sum += rating
			in.Ratings = append(in.Ratings, interview.Rating{Attribute: a, Rating: rating})
		}
		in.Recommendation = "no"
		switch avg := float64(sum) / float64(max(len(attrs), 1)); {
		case avg >= 3.5:
			in.Recommendation = "strong_yes"
		case avg >= 2.9:
			in.Recommendation = "yes"
		}
		_, err = svc.Interview.SubmitScorecard(as(role, at), iv.Slug, iv.RoundID, in)
		return err
	}
	list := func(state recruit.State) ([]ats.ApplicationRow, error) {
		page, err := svc.ATS.ListApplications(ctx, ats.ApplicationQuery{Filter: ats.Filter{Statuses: []string{string(state)}}, Page: 1, PerPage: 12}, now)
		if err != nil {
			return nil, err
		}
		return page.Rows, nil
	}
	n := 0
	debriefs, err := list(recruit.StateScheduleDebrief)
	if err != nil {
		return 0, err
	}
	for k, app := range debriefs {
		start := slot(-10, k)
		iv, err := book(app, 1, start, start.Add(-72*time.Hour), nil)
		if err != nil {
			return 0, err
		}
		for i, role := range []string{recruit.RolePanel, recruit.RoleHiringManager} {
			if err := score(iv, role, k+i, iv.EndsAt.Add(time.Duration(2+i)*time.Hour)); err != nil {
				return 0, err
			}
		}
		n++
	}
	booked, err := list(recruit.StateRoundScheduled)
	if err != nil {
		return 0, err
	}
	for k, app := range booked {
		var shadow []int64
		if k%3 == 0 {
			shadow = []int64{ta}
		}
		if k < 2 {
			// Interviewed yesterday: the hiring manager scored, the
			// interviewer has not yet (their reminder is due today).
			iv, err := book(app, 1, slot(-1, k), now.Add(-96*time.Hour), shadow)
			if err != nil {
				return 0, err
			}
			if err := score(iv, recruit.RoleHiringManager, k, iv.EndsAt.Add(time.Hour)); err != nil {
				return 0, err
			}
		} else if _, err := book(app, k%3, slot(1, k), now.Add(-24*time.Hour), shadow); err != nil {
			return 0, err
		}
		n++
	}
	waiting, err := list(recruit.StateScheduleRound)
	if err != nil {
		return 0, err
	}
	if len(waiting) >= 2 {
		missed, err := book(waiting[0], 0, evening(-2), now.Add(-120*time.Hour), nil)
		if err != nil {
			return 0, err
		}
		if _, err := svc.Interview.RecordOutcome(as(recruit.RolePanel, missed.EndsAt), missed.ID, recruit.InterviewNoShow); err != nil {
			return 0, err
		}
		off, err := book(waiting[1], 0, evening(3), now.Add(-12*time.Hour), nil)
		if err != nil {
			return 0, err
		}
		if _, err := svc.Interview.Cancel(as(recruit.RoleTA, now.Add(-6*time.Hour)), off.ID, "The candidate asked to move it; we will rebook"); err != nil {
			return 0, err
		}
		n += 2
	}
	if len(waiting) >= 4 {
		booked, err := loadSelfSchedule(ctx, svc, as, waiting[2:4], panel, now)
		if err != nil {
			return 0, fmt.Errorf("self-scheduling links: %w", err)
		}
		n += booked
	}
	return n, nil
}

var scorecardNotes = []string{
	"Structured answers; asked good questions about the team.",
	"Strong on fundamentals, a little slow on the design part.",
	"Clear communicator. Would like a second look at depth.",
	"Solid hands-on experience; talked through trade-offs well.",
}
