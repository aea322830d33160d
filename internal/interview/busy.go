package interview

import (
	"slices"
	"sort"
	"time"
)

// Interval is the span of time [Start, End): it contains Start and not End,
// so two intervals that touch do not overlap.
type Interval struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
}

// overlaps reports whether the interval [start, end) shares time with iv.
func (iv Interval) overlaps(start, end time.Time) bool {
	return iv.Start.Before(end) && start.Before(iv.End)
}

// Busy is the busy time of everyone who must attend: sorted, disjoint
// intervals with gaps between them. Build it with MergeBusy; the zero value
// is a panel that is never busy.
type Busy struct {
	spans []Interval
}

// MergeBusy merges the busy times of the panel and the shadow panel, one
// list per member or per source (Hirekit's interviews, a connected
// calendar). Lists may be unsorted, overlap each other and themselves, and
// reach beyond any day or window. An empty interval blocks nothing. One
// whose end comes before its start is read as the span between the two
// instants: a provider that swapped them still had the member busy, and
// losing a slot is better than booking a member twice.
func MergeBusy(lists ...[]Interval) Busy {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	spans := make([]Interval, 0, n)
	for _, l := range lists {
		for _, iv := range l {
			// Round(0) drops a monotonic clock reading, so every comparison
			// below is by the wall clock, like the slots it is compared with.
			start, end := iv.Start.Round(0), iv.End.Round(0)
			if end.Before(start) {
				start, end = end, start
			}
			if start.Before(end) {
				spans = append(spans, Interval{start, end})
			}
		}
	}
	slices.SortFunc(spans, func(a, b Interval) int { return a.Start.Compare(b.Start) })
	merged := spans[:0]
	for _, iv := range spans {
		if last := len(merged) - 1; last >= 0 && !iv.Start.After(merged[last].End) {
			if iv.End.After(merged[last].End) {
				merged[last].End = iv.End
			}
			continue
		}
		merged = append(merged, iv)
	}
	return Busy{spans: merged}
}

// Intervals returns the merged busy time in time order, for the
// blocked-slots answer and for tests.
func (b Busy) Intervals() []Interval {
	return slices.Clone(b.spans)
}

// firstEndingAfter returns the index of the first interval that ends after
// t, or len(b.spans) when none does.
func (b Busy) firstEndingAfter(t time.Time) int {
	return sort.Search(len(b.spans), func(i int) bool { return b.spans[i].End.After(t) })
}
