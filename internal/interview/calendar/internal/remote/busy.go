package remote

import (
	"strings"

	"hirekit/internal/interview/calendar"
)

// Lookup finds an email's entry; providers key their answers by the ids asked,
// but an address's case is not significant.
func Lookup[V any](m map[string]V, email string) (V, bool) {
	if v, ok := m[email]; ok {
		return v, true
	}
	for k, v := range m {
		if strings.EqualFold(k, email) {
			return v, true
		}
	}
	var zero V
	return zero, false
}

// Collect merges each answered email's intervals and lists the failed
// ones in the order asked.
func Collect(emails []string, busy map[string][]calendar.Interval, failed map[string]calendar.CalendarError) (map[string][]calendar.Interval, []calendar.CalendarError) {
	out := map[string][]calendar.Interval{}
	var errs []calendar.CalendarError
	reported := map[string]bool{}
	for _, e := range emails {
		if f, ok := failed[e]; ok {
			if !reported[e] { // an email asked twice is reported once
				errs = append(errs, f)
				reported[e] = true
			}
			continue
		}
		out[e] = calendar.Merge(busy[e])
	}
	return out, errs
}
