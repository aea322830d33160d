package interview

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// ScheduleInput is the 'Schedule an interview' form. Start and End are
// RFC 3339 instants, or wall times ("2006-01-02T15:04") in TimeZone; End
// may be left out for the default hour.
type ScheduleInput struct {
	Slug      string
	RoundID   int64
	Start     string
	End       string
	TimeZone  string
	PanelIDs  []int64
	ShadowIDs []int64
	Location  string
	VideoLink string
}

// plan is a checked schedule: when, where and who.
type plan struct {
	start, end          time.Time
	zone                string
	panel, shadow       []int64
	location, videoLink string
}

// members are everyone the plan seats, panel first.
func (p *plan) members() []int64 { return append(slices.Clone(p.panel), p.shadow...) }

// check validates the form in the spec's order and words, with the
// actor's time zone (else UTC) when the form names none. Field names are
// the action form's.
func (in *ScheduleInput) check(ctx context.Context) (*plan, error) {
	if strings.TrimSpace(in.Slug) == "" {
		return nil, recruit.FieldError("candidate_application_data", "Please select a candidate")
	}
	if in.RoundID <= 0 {
		return nil, recruit.FieldError("round_data", "Please select a round")
	}
	if len(in.PanelIDs) == 0 {
		return nil, recruit.FieldError("interviewer_data", "Please select an interviewer")
	}
	return checkPlan(ctx, in.Start, in.End, in.TimeZone, in.PanelIDs, in.ShadowIDs, in.Location, in.VideoLink)
}

// checkPlan validates times, people and place; scheduling and
// rescheduling share it.
func checkPlan(ctx context.Context, startText, endText, zoneName string, panel, shadow []int64, location, videoLink string) (*plan, error) {
	p := &plan{zone: strings.TrimSpace(zoneName)}
	if p.zone == "" {
		p.zone = recruit.ActorFrom(ctx).TimeZone
	}
	if p.zone == "" {
		p.zone = "Etc/UTC"
	}
	loc, err := time.LoadLocation(p.zone)
	if err != nil || p.zone == "Local" {
		return nil, recruit.FieldError("timezone", "Please select a time zone")
	}
	if strings.TrimSpace(startText) == "" {
		return nil, recruit.FieldError("start_time", "Please select a start time")
	}
	if p.start, err = parseTime(startText, loc); err != nil {
		return nil, recruit.FieldError("start_time", "Please give the start time as a date and time")
	}
	p.end = p.start.Add(recruit.InterviewDefaultLength)
	if strings.TrimSpace(endText) != "" {
		if p.end, err = parseTime(endText, loc); err != nil {
			return nil, recruit.FieldError("end_time", "Please give the end time as a date and time")
		}
	}
	if !p.end.After(p.start) {
		return nil, recruit.FieldError("end_time", "The end time must be after the start time")
	}
	if p.end.Sub(p.start) > recruit.InterviewMaxLength {
		return nil, recruit.FieldError("end_time", "An interview can last at most 8 hours")
	}
	if p.start.Truncate(recruit.InterviewStep) != p.start || p.end.Truncate(recruit.InterviewStep) != p.end {
		return nil, recruit.FieldError("start_time", "Please pick times on a 5-minute step")
	}
	if p.start.Before(sqldb.NowIn(ctx)) {
		return nil, recruit.FieldError("start_time", "Please pick a start time in the future")
	}
	if p.panel, p.shadow, err = checkPeople(panel, shadow); err != nil {
		return nil, err
	}
	if p.location, p.videoLink, err = checkPlace(location, videoLink); err != nil {
		return nil, err
	}
	return p, nil
}

// checkPeople checks a panel and a shadow panel (ids deduplicated): at
// least one interviewer, at most InterviewMaxPanel on each, nobody on
// both.
func checkPeople(panel, shadow []int64) ([]int64, []int64, error) {
	panel, shadow = uniq(panel), uniq(shadow)
	if len(panel) == 0 {
		return nil, nil, recruit.FieldError("interviewer_data", "Please select an interviewer")
	}
	if len(panel) > recruit.InterviewMaxPanel || len(shadow) > recruit.InterviewMaxPanel {
		return nil, nil, recruit.FieldError("interviewer_data", fmt.Sprintf("At most %d people on a panel", recruit.InterviewMaxPanel))
	}
	for _, id := range shadow {
		if slices.Contains(panel, id) {
			return nil, nil, recruit.FieldError("shadow_interviewer_data", "Someone cannot be on both the panel and the shadow panel")
		}
	}
	return panel, shadow, nil
}

// checkPlace trims and checks an interview's location and video link.
func checkPlace(location, videoLink string) (string, string, error) {
	location, videoLink = strings.TrimSpace(location), strings.TrimSpace(videoLink)
	if utf8.RuneCountInString(location) > 500 {
		return "", "", recruit.FieldError("location", "The location must be at most 500 characters")
	}
	if videoLink != "" {
		u, err := url.Parse(videoLink)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(videoLink) > 2000 ||
			strings.ContainsAny(videoLink, " \t\r\n\"<>") {
			return "", "", recruit.FieldError("video_link", "Please enter a video link starting with http:// or https://")
		}
	}
	return location, videoLink, nil
}

// parseTime reads a form's time: an RFC 3339 instant, or a wall time with
// minutes (and optional seconds) in loc.
func parseTime(s string, loc *time.Location) (time.Time, error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t.UTC(), nil
	}
	for _, layout := range []string{"2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02 15:04"} {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("not a time: %q", s)
}

func uniq(ids []int64) []int64 {
	out := []int64{}
	for _, id := range ids {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// Interviewers lists who may sit on the panel of an application's
// interview: staff with an interviewer role who see its job (the form's
// picker).
func (s *Service) Interviewers(ctx context.Context, slug string) ([]auth.User, error) {
	if err := recruit.Require(ctx, recruit.PermViewInterviews); err != nil {
		return nil, err
	}
	jobID, err := s.Jobs.ApplicationJob(ctx, slug)
	if err != nil {
		return nil, err
	}
	return s.Jobs.Interviewers(ctx, jobID)
}

// Schedule books an interview on Hirekit's own calendar: the panel's time
// is checked free and taken in one transaction (two bookings of a member
// at the same time end with one interview), every attendee is mailed an
// invitation, the panel is told and each panel member's scorecard
// reminder is set for a day after the end. An application waiting in
// schedule_round moves to round_scheduled, made by the system.
func (s *Service) Schedule(ctx context.Context, in ScheduleInput) (*Interview, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermScheduleInterview)
	if err != nil {
		return nil, err
	}
	p, err := in.check(ctx)
	if err != nil {
		return nil, err
	}
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		app, err := s.Jobs.Application(ctx, in.Slug)
		if err != nil {
			return err
		}
		if !app.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot schedule interviews for the candidates of this job")
		}
		if err := interviewing(app); err != nil {
			return err
		}
		r, err := s.jobRound(ctx, app, in.RoundID)
		if err != nil {
			return err
		}
		id, err = s.book(ctx, companyID, &booking{app: app, round: r, plan: p, scheduledBy: userOrNil(actor)})
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.interview(ctx, id)
}

// interviewing refuses an application whose state is not an open one: it
// is not interviewing.
func interviewing(app *ats.Application) error {
	if info, _ := app.State.Info(); !info.Open {
		return recruit.Errorf(recruit.ECONFLICT, "This application is %s: it is not interviewing", strings.ToLower(info.Label))
	}
	return nil
}

// jobRound returns the round id of the application's job.
func (s *Service) jobRound(ctx context.Context, app *ats.Application, id int64) (*Round, error) {
	r, err := s.round(ctx, id)
	if err != nil || r.RequisitionID == nil || *r.RequisitionID != app.RequisitionID {
		return nil, recruit.FieldError("round_data", "Please select a round of this job")
	}
	return r, nil
}

// booking is one interview to book: for which application and round,
// the checked plan, and who arranged it.
type booking struct {
	app   *ats.Application
	round *Round
	plan  *plan
	// scheduledBy is the user who arranged it, nil for the system.
	scheduledBy any
	// organizer, when set, is the invitations' organizer and sentBy the
	// sender their mail records (a self-scheduling link's sender); else
	// both come from the actor.
	organizer *person
	sentBy    int64
	// notify are told of the booking besides the panel.
	notify []int64
}

// book books b in the caller's transaction: the panel's time is checked
// free and taken, every attendee is mailed an invitation, the panel is
// told and each panel member's scorecard reminder is set for a day after
// the end. An application waiting in schedule_round moves to
// round_scheduled, made by the system. Scheduling and self-scheduling
// share it.
func (s *Service) book(ctx context.Context, companyID int64, b *booking) (int64, error) {
	app, r, p := b.app, b.round, b.plan
	if err := s.seat(ctx, companyID, app.RequisitionID, p, 0); err != nil {
		return 0, err
	}
	now := sqldb.NowIn(ctx)
	var id int64
	if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO interviews (company_id, application_id, requisition_id, round_id, starts_at, ends_at, time_zone,
		location, video_link, state, uid, sequence, scheduled_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?) RETURNING id`,
		companyID, app.ID, app.RequisitionID, r.ID, p.start, p.end, p.zone, p.location, p.videoLink, recruit.InterviewScheduled,
		s.newUID(), b.scheduledBy, now, now).Scan(ctx, &id); err != nil {
		return 0, err
	}
	seated := &Interview{ID: id, CompanyID: companyID, StartsAt: p.start, EndsAt: p.end, State: recruit.InterviewScheduled}
	if err := s.addPanel(ctx, seated, p.panel, false); err != nil {
		return 0, err
	}
	if err := s.addPanel(ctx, seated, p.shadow, true); err != nil {
		return 0, err
	}
	if app.State == recruit.StateScheduleRound {
		sys := recruit.WithActor(ctx, recruit.SystemActor(companyID))
		if _, err := s.Jobs.MoveApplication(sys, ats.MoveInput{Slug: app.Slug, To: recruit.StateRoundScheduled,
			From: recruit.StateScheduleRound, Reason: "Interview scheduled: " + r.Name}); err != nil {
			return 0, err
		}
	}
	if err := s.publishInterview(ctx, companyID, id, recruit.EventInterviewScheduled); err != nil {
		return 0, err
	}
	iv, _, m, err := s.reloaded(ctx, id, "")
	if err != nil {
		return 0, err
	}
	if b.organizer != nil {
		m.organizer, m.sentBy = *b.organizer, b.sentBy
	}
	for i := range iv.Panel {
		if err := s.mailOne(ctx, m, &iv.Panel[i], kindInvite); err != nil {
			return 0, err
		}
	}
	if err := s.mailOne(ctx, m, nil, kindInvite); err != nil {
		return 0, err
	}
	if err := s.enqueueCalendarSync(ctx, iv); err != nil {
		return 0, err
	}
	told := slices.Clone(iv.Panel)
	for _, u := range b.notify {
		told = append(told, Panelist{UserID: u})
	}
	return id, s.notifyPanel(ctx, iv, told, ats.NotifyInterviewScheduled, "Interview")
}

// seat checks everyone of the plan may sit on a panel of the job and is
// free then, holding each member's lock until the transaction ends so no
// other booking can take the same time meanwhile. exclude is the
// interview being changed (0 for a new one).
func (s *Service) seat(ctx context.Context, companyID, jobID int64, p *plan, exclude int64) error {
	names, err := s.eligible(ctx, jobID, p.panel, p.shadow)
	if err != nil {
		return err
	}
	members := p.members()
	if s.DB.Engine == sqldb.Postgres {
		// PostgreSQL runs bookings side by side: lock the members' rows
		// (in id order, so two bookings never wait on each other in a
		// circle) before looking at their time. NO KEY UPDATE leaves
		// inserts that merely reference the users free. SQLite has one
		// writer, which serialises bookings already.
		if _, err := s.DB.Conn(ctx).NewRaw("SELECT id FROM users WHERE id IN (?) ORDER BY id FOR NO KEY UPDATE",
			bun.In(members)).Exec(ctx); err != nil {
			return err
		}
	}
	var clash struct {
		UserID   int64     `bun:"user_id"`
		StartsAt time.Time `bun:"starts_at"`
		EndsAt   time.Time `bun:"ends_at"`
	}
	// Busy time is every interview not cancelled; one that overlaps
	// starts before the new end and after start less the longest length.
	err = s.DB.Conn(ctx).NewRaw(`SELECT p.user_id, p.starts_at, p.ends_at FROM interview_panel p
		WHERE p.user_id IN (?) AND p.company_id = ? AND p.starts_at < ? AND p.starts_at > ? AND p.ends_at > ? AND p.state <> ? AND p.interview_id <> ?
		ORDER BY p.starts_at, p.user_id LIMIT 1`, bun.In(members), companyID, p.end, p.start.Add(-recruit.InterviewMaxLength), p.start,
		recruit.InterviewCancelled, exclude).Scan(ctx, &clash)
	if err == nil {
		// The clash names who and when, not the other candidate: the
		// scheduler may not see that job.
		return &clashError{recruit.Errorf(recruit.ECONFLICT, "%s already has an interview at that time: %s", names[clash.UserID],
			when(clash.StartsAt, clash.EndsAt, zone(p.zone)))}
	}
	if !isNoRows(err) {
		return err
	}
	return nil
}

// eligible checks everyone of a panel and a shadow panel may sit on a
// panel of the job (an interviewer role, and sees the job), and returns
// their names by id.
func (s *Service) eligible(ctx context.Context, jobID int64, panel, shadow []int64) (map[int64]string, error) {
	people, err := s.Jobs.Interviewers(ctx, jobID)
	if err != nil {
		return nil, err
	}
	names := map[int64]string{}
	for _, u := range people {
		names[u.ID] = u.Name
	}
	for _, group := range []struct {
		field string
		ids   []int64
	}{{"interviewer_data", panel}, {"shadow_interviewer_data", shadow}} {
		for _, id := range group.ids {
			if _, ok := names[id]; !ok {
				return nil, recruit.FieldError(group.field, "Please choose interviewers who can see this job")
			}
		}
	}
	return names, nil
}

// clashError is seat's refusal when someone of the plan is busy then: a
// *recruit.Error for staff, which a self-scheduling candidate gets in
// other words (the names are the company's).
type clashError struct{ err *recruit.Error }

func (c *clashError) Error() string { return c.err.Error() }
func (c *clashError) Unwrap() error { return c.err }

// addPanel seats users on an interview (as its shadow panel when shadow)
// and sets each panel member's scorecard reminder for a day after the end.
func (s *Service) addPanel(ctx context.Context, iv *Interview, users []int64, shadow bool) error {
	return s.keepSeats(ctx, iv.CompanyID, iv.ID, func() error { return s.seatPanel(ctx, iv, users, shadow) })
}

// seatPanel is addPanel's writes.
func (s *Service) seatPanel(ctx context.Context, iv *Interview, users []int64, shadow bool) error {
	for _, u := range users {
		var job any
		if !shadow {
			res, err := s.Queue.Insert(ctx, RemindArgs{CompanyID: iv.CompanyID, InterviewID: iv.ID, UserID: u},
				&river.InsertOpts{ScheduledAt: iv.EndsAt.Add(reminderDelay)})
			if err != nil {
				return err
			}
			job = res.Job.ID
		}
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO interview_panel (interview_id, user_id, company_id, shadow, starts_at, ends_at, state, reminder_job_id)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, iv.ID, u, iv.CompanyID, shadow, iv.StartsAt, iv.EndsAt, iv.State, job).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// reminderDelay is how long after an interview's end its panel is
// reminded of a missing scorecard (DECISIONS.md).
const reminderDelay = 24 * time.Hour

// newUID makes an interview's iCalendar UID: random, so it says nothing,
// and under the install's host name, as RFC 5545 suggests.
func (s *Service) newUID() string {
	b := make([]byte, 16)
	rand.Read(b)
	host := "hirekit"
	if u, err := url.Parse(s.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return "interview-" + hex.EncodeToString(b) + "@" + host
}

func userOrNil(a *recruit.Actor) any {
	if a == nil || a.Kind != recruit.KindUser || a.UserID == 0 {
		return nil
	}
	return a.UserID
}
