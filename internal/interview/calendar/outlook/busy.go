package outlook

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/internal/remote"
)

// getSchedule's limits: at most 62 days a request and about 20 schedules a
// call.
const (
	window       = 62 * 24 * time.Hour
	maxSchedules = 20
)

// dateTimeTimeZone is Graph's local time with its zone.
type dateTimeTimeZone struct {
	DateTime string `json:"dateTime"`
	TimeZone string `json:"timeZone"`
}

// graphLayout is Graph's dateTime: no offset, up to 7 fractional digits.
const graphLayout = "2006-01-02T15:04:05.9999999"

func toGraph(t time.Time, tz string) (dateTimeTimeZone, error) {
	if tz == "" {
		tz = "UTC"
	}
	loc, err := zone(tz)
	if err != nil {
		return dateTimeTimeZone{}, err
	}
	return dateTimeTimeZone{DateTime: t.In(loc).Format("2006-01-02T15:04:05"), TimeZone: tz}, nil
}

func (d dateTimeTimeZone) time() (time.Time, error) {
	loc, err := zone(d.TimeZone)
	if err != nil {
		return time.Time{}, err
	}
	t, err := time.ParseInLocation(graphLayout, d.DateTime, loc)
	if err != nil {
		return time.Time{}, fmt.Errorf("outlook: dateTime %q: %w", d.DateTime, err)
	}
	return t.UTC(), nil
}

type scheduleRequest struct {
	Schedules                []string         `json:"schedules"`
	StartTime                dateTimeTimeZone `json:"startTime"`
	EndTime                  dateTimeTimeZone `json:"endTime"`
	AvailabilityViewInterval int              `json:"availabilityViewInterval"`
}

type scheduleAnswer struct {
	Value []struct {
		ScheduleID    string `json:"scheduleId"`
		ScheduleItems []struct {
			Status string           `json:"status"`
			Start  dateTimeTimeZone `json:"start"`
			End    dateTimeTimeZone `json:"end"`
		} `json:"scheduleItems"`
		Error *struct {
			Message      string `json:"message"`
			ResponseCode string `json:"responseCode"`
		} `json:"error"`
	} `json:"value"`
}

// blocking are the scheduleItem statuses that keep an interview away:
// tentative too, since double-booking a panel costs more than a lost slot.
var blocking = map[string]bool{"busy": true, "oof": true, "tentative": true}

// Busy asks getSchedule for each 62-day window and group of 20 schedules.
func (p *Provider) Busy(ctx context.Context, tok *calendar.Token, emails []string, start, end time.Time) (map[string][]calendar.Interval, []calendar.CalendarError, error) {
	busy := map[string][]calendar.Interval{}
	failed := map[string]calendar.CalendarError{}
	for _, w := range calendar.Windows(start.UTC(), end.UTC(), window) {
		for _, group := range calendar.Chunks(emails, maxSchedules) {
			s, _ := toGraph(w.Start, "UTC")
			e, _ := toGraph(w.End, "UTC")
			req := scheduleRequest{Schedules: group, StartTime: s, EndTime: e, AvailabilityViewInterval: 60}
			var ans scheduleAnswer
			if err := p.api.Do(ctx, tok, http.MethodPost, p.cfg.GraphBase+"/me/calendar/getSchedule", req, &ans); err != nil {
				return nil, nil, err
			}
			byID := map[string]int{}
			for i, v := range ans.Value {
				byID[v.ScheduleID] = i
			}
			for _, email := range group {
				i, ok := remote.Lookup(byID, email)
				if !ok {
					failed[email] = calendar.CalendarError{Email: email, Reason: "missing", Message: "missing from the getSchedule answer"}
					continue
				}
				v := ans.Value[i]
				if v.Error != nil {
					failed[email] = calendar.CalendarError{Email: email, Reason: v.Error.ResponseCode, Message: v.Error.Message}
					continue
				}
				for _, it := range v.ScheduleItems {
					if !blocking[it.Status] {
						continue
					}
					s, err := it.Start.time()
					if err != nil {
						return nil, nil, err
					}
					e, err := it.End.time()
					if err != nil {
						return nil, nil, err
					}
					busy[email] = append(busy[email], calendar.Interval{Start: s, End: e})
				}
			}
		}
	}
	out, errs := remote.Collect(emails, busy, failed)
	return out, errs, nil
}
