package interview

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
)

// BusySource tells when company users are busy. Hirekit's own interviews
// are one (always on); a connected Google or Outlook calendar will be
// another, wired by the issue that stores connections. A source answers
// for the users it knows and leaves the others out.
type BusySource interface {
	BusyTimes(ctx context.Context, companyID int64, users []int64, start, end time.Time) (map[int64][]Interval, error)
}

// ownInterviews is the busy time Hirekit itself holds: every interview
// that is not cancelled, panel and shadow panel alike.
type ownInterviews struct{ s *Service }

// BusyTimes reads the interviews of users that overlap [start, end). One
// that overlaps starts before end and after start less the longest
// interview, so the query reads one index range per user.
func (o ownInterviews) BusyTimes(ctx context.Context, companyID int64, users []int64, start, end time.Time) (map[int64][]Interval, error) {
	out := map[int64][]Interval{}
	if len(users) == 0 {
		return out, nil
	}
	var rows []struct {
		UserID   int64     `bun:"user_id"`
		StartsAt time.Time `bun:"starts_at"`
		EndsAt   time.Time `bun:"ends_at"`
	}
	if err := o.s.DB.Conn(ctx).NewRaw(`SELECT user_id, starts_at, ends_at FROM interview_panel
		WHERE user_id IN (?) AND company_id = ? AND starts_at < ? AND starts_at > ? AND ends_at > ? AND state <> ?`,
		bun.In(users), companyID, end, start.Add(-recruit.InterviewMaxLength), start, recruit.InterviewCancelled).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.UserID] = append(out[r.UserID], Interval{r.StartsAt.UTC(), r.EndsAt.UTC()})
	}
	return out, nil
}

// busyTimes asks every source (Hirekit's interviews, connected Google and
// Outlook calendars, then Calendars) when
// users are busy in [start, end), by user. Calendars are asked over the
// network, so callers ask outside any transaction.
func (s *Service) busyTimes(ctx context.Context, companyID int64, users []int64, start, end time.Time) (map[int64][]Interval, error) {
	out := map[int64][]Interval{}
	for _, src := range append([]BusySource{ownInterviews{s}, connectedCalendars{s}}, s.Calendars...) {
		got, err := src.BusyTimes(ctx, companyID, users, start, end)
		if err != nil {
			return nil, err
		}
		for id, ivs := range got {
			out[id] = append(out[id], ivs...)
		}
	}
	return out, nil
}
