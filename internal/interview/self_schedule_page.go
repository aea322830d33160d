package interview

import (
	"context"
	"slices"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The self-schedule page's reads, as the holder of a scheduling token
// (recruit.KindScheduler): what the link is for, the free slots of a
// date, and the panel's busy times.

// SelfSchedule is what the page shows about its link.
type SelfSchedule struct {
	Link           *Link
	CompanyName    string
	CompanyLogoURL string
	// Location is where the interview happens, in the candidate's words.
	Location string
	// OffsetMinutes is the panel's zone's offset from UTC now, east
	// positive (the spec's panel_timezone_offset; display only).
	OffsetMinutes int
	// State is the link's state now: sent, or booked with Message
	// 'Interview already scheduled' and the Interview booked.
	State     LinkState
	Message   string
	Interview *Interview
}

// SelfScheduleDetails returns what the page shows about the holder's
// link. A booked link answers with the spec's 'Interview already
// scheduled' and the interview's time, which the page shows as success.
func (s *Service) SelfScheduleDetails(ctx context.Context) (*SelfSchedule, error) {
	l, err := s.schedulerLink(ctx)
	if err != nil {
		return nil, err
	}
	now := sqldb.NowIn(ctx)
	if err := openLink(l, now); err != nil && l.State != LinkBooked {
		return nil, err
	}
	company, err := s.Companies.CompanyName(ctx, l.CompanyID)
	if err != nil {
		return nil, err
	}
	_, offset := now.In(zone(l.TimeZone)).Zone()
	out := &SelfSchedule{Link: l, CompanyName: company, Location: pageLocation(l), OffsetMinutes: offset / 60, State: l.StateAt(now)}
	if l.State == LinkBooked && l.InterviewID != nil {
		out.Message = textAlreadyScheduled
		sys := recruit.WithActor(ctx, recruit.SystemActor(l.CompanyID))
		if out.Interview, err = s.interview(sys, *l.InterviewID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// DaySlots are the free slots of one date in the reader's zone.
type DaySlots struct {
	Date  string
	Zone  *time.Location
	Slots []Interval
}

// SelfScheduleSlots returns the free slots whose start falls on date
// (YYYY-MM-DD) in zoneName, the candidate's IANA zone (the panel's when
// empty): the link's working hours and weekdays in the panel's zone, less
// the busy time of the panel and the shadow panel (Hirekit's interviews
// and any connected calendar), the notice and the window (interview.Slots).
func (s *Service) SelfScheduleSlots(ctx context.Context, date, zoneName string) (*DaySlots, error) {
	l, err := s.schedulerLink(ctx)
	if err != nil {
		return nil, err
	}
	now := sqldb.NowIn(ctx)
	if err := openLink(l, now); err != nil {
		return nil, err
	}
	day, err := ParseDate(date, zoneName)
	if err != nil {
		return nil, err
	}
	loc := day.Zone
	if loc == nil {
		loc = zone(l.TimeZone)
	}
	// Busy time around the date: slots starting on it lie within a day
	// and a bit of its first midnight, wherever the zones are.
	midnight := time.Date(day.Year, day.Month, day.Day, 0, 0, 0, 0, loc)
	start, end := clip(midnight.Add(-48*time.Hour), midnight.Add(72*time.Hour), l.IssuedAt, l.ExpiresAt)
	busy := Busy{}
	if start.Before(end) {
		if busy, err = s.linkBusy(ctx, l, start, end); err != nil {
			return nil, err
		}
	}
	slots, err := Slots(l.Availability(), day, busy, now)
	if err != nil {
		return nil, err
	}
	return &DaySlots{Date: date, Zone: loc, Slots: slots}, nil
}

// SelfScheduleBlocked returns the busy time of the link's panel member
// panelID (0: the whole panel and shadow panel, merged) between start and
// end (epoch seconds; 0 for the link's window), cut to the link's window:
// the spec's blocked slots, for a page that draws them.
func (s *Service) SelfScheduleBlocked(ctx context.Context, panelID, startEpoch, endEpoch int64) ([]Interval, error) {
	l, err := s.schedulerLink(ctx)
	if err != nil {
		return nil, err
	}
	if err := openLink(l, sqldb.NowIn(ctx)); err != nil {
		return nil, err
	}
	if startEpoch != 0 && endEpoch != 0 && endEpoch <= startEpoch {
		return nil, recruit.FieldError("end_epoch", "Please select a proper time range.")
	}
	who := l.members()
	if panelID != 0 {
		if !slices.Contains(who, panelID) {
			return nil, recruit.FieldError("panel_id", "Please select a panel member of this link.")
		}
		who = []int64{panelID}
	}
	// Clamped as numbers first: time.Unix overflows on the extremes.
	first, last := l.IssuedAt.Unix(), l.ExpiresAt.Unix()
	if startEpoch < first {
		startEpoch = first
	}
	if endEpoch == 0 || endEpoch > last {
		endEpoch = last
	}
	out := []Interval{}
	if endEpoch <= startEpoch {
		return out, nil
	}
	start, end := time.Unix(startEpoch, 0).UTC(), time.Unix(endEpoch, 0).UTC()
	byUser, err := s.busyTimes(ctx, l.CompanyID, who, start, end)
	if err != nil {
		return nil, err
	}
	var lists [][]Interval
	for _, id := range who {
		lists = append(lists, byUser[id])
	}
	for _, iv := range MergeBusy(lists...).Intervals() {
		if a, b := clip(iv.Start, iv.End, start, end); a.Before(b) {
			out = append(out, Interval{a, b})
		}
	}
	return out, nil
}

// clip returns [start, end) cut to [from, to).
func clip(start, end, from, to time.Time) (time.Time, time.Time) {
	if start.Before(from) {
		start = from
	}
	if end.After(to) {
		end = to
	}
	return start, end
}
