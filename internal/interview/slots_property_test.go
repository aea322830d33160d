package interview_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"hirekit/internal/interview"
	"hirekit/internal/recruit"
)

// propertyZones mixes ordinary zones with ones whose clocks change on
// working days, by half an hour, by three hours, across midnight, or sit
// at quarter-hour offsets.
var propertyZones = []string{
	"Etc/UTC", "Asia/Kolkata", "America/Los_Angeles", "America/New_York", "Europe/Paris",
	"Africa/Cairo", "Asia/Jerusalem", "America/Santiago", "America/Havana", "Asia/Tehran",
	"Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Kiritimati",
	"Pacific/Pago_Pago", "Antarctica/Casey", "Antarctica/Troll", "Australia/Sydney",
}

// slotQuestion is one call of Slots with everything it depends on.
type slotQuestion struct {
	a     interview.Availability
	day   interview.Date
	lists [][]interview.Interval
	now   time.Time
}

func (q slotQuestion) String() string {
	return fmt.Sprintf("%+v day %d-%02d-%02d %v now %v busy %v", q.a, q.day.Year, q.day.Month, q.day.Day, q.day.Zone, q.now, q.lists)
}

// TestSlotsProperties checks, for many random questions, that Slots gives
// exactly what a slow, obvious reading of the rules gives (brute force over
// every panel day near the date, clocks found by scanning), and that every
// slot keeps the rules and passes CheckSlot.
func TestSlotsProperties(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(16, 1))
	n := 4000
	if testing.Short() {
		n = 200
	}
	nonEmpty, total := 0, 0
	defer func() { t.Logf("%d of %d questions had slots, %d slots in all", nonEmpty, n, total) }()
	for i := 0; i < n; i++ {
		q := randomQuestion(t, rng)
		got, err := interview.Slots(q.a, q.day, interview.MergeBusy(q.lists...), q.now)
		if err != nil {
			t.Fatalf("%v: %v", q, err)
		}
		checkSlots(t, q, got)
		want := obviousSlots(t, q)
		nonEmpty += min(len(got), 1)
		total += len(got)
		if !sameSlots(got, want) {
			t.Fatalf("%v:\ngot  %v\nwant %v", q, got, want)
		}
	}
}

// FuzzSlots asserts that Slots never panics, refuses bad hours only as
// EINVALID, and that whatever it returns keeps the rules.
func FuzzSlots(f *testing.F) {
	f.Add(uint8(1), uint16(540), uint16(1080), uint8(1), uint8(2), int64(0), int32(0), int8(1), []byte{})
	f.Add(uint8(0), uint16(0), uint16(1439), uint8(15), uint8(15), int64(-421_000_000), int32(3600), int8(3), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(2), uint16(0), uint16(360), uint8(6), uint8(3), int64(114_000_000), int32(-7200), int8(4), []byte{255, 0, 255, 0, 128, 128})
	f.Add(uint8(3), uint16(1439), uint16(1439), uint8(5), uint8(0), int64(0), int32(0), int8(0), []byte{0})
	f.Fuzz(func(t *testing.T, minutes uint8, from, to uint16, pz, cz uint8, issued int64, now int32, day int8, busy []byte) {
		base := time.Date(2024, 6, 10, 0, 0, 0, 0, time.UTC)
		a := interview.Availability{
			Minutes:  []int{15, 30, 45, 60, 20, 0}[int(minutes)%6],
			From:     fmt.Sprintf("%02d:%02d", int(from)/60%25, int(from)%60),
			To:       fmt.Sprintf("%02d:%02d", int(to)/60%25, int(to)%60),
			Zone:     propertyZones[int(pz)%len(propertyZones)],
			IssuedAt: base.Add(time.Duration(issued%(100*365*24*3600)) * time.Second),
		}
		zone := mustZone(t, propertyZones[int(cz)%len(propertyZones)])
		dt := a.IssuedAt.Add(time.Duration(day) * 12 * time.Hour).In(zone)
		q := slotQuestion{a: a, day: interview.Date{Year: dt.Year(), Month: dt.Month(), Day: dt.Day(), Zone: zone},
			now: a.IssuedAt.Add(time.Duration(now) * time.Minute)}
		var list []interview.Interval
		for i := 0; i+3 < len(busy); i += 4 {
			// Two bytes of start in 10-minute steps, a signed byte of length
			// in 5-minute steps (empty and inverted ones too), a list number.
			start := a.IssuedAt.Add(time.Duration(int(busy[i])<<8|int(busy[i+1])) * 10 * time.Minute).Add(-48 * time.Hour)
			list = append(list, interview.Interval{Start: start, End: start.Add(time.Duration(int8(busy[i+2])) * 5 * time.Minute)})
			if busy[i+3]%3 == 0 {
				q.lists, list = append(q.lists, list), nil
			}
		}
		q.lists = append(q.lists, list)
		got, err := interview.Slots(q.a, q.day, interview.MergeBusy(q.lists...), q.now)
		if err != nil {
			if recruit.ErrorCode(err) != recruit.EINVALID {
				t.Fatalf("%v: got %v, want an EINVALID error or slots", q, err)
			}
			return
		}
		checkSlots(t, q, got)
	})
}

// checkSlots fails any slot that breaks a rule: its length, order, the
// panel's weekdays and working hours read on the panel's clock, busy time,
// the notice, the window, the requested date and the cap, and any that
// CheckSlot would refuse.
func checkSlots(t *testing.T, q slotQuestion, got []interview.Interval) {
	t.Helper()
	loc := mustZone(t, q.a.Zone)
	zone := q.day.Zone
	if zone == nil {
		zone = loc
	}
	from, to := clock(q.a.From), clock(q.a.To)
	if to == 23*60+59 {
		to = 24 * 60
	}
	length := time.Duration(q.a.Minutes) * time.Minute
	merged := interview.MergeBusy(q.lists...)
	if len(got) > interview.MaxSlotsPerDay {
		t.Fatalf("%v: got %d slots, want at most %d", q, len(got), interview.MaxSlotsPerDay)
	}
	for i, s := range got {
		fail := func(rule string) { t.Fatalf("%v: slot %v–%v %s", q, s.Start, s.End, rule) }
		first, last := s.Start.In(loc), s.End.Add(-time.Nanosecond).In(loc)
		switch {
		case s.End.Sub(s.Start) != length:
			fail("is not the duration long")
		case i > 0 && s.Start.Before(got[i-1].End):
			fail("overlaps or precedes the slot before it")
		case first.Weekday() == time.Saturday || first.Weekday() == time.Sunday:
			fail("falls on a weekend in the panel's zone")
		case !onDate(s.End.Add(-time.Nanosecond), loc, dateOf(first)) || minutesOf(first) < from || minutesOf(last) >= to:
			fail("leaves the working hours")
		case s.Start.Before(q.now.Add(interview.SlotNotice)) || s.Start.Before(q.a.IssuedAt):
			fail("starts within the notice or before the link was issued")
		case s.End.After(q.a.IssuedAt.Add(interview.SlotWindow)):
			fail("ends after the window")
		case !onDate(s.Start, zone, q.day):
			fail("starts on another date in the candidate's zone")
		case s.Start.Location() != time.UTC:
			fail("is not in UTC")
		}
		for _, l := range q.lists {
			for _, b := range l {
				if b.End.Before(b.Start) {
					b.Start, b.End = b.End, b.Start
				}
				if b.Start.Before(b.End) && b.Start.Before(s.End) && s.Start.Before(b.End) {
					fail(fmt.Sprintf("overlaps busy time %v–%v", b.Start, b.End))
				}
			}
		}
		if err := interview.CheckSlot(q.a, s, merged, q.now); err != nil {
			fail(fmt.Sprintf("is refused by CheckSlot: %v", err))
		}
	}
}

// obviousSlots computes the slots the slow way: every panel day from three
// days before the date to three after, its working hours found by scanning
// the clock, every step of the grid tested against every raw busy interval.
func obviousSlots(t *testing.T, q slotQuestion) []interview.Interval {
	t.Helper()
	loc := mustZone(t, q.a.Zone)
	zone := q.day.Zone
	if zone == nil {
		zone = loc
	}
	from, to := clock(q.a.From), clock(q.a.To)
	if to == 23*60+59 {
		to = 24 * 60
	}
	length := time.Duration(q.a.Minutes) * time.Minute
	earliest := q.now.Add(interview.SlotNotice)
	if earliest.Before(q.a.IssuedAt) {
		earliest = q.a.IssuedAt
	}
	windowEnd := q.a.IssuedAt.Add(interview.SlotWindow)
	var out []interview.Interval
	for off := -3; off <= 3; off++ {
		pd := time.Date(q.day.Year, q.day.Month, q.day.Day+off, 0, 0, 0, 0, time.UTC)
		if pd.Weekday() == time.Saturday || pd.Weekday() == time.Sunday {
			continue
		}
		start, stop := firstReading(pd, from, loc), firstReading(pd, to, loc)
		for s := start; !s.Add(length).After(stop); s = s.Add(length) {
			e := s.Add(length)
			first, last := s.In(loc), e.Add(-time.Nanosecond).In(loc)
			if !onDate(s, loc, interview.Date{Year: pd.Year(), Month: pd.Month(), Day: pd.Day()}) ||
				!onDate(e.Add(-time.Nanosecond), loc, interview.Date{Year: pd.Year(), Month: pd.Month(), Day: pd.Day()}) ||
				minutesOf(first) < from || minutesOf(last) >= to ||
				s.Before(earliest) || e.After(windowEnd) || !onDate(s, zone, q.day) {
				continue
			}
			free := true
			for _, l := range q.lists {
				for _, b := range l {
					if b.End.Before(b.Start) {
						b.Start, b.End = b.End, b.Start
					}
					free = free && !(b.Start.Before(b.End) && b.Start.Before(e) && s.Before(b.End))
				}
			}
			if free {
				out = append(out, interview.Interval{Start: s.UTC(), End: e.UTC()})
			}
		}
	}
	slices.SortFunc(out, func(a, b interview.Interval) int { return a.Start.Compare(b.Start) })
	return out[:min(len(out), interview.MaxSlotsPerDay)]
}

// firstReading finds, by scanning in 5-minute steps, the first instant at
// which the clock in loc reads the date pd plus minutes or later.
func firstReading(pd time.Time, minutes int, loc *time.Location) time.Time {
	want := pd.Add(time.Duration(minutes) * time.Minute)
	guess := time.Date(pd.Year(), pd.Month(), pd.Day(), 0, minutes, 0, 0, loc)
	for t := guess.Add(-4 * time.Hour); ; t = t.Add(5 * time.Minute) {
		l := t.In(loc)
		if !time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), 0, 0, time.UTC).Before(want) {
			return t
		}
	}
}

func randomQuestion(t *testing.T, rng *rand.Rand) slotQuestion {
	t.Helper()
	minutes := interview.SlotMinutes[rng.IntN(len(interview.SlotMinutes))]
	from := rng.IntN(24*12-1) * 5
	to := from + 5 + rng.IntN(24*60-from-5)/5*5
	if to > 23*60+55 || rng.IntN(8) == 0 {
		to = 23*60 + 59
	}
	if rng.IntN(4) == 0 {
		from, to = 9*60, 18*60
	}
	a := interview.Availability{
		Minutes: minutes,
		From:    fmt.Sprintf("%02d:%02d", from/60, from%60),
		To:      fmt.Sprintf("%02d:%02d", to/60, to%60),
		Zone:    propertyZones[rng.IntN(len(propertyZones))],
	}
	loc := mustZone(t, a.Zone)
	// Half the links are issued in the 10 days before a change of the
	// panel's clock, so the window holds it.
	a.IssuedAt = time.Date(2005, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.Int64N(int64(25 * 365 * 24 * time.Hour))))
	if _, change := a.IssuedAt.In(loc).ZoneBounds(); !change.IsZero() && rng.IntN(2) == 0 {
		a.IssuedAt = change.Add(-time.Duration(rng.Int64N(int64(10 * 24 * time.Hour))))
	}
	a.IssuedAt = a.IssuedAt.Truncate(time.Second)
	zone := mustZone(t, propertyZones[rng.IntN(len(propertyZones))])
	dt := a.IssuedAt.Add(time.Duration(rng.IntN(18*24)-2*24) * time.Hour).In(zone)
	q := slotQuestion{
		a:   a,
		day: interview.Date{Year: dt.Year(), Month: dt.Month(), Day: dt.Day(), Zone: zone},
		now: a.IssuedAt.Add(time.Duration(rng.IntN(16*24*60)-24*60) * time.Minute),
	}
	if rng.IntN(5) == 0 {
		q.day.Zone = nil // the panel's zone
		pdt := dt.In(loc)
		q.day.Year, q.day.Month, q.day.Day = pdt.Date()
	}
	for range rng.IntN(4) {
		var list []interview.Interval
		for range rng.IntN(15) {
			start := a.IssuedAt.Add(time.Duration(rng.IntN(18*24*60)-2*24*60) * time.Minute)
			if rng.IntN(4) == 0 {
				start = start.Add(time.Duration(rng.IntN(60)) * time.Second) // off the minute
			}
			length := time.Duration(rng.IntN(181)-30) * time.Minute // empty and inverted too
			list = append(list, interview.Interval{Start: start, End: start.Add(length)})
		}
		q.lists = append(q.lists, list)
	}
	return q
}

func clock(s string) int {
	var h, m int
	fmt.Sscanf(s, "%d:%d", &h, &m)
	return h*60 + m
}

func minutesOf(t time.Time) int { return t.Hour()*60 + t.Minute() }

func onDate(t time.Time, loc *time.Location, d interview.Date) bool {
	y, m, dd := t.In(loc).Date()
	return y == d.Year && m == d.Month && dd == d.Day
}

func sameSlots(a, b []interview.Interval) bool {
	return slices.EqualFunc(a, b, func(x, y interview.Interval) bool { return x.Start.Equal(y.Start) && x.End.Equal(y.End) })
}

func dateOf(t time.Time) interview.Date {
	y, m, d := t.Date()
	return interview.Date{Year: y, Month: m, Day: d}
}
