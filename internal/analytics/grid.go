package analytics

import (
	"context"
	"fmt"
	"math"
	"sort"
	"time"

	"hirekit/internal/recruit"
)

// measure says how a cell's sums become the number shown.
type measure int

const (
	total measure = iota // counts: num
	mean                 // days: num / den, -1 without a den
	ratio                // percentage: 100 · num / den, -1 without a den
)

// column is an XAxis category: the bucket key cells carry, and its label.
type column struct{ key, label string }

// table is a metric's numbers before they become chart data.
type table struct {
	measure measure
	// columns are fixed categories (milestones, stages, age buckets, the
	// measures of a comparison); nil for a series over periods or one
	// number per group.
	columns []column
	cells   []cell
	// weighBy names the column whose count orders the groups; "" weighs
	// a group by all its cells (its count, or its den for an average).
	weighBy string
}

// Limits of an answer.
const (
	// maxLabels is the most series an answer has (the chart card's table
	// shows 10 labels): the heaviest groups, the rest summed as "Other".
	maxLabels = 10
	// maxPeriods bounds a series over time (a day per column over more
	// than a year is no longer readable).
	maxPeriods = 400
)

// otherKey is the group of everything past the heaviest groups.
const otherKey = "\x00other"

// acc sums a group's cells in one column.
type acc struct{ num, den float64 }

// chart turns a metric's table into the spec's chart data: series (Labels)
// are the groups, heaviest first, at most maxLabels; categories (XAxis)
// are the periods (ascending, every period of the range, empty ones
// included), the metric's fixed columns, or one column; Data[i][j] is a
// group's number in a category. Without a grouping, a period or fixed
// columns the answer is a single value.
func (s *Service) chart(ctx context.Context, sc *scope, q Query, m *metric, t *table) (*Data, error) {
	d := &Data{DataType: m.DataType, ResponseType: Series, Labels: []string{}, XAxis: []string{}, Data: [][]float64{}}
	cols := t.columns
	switch {
	case q.Period != "":
		var err error
		if cols, err = sc.periodColumns(q.Period, t.cells); err != nil {
			return nil, err
		}
	case cols == nil && q.GroupBy == "":
		d.ResponseType = SingleValue
		cols = []column{{"", ""}}
	case cols == nil:
		cols = []column{{"", m.Title}}
	}
	g, err := s.grouping(ctx, sc, q.GroupBy, t.cells)
	if err != nil {
		return nil, err
	}
	rows := map[string]map[string]*acc{}
	if q.GroupBy == "" {
		// The one series exists even with nothing to count in it.
		rows[""] = map[string]*acc{}
		g.label[""] = m.Title
	}
	for _, c := range t.cells {
		for _, key := range g.of(c.Key) {
			if rows[key] == nil {
				rows[key] = map[string]*acc{}
			}
			a := rows[key][c.Bucket]
			if a == nil {
				a = &acc{}
				rows[key][c.Bucket] = a
			}
			a.num += c.Num
			a.den += c.Den
		}
	}
	keys := g.ordered(rows, t)
	if len(keys) > maxLabels {
		other := map[string]*acc{}
		for _, key := range keys[maxLabels-1:] {
			for b, a := range rows[key] {
				if other[b] == nil {
					other[b] = &acc{}
				}
				other[b].num += a.num
				other[b].den += a.den
			}
		}
		rows[otherKey], g.label[otherKey] = other, "Other"
		keys = append(keys[:maxLabels-1], otherKey)
	}
	for _, c := range cols {
		d.XAxis = append(d.XAxis, c.label)
	}
	d.Labels = distinct(keys, g.label)
	for _, key := range keys {
		row := make([]float64, len(cols))
		for j, c := range cols {
			row[j] = t.measure.value(rows[key][c.key], m.DataType)
		}
		d.Data = append(d.Data, row)
	}
	return d, nil
}

// value is the number shown for a group's sums.
func (ms measure) value(a *acc, dataType string) float64 {
	if a == nil {
		a = &acc{}
	}
	var v float64
	switch ms {
	case total:
		return a.num
	case mean:
		if a.den == 0 {
			return -1
		}
		v = a.num / a.den
	case ratio:
		if a.den == 0 {
			return -1
		}
		v = 100 * a.num / a.den
	}
	if dataType != Counts {
		v = math.Round(v*100) / 100
	}
	return v
}

// ordered lists the groups in the order they are shown: pipeline order for
// states, else heaviest first and then by label.
func (g *grouping) ordered(rows map[string]map[string]*acc, t *table) []string {
	keys := make([]string, 0, len(rows))
	weight := map[string]float64{}
	for key, cols := range rows {
		keys = append(keys, key)
		for b, a := range cols {
			if t.weighBy != "" && b != t.weighBy {
				continue
			}
			if t.measure == total {
				weight[key] += a.num
			} else {
				weight[key] += a.den
			}
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if g.rank != nil && g.rank[a] != g.rank[b] {
			return g.rank[a] < g.rank[b]
		}
		if weight[a] != weight[b] {
			return weight[a] > weight[b]
		}
		if g.label[a] != g.label[b] {
			return g.label[a] < g.label[b]
		}
		return a < b
	})
	return keys
}

// distinct returns the labels of keys, telling apart two groups that
// share a name (two jobs titled alike) by their keys.
func distinct(keys []string, label map[string]string) []string {
	seen := map[string]int{}
	for _, k := range keys {
		seen[label[k]]++
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = label[k]
		if seen[label[k]] > 1 && k != otherKey {
			out[i] = fmt.Sprintf("%s (#%s)", label[k], k)
		}
	}
	return out
}

// periodColumns are the periods of a series: from the query's start (or
// the first period with data) to its end (or the later of now and the last
// period with data), every one of them, ascending.
func (sc *scope) periodColumns(period string, cells []cell) ([]column, error) {
	var first, last time.Time
	if !sc.from.IsZero() {
		first = startOf(period, sc.from)
	}
	if !sc.until.IsZero() {
		last = startOf(period, sc.until.Add(-time.Nanosecond))
	} else {
		last = startOf(period, sc.now)
	}
	for _, c := range cells {
		t, err := time.Parse(time.DateOnly, c.Bucket)
		if err != nil {
			continue
		}
		if sc.from.IsZero() && (first.IsZero() || t.Before(first)) {
			first = t
		}
		if sc.until.IsZero() && t.After(last) {
			last = t
		}
	}
	cols := []column{}
	if first.IsZero() {
		// Nothing to count and no start: no periods.
		return cols, nil
	}
	for p := first; !p.After(last); p = nextPeriod(period, p) {
		if len(cols) == maxPeriods {
			return nil, recruit.FieldError("period", fmt.Sprintf("That is more than %d %ss: please choose a shorter range or a longer period", maxPeriods, period))
		}
		label := p.Format(time.DateOnly)
		if period == "month" {
			label = p.Format("2006-01")
		}
		cols = append(cols, column{p.Format(time.DateOnly), label})
	}
	return cols, nil
}

// startOf is the first day of the period holding t (weeks start on
// Monday), as the SQL buckets it.
func startOf(period string, t time.Time) time.Time {
	d := dayOf(t.UTC())
	switch period {
	case "week":
		return d.AddDate(0, 0, -((int(d.Weekday()) + 6) % 7))
	case "month":
		return time.Date(d.Year(), d.Month(), 1, 0, 0, 0, 0, time.UTC)
	}
	return d
}

func nextPeriod(period string, t time.Time) time.Time {
	switch period {
	case "week":
		return t.AddDate(0, 0, 7)
	case "month":
		return t.AddDate(0, 1, 0)
	}
	return t.AddDate(0, 0, 1)
}
