package interview_test

import (
	"context"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"hirekit/internal/apptest"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// kolkataAt is an instant of March 2030 on Kolkata's clock (UTC+05:30).
func kolkataAt(day, hour, minute int) time.Time {
	return time.Date(2030, 3, day, hour, minute, 0, 0, time.FixedZone("IST", 330*60)).UTC()
}

// TestSelfSchedulePage reads a link as its holder: the details, the free
// slots of a date in the panel's zone and in the candidate's, and the
// panel's busy times. The link (30 minutes, 09:00–18:00 in Kolkata) is
// sent on Monday 4 March at 09:00 there; the interviewer has an interview
// on Tuesday 10:00–11:00.
func TestSelfSchedulePage(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		grace := w.candidate(t, "Grace Hopper", "grace@x.test")
		w.mustSchedule(t, at(w.ctx(t, recruit.RoleTA), issued), grace.Slug, kolkataAt(5, 10, 0), []int64{w.panel}, nil)
		_, token := w.mustSendLink(t, issued, w.linkInput(w.app.Slug))
		page := w.holder(t, token, issued)

		d, err := w.a.Interview.SelfScheduleDetails(page)
		if err != nil {
			t.Fatal(err)
		}
		if d.Link.CandidateName != "Ada Lovelace" || d.Link.RoundName != w.round.Name || d.Link.Minutes != 30 || d.Link.From != "09:00" ||
			d.Link.To != "18:00" || d.CompanyName != "alpha" || d.Location != "Online (video call)" || d.OffsetMinutes != 330 ||
			d.State != interview.LinkSent || d.Message != "" || d.Interview != nil || !d.Link.IssuedAt.Equal(issued) || len(d.Link.Panel) != 2 {
			t.Errorf("details: %+v link %+v", d, d.Link)
		}

		for _, tc := range []struct {
			name, date, zone string
			count            int
			first            time.Time
		}{
			// The 6-hour notice: from 15:00 on the day of issue.
			{"IssueDayAfterTheNotice", "2030-03-04", "", 6, kolkataAt(4, 15, 0)},
			// 18 half hours less the two the interview takes.
			{"BusyTimeLeftOut", "2030-03-05", "", 16, kolkataAt(5, 9, 0)},
			{"CandidateInBerlin", "2030-03-05", "Europe/Berlin", 16, kolkataAt(5, 9, 0)},
			// Monday in Los Angeles holds Kolkata's Monday afternoon and
			// Tuesday morning until 13:00 there (less 10:00 and 10:30).
			{"CandidateInLosAngeles", "2030-03-04", "America/Los_Angeles", 6 + 7, kolkataAt(4, 15, 0)},
			{"Saturday", "2030-03-09", "", 0, time.Time{}},
			{"AfterTheWindow", "2030-03-19", "", 0, time.Time{}},
		} {
			t.Run("Slots"+tc.name, func(t *testing.T) {
				day, err := w.a.Interview.SelfScheduleSlots(page, tc.date, tc.zone)
				if err != nil {
					t.Fatal(err)
				}
				if len(day.Slots) != tc.count || (tc.count > 0 && !day.Slots[0].Start.Equal(tc.first)) {
					t.Errorf("%d slots from %v, want %d from %v", len(day.Slots), day.Slots, tc.count, tc.first)
				}
				for _, s := range day.Slots {
					if s.End.Sub(s.Start) != 30*time.Minute || (s.Start.Before(kolkataAt(5, 11, 0)) && s.End.After(kolkataAt(5, 10, 0))) {
						t.Errorf("slot %v", s)
					}
				}
				if tc.zone != "" && day.Zone.String() != tc.zone {
					t.Errorf("zone %s, want %s", day.Zone, tc.zone)
				}
			})
		}
		t.Run("ErrSlotsOfNoDate", func(t *testing.T) {
			if _, err := w.a.Interview.SelfScheduleSlots(page, "5 March", ""); recruit.ErrorMessage(err) != "Please select a proper date." {
				t.Errorf("got %v", err)
			}
			if _, err := w.a.Interview.SelfScheduleSlots(page, "2030-03-05", "Nowhere/Land"); recruit.ErrorMessage(err) != "Please select a proper time zone." {
				t.Errorf("got %v", err)
			}
		})

		busy := []interview.Interval{{Start: kolkataAt(5, 10, 0), End: kolkataAt(5, 11, 0)}}
		for _, tc := range []struct {
			name       string
			panel      int64
			start, end int64
			want       []interview.Interval
		}{
			{"Interviewer", w.panel, 0, 0, busy},
			{"WholePanel", 0, 0, 0, busy},
			{"ShadowIsFree", w.ta, 0, 0, []interview.Interval{}},
			{"CutToTheRange", w.panel, kolkataAt(5, 10, 30).Unix(), kolkataAt(5, 12, 0).Unix(),
				[]interview.Interval{{Start: kolkataAt(5, 10, 30), End: kolkataAt(5, 11, 0)}}},
			{"ExtremeRangeIsTheWindow", w.panel, -9223372036854775808, 9223372036854775807, busy},
		} {
			t.Run("Blocked"+tc.name, func(t *testing.T) {
				got, err := w.a.Interview.SelfScheduleBlocked(page, tc.panel, tc.start, tc.end)
				if err != nil || len(got) != len(tc.want) {
					t.Fatalf("got %v %v, want %v", got, err, tc.want)
				}
				for i := range got {
					if !got[i].Start.Equal(tc.want[i].Start) || !got[i].End.Equal(tc.want[i].End) {
						t.Errorf("got %v, want %v", got, tc.want)
					}
				}
			})
		}
		t.Run("ErrBlockedOfSomeoneElse", func(t *testing.T) {
			if _, err := w.a.Interview.SelfScheduleBlocked(page, w.admin, 0, 0); recruit.ErrorMessage(err) != "Please select a panel member of this link." {
				t.Errorf("got %v", err)
			}
			if _, err := w.a.Interview.SelfScheduleBlocked(page, 0, 200, 100); recruit.ErrorMessage(err) != "Please select a proper time range." {
				t.Errorf("got %v", err)
			}
		})
	})
}

// TestConfirmSelfSchedule books from a link as its holder: wrong slots
// are refused with messages; the booking creates the interview as a
// recruiter's booking would (panel, invitations from the link's sender,
// the move), marks the link booked, and the page then answers 'Interview
// already scheduled'.
func TestConfirmSelfSchedule(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		grace := w.candidate(t, "Grace Hopper", "grace@x.test")
		w.mustSchedule(t, at(w.ctx(t, recruit.RoleTA), issued), grace.Slug, kolkataAt(5, 10, 0), []int64{w.panel}, nil)
		sent, token := w.mustSendLink(t, issued, w.linkInput(w.app.Slug))
		now := issued.Add(time.Hour)
		page := w.holder(t, token, now)
		slot := func(day, hour, minute int) interview.ConfirmInput {
			return interview.ConfirmInput{Slug: w.app.Slug, CallType: "interview", Start: kolkataAt(day, hour, minute).Format(time.RFC3339),
				End: kolkataAt(day, hour, minute+30).Format(time.RFC3339), TimeZone: "Europe/Berlin"}
		}
		for _, tc := range []struct {
			name          string
			in            interview.ConfirmInput
			code, message string
		}{
			{"ErrNoSlot", interview.ConfirmInput{Slug: w.app.Slug}, recruit.EINVALID, "Please select a time slot"},
			{"ErrNotOffered", slot(5, 9, 10), recruit.EINVALID, "Please select one of the offered time slots."},
			{"ErrWeekend", slot(9, 9, 0), recruit.EINVALID, "Please select one of the offered time slots."},
			{"ErrWithinTheNotice", slot(4, 14, 30), recruit.ECONFLICT, "This time slot is no longer available. Please select another."},
			{"ErrBusy", slot(5, 10, 30), recruit.ECONFLICT, "This time slot is no longer available. Please select another."},
			{"ErrAnotherApplication", func() interview.ConfirmInput { in := slot(5, 11, 30); in.Slug = grace.Slug; return in }(),
				recruit.ENOTFOUND, "Candidate not found"},
			{"ErrCallType", func() interview.ConfirmInput { in := slot(5, 11, 30); in.CallType = "phone"; return in }(),
				recruit.EINVALID, "This link books an interview (call_type interview)"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := w.a.Interview.ConfirmSelfSchedule(page, tc.in)
				if recruit.ErrorCode(err) != tc.code || recruit.ErrorMessage(err) != tc.message {
					t.Errorf("got %v, want %s %q", err, tc.code, tc.message)
				}
			})
		}

		iv, err := w.a.Interview.ConfirmSelfSchedule(page, slot(5, 11, 30))
		if err != nil {
			t.Fatal(err)
		}
		if !iv.StartsAt.Equal(kolkataAt(5, 11, 30)) || !iv.EndsAt.Equal(kolkataAt(5, 12, 0)) || iv.TimeZone != "Europe/Berlin" ||
			iv.RoundID != w.round.ID || iv.VideoLink != "https://meet.example.com/self" || len(iv.Panel) != 2 || iv.ScheduledBy == nil || *iv.ScheduledBy != w.ta {
			t.Errorf("interview %+v", iv)
		}
		ta := at(w.ctx(t, recruit.RoleTA), now)
		app, err := w.a.ATS.Application(ta, w.app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if last := app.Moves[len(app.Moves)-1]; app.State != recruit.StateRoundScheduled || last.MovedBy != nil {
			t.Errorf("application %s, last move %+v; want round_scheduled by the system", app.State, last)
		}
		for _, to := range []string{"company_panel@alpha.test", "company_ta@alpha.test", "ada@x.test"} {
			msgs := invitations(t, w.a, to)
			if len(msgs) == 0 {
				t.Fatalf("no invitation to %s", to)
			}
			_, ev := vevent(t, msgs[len(msgs)-1].Calendar)
			if ev.Id() != iv.UID || prop(ev, ics.ComponentPropertyOrganizer) != "mailto:company_ta@alpha.test" {
				t.Errorf("%s: uid %s organizer %s, want the link's sender", to, ev.Id(), prop(ev, ics.ComponentPropertyOrganizer))
			}
			if to == "ada@x.test" && !strings.Contains(msgs[len(msgs)-1].Text, "Europe/Berlin") {
				t.Errorf("the candidate's invitation is not in their zone: %s", msgs[len(msgs)-1].Text)
			}
		}
		notes, err := w.a.ATS.Notifications(w.ctx(t, recruit.RoleTA), 1, 20)
		if err != nil || notes.Total == 0 || notes.Items[0].Kind != "interview_scheduled" {
			t.Errorf("the sender is not told: %+v %v", notes, err)
		}

		links, err := w.a.Interview.SelfScheduleLinks(ta, w.app.Slug)
		if err != nil || len(links) != 1 || links[0].Now != interview.LinkBooked || links[0].UsedAt == nil ||
			links[0].InterviewID == nil || *links[0].InterviewID != iv.ID || len(links[0].Actions) != 0 {
			t.Errorf("links after booking: %+v %v", links, err)
		}
		d, err := w.a.Interview.SelfScheduleDetails(page)
		if err != nil || d.State != interview.LinkBooked || d.Message != "Interview already scheduled" || d.Interview == nil || d.Interview.ID != iv.ID {
			t.Errorf("details after booking: %+v %v", d, err)
		}
		for what, err := range map[string]error{
			"confirm again": func() error { _, err := w.a.Interview.ConfirmSelfSchedule(page, slot(5, 14, 0)); return err }(),
			"slots":         func() error { _, err := w.a.Interview.SelfScheduleSlots(page, "2030-03-05", ""); return err }(),
			"blocked":       func() error { _, err := w.a.Interview.SelfScheduleBlocked(page, 0, 0, 0); return err }(),
		} {
			if recruit.ErrorCode(err) != recruit.ECONFLICT || recruit.ErrorMessage(err) != "Interview already scheduled" {
				t.Errorf("%s after booking: %v, want 409 'Interview already scheduled'", what, err)
			}
		}
		if _, err := w.a.Interview.RevokeSelfScheduleLink(ta, sent.ID); recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Errorf("revoking a booked link: %v", err)
		}
	})
}

// bookingMeanwhile is a calendar that, when asked, lets a recruiter book
// the slot first: a booking that lands between the confirmation's check
// and its transaction, which the transaction must catch.
type bookingMeanwhile struct {
	book func()
}

func (b *bookingMeanwhile) BusyTimes(context.Context, int64, []int64, time.Time, time.Time) (map[int64][]interview.Interval, error) {
	if b.book != nil {
		b.book()
		b.book = nil
	}
	return nil, nil
}

// TestSlotTakenMeanwhile refuses a slot another booking took after the
// page listed it, before and inside the confirmation's transaction, with
// a message and the link still usable for another slot.
func TestSlotTakenMeanwhile(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		_, token := w.mustSendLink(t, issued, w.linkInput(w.app.Slug))
		now := issued.Add(time.Hour)
		page := w.holder(t, token, now)
		ta := at(w.ctx(t, recruit.RoleTA), now)
		confirm := func(hour int) error {
			start := kolkataAt(6, hour, 0)
			_, err := w.a.Interview.ConfirmSelfSchedule(page, interview.ConfirmInput{Slug: w.app.Slug, Start: start.Format(time.RFC3339)})
			return err
		}
		taken := "This time slot is no longer available. Please select another."

		// Listed, then taken by a recruiter's booking of the interviewer.
		day, err := w.a.Interview.SelfScheduleSlots(page, "2030-03-06", "")
		if err != nil || len(day.Slots) != 18 {
			t.Fatalf("Wednesday: %v %v", day, err)
		}
		w.mustSchedule(t, ta, w.candidate(t, "Grace Hopper", "grace@x.test").Slug, kolkataAt(6, 9, 0), []int64{w.panel}, nil)
		if err := confirm(9); recruit.ErrorCode(err) != recruit.ECONFLICT || recruit.ErrorMessage(err) != taken {
			t.Errorf("a slot taken before the check: %v", err)
		}

		// Taken between the check and the transaction: the booking's own
		// lock and look at the panel's time refuse it.
		hedy := w.candidate(t, "Hedy Lamarr", "hedy@x.test")
		w.a.Interview.Calendars = []interview.BusySource{&bookingMeanwhile{book: func() {
			w.mustSchedule(t, ta, hedy.Slug, kolkataAt(6, 14, 0), []int64{w.ta}, nil)
		}}}
		t.Cleanup(func() { w.a.Interview.Calendars = nil })
		if err := confirm(14); recruit.ErrorCode(err) != recruit.ECONFLICT || recruit.ErrorMessage(err) != taken {
			t.Errorf("a slot taken during the confirmation: %v", err)
		}
		links, err := w.a.Interview.SelfScheduleLinks(ta, w.app.Slug)
		if err != nil || links[0].Now != interview.LinkSent || links[0].UsedAt != nil {
			t.Fatalf("the link after two refusals: %+v %v, want it still sent and unused", links, err)
		}
		if err := confirm(16); err != nil {
			t.Errorf("another slot: %v", err)
		}
	})
}
