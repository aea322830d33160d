package google

import (
	"context"
	"net/http"
	"time"

	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/internal/remote"
)

// Google's freeBusy limits: a range of at most 90 days (cal.com splits at
// the same bound) and at most 50 calendars a query (calendarExpansionMax).
const (
	window       = 90 * 24 * time.Hour
	maxCalendars = 50
)

type freeBusyRequest struct {
	TimeMin  string         `json:"timeMin"`
	TimeMax  string         `json:"timeMax"`
	TimeZone string         `json:"timeZone"`
	Items    []freeBusyItem `json:"items"`
}

type freeBusyItem struct {
	ID string `json:"id"`
}

type freeBusyAnswer struct {
	Calendars map[string]struct {
		Busy []struct {
			Start time.Time `json:"start"`
			End   time.Time `json:"end"`
		} `json:"busy"`
		Errors []struct {
			Domain string `json:"domain"`
			Reason string `json:"reason"`
		} `json:"errors"`
	} `json:"calendars"`
}

// Busy asks freeBusy for each 90-day window and group of 50 calendars.
func (p *Provider) Busy(ctx context.Context, tok *calendar.Token, emails []string, start, end time.Time) (map[string][]calendar.Interval, []calendar.CalendarError, error) {
	busy := map[string][]calendar.Interval{}
	failed := map[string]calendar.CalendarError{}
	for _, w := range calendar.Windows(start.UTC(), end.UTC(), window) {
		for _, group := range calendar.Chunks(emails, maxCalendars) {
			req := freeBusyRequest{
				TimeMin:  w.Start.Format(time.RFC3339),
				TimeMax:  w.End.Format(time.RFC3339),
				TimeZone: "UTC",
			}
			for _, e := range group {
				req.Items = append(req.Items, freeBusyItem{ID: e})
			}
			var ans freeBusyAnswer
			if err := p.api.Do(ctx, tok, http.MethodPost, p.cfg.APIBase+"/freeBusy", req, &ans); err != nil {
				return nil, nil, err
			}
			for _, e := range group {
				cal, ok := remote.Lookup(ans.Calendars, e)
				switch {
				case !ok:
					failed[e] = calendar.CalendarError{Email: e, Reason: "notFound", Message: "missing from the freeBusy answer"}
				case len(cal.Errors) > 0:
					failed[e] = calendar.CalendarError{Email: e, Reason: cal.Errors[0].Reason}
				default:
					for _, b := range cal.Busy {
						busy[e] = append(busy[e], calendar.Interval{Start: b.Start, End: b.End})
					}
				}
			}
		}
	}
	out, errs := remote.Collect(emails, busy, failed)
	return out, errs, nil
}
