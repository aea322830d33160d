package fakeproviders

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
)

// freeBusyMax is the longest range freeBusy answers; cal.com splits at it.
const freeBusyMax = 90 * 24 * time.Hour

// googleTimeLayout is how Google writes created, updated and freeBusy's
// timeMin/timeMax.
const googleTimeLayout = "2006-01-02T15:04:05.000Z"

type freeBusyIn struct {
	TimeMin              string `json:"timeMin"`
	TimeMax              string `json:"timeMax"`
	TimeZone             string `json:"timeZone"`
	GroupExpansionMax    int    `json:"groupExpansionMax"`
	CalendarExpansionMax int    `json:"calendarExpansionMax"`
	Items                []struct {
		ID string `json:"id"`
	} `json:"items"`
}

type fbPeriod struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

type fbError struct {
	Domain string `json:"domain"`
	Reason string `json:"reason"`
}

type fbCalendar struct {
	Errors []fbError  `json:"errors,omitempty"`
	Busy   []fbPeriod `json:"busy"`
}

type fbAnswer struct {
	Kind      string                `json:"kind"`
	TimeMin   string                `json:"timeMin"`
	TimeMax   string                `json:"timeMax"`
	Calendars map[string]fbCalendar `json:"calendars"`
	Groups    map[string]any        `json:"groups"`
}

// freeBusy is POST /calendar/v3/freeBusy: per-calendar errors for
// calendars it does not know, 400 for an empty or over-90-day range.
func (g *Google) freeBusy(w http.ResponseWriter, r *http.Request) {
	gr, ok := g.api(w, r, googleCalendar, googleCalendarReadonly, googleFreeBusy, googleEventsFreeBusy)
	if !ok {
		return
	}
	var in freeBusyIn
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		googleAPIError(w, http.StatusBadRequest, "global", "parseError", "Parse Error")
		return
	}
	tmin, err1 := time.Parse(time.RFC3339, in.TimeMin)
	tmax, err2 := time.Parse(time.RFC3339, in.TimeMax)
	switch {
	case in.TimeMin == "" || in.TimeMax == "":
		googleAPIError(w, http.StatusBadRequest, "global", "required", "Required")
		return
	case err1 != nil || err2 != nil:
		googleAPIError(w, http.StatusBadRequest, "global", "invalid", "Bad Request")
		return
	case !tmax.After(tmin):
		googleAPIError(w, http.StatusBadRequest, "calendar", "timeRangeEmpty", "The specified time range is empty.")
		return
	case tmax.Sub(tmin) > freeBusyMax:
		googleAPIError(w, http.StatusBadRequest, "calendar", "timeRangeTooLong", "The requested time range is too long.")
		return
	}
	loc := time.UTC
	if l, err := time.LoadLocation(in.TimeZone); err == nil && in.TimeZone != "" {
		loc = l
	}
	ans := fbAnswer{Kind: "calendar#freeBusy", TimeMin: tmin.UTC().Format(googleTimeLayout),
		TimeMax: tmax.UTC().Format(googleTimeLayout), Calendars: map[string]fbCalendar{}, Groups: map[string]any{}}
	req := Request{Path: "freeBusy", Start: tmin.UTC(), End: tmax.UTC()}
	g.mu.Lock()
	defer g.mu.Unlock()
	for i, item := range in.Items {
		req.Calendars = append(req.Calendars, item.ID)
		email := calendarOf(gr, item.ID)
		switch {
		case i >= 50:
			ans.Calendars[item.ID] = fbCalendar{Errors: []fbError{{"global", "tooManyCalendarsRequested"}}, Busy: []fbPeriod{}}
		case !g.isKnownLocked(email):
			ans.Calendars[item.ID] = fbCalendar{Errors: []fbError{{"global", "notFound"}}, Busy: []fbPeriod{}}
		default:
			cal := fbCalendar{Busy: []fbPeriod{}}
			for _, s := range mergeSpans(g.busySpansLocked(email), tmin, tmax) {
				cal.Busy = append(cal.Busy, fbPeriod{s.start.In(loc).Format(time.RFC3339), s.end.In(loc).Format(time.RFC3339)})
			}
			ans.Calendars[item.ID] = cal
		}
	}
	g.requests = append(g.requests, req)
	writeJSON(w, http.StatusOK, ans)
}

// busySpansLocked is what makes email busy: blocks added by tests, and the
// confirmed, opaque events it organizes or attends.
func (g *Google) busySpansLocked(email string) []span {
	out := slices.Clone(g.busy[strings.ToLower(email)])
	for _, e := range g.order {
		if e.Status != "confirmed" || e.Transparency == "transparent" {
			continue
		}
		if e.calendar == strings.ToLower(email) || slices.ContainsFunc(e.Attendees, func(a gAttendee) bool { return strings.EqualFold(a.Email, email) }) {
			out = append(out, span{e.start, e.end})
		}
	}
	return out
}

// mergeSpans clips spans to [min, max) and joins overlapping ones, in
// order, as freeBusy answers.
func mergeSpans(spans []span, tmin, tmax time.Time) []span {
	var in []span
	for _, s := range spans {
		if s.start.Before(tmin) {
			s.start = tmin
		}
		if s.end.After(tmax) {
			s.end = tmax
		}
		if s.end.After(s.start) {
			in = append(in, s)
		}
	}
	slices.SortFunc(in, func(a, b span) int { return a.start.Compare(b.start) })
	var out []span
	for _, s := range in {
		if n := len(out); n > 0 && !s.start.After(out[n-1].end) {
			if s.end.After(out[n-1].end) {
				out[n-1].end = s.end
			}
			continue
		}
		out = append(out, s)
	}
	return out
}

// Events returns the events of email's calendar (all calendars when
// email is empty), in creation order, cancelled ones included.
func (g *Google) Events(email string) []Event {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []Event
	for _, e := range g.order {
		if email != "" && e.calendar != strings.ToLower(email) {
			continue
		}
		ev := Event{Provider: "google", Calendar: e.Organizer.Email, ID: e.ID, Summary: e.Summary,
			Description: e.Description, Start: e.start, End: e.end, TimeZone: e.Start.TimeZone,
			Attendees: []string{}, JoinURL: e.HangoutLink, Status: e.Status, Sequence: e.Sequence,
			Key: e.key, Notified: e.notified}
		for _, a := range e.Attendees {
			ev.Attendees = append(ev.Attendees, a.Email)
		}
		out = append(out, ev)
	}
	return out
}

// eventIDOK is Google's rule for client-chosen ids: base32hex characters
// (a–v, 0–9), 5 to 1024 of them.
func eventIDOK(id string) bool {
	if len(id) < 5 || len(id) > 1024 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'v' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// insert is POST /calendars/{calendarId}/events: a client-chosen id that
// exists answers 409 duplicate; conferenceData counts only with
// conferenceDataVersion=1.
func (g *Google) insert(w http.ResponseWriter, r *http.Request) {
	gr, ok := g.api(w, r, googleCalendar, googleEvents)
	if !ok {
		return
	}
	cal := calendarOf(gr, r.PathValue("calendarId"))
	if !strings.EqualFold(cal, gr.email) {
		googleAPIError(w, http.StatusNotFound, "global", "notFound", "Not Found")
		return
	}
	var in gEventInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		googleAPIError(w, http.StatusBadRequest, "global", "parseError", "Parse Error")
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	key := strings.ToLower(cal)
	id := strings.ToLower(randomBase32hex(26))
	if in.ID != nil {
		if !eventIDOK(*in.ID) {
			googleAPIError(w, http.StatusBadRequest, "global", "invalid", "Invalid resource id value.")
			return
		}
		if _, dup := g.events[key][*in.ID]; dup {
			googleAPIError(w, http.StatusConflict, "global", "duplicate", "The requested identifier already exists.")
			return
		}
		id = *in.ID
	}
	now := time.Now().UTC()
	e := &gEvent{
		Kind: "calendar#event", ID: id, Status: "confirmed",
		HTMLLink:  "https://www.google.com/calendar/event?eid=" + id,
		Created:   now.Format(googleTimeLayout),
		Creator:   gPerson{Email: gr.email, Self: true},
		Organizer: gPerson{Email: gr.email, Self: true},
		ICalUID:   id + "@google.com",
		Reminders: gReminders{UseDefault: true},
		EventType: "default",
		calendar:  key,
	}
	if in.Start == nil || in.End == nil {
		googleAPIError(w, http.StatusBadRequest, "global", "required", "Missing end time.")
		return
	}
	if msg := g.applyLocked(e, in, r); msg != "" {
		googleAPIError(w, http.StatusBadRequest, "global", "invalid", msg)
		return
	}
	g.touchLocked(e)
	if g.events[key] == nil {
		g.events[key] = map[string]*gEvent{}
	}
	g.events[key][id] = e
	g.order = append(g.order, e)
	writeJSON(w, http.StatusOK, e)
}

// eventLocked finds the event of the request's path, or writes 404.
func (g *Google) eventLocked(w http.ResponseWriter, r *http.Request, gr *grant) *gEvent {
	cal := strings.ToLower(calendarOf(gr, r.PathValue("calendarId")))
	e, ok := g.events[cal][r.PathValue("eventId")]
	if !ok || cal != strings.ToLower(gr.email) {
		googleAPIError(w, http.StatusNotFound, "global", "notFound", "Not Found")
		return nil
	}
	return e
}

// get is GET …/events/{eventId}; a pending Meet is ready by now.
func (g *Google) get(w http.ResponseWriter, r *http.Request) {
	gr, ok := g.api(w, r, googleCalendar, googleCalendarReadonly, googleEvents)
	if !ok {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	e := g.eventLocked(w, r, gr)
	if e == nil {
		return
	}
	if cd := e.ConferenceData; cd != nil && cd.CreateRequest != nil && cd.CreateRequest.Status.StatusCode == "pending" {
		provisionMeet(e)
		g.touchLocked(e)
	}
	writeJSON(w, http.StatusOK, e)
}

// patch is PATCH …/events/{eventId}: only the fields sent change.
func (g *Google) patch(w http.ResponseWriter, r *http.Request) {
	g.update(w, r, false)
}

// put is PUT …/events/{eventId}: the event is replaced by what is sent.
func (g *Google) put(w http.ResponseWriter, r *http.Request) {
	g.update(w, r, true)
}

func (g *Google) update(w http.ResponseWriter, r *http.Request, replace bool) {
	gr, ok := g.api(w, r, googleCalendar, googleEvents)
	if !ok {
		return
	}
	var in gEventInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		googleAPIError(w, http.StatusBadRequest, "global", "parseError", "Parse Error")
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	e := g.eventLocked(w, r, gr)
	if e == nil {
		return
	}
	if replace {
		if in.Start == nil || in.End == nil {
			googleAPIError(w, http.StatusBadRequest, "global", "required", "Missing end time.")
			return
		}
		next := *e
		next.Summary, next.Description, next.Location, next.Transparency, next.Attendees = "", "", "", "", nil
		e = &next
	}
	if msg := g.applyLocked(e, in, r); msg != "" {
		googleAPIError(w, http.StatusBadRequest, "global", "invalid", msg)
		return
	}
	e.Sequence++
	g.touchLocked(e)
	if replace {
		g.replaceLocked(e)
	}
	writeJSON(w, http.StatusOK, e)
}

// replaceLocked puts a replaced event where the old one was.
func (g *Google) replaceLocked(e *gEvent) {
	old := g.events[e.calendar][e.ID]
	*old = *e
}

// delete is DELETE …/events/{eventId}: the event becomes cancelled; a
// second delete answers 410 deleted.
func (g *Google) delete(w http.ResponseWriter, r *http.Request) {
	gr, ok := g.api(w, r, googleCalendar, googleEvents)
	if !ok {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	e := g.eventLocked(w, r, gr)
	if e == nil {
		return
	}
	if e.Status == "cancelled" {
		googleAPIError(w, http.StatusGone, "global", "deleted", "Resource has been deleted")
		return
	}
	e.Status = "cancelled"
	e.notified = r.URL.Query().Get("sendUpdates")
	g.touchLocked(e)
	w.WriteHeader(http.StatusNoContent)
}

// touchLocked stamps a change: updated time and a new etag.
func (g *Google) touchLocked(e *gEvent) {
	e.Updated = time.Now().UTC().Format(googleTimeLayout)
	e.Etag = fmt.Sprintf("%q", randomDigits(16))
}
