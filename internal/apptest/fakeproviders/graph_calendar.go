package fakeproviders

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"
)

// getSchedule's limits as the fake enforces them: 62 days and 20
// schedules a request.
const (
	scheduleMaxRange = 62 * 24 * time.Hour
	scheduleMax      = 20
)

// graphLayout is Graph's dateTime: local time, seven fractional digits.
const graphLayout = "2006-01-02T15:04:05.0000000"

// windowsZones are Windows zone names Graph accepts beside IANA names.
var windowsZones = map[string]string{
	"UTC":                       "UTC",
	"GMT Standard Time":         "Europe/London",
	"Romance Standard Time":     "Europe/Paris",
	"W. Europe Standard Time":   "Europe/Berlin",
	"Pacific Standard Time":     "America/Los_Angeles",
	"Mountain Standard Time":    "America/Denver",
	"Central Standard Time":     "America/Chicago",
	"Eastern Standard Time":     "America/New_York",
	"India Standard Time":       "Asia/Kolkata",
	"China Standard Time":       "Asia/Shanghai",
	"Tokyo Standard Time":       "Asia/Tokyo",
	"AUS Eastern Standard Time": "Australia/Sydney",
}

func graphZone(name string) (*time.Location, bool) {
	if iana, ok := windowsZones[name]; ok {
		name = iana
	}
	if name == "" {
		return nil, false
	}
	loc, err := time.LoadLocation(name)
	return loc, err == nil
}

// mDateTime is Graph's dateTimeTimeZone.
type mDateTime struct {
	DateTime string `json:"dateTime"`
	TimeZone string `json:"timeZone"`
}

func (d mDateTime) instant() (time.Time, bool) {
	loc, ok := graphZone(d.TimeZone)
	if !ok {
		return time.Time{}, false
	}
	t, err := time.ParseInLocation("2006-01-02T15:04:05.9999999", d.DateTime, loc)
	return t.UTC(), err == nil
}

// shown writes t in zone (a Windows or IANA name) as Graph does.
func shown(t time.Time, zone string) mDateTime {
	loc, ok := graphZone(zone)
	if !ok {
		loc, zone = time.UTC, "UTC"
	}
	return mDateTime{DateTime: t.In(loc).Format(graphLayout), TimeZone: zone}
}

// preferredZone is the zone of a `Prefer: outlook.timezone="…"` header.
func preferredZone(r *http.Request) string {
	for _, p := range r.Header.Values("Prefer") {
		for _, part := range strings.Split(p, ",") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(part), "outlook.timezone="); ok {
				return strings.Trim(v, `"`)
			}
		}
	}
	return ""
}

type scheduleIn struct {
	Schedules                []string  `json:"schedules"`
	StartTime                mDateTime `json:"startTime"`
	EndTime                  mDateTime `json:"endTime"`
	AvailabilityViewInterval int       `json:"availabilityViewInterval"`
}

type scheduleItem struct {
	IsPrivate bool      `json:"isPrivate"`
	Status    string    `json:"status"`
	Subject   string    `json:"subject,omitempty"`
	Location  string    `json:"location,omitempty"`
	Start     mDateTime `json:"start"`
	End       mDateTime `json:"end"`
}

type workingHours struct {
	DaysOfWeek []string       `json:"daysOfWeek"`
	StartTime  string         `json:"startTime"`
	EndTime    string         `json:"endTime"`
	TimeZone   map[string]any `json:"timeZone"`
}

type freeBusyError struct {
	Message      string `json:"message"`
	ResponseCode string `json:"responseCode"`
}

type scheduleInformation struct {
	ScheduleID       string         `json:"scheduleId"`
	AvailabilityView string         `json:"availabilityView"`
	ScheduleItems    []scheduleItem `json:"scheduleItems"`
	WorkingHours     *workingHours  `json:"workingHours,omitempty"`
	Error            *freeBusyError `json:"error,omitempty"`
}

// statusRank orders free/busy statuses for the availabilityView digit of
// an interval where several items meet.
var statusRank = map[string]int{"free": 0, "workingElsewhere": 1, "tentative": 2, "busy": 3, "oof": 4}

// statusDigit is the availabilityView digit of a status.
var statusDigit = map[string]byte{"free": '0', "tentative": '1', "busy": '2', "oof": '3', "workingElsewhere": '4'}

type timedItem struct {
	status, subject string
	start, end      time.Time
}

// getSchedule is POST /me/calendar/getSchedule: per-schedule errors for
// mailboxes it does not know, 400 for a bad range or too many schedules.
func (m *Microsoft) getSchedule(w http.ResponseWriter, r *http.Request) {
	if _, ok := m.api(w, r, "Calendars.Read", "Calendars.ReadWrite", "Calendars.Read.Shared", "Calendars.ReadWrite.Shared"); !ok {
		return
	}
	var in scheduleIn
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		graphError(w, http.StatusBadRequest, "RequestBodyRead", "Cannot read the request body.")
		return
	}
	start, ok1 := in.StartTime.instant()
	end, ok2 := in.EndTime.instant()
	if in.AvailabilityViewInterval == 0 {
		in.AvailabilityViewInterval = 30
	}
	switch {
	case !ok1 || !ok2:
		graphError(w, http.StatusBadRequest, "ErrorInvalidParameter", "The startTime or endTime is not a valid dateTimeTimeZone.")
		return
	case !end.After(start):
		graphError(w, http.StatusBadRequest, "ErrorInvalidParameter", "The endTime must be after the startTime.")
		return
	case end.Sub(start) > scheduleMaxRange:
		graphError(w, http.StatusBadRequest, "ErrorInvalidParameter", "The requested time range exceeds 62 days.")
		return
	case len(in.Schedules) == 0 || len(in.Schedules) > scheduleMax:
		graphError(w, http.StatusBadRequest, "ErrorInvalidParameter", "The number of schedules must be between 1 and 20.")
		return
	case in.AvailabilityViewInterval < 5 || in.AvailabilityViewInterval > 1440:
		graphError(w, http.StatusBadRequest, "ErrorInvalidParameter", "availabilityViewInterval must be between 5 and 1440.")
		return
	}
	zone := preferredZone(r)
	step := time.Duration(in.AvailabilityViewInterval) * time.Minute
	m.mu.Lock()
	defer m.mu.Unlock()
	m.requests = append(m.requests, Request{Path: "getSchedule", Start: start, End: end, Calendars: append([]string(nil), in.Schedules...)})
	ans := []scheduleInformation{}
	for _, id := range in.Schedules {
		if !m.isKnownLocked(id) {
			ans = append(ans, scheduleInformation{ScheduleID: id, ScheduleItems: []scheduleItem{},
				Error: &freeBusyError{Message: "The specified mailbox could not be found.", ResponseCode: "ErrorMailRecipientNotFound"}})
			continue
		}
		items := m.itemsLocked(id, start, end)
		si := scheduleInformation{ScheduleID: id, ScheduleItems: []scheduleItem{}, WorkingHours: m.workingHoursLocked()}
		view := make([]byte, 0, int(end.Sub(start)/step)+1)
		for t := start; t.Before(end); t = t.Add(step) {
			best := "free"
			for _, it := range items {
				if it.start.Before(t.Add(step)) && it.end.After(t) && statusRank[it.status] > statusRank[best] {
					best = it.status
				}
			}
			view = append(view, statusDigit[best])
		}
		si.AvailabilityView = string(view)
		for _, it := range items {
			si.ScheduleItems = append(si.ScheduleItems, scheduleItem{Status: it.status, Subject: it.subject,
				Start: shown(it.start, zone), End: shown(it.end, zone)})
		}
		ans = append(ans, si)
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)",
		"value":          ans,
	})
}

// itemsLocked are the schedule items of mailbox id overlapping [start,
// end): blocks added by tests (busy), events it organizes (their showAs)
// and events it is invited to (tentative until answered).
func (m *Microsoft) itemsLocked(id string, start, end time.Time) []timedItem {
	var out []timedItem
	for _, b := range m.busy[strings.ToLower(id)] {
		if b.start.Before(end) && b.end.After(start) {
			out = append(out, timedItem{status: "busy", start: b.start, end: b.end})
		}
	}
	for _, e := range m.order {
		if e.deleted || !e.start.Before(end) || !e.end.After(start) {
			continue
		}
		switch {
		case e.mailbox == strings.ToLower(id):
			out = append(out, timedItem{status: e.ShowAs, subject: e.Subject, start: e.start, end: e.end})
		case e.invites(id):
			out = append(out, timedItem{status: "tentative", subject: e.Subject, start: e.start, end: e.end})
		}
	}
	return out
}

// workingHoursLocked is Monday to Friday, 08:00–17:00 UTC, or in a
// customTimeZone when the CustomTimeZone knob is on.
func (m *Microsoft) workingHoursLocked() *workingHours {
	wh := &workingHours{
		DaysOfWeek: []string{"monday", "tuesday", "wednesday", "thursday", "friday"},
		StartTime:  "08:00:00.0000000", EndTime: "17:00:00.0000000",
		TimeZone: map[string]any{"name": "UTC"},
	}
	if m.knobs.CustomTimeZone {
		wh.TimeZone = map[string]any{
			"@odata.type":    "#microsoft.graph.customTimeZone",
			"bias":           480,
			"name":           "Customized Time Zone",
			"standardOffset": map[string]any{"time": "02:00:00.0000000", "dayOccurrence": 1, "dayOfWeek": "sunday", "month": 11, "year": 0},
			"daylightOffset": map[string]any{"daylightBias": -60, "time": "02:00:00.0000000", "dayOccurrence": 2, "dayOfWeek": "sunday", "month": 3, "year": 0},
		}
	}
	return wh
}
