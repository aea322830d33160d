package interview

import (
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
)

// TestEventText checks names and texts people type cannot break an
// invitation: quotes, commas, colons and semicolons in names, and line
// breaks and control characters in texts, still give one well-formed
// event whose values read back as written (less what cannot be said).
func TestEventText(t *testing.T) {
	t.Parallel()
	start := time.Date(2030, 1, 7, 9, 30, 0, 0, time.UTC)
	ev := &event{UID: "interview-x@hirekit.test", Sequence: 3, Method: ics.MethodCancel, Start: start, End: start.Add(time.Hour), Stamp: start,
		Summary: "Interview: O'Brien, Seán; round \"1\"", Description: "Line one\r\nLine two\x07, with a comma",
		Location: "Room 4; floor 2", Organizer: person{Name: "Tara: Recruiter", Email: "ta@x.test"},
		Attendees: []attendee{{person: person{Name: "O'Brien, Seán \"Sean\"", Email: "sean@x.test"}}, {person: person{Name: "Shadow\nPerson", Email: "s@x.test"}, Optional: true}}}
	out := ev.ics()
	for _, line := range strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n") {
		if len(line) > 75 {
			t.Errorf("line longer than 75 octets: %q", line)
		}
	}
	cal, err := ics.ParseCalendar(strings.NewReader(out))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, out)
	}
	got := cal.Events()[0]
	if v := got.GetProperty(ics.ComponentPropertySummary).Value; ics.FromText(v) != ev.Summary {
		t.Errorf("summary %q", ics.FromText(v))
	}
	if v := ics.FromText(got.GetProperty(ics.ComponentPropertyDescription).Value); v != "Line one\nLine two, with a comma" {
		t.Errorf("description %q", v)
	}
	if v := got.GetProperty(ics.ComponentPropertyStatus).Value; v != "CANCELLED" {
		t.Errorf("status %s", v)
	}
	as := got.Attendees()
	if len(as) != 2 || as[0].Email() != "sean@x.test" || strings.ContainsAny(as[0].ICalParameters["CN"][0], `\",;:`) {
		t.Errorf("attendees %+v", as)
	}
	if as[1].ICalParameters["ROLE"][0] != "OPT-PARTICIPANT" || as[1].ICalParameters["RSVP"][0] != "FALSE" {
		t.Errorf("the shadow's parameters %v", as[1].ICalParameters)
	}
	if !strings.Contains(out, "DTSTART:20300107T093000Z\r\n") || !strings.Contains(out, "METHOD:CANCEL\r\n") {
		t.Errorf("times or method:\n%s", out)
	}
}

// TestWeek checks a week runs Monday to Monday on the wall clock of the
// zone, across a clock change.
func TestWeek(t *testing.T) {
	t.Parallel()
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	// Sunday 2030-03-10 is the spring change in New York.
	start, end := week(time.Date(2030, 3, 13, 15, 0, 0, 0, ny))
	if start != time.Date(2030, 3, 11, 0, 0, 0, 0, ny) || end != time.Date(2030, 3, 18, 0, 0, 0, 0, ny) {
		t.Errorf("week %s – %s", start, end)
	}
	start, end = week(time.Date(2030, 3, 10, 23, 0, 0, 0, ny))
	if start != time.Date(2030, 3, 4, 0, 0, 0, 0, ny) || end.Sub(start) != 7*24*time.Hour-time.Hour {
		t.Errorf("the week of the change: %s – %s (%s)", start, end, end.Sub(start))
	}
}
