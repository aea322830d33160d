package interview_test

import (
	"strings"
	"testing"
	"time"

	"hirekit/internal/interview"
	"hirekit/internal/recruit"
)

// slotCase asks for the slots of one date and names the starts it expects,
// written in RFC 3339 with the offset of the zone the date is read in.
type slotCase struct {
	name    string
	a       interview.Availability
	date    string // YYYY-MM-DD
	zone    string // the candidate's zone; "" reads the date in the panel's
	lists   [][]interview.Interval
	now     string // RFC 3339; "" is the link's issue time
	want    []string
	wantAll int // when set, only the count, first and last of want are given
}

func TestSlots(t *testing.T) {
	t.Parallel()
	kolkata := func(from, to string, minutes int) interview.Availability {
		return interview.Availability{Minutes: minutes, From: from, To: to, Zone: "Asia/Kolkata", IssuedAt: mustTime(t, "2024-06-10T00:00:00Z")}
	}
	in := func(zone string, from, to string, minutes int, issued string) interview.Availability {
		return interview.Availability{Minutes: minutes, From: from, To: to, Zone: zone, IssuedAt: mustTime(t, issued)}
	}
	ist := func(s string) time.Time { return mustTime(t, s+":00+05:30") }
	busy := func(pairs ...time.Time) []interview.Interval {
		var out []interview.Interval
		for i := 0; i < len(pairs); i += 2 {
			out = append(out, interview.Interval{Start: pairs[i], End: pairs[i+1]})
		}
		return out
	}
	nineToSix := steps(t, "2024-06-11T09:00:00+05:30", 9, time.Hour, "Asia/Kolkata")
	panel := busy(
		ist("2024-06-11T10:00"), ist("2024-06-11T10:30"),
		ist("2024-06-11T16:00"), ist("2024-06-11T16:00"), // empty: blocks nothing
		ist("2024-06-11T12:40"), ist("2024-06-11T12:10"), // inverted: read as 12:10–12:40
		ist("2024-06-11T08:00"), ist("2024-06-11T09:00"), // touches the 09:00 slot
	)
	shadow := busy(
		ist("2024-06-11T13:30"), ist("2024-06-11T14:10"),
		ist("2024-06-11T10:20"), ist("2024-06-11T11:05"), // overlaps the panel's 10:00–10:30
		ist("2024-06-11T17:30"), ist("2024-06-12T09:30"), // into the next day
	)

	for _, tc := range []slotCase{
		// Working hours, the grid and weekends in the panel's zone.
		{name: "Weekday", a: kolkata("09:00", "18:00", 60), date: "2024-06-11", want: nineToSix},
		{name: "Saturday", a: kolkata("09:00", "18:00", 60), date: "2024-06-15", want: nil},
		{name: "Sunday", a: kolkata("09:00", "18:00", 60), date: "2024-06-16", want: nil},
		{name: "LastSlotEndsByTo", a: kolkata("09:00", "10:45", 30), date: "2024-06-11",
			want: []string{"2024-06-11T09:00:00+05:30", "2024-06-11T09:30:00+05:30", "2024-06-11T10:00:00+05:30"}},
		{name: "GridFromTheStartInStepsOfTheDuration", a: kolkata("09:10", "12:00", 45), date: "2024-06-11",
			want: []string{"2024-06-11T09:10:00+05:30", "2024-06-11T09:55:00+05:30", "2024-06-11T10:40:00+05:30"}},
		{name: "WholeDay", a: kolkata("00:00", "23:59", 15), date: "2024-06-11", wantAll: 96,
			want: []string{"2024-06-11T00:00:00+05:30", "2024-06-11T23:45:00+05:30"}},

		// A candidate in Los Angeles: their day holds the end of one working
		// day in Kolkata and the start of the next.
		{name: "CandidateTuesdaySpansTwoPanelDays", a: kolkata("09:00", "18:00", 60), date: "2024-06-11", zone: "America/Los_Angeles",
			want: []string{"2024-06-11T00:30:00-07:00", "2024-06-11T01:30:00-07:00", "2024-06-11T02:30:00-07:00", "2024-06-11T03:30:00-07:00", "2024-06-11T04:30:00-07:00",
				"2024-06-11T20:30:00-07:00", "2024-06-11T21:30:00-07:00", "2024-06-11T22:30:00-07:00", "2024-06-11T23:30:00-07:00"}},
		{name: "CandidateFridayBeforeThePanelsSaturday", a: kolkata("09:00", "18:00", 60), date: "2024-06-14", zone: "America/Los_Angeles",
			want: steps(t, "2024-06-14T00:30:00-07:00", 5, time.Hour, "America/Los_Angeles")},
		{name: "CandidateSaturday", a: kolkata("09:00", "18:00", 60), date: "2024-06-15", zone: "America/Los_Angeles", want: nil},
		{name: "CandidateSundayHoldsThePanelsMonday", a: kolkata("09:00", "18:00", 60), date: "2024-06-16", zone: "America/Los_Angeles",
			want: steps(t, "2024-06-16T20:30:00-07:00", 4, time.Hour, "America/Los_Angeles")},

		// Busy times of both panels, unsorted and overlapping.
		{name: "BusyOfBothPanels", a: kolkata("09:00", "18:00", 60), date: "2024-06-11", lists: [][]interview.Interval{panel, shadow},
			want: []string{"2024-06-11T09:00:00+05:30", "2024-06-11T15:00:00+05:30", "2024-06-11T16:00:00+05:30"}},
		{name: "BusyIntoTheNextDayKeepsTheGrid", a: kolkata("09:00", "18:00", 60), date: "2024-06-12", lists: [][]interview.Interval{shadow, panel},
			want: steps(t, "2024-06-12T10:00:00+05:30", 8, time.Hour, "Asia/Kolkata")},
		{name: "BusyAllWindow", a: kolkata("09:00", "18:00", 60), date: "2024-06-11",
			lists: [][]interview.Interval{busy(mustTime(t, "2000-01-01T00:00:00Z"), mustTime(t, "2100-01-01T00:00:00Z"))}, want: nil},

		// The notice, from the injected clock; the grid does not move.
		{name: "NoticeSkipsEarlySlots", a: kolkata("09:00", "18:00", 60), date: "2024-06-11", now: "2024-06-11T09:30:00+05:30",
			want: []string{"2024-06-11T16:00:00+05:30", "2024-06-11T17:00:00+05:30"}},
		{name: "NoticeEndingOnASlotKeepsIt", a: kolkata("09:00", "18:00", 60), date: "2024-06-11", now: "2024-06-11T10:00:00+05:30",
			want: []string{"2024-06-11T16:00:00+05:30", "2024-06-11T17:00:00+05:30"}},
		{name: "PastDay", a: kolkata("09:00", "18:00", 60), date: "2024-06-11", now: "2024-06-12T09:00:00+05:30", want: nil},
		{name: "ClockBeforeIssueStartsAtIssue", a: in("Asia/Kolkata", "09:00", "18:00", 60, "2024-06-11T12:00:00+05:30"), date: "2024-06-11", now: "2024-06-10T12:00:00+05:30",
			want: steps(t, "2024-06-11T12:00:00+05:30", 6, time.Hour, "Asia/Kolkata")},

		// The window ends 14 × 24 h after the link was issued.
		{name: "WindowEndsMidDay", a: in("Asia/Kolkata", "09:00", "18:00", 60, "2024-06-11T12:00:00+05:30"), date: "2024-06-25",
			want: []string{"2024-06-25T09:00:00+05:30", "2024-06-25T10:00:00+05:30", "2024-06-25T11:00:00+05:30"}},
		{name: "AfterTheWindow", a: in("Asia/Kolkata", "09:00", "18:00", 60, "2024-06-11T12:00:00+05:30"), date: "2024-06-26", want: nil},

		// Europe's and America's clock changes are on Sundays: nothing that
		// day, and 09:00 stays 09:00 on either side.
		{name: "ParisFridayBeforeSpring", a: in("Europe/Paris", "09:00", "10:00", 60, "2024-03-25T00:00:00Z"), date: "2024-03-29", want: []string{"2024-03-29T09:00:00+01:00"}},
		{name: "ParisSpringSunday", a: in("Europe/Paris", "00:00", "23:59", 60, "2024-03-25T00:00:00Z"), date: "2024-03-31", want: nil},
		{name: "ParisMondayAfterSpring", a: in("Europe/Paris", "09:00", "10:00", 60, "2024-03-25T00:00:00Z"), date: "2024-04-01", want: []string{"2024-04-01T09:00:00+02:00"}},
		{name: "ParisAutumnSunday", a: in("Europe/Paris", "00:00", "23:59", 60, "2024-10-21T00:00:00Z"), date: "2024-10-27", want: nil},
		{name: "ParisMondayAfterAutumn", a: in("Europe/Paris", "09:00", "10:00", 60, "2024-10-21T00:00:00Z"), date: "2024-10-28", want: []string{"2024-10-28T09:00:00+01:00"}},
		{name: "NewYorkFridayBeforeSpring", a: in("America/New_York", "09:00", "10:00", 60, "2024-03-04T00:00:00Z"), date: "2024-03-08", want: []string{"2024-03-08T09:00:00-05:00"}},
		{name: "NewYorkSpringSunday", a: in("America/New_York", "00:00", "23:59", 60, "2024-03-04T00:00:00Z"), date: "2024-03-10", want: nil},
		{name: "NewYorkMondayAfterSpring", a: in("America/New_York", "09:00", "10:00", 60, "2024-03-04T00:00:00Z"), date: "2024-03-11", want: []string{"2024-03-11T09:00:00-04:00"}},
		{name: "NewYorkAutumnSunday", a: in("America/New_York", "00:00", "23:59", 60, "2024-10-28T00:00:00Z"), date: "2024-11-03", want: nil},
		{name: "NewYorkMondayAfterAutumn", a: in("America/New_York", "09:00", "10:00", 60, "2024-10-28T00:00:00Z"), date: "2024-11-04", want: []string{"2024-11-04T09:00:00-05:00"}},
		// A candidate whose Sunday changes its clock still sees the panel's
		// Monday morning: 23 hours in spring, 25 in autumn.
		{name: "CandidateSpringSundayInNewYork", a: in("Asia/Kolkata", "09:00", "18:00", 30, "2024-03-04T00:00:00Z"), date: "2024-03-10", zone: "America/New_York",
			want: []string{"2024-03-10T23:30:00-04:00"}},
		{name: "CandidateAutumnSundayInNewYork", a: in("Asia/Kolkata", "09:00", "18:00", 30, "2024-10-28T00:00:00Z"), date: "2024-11-03", zone: "America/New_York",
			want: []string{"2024-11-03T22:30:00-05:00", "2024-11-03T23:00:00-05:00", "2024-11-03T23:30:00-05:00"}},
		// Santiago's clock skips midnight into Sunday; the candidate's Sunday
		// starts at 01:00 and ends with the panel's Monday morning in Tokyo.
		{name: "CandidateSundayWithoutMidnight", a: in("Asia/Tokyo", "09:00", "18:00", 60, "2024-09-02T00:00:00Z"), date: "2024-09-08", zone: "America/Santiago",
			want: []string{"2024-09-08T21:00:00-03:00", "2024-09-08T22:00:00-03:00", "2024-09-08T23:00:00-03:00"}},

		// Zones whose clocks change on a working day.
		{name: "CairoSpringSkipsMidnight", a: in("Africa/Cairo", "00:00", "06:00", 60, "2023-04-24T00:00:00Z"), date: "2023-04-28",
			want: []string{"2023-04-28T01:00:00+03:00", "2023-04-28T02:00:00+03:00", "2023-04-28T03:00:00+03:00", "2023-04-28T04:00:00+03:00", "2023-04-28T05:00:00+03:00"}},
		{name: "CairoSpringNineStaysNine", a: in("Africa/Cairo", "09:00", "11:00", 60, "2023-04-24T00:00:00Z"), date: "2023-04-28",
			want: []string{"2023-04-28T09:00:00+03:00", "2023-04-28T10:00:00+03:00"}},
		{name: "CairoAutumnThursdayHas25Hours", a: in("Africa/Cairo", "00:00", "23:59", 60, "2023-10-23T00:00:00Z"), date: "2023-10-26", wantAll: 25,
			want: []string{"2023-10-26T00:00:00+03:00", "2023-10-26T23:00:00+02:00"}},
		{name: "CairoAutumnRepeatedHourFromItsFirstTime", a: in("Africa/Cairo", "23:00", "23:59", 30, "2023-10-23T00:00:00Z"), date: "2023-10-26",
			want: []string{"2023-10-26T23:00:00+03:00", "2023-10-26T23:30:00+03:00", "2023-10-26T23:00:00+02:00", "2023-10-26T23:30:00+02:00"}},
		{name: "CairoFridayAfterAutumn", a: in("Africa/Cairo", "09:00", "10:00", 60, "2023-10-23T00:00:00Z"), date: "2023-10-27", want: []string{"2023-10-27T09:00:00+02:00"}},
		{name: "JerusalemSpringInsideWorkingHours", a: in("Asia/Jerusalem", "00:00", "06:00", 60, "2024-03-25T00:00:00Z"), date: "2024-03-29",
			want: []string{"2024-03-29T00:00:00+02:00", "2024-03-29T01:00:00+02:00", "2024-03-29T03:00:00+03:00", "2024-03-29T04:00:00+03:00", "2024-03-29T05:00:00+03:00"}},
		{name: "JerusalemSpringKeepsSlotLengths", a: in("Asia/Jerusalem", "00:00", "06:00", 45, "2024-03-25T00:00:00Z"), date: "2024-03-29",
			want: []string{"2024-03-29T00:00:00+02:00", "2024-03-29T00:45:00+02:00", "2024-03-29T01:30:00+02:00", "2024-03-29T03:15:00+03:00", "2024-03-29T04:00:00+03:00", "2024-03-29T04:45:00+03:00"}},
		{name: "JerusalemStartInTheSkippedHour", a: in("Asia/Jerusalem", "02:30", "06:00", 60, "2024-03-25T00:00:00Z"), date: "2024-03-29",
			want: []string{"2024-03-29T03:00:00+03:00", "2024-03-29T04:00:00+03:00", "2024-03-29T05:00:00+03:00"}},
		{name: "TehranAutumnTuesday", a: in("Asia/Tehran", "22:00", "23:59", 60, "2021-09-20T00:00:00Z"), date: "2021-09-21",
			want: []string{"2021-09-21T22:00:00+04:30", "2021-09-21T23:00:00+04:30", "2021-09-21T23:00:00+03:30"}},
		{name: "SantiagoMondayAfterSpring", a: in("America/Santiago", "09:00", "10:00", 60, "2024-09-02T00:00:00Z"), date: "2024-09-09", want: []string{"2024-09-09T09:00:00-03:00"}},

		// At most 100 slots for a day: Casey's clock went back three hours
		// on a Thursday, a day of 27 hours that holds 108 quarter hours.
		{name: "CapOf100", a: in("Antarctica/Casey", "00:00", "23:59", 15, "2023-03-06T00:00:00Z"), date: "2023-03-09", wantAll: 100,
			want: []string{"2023-03-09T00:00:00+11:00", "2023-03-09T21:45:00+08:00"}},
		// In 2010 Casey's clock went back across midnight, from Friday 02:00
		// to Thursday 23:00: that second Thursday hour follows Friday's start,
		// so it belongs to neither day's working hours.
		{name: "ClockBackAcrossMidnightThursday", a: in("Antarctica/Casey", "00:00", "23:59", 15, "2010-03-01T00:00:00Z"), date: "2010-03-04", wantAll: 96,
			want: []string{"2010-03-04T00:00:00+11:00", "2010-03-04T23:45:00+11:00"}},
		{name: "ClockBackAcrossMidnightFriday", a: in("Antarctica/Casey", "00:00", "01:00", 15, "2010-03-01T00:00:00Z"), date: "2010-03-05",
			want: []string{"2010-03-05T00:00:00+11:00", "2010-03-05T00:15:00+11:00", "2010-03-05T00:30:00+11:00", "2010-03-05T00:45:00+11:00"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			day, err := interview.ParseDate(tc.date, tc.zone)
			if err != nil {
				t.Fatal(err)
			}
			now := tc.a.IssuedAt
			if tc.now != "" {
				now = mustTime(t, tc.now)
			}
			got, err := interview.Slots(tc.a, day, interview.MergeBusy(tc.lists...), now)
			if err != nil {
				t.Fatal(err)
			}
			shown := tc.zone
			if shown == "" {
				shown = tc.a.Zone
			}
			starts := format(t, got, shown, tc.a.Minutes)
			if tc.wantAll > 0 {
				if len(starts) != tc.wantAll || starts[0] != tc.want[0] || starts[len(starts)-1] != tc.want[1] {
					t.Fatalf("got %d slots %v … %v, want %d from %v to %v", len(starts), first(starts), last(starts), tc.wantAll, tc.want[0], tc.want[1])
				}
				return
			}
			if strings.Join(starts, " ") != strings.Join(tc.want, " ") {
				t.Errorf("got %v, want %v", starts, tc.want)
			}
		})
	}
}

// TestSlotsOfTheDefaultDay checks a request for a date read in the panel's
// zone (no zone given) gives the same as naming that zone.
func TestSlotsOfTheDefaultDay(t *testing.T) {
	t.Parallel()
	a := interview.Availability{Minutes: 30, From: "09:00", To: "18:00", Zone: "Europe/Paris", IssuedAt: mustTime(t, "2024-06-10T00:00:00Z")}
	plain, named := interview.Date{Year: 2024, Month: 6, Day: 12}, interview.Date{Year: 2024, Month: 6, Day: 12, Zone: mustZone(t, "Europe/Paris")}
	p, err1 := interview.Slots(a, plain, interview.Busy{}, a.IssuedAt)
	n, err2 := interview.Slots(a, named, interview.Busy{}, a.IssuedAt)
	if err1 != nil || err2 != nil || len(p) != 18 || len(n) != 18 || !p[0].Start.Equal(n[0].Start) {
		t.Errorf("got %d and %d slots (%v, %v), want 18 equal ones", len(p), len(n), err1, err2)
	}
}

func TestSlotsInvalid(t *testing.T) {
	t.Parallel()
	ok := interview.Availability{Minutes: 60, From: "09:00", To: "18:00", Zone: "Asia/Kolkata", IssuedAt: mustTime(t, "2024-06-10T00:00:00Z")}
	with := func(f func(*interview.Availability)) interview.Availability { a := ok; f(&a); return a }
	day := interview.Date{Year: 2024, Month: 6, Day: 11}
	const rangeMsg = "Please select a proper availability range."
	for _, tc := range []struct {
		name string
		a    interview.Availability
		day  interview.Date
		want string
	}{
		{"ErrStartAfterEnd", with(func(a *interview.Availability) { a.From, a.To = "18:00", "09:00" }), day, rangeMsg},
		{"ErrStartAtEnd", with(func(a *interview.Availability) { a.From, a.To = "09:00", "09:00" }), day, rangeMsg},
		{"ErrOneDigitHour", with(func(a *interview.Availability) { a.From = "9:00" }), day, rangeMsg},
		{"ErrHour24", with(func(a *interview.Availability) { a.To = "24:00" }), day, rangeMsg},
		{"ErrMinute60", with(func(a *interview.Availability) { a.To = "17:60" }), day, rangeMsg},
		{"ErrNotATime", with(func(a *interview.Availability) { a.From = "ab:cd" }), day, rangeMsg},
		{"ErrEmptyHours", with(func(a *interview.Availability) { a.From, a.To = "", "" }), day, rangeMsg},
		{"ErrDuration20", with(func(a *interview.Availability) { a.Minutes = 20 }), day, "Please select a duration of 15, 30, 45 or 60 minutes."},
		{"ErrDuration0", with(func(a *interview.Availability) { a.Minutes = 0 }), day, "Please select a duration of 15, 30, 45 or 60 minutes."},
		{"ErrUnknownZone", with(func(a *interview.Availability) { a.Zone = "Mars/Olympus_Mons" }), day, "Please select a proper time zone."},
		{"ErrEmptyZone", with(func(a *interview.Availability) { a.Zone = "" }), day, "Please select a proper time zone."},
		{"ErrServerZone", with(func(a *interview.Availability) { a.Zone = "Local" }), day, "Please select a proper time zone."},
		{"ErrPathAsZone", with(func(a *interview.Availability) { a.Zone = "../../etc/passwd" }), day, "Please select a proper time zone."},
		{"ErrNoSuchDate", ok, interview.Date{Year: 2024, Month: 2, Day: 30}, "Please select a proper date."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := interview.Slots(tc.a, tc.day, interview.Busy{}, tc.a.IssuedAt)
			if recruit.ErrorCode(err) != recruit.EINVALID || recruit.ErrorMessage(err) != tc.want {
				t.Errorf("got %v (%v), want %s %q", got, err, recruit.EINVALID, tc.want)
			}
			if tc.day == day {
				if err := tc.a.Validate(); recruit.ErrorMessage(err) != tc.want {
					t.Errorf("Validate: got %v, want %q", err, tc.want)
				}
			}
		})
	}
	if err := ok.Validate(); err != nil {
		t.Errorf("Validate of good hours: got %v, want nil", err)
	}
	for _, tc := range []struct{ date, zone, want string }{
		{"2024-02-30", "", "Please select a proper date."},
		{"2024-6-11", "", "Please select a proper date."},
		{"11/06/2024", "", "Please select a proper date."},
		{"", "", "Please select a proper date."},
		{"2024-06-11", "Nowhere/City", "Please select a proper time zone."},
		{"2024-06-11", "Local", "Please select a proper time zone."},
	} {
		if _, err := interview.ParseDate(tc.date, tc.zone); recruit.ErrorCode(err) != recruit.EINVALID || recruit.ErrorMessage(err) != tc.want {
			t.Errorf("ParseDate(%q, %q): got %v, want %q", tc.date, tc.zone, err, tc.want)
		}
	}
}

// TestCheckSlot checks the confirmation re-runs the rules: an offered slot
// passes; one never offered is invalid; one taken since is a conflict.
func TestCheckSlot(t *testing.T) {
	t.Parallel()
	a := interview.Availability{Minutes: 60, From: "09:00", To: "18:00", Zone: "Asia/Kolkata", IssuedAt: mustTime(t, "2024-06-10T00:00:00Z")}
	slot := func(start string, minutes int) interview.Interval {
		s := mustTime(t, start)
		return interview.Interval{Start: s, End: s.Add(time.Duration(minutes) * time.Minute)}
	}
	taken := interview.MergeBusy([]interview.Interval{slot("2024-06-11T10:30:00+05:30", 15)})
	now := a.IssuedAt
	for _, tc := range []struct {
		name     string
		slot     interview.Interval
		now      time.Time
		wantCode string
		wantMsg  string
	}{
		{"OK", slot("2024-06-11T09:00:00+05:30", 60), now, "", ""},
		{"OKLastOfTheDay", slot("2024-06-11T17:00:00+05:30", 60), now, "", ""},
		{"OKInAnotherZone", slot("2024-06-10T22:30:00-07:00", 60), now, "", ""}, // 11:00 in Kolkata
		{"ErrNoSlot", interview.Interval{}, now, recruit.EINVALID, "Please select a time slot"},
		{"ErrOffTheGrid", slot("2024-06-11T09:15:00+05:30", 60), now, recruit.EINVALID, "Please select one of the offered time slots."},
		{"ErrWrongLength", slot("2024-06-11T09:00:00+05:30", 30), now, recruit.EINVALID, "Please select one of the offered time slots."},
		{"ErrAfterHours", slot("2024-06-11T18:00:00+05:30", 60), now, recruit.EINVALID, "Please select one of the offered time slots."},
		{"ErrWeekend", slot("2024-06-15T09:00:00+05:30", 60), now, recruit.EINVALID, "Please select one of the offered time slots."},
		{"ErrAfterTheWindow", slot("2024-06-24T09:00:00+05:30", 60), now, recruit.EINVALID, "Please select one of the offered time slots."},
		{"ErrBusy", slot("2024-06-11T10:00:00+05:30", 60), now, recruit.ECONFLICT, "This time slot is no longer available. Please select another."},
		{"ErrWithinTheNotice", slot("2024-06-11T12:00:00+05:30", 60), mustTime(t, "2024-06-11T07:00:00+05:30"), recruit.ECONFLICT, "This time slot is no longer available. Please select another."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := interview.CheckSlot(a, tc.slot, taken, tc.now)
			if recruit.ErrorCode(err) != tc.wantCode || recruit.ErrorMessage(err) != tc.wantMsg {
				t.Errorf("got %v, want %q %q", err, tc.wantCode, tc.wantMsg)
			}
		})
	}
}

func TestMergeBusy(t *testing.T) {
	t.Parallel()
	at := func(h int) time.Time { return time.Date(2024, 6, 11, h, 0, 0, 0, time.UTC) }
	got := interview.MergeBusy(
		[]interview.Interval{{at(5), at(6)}, {at(1), at(2)}, {at(9), at(9)}},
		nil,
		[]interview.Interval{{at(4), at(3)}, {at(2), at(3)}, {at(5), at(7)}, {at(10), at(12)}, {at(11), at(11)}},
	).Intervals()
	want := []interview.Interval{{at(1), at(4)}, {at(5), at(7)}, {at(10), at(12)}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if !got[i].Start.Equal(want[i].Start) || !got[i].End.Equal(want[i].End) {
			t.Errorf("interval %d: got %v, want %v", i, got[i], want[i])
		}
	}
}

func mustTime(tb testing.TB, s string) time.Time {
	tb.Helper()
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

func mustZone(tb testing.TB, name string) *time.Location {
	tb.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		tb.Fatal(err)
	}
	return loc
}

// steps lists n starts from first, step apart, as read in zone.
func steps(tb testing.TB, first string, n int, step time.Duration, zone string) []string {
	tb.Helper()
	t, loc := mustTime(tb, first), mustZone(tb, zone)
	out := make([]string, n)
	for i := range out {
		out[i] = t.Add(time.Duration(i) * step).In(loc).Format(time.RFC3339)
	}
	return out
}

// format lists the slots' starts as read in zone and fails a slot whose
// length is not the duration.
func format(tb testing.TB, slots []interview.Interval, zone string, minutes int) []string {
	tb.Helper()
	loc := mustZone(tb, zone)
	var out []string
	for _, s := range slots {
		if got := s.End.Sub(s.Start); got != time.Duration(minutes)*time.Minute {
			tb.Errorf("slot %v lasts %v, want %d minutes", s.Start, got, minutes)
		}
		out = append(out, s.Start.In(loc).Format(time.RFC3339))
	}
	return out
}

func first(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

func last(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[len(s)-1]
}
