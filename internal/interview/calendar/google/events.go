package google

import (
	"context"
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"hirekit/internal/interview/calendar"
)

// idEncoding is base32hex in lower case: Google event ids may use only the
// characters a–v and 0–9 (RFC 2938 §3.1.2), 5 to 1024 of them.
var idEncoding = base32.NewEncoding("0123456789abcdefghijklmnopqrstuv").WithPadding(base32.NoPadding)

// EventID is the Google event id of the interview uid: a second insert of
// the same interview answers 409 duplicate instead of making a second
// event. The Meet createRequest's requestId is the same value.
func EventID(uid string) string {
	sum := sha256.Sum256([]byte("hirekit interview " + uid))
	return "hk" + idEncoding.EncodeToString(sum[:20])
}

type eventTime struct {
	DateTime string `json:"dateTime"`
	TimeZone string `json:"timeZone,omitempty"`
}

type attendee struct {
	Email       string `json:"email"`
	DisplayName string `json:"displayName,omitempty"`
	Optional    bool   `json:"optional,omitempty"`
}

type conferenceKey struct {
	Type string `json:"type"`
}

type createRequest struct {
	RequestID             string        `json:"requestId"`
	ConferenceSolutionKey conferenceKey `json:"conferenceSolutionKey"`
	Status                *struct {
		StatusCode string `json:"statusCode"`
	} `json:"status,omitempty"`
}

type conferenceData struct {
	CreateRequest *createRequest `json:"createRequest,omitempty"`
	EntryPoints   []struct {
		EntryPointType string `json:"entryPointType"`
		URI            string `json:"uri"`
	} `json:"entryPoints,omitempty"`
}

type reminders struct {
	UseDefault bool `json:"useDefault"`
}

// event is the part of Calendar v3's event resource Hirekit writes and
// reads.
type event struct {
	ID             string          `json:"id,omitempty"`
	Status         string          `json:"status,omitempty"`
	HTMLLink       string          `json:"htmlLink,omitempty"`
	Summary        string          `json:"summary"`
	Description    string          `json:"description,omitempty"`
	Location       string          `json:"location,omitempty"`
	Start          eventTime       `json:"start"`
	End            eventTime       `json:"end"`
	Attendees      []attendee      `json:"attendees"`
	HangoutLink    string          `json:"hangoutLink,omitempty"`
	ConferenceData *conferenceData `json:"conferenceData,omitempty"`
	Reminders      *reminders      `json:"reminders,omitempty"`
}

func (p *Provider) eventsURL(ev calendar.Event) string {
	cal := ev.Calendar
	if cal == "" {
		cal = "primary"
	}
	return p.cfg.APIBase + "/calendars/" + url.PathEscape(cal) + "/events"
}

// body is ev as Google's event; conference asks for a Meet link.
func body(ev calendar.Event, conference bool) (event, error) {
	tz := ev.TimeZone
	if tz == "" {
		tz = "UTC"
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		return event{}, fmt.Errorf("google: event time zone: %w", err)
	}
	e := event{
		Summary:     ev.Summary,
		Description: ev.Description,
		Location:    ev.Location,
		Start:       eventTime{DateTime: ev.Start.In(loc).Format(time.RFC3339), TimeZone: tz},
		End:         eventTime{DateTime: ev.End.In(loc).Format(time.RFC3339), TimeZone: tz},
		Attendees:   []attendee{},
	}
	for _, a := range ev.Attendees {
		e.Attendees = append(e.Attendees, attendee{Email: a.Email, DisplayName: a.Name, Optional: a.Optional})
	}
	if conference {
		e.ConferenceData = &conferenceData{CreateRequest: &createRequest{
			RequestID:             EventID(ev.UID),
			ConferenceSolutionKey: conferenceKey{Type: "hangoutsMeet"},
		}}
	}
	return e, nil
}

// booked reads what Hirekit keeps of an event.
func booked(e event) calendar.Booked {
	b := calendar.Booked{ID: e.ID, JoinURL: e.HangoutLink, Link: e.HTMLLink}
	if cd := e.ConferenceData; cd != nil {
		for _, ep := range cd.EntryPoints {
			if ep.EntryPointType == "video" && b.JoinURL == "" {
				b.JoinURL = ep.URI
			}
		}
		if cr := cd.CreateRequest; cr != nil && cr.Status != nil && cr.Status.StatusCode == "pending" {
			b.Pending = true
		}
	}
	return b
}

// query: conferenceDataVersion=1, without which Google ignores
// conferenceData, and invitations mailed to every attendee.
const query = "?conferenceDataVersion=1&sendUpdates=all"

// CreateEvent inserts the event under EventID(ev.UID). A 409 duplicate
// means an earlier attempt got through: the event is read back instead.
func (p *Provider) CreateEvent(ctx context.Context, tok *calendar.Token, ev calendar.Event) (calendar.Booked, error) {
	e, err := body(ev, ev.Online)
	if err != nil {
		return calendar.Booked{}, err
	}
	e.ID = EventID(ev.UID)
	e.Reminders = &reminders{UseDefault: true}
	var got event
	err = p.api.Do(ctx, tok, http.MethodPost, p.eventsURL(ev)+query, e, &got)
	var apiErr *calendar.APIError
	if errors.As(err, &apiErr) && apiErr.Status == http.StatusConflict && apiErr.Code == "duplicate" {
		return p.get(ctx, tok, ev, e.ID)
	}
	if err != nil {
		return calendar.Booked{}, err
	}
	b := booked(got)
	if b.Pending {
		// Meet links are provisioned asynchronously; one read often finds
		// it done, else the caller learns it on a later update.
		return p.get(ctx, tok, ev, e.ID)
	}
	return b, nil
}

func (p *Provider) get(ctx context.Context, tok *calendar.Token, ev calendar.Event, id string) (calendar.Booked, error) {
	var got event
	if err := p.api.Do(ctx, tok, http.MethodGet, p.eventsURL(ev)+"/"+url.PathEscape(id), nil, &got); err != nil {
		return calendar.Booked{}, err
	}
	return booked(got), nil
}

// eventID is the event's Google id: the one CreateEvent returned, else the
// one derived from the interview.
func eventID(ev calendar.Event) string {
	if ev.ProviderID != "" {
		return ev.ProviderID
	}
	return EventID(ev.UID)
}

// UpdateEvent patches the summary, description, location, times and
// attendees, and tells the attendees; the Meet link stays.
func (p *Provider) UpdateEvent(ctx context.Context, tok *calendar.Token, ev calendar.Event) (calendar.Booked, error) {
	e, err := body(ev, false)
	if err != nil {
		return calendar.Booked{}, err
	}
	var got event
	if err := p.api.Do(ctx, tok, http.MethodPatch, p.eventsURL(ev)+"/"+url.PathEscape(eventID(ev))+query, e, &got); err != nil {
		return calendar.Booked{}, err
	}
	return booked(got), nil
}

// CancelEvent deletes the event and mails the attendees; Google answers
// 410 deleted (or 404) for an event already gone.
func (p *Provider) CancelEvent(ctx context.Context, tok *calendar.Token, ev calendar.Event) error {
	err := p.api.Do(ctx, tok, http.MethodDelete, p.eventsURL(ev)+"/"+url.PathEscape(eventID(ev))+"?sendUpdates=all", nil, nil)
	var apiErr *calendar.APIError
	if errors.As(err, &apiErr) && (apiErr.Status == http.StatusGone || apiErr.Status == http.StatusNotFound) {
		return nil
	}
	return err
}
