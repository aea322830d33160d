package interview

import (
	"context"
	"errors"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// ConfirmInput is the page's confirmation: the slot picked, and the
// candidate's own zone (optional), in which their invitation reads.
type ConfirmInput struct {
	Slug string
	// CallType is the spec's call_type: "interview", the only kind.
	CallType   string
	Start, End string
	TimeZone   string
}

// ConfirmSelfSchedule books the slot the holder of a scheduling token
// picked, once. The slot is checked again with fresh busy times
// (CheckSlot: the link's rules, the notice, the window); then, in one
// transaction, the link is marked used by a conditional update (of
// confirmations racing for one link exactly one goes on; the others get
// 409 'Interview already scheduled') and the interview is booked by the
// same code as a recruiter's, as the system acting on the link: the
// panel's time taken under its locks, the invitations, the reminders and
// the move schedule_round → round_scheduled. A slot someone else took
// meanwhile is refused, and the link stays unused.
func (s *Service) ConfirmSelfSchedule(ctx context.Context, in ConfirmInput) (*Interview, error) {
	l, err := s.schedulerLink(ctx)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(in.Slug) != l.Slug {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Candidate not found")
	}
	if t := strings.TrimSpace(in.CallType); t != "" && t != "interview" {
		return nil, recruit.FieldError("call_type", "This link books an interview (call_type interview)")
	}
	now := sqldb.NowIn(ctx)
	if err := openLink(l, now); err != nil {
		return nil, err
	}
	slot, candidateZone, err := l.slotOf(in)
	if err != nil {
		return nil, err
	}
	// Busy times come from calendars over the network too: read them
	// before the transaction, for the whole day around the slot.
	busy, err := s.linkBusy(ctx, l, slot.Start.Add(-24*time.Hour), slot.End.Add(24*time.Hour))
	if err != nil {
		return nil, err
	}
	if err := CheckSlot(l.Availability(), slot, busy, now); err != nil {
		return nil, err
	}
	companyID := l.CompanyID
	// The booking is the system's, acting on the candidate's behalf
	// within what the link allows (as it moves the pipeline).
	sys := recruit.WithActor(ctx, recruit.SystemActor(companyID))
	var id int64
	err = s.DB.RunInTx(sys, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE self_schedule_links SET used_at = ?, state = ?
			WHERE id = ? AND company_id = ? AND used_at IS NULL AND state = ? AND expires_at > ?`,
			now, LinkBooked, l.ID, companyID, LinkSent, now).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			// Another confirmation won, or the link was revoked or ran
			// out meanwhile: say which.
			again, err := s.link(ctx, companyID, l.ID)
			if err != nil {
				return err
			}
			if err := openLink(again, now); err != nil {
				return err
			}
			return recruit.Errorf(recruit.ECONFLICT, textAlreadyScheduled)
		}
		app, err := s.Jobs.Application(ctx, l.Slug)
		if err != nil {
			return err
		}
		if err := interviewing(app); err != nil {
			// The candidate was rejected or put on hold since: the
			// reason is the company's to tell.
			return recruit.Errorf(recruit.ECONFLICT, textLinkUnusable)
		}
		r, err := s.round(ctx, l.RoundID)
		if err != nil {
			return err
		}
		panel, shadow := l.people()
		b := &booking{app: app, round: r, plan: &plan{start: slot.Start, end: slot.End, zone: candidateZone, panel: panel, shadow: shadow,
			location: l.Location, videoLink: l.VideoLink}}
		if l.SentBy != nil {
			b.scheduledBy, b.notify = *l.SentBy, []int64{*l.SentBy}
			if l.SenderActive != nil && *l.SenderActive && l.SenderEmail != nil && l.SenderName != nil {
				// Replies to the invitation go to whoever sent the link.
				b.organizer, b.sentBy = &person{Name: *l.SenderName, Email: *l.SenderEmail}, *l.SentBy
			}
		}
		id, err = s.book(ctx, companyID, b)
		var clash *clashError
		switch {
		case errors.As(err, &clash):
			// Someone else booked a member meanwhile; who is the
			// company's to know.
			return recruit.Errorf(recruit.ECONFLICT, textSlotTaken)
		case recruit.ErrorCode(err) == recruit.EINVALID:
			// A panelist can no longer sit on the job's panels.
			return recruit.Errorf(recruit.ECONFLICT, textLinkUnusable)
		case err != nil:
			return err
		}
		_, err = s.DB.Conn(ctx).NewRaw("UPDATE self_schedule_links SET interview_id = ? WHERE id = ?", id, l.ID).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.interview(sys, id)
}

// slotOf reads the picked slot (RFC 3339 instants, or wall times in the
// panel's zone; the end defaults to the link's duration after the start)
// and the zone the interview is kept in: the candidate's, else the
// panel's.
func (l *Link) slotOf(in ConfirmInput) (Interval, string, error) {
	panelZone := zone(l.TimeZone)
	if strings.TrimSpace(in.Start) == "" {
		return Interval{}, "", recruit.FieldError("start_time", "Please select a time slot")
	}
	start, err := parseTime(in.Start, panelZone)
	if err != nil {
		return Interval{}, "", recruit.FieldError("start_time", "Please give the start time as a date and time")
	}
	end := start.Add(time.Duration(l.Minutes) * time.Minute)
	if strings.TrimSpace(in.End) != "" {
		if end, err = parseTime(in.End, panelZone); err != nil {
			return Interval{}, "", recruit.FieldError("end_time", "Please give the end time as a date and time")
		}
	}
	name := strings.TrimSpace(in.TimeZone)
	if name == "" {
		return Interval{start, end}, l.TimeZone, nil
	}
	if _, err := loadZone(name); err != nil {
		return Interval{}, "", recruit.FieldError("timezone", recruit.ErrorMessage(err))
	}
	return Interval{start, end}, name, nil
}
