package outlook

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"hirekit/internal/interview/calendar"
)

// TransactionID is the Graph transactionId of the interview uid, a GUID
// derived from it, so a retried create makes no second event.
func TransactionID(uid string) string {
	s := sha256.Sum256([]byte("hirekit interview " + uid))
	s[6] = s[6]&0x0f | 0x50 // version 5 layout: a name-based GUID
	s[8] = s[8]&0x3f | 0x80
	return fmt.Sprintf("%X-%X-%X-%X-%X", s[0:4], s[4:6], s[6:8], s[8:10], s[10:16])
}

type itemBody struct {
	ContentType string `json:"contentType"`
	Content     string `json:"content"`
}

type emailAddress struct {
	Address string `json:"address"`
	Name    string `json:"name,omitempty"`
}

type attendee struct {
	EmailAddress emailAddress `json:"emailAddress"`
	Type         string       `json:"type"`
}

type location struct {
	DisplayName string `json:"displayName"`
}

// event is the part of Graph's event resource Hirekit writes.
type event struct {
	Subject               string           `json:"subject"`
	Body                  itemBody         `json:"body"`
	Start                 dateTimeTimeZone `json:"start"`
	End                   dateTimeTimeZone `json:"end"`
	Location              *location        `json:"location,omitempty"`
	Attendees             []attendee       `json:"attendees"`
	IsOnlineMeeting       bool             `json:"isOnlineMeeting,omitempty"`
	OnlineMeetingProvider string           `json:"onlineMeetingProvider,omitempty"`
	TransactionID         string           `json:"transactionId,omitempty"`
}

// created is the part of Graph's answer Hirekit reads.
type created struct {
	ID            string `json:"id"`
	WebLink       string `json:"webLink"`
	OnlineMeeting *struct {
		JoinURL string `json:"joinUrl"`
	} `json:"onlineMeeting"`
}

func (c created) booked(online bool) calendar.Booked {
	b := calendar.Booked{ID: c.ID, Link: c.WebLink}
	if c.OnlineMeeting != nil {
		b.JoinURL = c.OnlineMeeting.JoinURL
	}
	b.Pending = online && b.JoinURL == ""
	return b
}

func body(ev calendar.Event) (event, error) {
	start, err := toGraph(ev.Start, ev.TimeZone)
	if err != nil {
		return event{}, err
	}
	end, err := toGraph(ev.End, ev.TimeZone)
	if err != nil {
		return event{}, err
	}
	e := event{
		Subject:   ev.Summary,
		Body:      itemBody{ContentType: "text", Content: ev.Description},
		Start:     start,
		End:       end,
		Attendees: []attendee{},
	}
	if ev.Location != "" {
		e.Location = &location{DisplayName: ev.Location}
	}
	for _, a := range ev.Attendees {
		typ := "required"
		if a.Optional {
			typ = "optional"
		}
		e.Attendees = append(e.Attendees, attendee{EmailAddress: emailAddress{Address: a.Email, Name: a.Name}, Type: typ})
	}
	if ev.Online {
		e.IsOnlineMeeting = true
		e.OnlineMeetingProvider = "teamsForBusiness"
	}
	return e, nil
}

// CreateEvent posts the event with TransactionID(ev.UID); Graph sends the
// invitations itself.
func (p *Provider) CreateEvent(ctx context.Context, tok *calendar.Token, ev calendar.Event) (calendar.Booked, error) {
	e, err := body(ev)
	if err != nil {
		return calendar.Booked{}, err
	}
	e.TransactionID = TransactionID(ev.UID)
	var got created
	if err := p.api.Do(ctx, tok, http.MethodPost, p.cfg.GraphBase+"/me/events", e, &got); err != nil {
		return calendar.Booked{}, err
	}
	b := got.booked(ev.Online)
	if b.Pending {
		// Teams provisioning can lag the create: read the meeting once.
		var again created
		if err := p.api.Do(ctx, tok, http.MethodGet, p.eventURL(got.ID)+"?$select=onlineMeeting,webLink", nil, &again); err != nil {
			return calendar.Booked{}, err
		}
		again.ID = got.ID
		b = again.booked(ev.Online)
	}
	return b, nil
}

func (p *Provider) eventURL(id string) string {
	return p.cfg.GraphBase + "/me/events/" + url.PathEscape(id)
}

// errNoID is an update or cancel of an event Hirekit never learnt the id
// of.
var errNoID = errors.New("outlook: the event has no ProviderID")

// UpdateEvent patches the event; Graph mails the attendees the change.
func (p *Provider) UpdateEvent(ctx context.Context, tok *calendar.Token, ev calendar.Event) (calendar.Booked, error) {
	if ev.ProviderID == "" {
		return calendar.Booked{}, errNoID
	}
	e, err := body(ev)
	if err != nil {
		return calendar.Booked{}, err
	}
	var got created
	if err := p.api.Do(ctx, tok, http.MethodPatch, p.eventURL(ev.ProviderID), e, &got); err != nil {
		return calendar.Booked{}, err
	}
	return got.booked(ev.Online), nil
}

// CancelEvent deletes the organizer's event, which sends the attendees a
// cancellation; 404 means it is already gone.
func (p *Provider) CancelEvent(ctx context.Context, tok *calendar.Token, ev calendar.Event) error {
	if ev.ProviderID == "" {
		return errNoID
	}
	err := p.api.Do(ctx, tok, http.MethodDelete, p.eventURL(ev.ProviderID), nil, nil)
	var apiErr *calendar.APIError
	if errors.As(err, &apiErr) && apiErr.Status == http.StatusNotFound {
		return nil
	}
	return err
}
