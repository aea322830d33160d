package resume

import "slices"

// TotalYears is the years of work the roles cover, counting overlapping
// roles once: each role runs from its start year to its end year, or to
// thisYear while ongoing. Roles without a start year, or ending before
// they start, count nothing. Resumes give years more often than months,
// so the total is in whole years ("2019 – 2021" is two).
func TotalYears(roles []Experience, thisYear int) int {
	type span struct{ from, to int }
	var spans []span
	for _, r := range roles {
		end := r.EndYear
		if end == 0 {
			end = thisYear
		}
		if r.StartYear == 0 || end < r.StartYear || r.StartYear > thisYear {
			continue
		}
		spans = append(spans, span{r.StartYear, min(end, thisYear)})
	}
	slices.SortFunc(spans, func(a, b span) int { return a.from - b.from })
	total, reach := 0, 0
	for _, s := range spans {
		from := max(s.from, reach)
		if s.to > from {
			total += s.to - from
		}
		reach = max(reach, s.to)
	}
	return total
}
