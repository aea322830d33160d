package fakeproviders

import (
	"crypto/rand"
	"net/http"
	"strings"
	"time"
)

// gTime is an event's start or end: dateTime (RFC 3339), or date for
// all-day events, with an optional IANA timeZone.
type gTime struct {
	Date     string `json:"date,omitempty"`
	DateTime string `json:"dateTime,omitempty"`
	TimeZone string `json:"timeZone,omitempty"`
}

type gPerson struct {
	Email       string `json:"email"`
	DisplayName string `json:"displayName,omitempty"`
	Self        bool   `json:"self,omitempty"`
}

type gAttendee struct {
	Email          string `json:"email"`
	DisplayName    string `json:"displayName,omitempty"`
	Organizer      bool   `json:"organizer,omitempty"`
	Self           bool   `json:"self,omitempty"`
	Optional       bool   `json:"optional,omitempty"`
	ResponseStatus string `json:"responseStatus"`
}

type gKey struct {
	Type string `json:"type"`
}

type gStatus struct {
	StatusCode string `json:"statusCode"`
}

type gCreateRequest struct {
	RequestID             string   `json:"requestId"`
	ConferenceSolutionKey gKey     `json:"conferenceSolutionKey"`
	Status                *gStatus `json:"status,omitempty"`
}

type gEntryPoint struct {
	EntryPointType string `json:"entryPointType"`
	URI            string `json:"uri"`
	Label          string `json:"label,omitempty"`
	Pin            string `json:"pin,omitempty"`
}

type gConferenceSolution struct {
	Key     gKey   `json:"key"`
	Name    string `json:"name"`
	IconURI string `json:"iconUri"`
}

type gConferenceData struct {
	CreateRequest      *gCreateRequest      `json:"createRequest,omitempty"`
	EntryPoints        []gEntryPoint        `json:"entryPoints,omitempty"`
	ConferenceSolution *gConferenceSolution `json:"conferenceSolution,omitempty"`
	ConferenceID       string               `json:"conferenceId,omitempty"`
}

type gReminders struct {
	UseDefault bool `json:"useDefault"`
}

// gEvent is Calendar v3's event resource as the fake stores and answers
// it, with the instants and bookkeeping it needs beside.
type gEvent struct {
	Kind           string           `json:"kind"`
	Etag           string           `json:"etag"`
	ID             string           `json:"id"`
	Status         string           `json:"status"`
	HTMLLink       string           `json:"htmlLink"`
	Created        string           `json:"created"`
	Updated        string           `json:"updated"`
	Summary        string           `json:"summary,omitempty"`
	Description    string           `json:"description,omitempty"`
	Location       string           `json:"location,omitempty"`
	Transparency   string           `json:"transparency,omitempty"`
	Creator        gPerson          `json:"creator"`
	Organizer      gPerson          `json:"organizer"`
	Start          gTime            `json:"start"`
	End            gTime            `json:"end"`
	ICalUID        string           `json:"iCalUID"`
	Sequence       int              `json:"sequence"`
	Attendees      []gAttendee      `json:"attendees,omitempty"`
	HangoutLink    string           `json:"hangoutLink,omitempty"`
	ConferenceData *gConferenceData `json:"conferenceData,omitempty"`
	Reminders      gReminders       `json:"reminders"`
	EventType      string           `json:"eventType"`

	calendar   string // lower-case organizer email
	start, end time.Time
	key        string // the createRequest's requestId
	notified   string // sendUpdates of the last change
}

// gEventInput is a request body; nil fields were not sent (PATCH).
type gEventInput struct {
	ID             *string          `json:"id"`
	Summary        *string          `json:"summary"`
	Description    *string          `json:"description"`
	Location       *string          `json:"location"`
	Transparency   *string          `json:"transparency"`
	Start          *gTime           `json:"start"`
	End            *gTime           `json:"end"`
	Attendees      *[]gAttendee     `json:"attendees"`
	ConferenceData *gConferenceData `json:"conferenceData"`
	Reminders      *gReminders      `json:"reminders"`
}

// instant reads a start or end; a dateTime without offset needs timeZone.
func (t gTime) instant() (time.Time, gTime, bool) {
	loc := time.UTC
	if t.TimeZone != "" {
		l, err := time.LoadLocation(t.TimeZone)
		if err != nil {
			return time.Time{}, t, false
		}
		loc = l
	}
	switch {
	case t.DateTime != "":
		at, err := time.Parse(time.RFC3339, t.DateTime)
		if err != nil {
			if t.TimeZone == "" {
				return time.Time{}, t, false
			}
			if at, err = time.ParseInLocation("2006-01-02T15:04:05", t.DateTime, loc); err != nil {
				return time.Time{}, t, false
			}
		}
		// Google answers in the event's zone, with its offset.
		return at.UTC(), gTime{DateTime: at.In(loc).Format(time.RFC3339), TimeZone: t.TimeZone}, true
	case t.Date != "":
		at, err := time.ParseInLocation("2006-01-02", t.Date, loc)
		return at.UTC(), t, err == nil
	}
	return time.Time{}, t, false
}

// applyLocked writes the fields of in onto e; a non-empty answer is the
// 400's message.
func (g *Google) applyLocked(e *gEvent, in gEventInput, r *http.Request) string {
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = *src
		}
	}
	set(&e.Summary, in.Summary)
	set(&e.Description, in.Description)
	set(&e.Location, in.Location)
	set(&e.Transparency, in.Transparency)
	if in.Reminders != nil {
		e.Reminders = *in.Reminders
	}
	if in.Start != nil {
		at, shown, ok := in.Start.instant()
		if !ok {
			return "Invalid start time."
		}
		e.start, e.Start = at, shown
	}
	if in.End != nil {
		at, shown, ok := in.End.instant()
		if !ok {
			return "Invalid end time."
		}
		e.end, e.End = at, shown
	}
	if e.end.Before(e.start) {
		return "The specified time range is empty."
	}
	if in.Attendees != nil {
		e.Attendees = nil
		for _, a := range *in.Attendees {
			if a.Email == "" {
				return "Missing attendee email."
			}
			a.ResponseStatus = "needsAction"
			a.Self, a.Organizer = false, false
			if strings.EqualFold(a.Email, e.Organizer.Email) {
				a.Self, a.Organizer, a.ResponseStatus = true, true, "accepted"
			}
			e.Attendees = append(e.Attendees, a)
		}
	}
	// Without conferenceDataVersion=1 Google ignores conferenceData.
	if in.ConferenceData != nil && in.ConferenceData.CreateRequest != nil && r.URL.Query().Get("conferenceDataVersion") == "1" {
		cr := in.ConferenceData.CreateRequest
		if cr.RequestID == "" {
			return "Missing conference request id."
		}
		if cr.ConferenceSolutionKey.Type != "hangoutsMeet" {
			return "Invalid conference type value."
		}
		// A requestId already served is ignored, as Google does.
		if e.key != cr.RequestID {
			e.key = cr.RequestID
			e.ConferenceData = &gConferenceData{CreateRequest: &gCreateRequest{
				RequestID: cr.RequestID, ConferenceSolutionKey: gKey{Type: "hangoutsMeet"},
				Status: &gStatus{StatusCode: "pending"},
			}}
			if !g.knobs.ConferencePending {
				provisionMeet(e)
			}
		}
	}
	if q := r.URL.Query().Get("sendUpdates"); q != "" {
		e.notified = q
	}
	return ""
}

// provisionMeet gives e its Meet conference, as Google does once the
// createRequest succeeds.
func provisionMeet(e *gEvent) {
	letters := strings.ToLower(randomBase32hex(10))
	letters = strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return 'a' + (r - '0')
		}
		return r
	}, letters)
	code := letters[:3] + "-" + letters[3:7] + "-" + letters[7:10]
	link := "https://meet.google.com/" + code
	e.HangoutLink = link
	cd := e.ConferenceData
	cd.CreateRequest.Status = &gStatus{StatusCode: "success"}
	cd.EntryPoints = []gEntryPoint{
		{EntryPointType: "video", URI: link, Label: "meet.google.com/" + code},
		{EntryPointType: "phone", URI: "tel:+1-555-0100", Label: "+1 555-0100", Pin: randomDigits(9)},
	}
	cd.ConferenceSolution = &gConferenceSolution{Key: gKey{Type: "hangoutsMeet"}, Name: "Google Meet",
		IconURI: "https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png"}
	cd.ConferenceID = code
}

const base32hex = "0123456789abcdefghijklmnopqrstuv"

func randomBase32hex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = base32hex[int(b[i])%len(base32hex)]
	}
	return string(b)
}

func randomDigits(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = '0' + b[i]%10
	}
	return string(b)
}
