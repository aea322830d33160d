package interview

import (
	"slices"
	"sync"
	"time"
	_ "time/tzdata" // the panel's zone must load even on hosts without IANA data

	"hirekit/internal/recruit"
)

// The self-scheduling rules (spec "Self-schedule slot rules" and section 9;
// docs/decisions.md "Scheduling" and "Slots").
const (
	// SlotNotice is how long after now the earliest slot may start.
	SlotNotice = 6 * time.Hour
	// SlotWindow is how long after its link was issued a slot may last.
	SlotWindow = 14 * 24 * time.Hour
	// MaxSlotsPerDay caps the slots offered for one requested day.
	MaxSlotsPerDay = 100
)

// SlotMinutes are the slot lengths a self-scheduling link may ask for.
var SlotMinutes = []int{15, 30, 45, 60}

// Availability is what a self-scheduling link fixes about when the panel
// meets. Every field comes from the link's token, which the self-schedule
// form filled; Validate checks them as that form's answer.
type Availability struct {
	// Minutes is the length of a slot, one of SlotMinutes.
	Minutes int
	// From and To are the working hours, "HH:MM" on a 24-hour clock, read
	// in Zone on each weekday. To "23:59" means until midnight.
	From, To string
	// Zone is the IANA name of the panel's time zone ("Asia/Kolkata").
	// Working hours and weekends are read in it.
	Zone string
	// IssuedAt is when the link was issued; slots end within SlotWindow
	// of it.
	IssuedAt time.Time
}

// Date is a calendar date as read in a time zone. The self-schedule page
// asks for the slots of a date in the candidate's own zone, and one such
// day can hold working hours of two days of the panel.
type Date struct {
	Year  int
	Month time.Month
	Day   int
	// Zone is the reader's zone; nil means the panel's zone.
	Zone *time.Location
}

// ParseDate reads a date written "YYYY-MM-DD" and the IANA name of the zone
// it is read in; an empty zone means the panel's zone.
func ParseDate(date, zone string) (Date, error) {
	t, err := time.Parse(time.DateOnly, date)
	if err != nil || len(date) != len(time.DateOnly) {
		return Date{}, recruit.Errorf(recruit.EINVALID, "Please select a proper date.")
	}
	d := Date{Year: t.Year(), Month: t.Month(), Day: t.Day()}
	if zone != "" {
		if d.Zone, err = loadZone(zone); err != nil {
			return Date{}, err
		}
	}
	return d, nil
}

// rules is an Availability read and checked, ready to compute with.
type rules struct {
	loc       *time.Location
	from, to  int // minutes after local midnight; to is 1440 for "23:59"
	length    time.Duration
	issued    time.Time
	windowEnd time.Time
}

// Validate checks the availability the way the self-schedule form must:
// a duration offered by the form, well-formed working hours that start
// before they end, and a known time zone.
func (a Availability) Validate() error {
	_, err := a.rules()
	return err
}

func (a Availability) rules() (rules, error) {
	if !slices.Contains(SlotMinutes, a.Minutes) {
		return rules{}, recruit.Errorf(recruit.EINVALID, "Please select a duration of 15, 30, 45 or 60 minutes.")
	}
	from, okFrom := clockMinutes(a.From)
	to, okTo := clockMinutes(a.To)
	if !okFrom || !okTo || from >= to {
		return rules{}, recruit.Errorf(recruit.EINVALID, "Please select a proper availability range.")
	}
	if to == 23*60+59 {
		// The time pickers cannot say 24:00; someone who works until
		// 23:59 means the whole evening, as in Cal.com.
		to = 24 * 60
	}
	loc, err := loadZone(a.Zone)
	if err != nil {
		return rules{}, err
	}
	issued := a.IssuedAt.Round(0)
	return rules{
		loc: loc, from: from, to: to,
		length:    time.Duration(a.Minutes) * time.Minute,
		issued:    issued,
		windowEnd: issued.Add(SlotWindow),
	}, nil
}

// clockMinutes reads "HH:MM" (exactly that: two digits each) as minutes
// after midnight.
func clockMinutes(s string) (int, bool) {
	if len(s) != 5 || s[2] != ':' {
		return 0, false
	}
	digits := [4]int{}
	for i, j := range []int{0, 1, 3, 4} {
		if s[j] < '0' || s[j] > '9' {
			return 0, false
		}
		digits[i] = int(s[j] - '0')
	}
	h, m := digits[0]*10+digits[1], digits[2]*10+digits[3]
	if h > 23 || m > 59 {
		return 0, false
	}
	return h*60 + m, true
}

// zones caches loaded zones by name: time.LoadLocation reads and parses a
// file on every call. Only names that loaded are kept, so the cache is
// bounded by the IANA database.
var zones sync.Map

func loadZone(name string) (*time.Location, error) {
	if l, ok := zones.Load(name); ok {
		return l.(*time.Location), nil
	}
	// "" and "Local" load UTC and the server's zone: neither is a choice
	// a person made.
	if name == "" || name == "Local" {
		return nil, recruit.Errorf(recruit.EINVALID, "Please select a proper time zone.")
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, recruit.Errorf(recruit.EINVALID, "Please select a proper time zone.")
	}
	zones.Store(name, loc)
	return loc, nil
}

// Slots returns the slots a candidate may book whose start falls on day,
// read in day's zone, in time order and at most MaxSlotsPerDay of them,
// as instants in UTC. A slot is Minutes long and lies on the grid that
// starts at From on a weekday in the panel's zone and steps by Minutes;
// the panel's clock reads that weekday and the working hours at its start
// and its end; it overlaps no busy time, starts SlotNotice or more after
// now and not before IssuedAt, and ends within SlotWindow of IssuedAt.
// A working hour the clock skips is not worked, one it shows twice is
// worked twice, and a time of day it skips starts or ends the day where
// the clock resumes. A date outside the window has no slots: an empty
// list, not an error.
//
// now is the caller's clock (sqldb.NowIn in a request), so the same
// question always gets the same answer in tests.
func Slots(a Availability, day Date, busy Busy, now time.Time) ([]Interval, error) {
	r, err := a.rules()
	if err != nil {
		return nil, err
	}
	if !day.valid() {
		return nil, recruit.Errorf(recruit.EINVALID, "Please select a proper date.")
	}
	zone := day.Zone
	if zone == nil {
		zone = r.loc
	}
	out := []Interval{}
	earliest, latest := r.bounds(now)
	if !earliest.Before(latest) {
		return out, nil
	}
	// The instants whose date in zone is day lie between its two
	// midnights, give or take a clock change: the panel's days to walk are
	// those touching that span widened by a day on each side.
	first := wallClock(day.Year, day.Month, day.Day, 0, zone).Add(-24 * time.Hour)
	last := wallClock(day.Year, day.Month, day.Day+1, 0, zone).Add(24 * time.Hour)
	if !first.Before(latest) || !last.After(earliest) {
		return out, nil
	}
	pd := calendarDay(first.In(r.loc))
	end := calendarDay(last.In(r.loc))
	for ; !pd.After(end); pd = pd.AddDate(0, 0, 1) {
		r.walk(pd.Year(), pd.Month(), pd.Day(), busy, earliest, latest, func(s Interval) bool {
			if y, m, d := s.Start.In(zone).Date(); y == day.Year && m == day.Month && d == day.Day {
				out = append(out, Interval{s.Start.UTC(), s.End.UTC()})
			}
			return len(out) < MaxSlotsPerDay
		})
		if len(out) == MaxSlotsPerDay {
			break
		}
	}
	return out, nil
}

// CheckSlot checks that slot is exactly one of the slots Slots offers now
// for its day, as confirming a booking must: the same rules with the same
// clock. It does not apply MaxSlotsPerDay, which limits a list for the day
// someone asked for (the confirmation does not say which) and not what
// may be booked. A slot that the rules never offer is EINVALID; one that
// busy time or the notice has taken since is ECONFLICT.
func CheckSlot(a Availability, slot Interval, busy Busy, now time.Time) error {
	if slot.Start.IsZero() || slot.End.IsZero() {
		return recruit.Errorf(recruit.EINVALID, "Please select a time slot")
	}
	r, err := a.rules()
	if err != nil {
		return err
	}
	y, m, d := slot.Start.In(r.loc).Date()
	offered := func(busy Busy, earliest time.Time) bool {
		found := false
		r.walk(y, m, d, busy, earliest, r.windowEnd, func(s Interval) bool {
			found = s.Start.Equal(slot.Start) && s.End.Equal(slot.End)
			return !found && s.Start.Before(slot.Start)
		})
		return found
	}
	if !offered(Busy{}, r.issued) {
		return recruit.Errorf(recruit.EINVALID, "Please select one of the offered time slots.")
	}
	if earliest, _ := r.bounds(now); !offered(busy, earliest) {
		return recruit.Errorf(recruit.ECONFLICT, "This time slot is no longer available. Please select another.")
	}
	return nil
}

// bounds returns the earliest start and the latest end a slot may have
// at now.
func (r rules) bounds(now time.Time) (earliest, latest time.Time) {
	earliest = now.Round(0).Add(SlotNotice)
	if earliest.Before(r.issued) {
		earliest = r.issued
	}
	return earliest, r.windowEnd
}

// walk calls yield with each free slot of the panel's date y-m-d in time
// order, until yield returns false. Slots start at or after earliest and
// end by latest.
func (r rules) walk(y int, m time.Month, d int, busy Busy, earliest, latest time.Time, yield func(Interval) bool) {
	if wd := time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Weekday(); wd == time.Saturday || wd == time.Sunday {
		return
	}
	// Each day is built from its own wall clock, so 09:00 stays 09:00 on
	// either side of a clock change. Within the day the grid steps in
	// absolute time: every slot lasts exactly its length, even across a
	// change inside the working hours.
	start := wallClock(y, m, d, r.from, r.loc)
	stop := wallClock(y, m, d, r.to, r.loc)
	if stop.After(latest) {
		stop = latest
	}
	if !earliest.Before(stop) {
		return // also keeps the step counts below within a day
	}
	s := start
	if s.Before(earliest) {
		s = start.Add(ceilSteps(earliest.Sub(start), r.length))
	}
	i := busy.firstEndingAfter(s)
	for e := s.Add(r.length); !e.After(stop); e = s.Add(r.length) {
		for i < len(busy.spans) && !busy.spans[i].End.After(s) {
			i++
		}
		if i < len(busy.spans) && busy.spans[i].overlaps(s, e) {
			if !busy.spans[i].End.Before(stop) {
				return
			}
			// Jump to the first step at or after the end of the busy time.
			s = start.Add(ceilSteps(busy.spans[i].End.Sub(start), r.length))
			continue
		}
		if r.readsWithin(s, e, y, m, d) && !yield(Interval{s, e}) {
			return
		}
		s = e
	}
}

// readsWithin reports whether the panel's clock shows the date y-m-d and
// the working hours at the slot's start and at its last instant. Only a
// clock turned back inside the working hours makes it false: the hour it
// shows again can read before From, and turned back across midnight, the
// day before.
func (r rules) readsWithin(s, e time.Time, y int, m time.Month, d int) bool {
	first, last := s.In(r.loc), e.Add(-time.Nanosecond).In(r.loc)
	y1, m1, d1 := first.Date()
	y2, m2, d2 := last.Date()
	return y1 == y && m1 == m && d1 == d && y2 == y && m2 == m && d2 == d &&
		first.Hour()*60+first.Minute() >= r.from && last.Hour()*60+last.Minute() < r.to
}

// ceilSteps returns the smallest whole number of steps covering d, as a
// duration.
func ceilSteps(d, step time.Duration) time.Duration {
	n := d / step
	if d%step != 0 {
		n++
	}
	return n * step
}

// wallClock returns the earliest instant at which the clock in loc shows
// y-m-d plus min minutes or later. Where the clock skips that time (a
// change to summer time) this is the instant of the change; where it shows
// it twice (a change back) it is the first time. time.Date alone picks
// either side in both cases.
func wallClock(y int, m time.Month, d, min int, loc *time.Location) time.Time {
	t := time.Date(y, m, d, 0, min, 0, 0, loc)
	want := time.Date(y, m, d, 0, min, 0, 0, time.UTC)
	got := time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), time.UTC)
	zoneStart, zoneEnd := t.ZoneBounds()
	switch {
	case got.After(want): // skipped; t is just after the change
		return zoneStart
	case got.Before(want): // skipped; t is just before the change
		return zoneEnd
	case zoneStart.IsZero():
		return t
	}
	_, offset := t.Zone()
	_, before := zoneStart.Add(-time.Nanosecond).Zone()
	if earlier := t.Add(time.Duration(offset-before) * time.Second); before > offset && earlier.Before(zoneStart) {
		return earlier
	}
	return t
}

// calendarDay returns t's date as noon UTC, to step through dates with
// AddDate free of any zone's clock changes.
func calendarDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 12, 0, 0, 0, time.UTC)
}

// valid reports whether the date exists (no 31 April).
func (d Date) valid() bool {
	t := time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC)
	return t.Year() == d.Year && t.Month() == d.Month && t.Day() == d.Day
}
