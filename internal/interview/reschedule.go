package interview

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// RescheduleInput changes a scheduled interview. Empty or nil fields keep
// what the interview has; a new Start without an End keeps the length.
type RescheduleInput struct {
	ID        int64
	Start     string
	End       string
	TimeZone  string
	PanelIDs  *[]int64
	ShadowIDs *[]int64
	Location  *string
	VideoLink *string
	Reason    string
}

// Reschedule changes when, where or with whom an interview happens. The
// new time is checked free for everyone on the new panel; SEQUENCE goes up
// by one and every attendee gets the update under the same UID, someone
// added an invitation and someone taken off a cancellation. The panel's
// scorecard reminders move with the end.
func (s *Service) Reschedule(ctx context.Context, in RescheduleInput) (*Interview, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermScheduleInterview)
	if err != nil {
		return nil, err
	}
	reason, err := cleanReason(in.Reason, false)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		iv, err := s.interview(ctx, in.ID)
		if err != nil {
			return err
		}
		if iv.State != recruit.InterviewScheduled {
			return recruit.Errorf(recruit.ECONFLICT, "Only a scheduled interview can be rescheduled")
		}
		if !slices.Contains(iv.Actions, ActionReschedule) {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot reschedule the interviews of this job")
		}
		p, err := in.plan(ctx, iv)
		if err != nil {
			return err
		}
		if p.same(iv) {
			return recruit.Errorf(recruit.EINVALID, "Nothing to change")
		}
		if err := s.seat(ctx, companyID, iv.RequisitionID, p, iv.ID); err != nil {
			return err
		}
		// A card already sent of the interview (it has started) is then
		// counted from the new end: the card counts keep the change.
		err = s.keepCards(ctx, companyID, func() error {
			res, err := s.DB.Conn(ctx).NewRaw(`UPDATE interviews SET starts_at = ?, ends_at = ?, time_zone = ?, location = ?, video_link = ?, reason = ?,
				sequence = sequence + 1, updated_at = ? WHERE id = ? AND company_id = ? AND sequence = ? AND state = ?`,
				p.start, p.end, p.zone, p.location, p.videoLink, reason, sqldb.NowIn(ctx), iv.ID, companyID, iv.Sequence, recruit.InterviewScheduled).Exec(ctx)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return errChangedMeanwhile
			}
			return nil
		}, "c.interview_id = ?", iv.ID)
		if err != nil {
			return err
		}
		before := iv.Panel
		if err := s.clearPanel(ctx, iv); err != nil {
			return err
		}
		iv.StartsAt, iv.EndsAt = p.start, p.end
		if err := s.addPanel(ctx, iv, p.panel, false); err != nil {
			return err
		}
		if err := s.addPanel(ctx, iv, p.shadow, true); err != nil {
			return err
		}
		iv, _, m, err := s.reloaded(ctx, iv.ID, reason)
		if err != nil {
			return err
		}
		seated := map[int64]bool{}
		for i := range iv.Panel {
			p := &iv.Panel[i]
			seated[p.UserID] = true
			kind := kindInvite
			if slices.ContainsFunc(before, func(b Panelist) bool { return b.UserID == p.UserID }) {
				kind = kindUpdate
			}
			if err := s.mailOne(ctx, m, p, kind); err != nil {
				return err
			}
		}
		told := slices.Clone(iv.Panel)
		for i := range before {
			if !seated[before[i].UserID] {
				if err := s.mailOne(ctx, m, &before[i], kindRemove); err != nil {
					return err
				}
				told = append(told, before[i])
			}
		}
		if err := s.mailOne(ctx, m, nil, kindUpdate); err != nil {
			return err
		}
		if err := s.enqueueCalendarSync(ctx, iv); err != nil {
			return err
		}
		return s.notifyPanel(ctx, iv, told, ats.NotifyInterviewUpdated, "Interview changed")
	})
	if err != nil {
		return nil, err
	}
	return s.interview(ctx, in.ID)
}

var errChangedMeanwhile = recruit.Errorf(recruit.ECONFLICT, "This interview was changed by someone else; please reload")

// plan fills what the form left out from the interview and checks the
// result like a new booking.
func (in *RescheduleInput) plan(ctx context.Context, iv *Interview) (*plan, error) {
	start, end, tz := in.Start, in.End, in.TimeZone
	if strings.TrimSpace(tz) == "" {
		tz = iv.TimeZone
	}
	if strings.TrimSpace(start) == "" {
		start = iv.StartsAt.Format(time.RFC3339)
		if strings.TrimSpace(end) == "" {
			end = iv.EndsAt.Format(time.RFC3339)
		}
	} else if strings.TrimSpace(end) == "" {
		if t, err := parseTime(start, zone(tz)); err == nil {
			end = t.Add(iv.EndsAt.Sub(iv.StartsAt)).Format(time.RFC3339)
		}
	}
	var panel, shadow []int64
	for _, p := range iv.Panel {
		if p.Shadow {
			shadow = append(shadow, p.UserID)
		} else {
			panel = append(panel, p.UserID)
		}
	}
	if in.PanelIDs != nil {
		panel = *in.PanelIDs
	}
	if in.ShadowIDs != nil {
		shadow = *in.ShadowIDs
	}
	location, link := iv.Location, iv.VideoLink
	if in.Location != nil {
		location = *in.Location
	}
	if in.VideoLink != nil {
		link = *in.VideoLink
	}
	return checkPlan(ctx, start, end, tz, panel, shadow, location, link)
}

// same reports whether the plan changes nothing of the interview.
func (p *plan) same(iv *Interview) bool {
	var panel, shadow []int64
	for _, m := range iv.Panel {
		if m.Shadow {
			shadow = append(shadow, m.UserID)
		} else {
			panel = append(panel, m.UserID)
		}
	}
	sameSet := func(a, b []int64) bool {
		a, b = slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b))
		return slices.Equal(a, b)
	}
	return p.start.Equal(iv.StartsAt) && p.end.Equal(iv.EndsAt) && p.zone == iv.TimeZone && p.location == iv.Location &&
		p.videoLink == iv.VideoLink && sameSet(p.panel, panel) && sameSet(p.shadow, shadow)
}

// clearPanel takes everyone off an interview and cancels their reminders.
func (s *Service) clearPanel(ctx context.Context, iv *Interview) error {
	if err := s.cancelReminders(ctx, iv.Panel); err != nil {
		return err
	}
	return s.keepSeats(ctx, iv.CompanyID, iv.ID, func() error {
		_, err := s.DB.Conn(ctx).NewRaw("DELETE FROM interview_panel WHERE interview_id = ? AND company_id = ?", iv.ID, iv.CompanyID).Exec(ctx)
		return err
	})
}

// cancelReminders cancels the scorecard reminders of people.
func (s *Service) cancelReminders(ctx context.Context, people []Panelist) error {
	for _, p := range people {
		if p.ReminderJobID != nil {
			if err := s.Queue.Cancel(ctx, *p.ReminderJobID); err != nil {
				return err
			}
		}
	}
	return nil
}

// cleanReason trims a reason and checks its length (and presence when
// required).
func cleanReason(reason string, required bool) (string, error) {
	reason = strings.TrimSpace(reason)
	if required && reason == "" {
		return "", recruit.FieldError("reason", "Please give a reason")
	}
	if utf8.RuneCountInString(reason) > 2000 {
		return "", recruit.FieldError("reason", "The reason must be at most 2000 characters")
	}
	return reason, nil
}

// Cancel calls an interview off with a reason: SEQUENCE goes up by one
// and every attendee gets a METHOD:CANCEL under the same UID; the panel's
// reminders are cancelled. An application in round_scheduled with no
// other interview still scheduled goes back to schedule_round, made by
// the system.
func (s *Service) Cancel(ctx context.Context, id int64, reason string) (*Interview, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermScheduleInterview)
	if err != nil {
		return nil, err
	}
	if reason, err = cleanReason(reason, true); err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		iv, err := s.interview(ctx, id)
		if err != nil {
			return err
		}
		if iv.State != recruit.InterviewScheduled {
			return recruit.Errorf(recruit.ECONFLICT, "Only a scheduled interview can be cancelled")
		}
		if !slices.Contains(iv.Actions, ActionCancel) {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot cancel the interviews of this job")
		}
		if err := s.setState(ctx, iv, recruit.InterviewCancelled, reason, true); err != nil {
			return err
		}
		if err := s.cancelReminders(ctx, iv.Panel); err != nil {
			return err
		}
		iv, app, m, err := s.reloaded(ctx, id, reason)
		if err != nil {
			return err
		}
		for i := range iv.Panel {
			if err := s.mailOne(ctx, m, &iv.Panel[i], kindCancel); err != nil {
				return err
			}
		}
		if err := s.mailOne(ctx, m, nil, kindCancel); err != nil {
			return err
		}
		if err := s.enqueueCalendarSync(ctx, iv); err != nil {
			return err
		}
		if err := s.notifyPanel(ctx, iv, iv.Panel, ats.NotifyInterviewCancelled, "Interview cancelled"); err != nil {
			return err
		}
		if err := s.publishInterview(ctx, companyID, id, recruit.EventInterviewCancelled); err != nil {
			return err
		}
		return s.unbook(ctx, companyID, app)
	})
	if err != nil {
		return nil, err
	}
	return s.interview(ctx, id)
}

// unbook moves an application waiting on a cancelled interview back to
// schedule_round when nothing else is scheduled for it.
func (s *Service) unbook(ctx context.Context, companyID int64, app *ats.Application) error {
	if app.State != recruit.StateRoundScheduled {
		return nil
	}
	var n int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM interviews WHERE application_id = ? AND company_id = ? AND state = ?",
		app.ID, companyID, recruit.InterviewScheduled).Scan(ctx, &n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	sys := recruit.WithActor(ctx, recruit.SystemActor(companyID))
	_, err := s.Jobs.MoveApplication(sys, ats.MoveInput{Slug: app.Slug, To: recruit.StateScheduleRound, From: recruit.StateRoundScheduled,
		Reason: "Interview cancelled"})
	return err
}

// setState records a scheduled interview's new state on it and its panel
// rows, only if it is still scheduled; bump raises SEQUENCE (a change the
// attendees' calendars must hear of).
func (s *Service) setState(ctx context.Context, iv *Interview, state recruit.InterviewState, reason string, bump bool) error {
	seq := 0
	if bump {
		seq = 1
	}
	res, err := s.DB.Conn(ctx).NewRaw(`UPDATE interviews SET state = ?, reason = CASE WHEN ? = '' THEN reason ELSE ? END, sequence = sequence + ?, updated_at = ?
		WHERE id = ? AND company_id = ? AND state = ? AND sequence = ?`, state, reason, reason, seq, sqldb.NowIn(ctx), iv.ID, iv.CompanyID,
		recruit.InterviewScheduled, iv.Sequence).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return errChangedMeanwhile
	}
	return s.keepSeats(ctx, iv.CompanyID, iv.ID, func() error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE interview_panel SET state = ? WHERE interview_id = ? AND company_id = ?", state, iv.ID, iv.CompanyID).Exec(ctx)
		return err
	})
}
