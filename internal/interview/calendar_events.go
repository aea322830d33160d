package interview

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"hirekit/internal/ats"
	"hirekit/internal/interview/calendar"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// CalendarSyncArgs is the job that brings an interview's event on its
// organizer's connected calendar in line with the interview: created
// after a booking, updated after a reschedule, cancelled after a
// cancellation. Every run compares and repairs, so a retry, a duplicate
// job or a job that ran late does the right thing.
type CalendarSyncArgs struct {
	CompanyID   int64 `json:"company_id"`
	InterviewID int64 `json:"interview_id"`
}

// Kind names the job.
func (CalendarSyncArgs) Kind() string { return "calendar_sync" }

// CalendarSyncWorker runs SyncCalendarEvents as the system. A throttling
// provider snoozes the job for its Retry-After (River does not count a
// snooze as a failed attempt, so the event is delayed, never dropped); a
// Meet or Teams link still being provisioned is asked for again shortly.
type CalendarSyncWorker struct {
	river.WorkerDefaults[CalendarSyncArgs]
	Interview *Service
}

// Work syncs one interview.
func (w *CalendarSyncWorker) Work(ctx context.Context, job *river.Job[CalendarSyncArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	err := w.Interview.SyncCalendarEvents(ctx, job.Args.InterviewID)
	var ra *calendar.RetryAfterError
	switch {
	case errors.As(err, &ra):
		wait := ra.Wait
		if wait <= 0 {
			// The provider named no time: back off by the attempt.
			wait = min(time.Duration(job.Attempt)*30*time.Second, 10*time.Minute)
		}
		w.Interview.log().Info("calendar sync throttled; snoozing", "interview", job.Args.InterviewID, "wait", wait)
		return river.JobSnooze(wait)
	case errors.Is(err, errLinkPending):
		return river.JobSnooze(linkPendingWait)
	}
	return ats.Permanent(err)
}

// errLinkPending means the provider is still provisioning the video link.
var errLinkPending = errors.New("calendar: video link pending")

// linkPendingWait is how long to wait before asking for a pending link.
const linkPendingWait = 5 * time.Second

// eventRow is calendar_events.
type eventRow struct {
	UserID          int64  `bun:"user_id"`
	Provider        string `bun:"provider"`
	ProviderEventID string `bun:"provider_event_id"`
	JoinURL         string `bun:"join_url"`
	Sequence        int    `bun:"sequence"`
	Cancelled       bool   `bun:"cancelled"`
}

// enqueueCalendarSync adds the sync job in the caller's transaction when
// the interview has, or had, an event on a connected calendar to look
// after.
func (s *Service) enqueueCalendarSync(ctx context.Context, iv *Interview) error {
	if len(s.Providers) == 0 {
		return nil
	}
	users := make([]int64, 0, len(iv.Panel))
	for _, p := range iv.Panel {
		users = append(users, p.UserID)
	}
	var n int
	q := "SELECT count(*) FROM calendar_events WHERE interview_id = ?"
	args := []any{iv.ID}
	if len(users) > 0 {
		q = "SELECT (SELECT count(*) FROM calendar_events WHERE interview_id = ?) + (SELECT count(*) FROM calendar_connections WHERE user_id IN (?) AND state = ?)"
		args = append(args, bun.In(users), ConnConnected)
	}
	if err := s.DB.Conn(ctx).NewRaw(q, args...).Scan(ctx, &n); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	_, err := s.Queue.Insert(ctx, CalendarSyncArgs{CompanyID: iv.CompanyID, InterviewID: iv.ID}, nil)
	return err
}

// SyncCalendarEvents puts the interview on the calendar of its organizer:
// the first panel member (then shadow member) with a connected calendar.
// The provider event invites the candidate, the panel and, as optional,
// the shadow panel, and asks for a Meet or Teams link when the interview
// has no video link of its own (the link found is stored as the
// interview's). Events of an organizer who left the panel, and of a
// cancelled interview, are cancelled. A revoked grant marks the
// connection errored and leaves the interview as it is.
func (s *Service) SyncCalendarEvents(ctx context.Context, interviewID int64) error {
	if err := recruit.Require(ctx, recruit.PermSyncCalendar); err != nil {
		return err
	}
	if len(s.Providers) == 0 {
		return nil
	}
	iv, err := s.interview(ctx, interviewID)
	if err != nil {
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			return nil
		}
		return err
	}
	users := make([]int64, 0, len(iv.Panel))
	for _, p := range iv.Panel {
		users = append(users, p.UserID)
	}
	var rows []eventRow
	if err := s.DB.Conn(ctx).NewRaw(`SELECT user_id, provider, provider_event_id, join_url, sequence, cancelled FROM calendar_events
		WHERE interview_id = ?`, iv.ID).Scan(ctx, &rows); err != nil {
		return err
	}
	for _, r := range rows {
		users = append(users, r.UserID)
	}
	conns, err := s.connectionsOf(ctx, users, true)
	if err != nil {
		return err
	}
	var organizer *Panelist
	if iv.State == recruit.InterviewScheduled {
		for _, shadow := range []bool{false, true} {
			for i := range iv.Panel {
				if p := &iv.Panel[i]; organizer == nil && p.Shadow == shadow && conns[p.UserID] != nil {
					organizer = p
				}
			}
		}
	}
	// Cancel what should no longer be there.
	if iv.State == recruit.InterviewScheduled || iv.State == recruit.InterviewCancelled {
		for _, r := range rows {
			if r.Cancelled || (organizer != nil && r.UserID == organizer.UserID && r.Provider == conns[r.UserID].Provider) {
				continue
			}
			if c := conns[r.UserID]; c != nil && c.Provider == r.Provider {
				err := s.withToken(ctx, c, func(p calendar.Provider, tok *calendar.Token) error {
					return p.CancelEvent(ctx, tok, calendar.Event{UID: iv.UID, ProviderID: r.ProviderEventID})
				})
				if err != nil && !errors.Is(err, calendar.ErrGrantRevoked) {
					return err
				}
			}
			if err := s.saveEvent(ctx, iv.ID, eventRow{UserID: r.UserID, Provider: r.Provider, ProviderEventID: r.ProviderEventID,
				JoinURL: r.JoinURL, Sequence: iv.Sequence, Cancelled: true}); err != nil {
				return err
			}
		}
	}
	if organizer == nil {
		return nil
	}
	conn := conns[organizer.UserID]
	var row *eventRow
	for i := range rows {
		if rows[i].UserID == organizer.UserID && rows[i].Provider == conn.Provider && !rows[i].Cancelled {
			row = &rows[i]
		}
	}
	online := iv.VideoLink == "" || (row != nil && row.JoinURL != "" && row.JoinURL == iv.VideoLink)
	if row != nil && row.Sequence == iv.Sequence && (row.JoinURL != "" || !online) {
		return nil
	}
	ev, err := s.calendarEvent(ctx, iv, organizer, conn)
	if err != nil {
		return err
	}
	ev.Online = online
	var booked calendar.Booked
	err = s.withToken(ctx, conn, func(p calendar.Provider, tok *calendar.Token) error {
		var err error
		if row != nil && row.ProviderEventID != "" {
			ev.ProviderID = row.ProviderEventID
			booked, err = p.UpdateEvent(ctx, tok, ev)
		} else {
			booked, err = p.CreateEvent(ctx, tok, ev)
		}
		return err
	})
	if errors.Is(err, calendar.ErrGrantRevoked) {
		// The connection is marked errored and its user told; the
		// interview stays booked in Hirekit, with its mailed invitations.
		return nil
	}
	if err != nil {
		return err
	}
	if booked.ID == "" && row != nil {
		booked.ID = row.ProviderEventID
	}
	if err := s.saveEvent(ctx, iv.ID, eventRow{UserID: organizer.UserID, Provider: conn.Provider, ProviderEventID: booked.ID,
		JoinURL: booked.JoinURL, Sequence: iv.Sequence}); err != nil {
		return err
	}
	if booked.JoinURL != "" && iv.VideoLink == "" {
		if err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
			_, err := s.DB.Conn(ctx).NewRaw("UPDATE interviews SET video_link = ? WHERE id = ? AND video_link = ''", booked.JoinURL, iv.ID).Exec(ctx)
			return err
		}); err != nil {
			return err
		}
	}
	if booked.Pending || (online && booked.JoinURL == "") {
		return errLinkPending
	}
	return nil
}

// calendarEvent is the interview as its organizer's provider event.
func (s *Service) calendarEvent(ctx context.Context, iv *Interview, organizer *Panelist, conn *Connection) (calendar.Event, error) {
	var cand struct {
		Name  string `bun:"name"`
		Email string `bun:"email"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT c.name, c.email FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
		WHERE a.id = ?`, iv.ApplicationID).Scan(ctx, &cand); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return calendar.Event{}, err
	}
	ev := calendar.Event{UID: iv.UID, Summary: fmt.Sprintf("Interview: %s for %s (%s)", iv.CandidateName, iv.RequisitionTitle, iv.RoundName),
		Description: fmt.Sprintf("%s interview of %s for %s, booked in Hirekit.", iv.RoundName, iv.CandidateName, iv.RequisitionTitle),
		Location:    iv.Location, Start: iv.StartsAt, End: iv.EndsAt, TimeZone: iv.TimeZone}
	if iv.VideoLink != "" {
		ev.Description += "\nVideo link: " + iv.VideoLink
		if ev.Location == "" {
			ev.Location = iv.VideoLink
		}
	}
	if cand.Email != "" {
		ev.Attendees = append(ev.Attendees, calendar.Attendee{Email: cand.Email, Name: cand.Name})
	}
	for _, p := range iv.Panel {
		if p.UserID == organizer.UserID || (calendar.Account{Email: p.Email}).Is(conn.AccountEmail) {
			continue
		}
		ev.Attendees = append(ev.Attendees, calendar.Attendee{Email: p.Email, Name: p.Name, Optional: p.Shadow})
	}
	return ev, nil
}

// saveEvent stores what the provider holds for an interview and member.
func (s *Service) saveEvent(ctx context.Context, interviewID int64, r eventRow) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO calendar_events (interview_id, user_id, provider, provider_event_id, join_url, sequence, cancelled, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (interview_id, user_id) DO UPDATE SET provider = excluded.provider,
			provider_event_id = excluded.provider_event_id, join_url = excluded.join_url, sequence = excluded.sequence,
			cancelled = excluded.cancelled, updated_at = excluded.updated_at`,
			interviewID, r.UserID, r.Provider, r.ProviderEventID, r.JoinURL, r.Sequence, r.Cancelled, now).Exec(ctx)
		return err
	})
}
