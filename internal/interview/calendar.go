package interview

import (
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"
)

// event is one attendee's copy of an interview as an iCalendar object
// (RFC 5545) carried by mail as iTIP (RFC 5546): every copy of an
// interview has the same UID, and each change raises SEQUENCE, so a
// calendar updates or removes the event it already holds.
type event struct {
	UID      string
	Sequence int
	// Method is REQUEST (an invitation or its update) or CANCEL.
	Method      ics.Method
	Summary     string
	Description string
	Location    string
	URL         string
	Start, End  time.Time
	// Stamp is when this copy was made (DTSTAMP).
	Stamp     time.Time
	Organizer person
	Attendees []attendee
}

// person is a name and an address.
type person struct {
	Name, Email string
}

// attendee is someone invited: the panel and the candidate are required,
// the shadow panel optional.
type attendee struct {
	person
	Optional bool
}

// ics renders the event with CRLF line ends and times in UTC (DTSTART
// and DTEND with a Z), which every calendar reads without a VTIMEZONE.
func (e *event) ics() string {
	cal := ics.NewCalendar()
	cal.SetProductId("-//Hirekit//Interviews//EN")
	cal.SetMethod(e.Method)
	ev := cal.AddEvent(e.UID)
	ev.SetDtStampTime(e.Stamp)
	ev.SetSequence(e.Sequence)
	ev.SetStartAt(e.Start)
	ev.SetEndAt(e.End)
	ev.SetSummary(text(e.Summary))
	if e.Description != "" {
		ev.SetDescription(text(e.Description))
	}
	if e.Location != "" {
		ev.SetLocation(text(e.Location))
	}
	if e.URL != "" {
		ev.SetURL(e.URL)
	}
	status := ics.ObjectStatusConfirmed
	if e.Method == ics.MethodCancel {
		status = ics.ObjectStatusCancelled
	}
	ev.SetStatus(status)
	ev.SetOrganizer(e.Organizer.Email, ics.WithCN(paramText(e.Organizer.Name)))
	for _, a := range e.Attendees {
		role := ics.ParticipationRoleReqParticipant
		if a.Optional {
			role = ics.ParticipationRoleOptParticipant
		}
		// RFC 5545 spells the boolean in capitals; the library's WithRSVP
		// writes Go's "true".
		rsvp := &ics.KeyValues{Key: string(ics.ParameterRsvp), Value: []string{"FALSE"}}
		if e.Method == ics.MethodRequest {
			rsvp.Value = []string{"TRUE"}
		}
		ev.AddAttendee(a.Email, ics.WithCN(paramText(a.Name)), ics.CalendarUserTypeIndividual, role,
			ics.ParticipationStatusNeedsAction, rsvp)
	}
	return cal.Serialize(ics.WithNewLineWindows)
}

// text keeps a TEXT value to what the library escapes: it escapes
// backslashes, commas, semicolons and newlines, but not carriage returns
// or other control characters, which would break the content line.
func text(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return r
		}
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
}

// paramText makes a name safe as a parameter value (CN): the library
// backslash-escapes , ; : " and ' there, which RFC 5545 does not know
// (parameters are quoted instead), so those characters are replaced by
// look-alikes or spaces, and control characters dropped.
func paramText(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\'':
			return '’'
		case r == '"' || r == ',' || r == ';' || r == ':' || r == '\\':
			return ' '
		case r < 0x20 || r == 0x7f:
			return -1
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}
