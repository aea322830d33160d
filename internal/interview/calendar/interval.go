package calendar

import (
	"slices"
	"time"
)

// Merge returns the union of the given busy intervals, sorted, in UTC,
// with overlapping and touching intervals joined and empty ones dropped.
// Callers merge a provider's busy times with Hirekit's own this way.
func Merge(lists ...[]Interval) []Interval {
	var all []Interval
	for _, l := range lists {
		for _, iv := range l {
			if iv.End.After(iv.Start) {
				all = append(all, Interval{Start: iv.Start.UTC(), End: iv.End.UTC()})
			}
		}
	}
	slices.SortFunc(all, func(a, b Interval) int { return a.Start.Compare(b.Start) })
	out := make([]Interval, 0, len(all))
	for _, iv := range all {
		if n := len(out); n > 0 && !iv.Start.After(out[n-1].End) {
			if iv.End.After(out[n-1].End) {
				out[n-1].End = iv.End
			}
			continue
		}
		out = append(out, iv)
	}
	return out
}

// Windows splits [start, end) into consecutive windows no longer than
// size, for providers that refuse longer ranges (Google freeBusy: 90
// days; Graph getSchedule: 62).
func Windows(start, end time.Time, size time.Duration) []Interval {
	var out []Interval
	for s := start; s.Before(end); s = s.Add(size) {
		e := s.Add(size)
		if e.After(end) {
			e = end
		}
		out = append(out, Interval{Start: s, End: e})
	}
	return out
}

// Chunks splits emails into groups of at most n, for providers that cap the
// calendars of one query (Google freeBusy: 50; Graph getSchedule: 20).
func Chunks(emails []string, n int) [][]string {
	var out [][]string
	for len(emails) > n {
		out = append(out, emails[:n:n])
		emails = emails[n:]
	}
	if len(emails) > 0 {
		out = append(out, emails)
	}
	return out
}
