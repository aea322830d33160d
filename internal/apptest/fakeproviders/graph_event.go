package fakeproviders

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"
)

type mEmail struct {
	Name    string `json:"name"`
	Address string `json:"address"`
}

type mResponse struct {
	Response string `json:"response"`
	Time     string `json:"time"`
}

type mAttendee struct {
	Type         string    `json:"type"`
	Status       mResponse `json:"status"`
	EmailAddress mEmail    `json:"emailAddress"`
}

type mBody struct {
	ContentType string `json:"contentType"`
	Content     string `json:"content"`
}

type mLocation struct {
	DisplayName string `json:"displayName"`
}

type mOnlineMeeting struct {
	JoinURL string `json:"joinUrl"`
}

type mOrganizer struct {
	EmailAddress mEmail `json:"emailAddress"`
}

// graphEvent is Graph's event resource as the fake answers it.
type graphEvent struct {
	Context               string          `json:"@odata.context"`
	Etag                  string          `json:"@odata.etag"`
	ID                    string          `json:"id"`
	CreatedDateTime       string          `json:"createdDateTime"`
	LastModifiedDateTime  string          `json:"lastModifiedDateTime"`
	ICalUID               string          `json:"iCalUId"`
	Subject               string          `json:"subject"`
	Body                  mBody           `json:"body"`
	IsCancelled           bool            `json:"isCancelled"`
	IsOnlineMeeting       bool            `json:"isOnlineMeeting"`
	OnlineMeetingProvider string          `json:"onlineMeetingProvider"`
	OnlineMeeting         *mOnlineMeeting `json:"onlineMeeting"`
	OnlineMeetingURL      *string         `json:"onlineMeetingUrl"`
	WebLink               string          `json:"webLink"`
	ShowAs                string          `json:"showAs"`
	Type                  string          `json:"type"`
	IsOrganizer           bool            `json:"isOrganizer"`
	ResponseRequested     bool            `json:"responseRequested"`
	TransactionID         string          `json:"transactionId,omitempty"`
	Start                 mDateTime       `json:"start"`
	End                   mDateTime       `json:"end"`
	Location              mLocation       `json:"location"`
	Attendees             []mAttendee     `json:"attendees"`
	Organizer             mOrganizer      `json:"organizer"`
}

// mEvent is a stored event: the resource in its own zone plus the
// instants and bookkeeping the fake needs.
type mEvent struct {
	graphEvent
	mailbox    string // lower-case organizer email
	start, end time.Time
	zone       string // the zone the event was written in
	deleted    bool
	sequence   int
}

// invites reports whether email is among e's attendees.
func (e *mEvent) invites(email string) bool {
	for _, a := range e.Attendees {
		if strings.EqualFold(a.EmailAddress.Address, email) {
			return true
		}
	}
	return false
}

// view is e with its times in zone (the event's own when empty).
func (e *mEvent) view(zone string) graphEvent {
	if zone == "" {
		zone = e.zone
	}
	v := e.graphEvent
	v.Context = "https://graph.microsoft.com/v1.0/$metadata#users('" + e.mailbox + "')/events/$entity"
	v.Start, v.End = shown(e.start, zone), shown(e.end, zone)
	return v
}

// mEventInput is a request body; nil fields were not sent (PATCH).
type mEventInput struct {
	Subject               *string      `json:"subject"`
	Body                  *mBody       `json:"body"`
	Start                 *mDateTime   `json:"start"`
	End                   *mDateTime   `json:"end"`
	Location              *mLocation   `json:"location"`
	Attendees             *[]mAttendee `json:"attendees"`
	IsOnlineMeeting       *bool        `json:"isOnlineMeeting"`
	OnlineMeetingProvider *string      `json:"onlineMeetingProvider"`
	ShowAs                *string      `json:"showAs"`
	TransactionID         *string      `json:"transactionId"`
}

// applyLocked writes in onto e; a non-empty answer is the 400's message.
func (m *Microsoft) applyLocked(e *mEvent, in mEventInput) string {
	if in.Subject != nil {
		e.Subject = *in.Subject
	}
	if in.Body != nil {
		e.Body = *in.Body
	}
	if in.Location != nil {
		e.Location = *in.Location
	}
	if in.ShowAs != nil {
		e.ShowAs = *in.ShowAs
	}
	if in.Start != nil {
		t, ok := in.Start.instant()
		if !ok {
			return "Invalid start: " + in.Start.DateTime + " " + in.Start.TimeZone
		}
		e.start, e.zone = t, in.Start.TimeZone
	}
	if in.End != nil {
		t, ok := in.End.instant()
		if !ok {
			return "Invalid end: " + in.End.DateTime + " " + in.End.TimeZone
		}
		e.end = t
	}
	if e.end.Before(e.start) {
		return "The end time must not be before the start time."
	}
	if in.Attendees != nil {
		e.Attendees = []mAttendee{}
		for _, a := range *in.Attendees {
			if a.EmailAddress.Address == "" {
				return "An attendee has no email address."
			}
			if a.Type == "" {
				a.Type = "required"
			}
			a.Status = mResponse{Response: "none", Time: "0001-01-01T00:00:00Z"}
			e.Attendees = append(e.Attendees, a)
		}
	}
	if in.OnlineMeetingProvider != nil {
		e.OnlineMeetingProvider = *in.OnlineMeetingProvider
	}
	if in.IsOnlineMeeting != nil && *in.IsOnlineMeeting && !e.IsOnlineMeeting {
		e.IsOnlineMeeting = true
		if e.OnlineMeetingProvider == "" || e.OnlineMeetingProvider == "unknown" {
			e.OnlineMeetingProvider = "teamsForBusiness"
		}
		if e.Location.DisplayName == "" {
			e.Location.DisplayName = "Microsoft Teams Meeting"
		}
		if !m.knobs.ConferencePending {
			provisionTeams(e)
		}
	}
	return ""
}

// provisionTeams gives e its Teams meeting.
func provisionTeams(e *mEvent) {
	if e.OnlineMeetingProvider != "teamsForBusiness" {
		return // Skype and others: not offered by the fake's tenant
	}
	e.OnlineMeeting = &mOnlineMeeting{JoinURL: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_" +
		randomString(32) + "%40thread.v2/0?context=%7b%22Tid%22%3a%22" + MicrosoftTenant + "%22%7d"}
}

func (m *Microsoft) touchLocked(e *mEvent) {
	e.LastModifiedDateTime = time.Now().UTC().Format("2006-01-02T15:04:05.0000000Z")
	e.Etag = `W/"` + randomString(22) + `=="`
}

// create is POST /me/events (201). A transactionId the mailbox already
// used answers the event it made, so a retried create makes one event.
func (m *Microsoft) create(w http.ResponseWriter, r *http.Request) {
	gr, ok := m.api(w, r, "Calendars.ReadWrite", "Calendars.ReadWrite.Shared")
	if !ok {
		return
	}
	var in mEventInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		graphError(w, http.StatusBadRequest, "RequestBodyRead", "Cannot read the request body.")
		return
	}
	if in.Start == nil || in.End == nil {
		graphError(w, http.StatusBadRequest, "ErrorInvalidRequest", "Start and End must be set.")
		return
	}
	mailbox := strings.ToLower(gr.email)
	m.mu.Lock()
	defer m.mu.Unlock()
	if in.TransactionID != nil && *in.TransactionID != "" {
		for _, e := range m.order {
			if e.mailbox == mailbox && !e.deleted && e.TransactionID == *in.TransactionID {
				writeJSON(w, http.StatusCreated, e.view(preferredZone(r)))
				return
			}
		}
	}
	now := time.Now().UTC()
	id := "AAMkAGI1AAAt9AHj" + randomString(24) + "AAA="
	e := &mEvent{graphEvent: graphEvent{
		ID: id, CreatedDateTime: now.Format("2006-01-02T15:04:05.0000000Z"),
		ICalUID:     "040000008200E00074C5B7101A82E008" + strings.ToUpper(randomBase32hex(32)),
		Body:        mBody{ContentType: "text"},
		WebLink:     "https://outlook.office365.com/owa/?itemid=" + id + "&exvsurl=1&path=/calendar/item",
		ShowAs:      "busy",
		Type:        "singleInstance",
		IsOrganizer: true, ResponseRequested: true,
		Attendees: []mAttendee{},
		Organizer: mOrganizer{EmailAddress: mEmail{Name: displayName(gr.email), Address: gr.email}},
	}, mailbox: mailbox}
	if in.TransactionID != nil {
		e.TransactionID = *in.TransactionID
	}
	if msg := m.applyLocked(e, in); msg != "" {
		graphError(w, http.StatusBadRequest, "ErrorInvalidRequest", msg)
		return
	}
	m.touchLocked(e)
	m.events[id] = e
	m.order = append(m.order, e)
	writeJSON(w, http.StatusCreated, e.view(preferredZone(r)))
}

// eventLocked finds the caller's event of the path, or writes 404.
func (m *Microsoft) eventLocked(w http.ResponseWriter, r *http.Request, gr *grant) *mEvent {
	e, ok := m.events[r.PathValue("id")]
	if !ok || e.deleted || e.mailbox != strings.ToLower(gr.email) {
		graphError(w, http.StatusNotFound, "ErrorItemNotFound", "The specified object was not found in the store.")
		return nil
	}
	return e
}

// get is GET /me/events/{id}, honouring $select; a lagging Teams meeting
// is ready by now. Times are in UTC unless Prefer names a zone.
func (m *Microsoft) get(w http.ResponseWriter, r *http.Request) {
	gr, ok := m.api(w, r, "Calendars.Read", "Calendars.ReadWrite")
	if !ok {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e := m.eventLocked(w, r, gr)
	if e == nil {
		return
	}
	if e.IsOnlineMeeting && e.OnlineMeeting == nil {
		provisionTeams(e)
	}
	zone := preferredZone(r)
	if zone == "" {
		zone = "UTC"
	}
	v := e.view(zone)
	sel := r.URL.Query().Get("$select")
	if sel == "" {
		writeJSON(w, http.StatusOK, v)
		return
	}
	raw, _ := json.Marshal(v)
	var all map[string]any
	_ = json.Unmarshal(raw, &all)
	out := map[string]any{"@odata.context": all["@odata.context"], "@odata.etag": all["@odata.etag"], "id": all["id"]}
	for _, f := range strings.Split(sel, ",") {
		if val, ok := all[strings.TrimSpace(f)]; ok {
			out[strings.TrimSpace(f)] = val
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// patch is PATCH /me/events/{id} (200 with the event).
func (m *Microsoft) patch(w http.ResponseWriter, r *http.Request) {
	gr, ok := m.api(w, r, "Calendars.ReadWrite", "Calendars.ReadWrite.Shared")
	if !ok {
		return
	}
	var in mEventInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		graphError(w, http.StatusBadRequest, "RequestBodyRead", "Cannot read the request body.")
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e := m.eventLocked(w, r, gr)
	if e == nil {
		return
	}
	next := *e
	if msg := m.applyLocked(&next, in); msg != "" {
		graphError(w, http.StatusBadRequest, "ErrorInvalidRequest", msg)
		return
	}
	next.sequence++
	*e = next
	m.touchLocked(e)
	writeJSON(w, http.StatusOK, e.view(preferredZone(r)))
}

// delete is DELETE /me/events/{id} (204); the organizer's delete cancels
// the meeting for the attendees. A second delete answers 404.
func (m *Microsoft) delete(w http.ResponseWriter, r *http.Request) {
	gr, ok := m.api(w, r, "Calendars.ReadWrite", "Calendars.ReadWrite.Shared")
	if !ok {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e := m.eventLocked(w, r, gr)
	if e == nil {
		return
	}
	e.deleted = true
	e.IsCancelled = true
	w.WriteHeader(http.StatusNoContent)
}

// Events returns the events organized by email (all when empty), in
// creation order, deleted ones included as cancelled.
func (m *Microsoft) Events(email string) []Event {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Event
	for _, e := range m.order {
		if email != "" && e.mailbox != strings.ToLower(email) {
			continue
		}
		ev := Event{Provider: "microsoft", Calendar: e.Organizer.EmailAddress.Address, ID: e.ID, Summary: e.Subject,
			Description: e.Body.Content, Start: e.start, End: e.end, TimeZone: e.zone, Attendees: []string{},
			Status: "confirmed", Sequence: e.sequence, Key: e.TransactionID, Notified: "all"}
		if e.deleted {
			ev.Status = "cancelled"
		}
		if e.OnlineMeeting != nil {
			ev.JoinURL = e.OnlineMeeting.JoinURL
		}
		for _, a := range e.Attendees {
			ev.Attendees = append(ev.Attendees, a.EmailAddress.Address)
		}
		out = append(out, ev)
	}
	return out
}
