package interview

import (
	"context"
	"time"

	"hirekit/internal/interview/calendar"
)

// connectedCalendars is the busy time members' connected Google and
// Outlook calendars hold: each member's own calendar, asked with their own
// token. A provider that fails (down, throttling, a revoked grant) is
// reported in the log, a revoked grant also marks the connection errored,
// and the member counts as busy only by Hirekit's own interviews: a
// provider never breaks scheduling.
type connectedCalendars struct{ s *Service }

// BusyTimes asks each connected member's calendar for [start, end).
func (c connectedCalendars) BusyTimes(ctx context.Context, companyID int64, users []int64, start, end time.Time) (map[int64][]Interval, error) {
	s := c.s
	out := map[int64][]Interval{}
	if len(s.Providers) == 0 || len(users) == 0 {
		return out, nil
	}
	conns, err := s.connectionsOf(ctx, users, true)
	if err != nil {
		s.log().Error("calendar busy: connections", "err", err)
		return out, nil
	}
	for id, conn := range conns {
		if conn.CompanyID != companyID {
			continue
		}
		var got map[string][]calendar.Interval
		var calErrs []calendar.CalendarError
		err := s.withToken(ctx, conn, func(p calendar.Provider, tok *calendar.Token) error {
			var err error
			got, calErrs, err = p.Busy(ctx, tok, []string{conn.AccountEmail}, start, end)
			return err
		})
		if err != nil {
			s.log().Warn("calendar busy: provider failed; using Hirekit's own busy times", "user", id, "provider", conn.Provider, "err", err)
			continue
		}
		for _, e := range calErrs {
			s.log().Warn("calendar busy: calendar not answered", "user", id, "provider", conn.Provider, "err", e)
		}
		for email, ivs := range got {
			if !(calendar.Account{Email: email}).Is(conn.AccountEmail) {
				continue
			}
			for _, iv := range ivs {
				out[id] = append(out[id], Interval{Start: iv.Start, End: iv.End})
			}
		}
	}
	return out, nil
}
