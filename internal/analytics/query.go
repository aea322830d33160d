package analytics

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"hirekit/internal/recruit"
)

// Periods a series over time may be bucketed by.
var periods = []string{"day", "week", "month"}

// maxFilterValues bounds each filter list, as the wire's maxItems does, so
// a saved or exported query is held to the same limit as a request.
const maxFilterValues = 100

// sourceCode is the form of every source code (ats keeps sources as
// [a-z0-9_] codes); anything else is refused before it reaches SQL.
var sourceCode = regexp.MustCompile(`^[a-z0-9_]{1,100}$`)

// checkQuery validates a query for the actor and returns its metric and
// the query as it will run: in the source_wise report mode a metric that
// may be split by source is, when the query names no grouping; a metric
// that is always per something gets its grouping.
func checkQuery(actor *recruit.Actor, companyID int64, q Query) (*metric, Query, error) {
	if q.Metric == "" {
		return nil, q, recruit.FieldError("metric", "Please choose a metric")
	}
	m, ok := metricByKey(q.Metric)
	if !ok {
		return nil, q, recruit.FieldError("metric", "Unknown metric")
	}
	if m.perm != "" {
		if err := recruit.Check(actor, m.perm); err != nil {
			return nil, q, err
		}
	}
	if q.GroupBy != "" && !slices.Contains(m.GroupBy, q.GroupBy) {
		if len(m.GroupBy) == 0 {
			return nil, q, recruit.FieldError("group_by", m.Title+" cannot be grouped")
		}
		return nil, q, recruit.FieldError("group_by", fmt.Sprintf("%s can be grouped by %s only", m.Title, strings.Join(m.GroupBy, ", ")))
	}
	if q.Period != "" {
		if !slices.Contains(periods, q.Period) {
			return nil, q, recruit.FieldError("period", "Period must be day, week or month")
		}
		if !m.Periods {
			return nil, q, recruit.FieldError("period", m.Title+" is not charted over time")
		}
	}
	if err := checkFilters(m, q.Filters); err != nil {
		return nil, q, err
	}
	if q.GroupBy == "" {
		q.GroupBy = m.defaultGroup
		if q.GroupBy == "" && reportMode(companyID) == SourceWise && slices.Contains(m.GroupBy, bySource) {
			q.GroupBy = bySource
		}
	}
	return m, q, nil
}

// checkFilters refuses a filter the metric does not take, lists over the
// wire's bound, ids that cannot be ids, sources that are not codes, and a
// start after the end.
func checkFilters(m *metric, f Filters) error {
	lists := []struct {
		name string
		n    int
		ids  []int64
	}{
		{filterJobs, len(f.Jobs), f.Jobs},
		{filterDepartments, len(f.Departments), f.Departments},
		{filterSources, len(f.Sources), nil},
		{filterRecruiters, len(f.Recruiters), f.Recruiters},
	}
	for _, l := range lists {
		if l.n == 0 {
			continue
		}
		field := "filters." + l.name
		if !slices.Contains(m.Filters, l.name) {
			return recruit.FieldError(field, fmt.Sprintf("%s cannot be filtered by %s", m.Title, l.name))
		}
		if l.n > maxFilterValues {
			return recruit.FieldError(field, fmt.Sprintf("Please choose at most %d", maxFilterValues))
		}
		for _, id := range l.ids {
			if id < 1 {
				return recruit.FieldError(field, "Unknown id")
			}
		}
	}
	for _, src := range f.Sources {
		if !sourceCode.MatchString(src) {
			return recruit.FieldError("filters.sources", "Unknown source")
		}
	}
	for _, d := range []struct {
		name string
		set  bool
	}{{filterFrom, !f.From.IsZero()}, {filterTo, !f.To.IsZero()}} {
		if d.set && !slices.Contains(m.Filters, d.name) {
			return recruit.FieldError("filters."+d.name, m.Title+" takes no dates")
		}
	}
	if !f.From.IsZero() && !f.To.IsZero() && dayOf(f.From).After(dayOf(f.To)) {
		return recruit.FieldError("filters.from", "The start date must be before the end date")
	}
	return nil
}
