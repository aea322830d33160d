package analytics

import (
	"context"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The metrics over applications and their histories answer from the
// rollups ats keeps with every move (analytics_rollups, ats.recordRollups;
// docs/decisions.md "Analytics rollups") when the question's shape allows,
// else from the raw rows, with the same answer either way:
//
//   - the company's rows per UTC day and source answer a question about
//     every job the caller may see — when they see all of them — grouped by
//     nothing or by source, over any dates, per any period;
//   - each job's rows per source over all time answer a question without
//     dates or period, about some jobs (a hiring manager's, a
//     department's, a recruiter's, chosen ones) or grouped by job,
//     department or recruiter.
//
// Everything else (grouped by state, agency or referrer; some jobs over a
// range or per period) reads the raw rows.

// grain is the rollup rows a query reads, or none.
type grain int

const (
	rawRows grain = iota
	dayRows
	jobRows
)

// grain chooses the rollup rows for a query grouped by group.
func (sc *scope) grain(group, period string) grain {
	if sc.rawRows {
		return rawRows
	}
	f := sc.filters
	someJobs := sc.visible != "" || len(f.Jobs) > 0 || len(f.Departments) > 0 || len(f.Recruiters) > 0
	switch group {
	case "", bySource:
		if !someJobs {
			return dayRows
		}
	case byJob, byDepartment, byRecruiter:
	default:
		return rawRows
	}
	if sc.from.IsZero() && sc.until.IsZero() && period == "" {
		return jobRows
	}
	return rawRows
}

// rollups adds the conditions over rollup rows (alias r) of a grain
// grouped by group: the company, the stage rows or the others, the jobs
// and the sources (the rows of every source together unless the query
// names or groups by sources); and,
// for day rows, the dates unless the caller bounds them itself.
func (sc *scope) rollups(w *where, g grain, group string, stays, dates bool) {
	w.add("r.company_id = ?", sc.company)
	if stays {
		// Each stage in turn: the key leads with the stage, then the
		// source and the job.
		w.add("r.stage IN (?)", bun.In(stayStages()))
	} else {
		w.add("r.stage = ''")
	}
	if g == dayRows {
		w.add("r.requisition_id = 0")
		if dates {
			sc.withinDays(w)
		}
	} else {
		w.add("r.day = ''")
		sc.jobs(w, "r.requisition_id")
	}
	switch {
	case len(sc.filters.Sources) > 0:
		w.add("r.source IN (?)", bun.In(sc.filters.Sources))
	case group == bySource:
		w.add("r.source <> ?", ats.AllSources)
	default:
		// Every source's sums, a seventh of the rows.
		w.add("r.source = ?", ats.AllSources)
	}
}

// withinDays limits day rows to the query's dates.
func (sc *scope) withinDays(w *where) {
	if !sc.from.IsZero() {
		w.add("r.day >= ?", sc.from.Format(time.DateOnly))
	}
	if !sc.until.IsZero() {
		w.add("r.day < ?", sc.until.Format(time.DateOnly))
	}
}

// dayBucket is bucket for a day row's day (YYYY-MM-DD text).
func (sc *scope) dayBucket(period string) string {
	switch period {
	case "day":
		return "r.day"
	case "week":
		if sc.db.Engine == sqldb.Postgres {
			return "to_char(date_trunc('week', CAST(r.day AS TIMESTAMP)), 'YYYY-MM-DD')"
		}
		return "date(r.day, '-6 days', 'weekday 1')"
	case "month":
		return "substr(r.day, 1, 7) || '-01'"
	}
	return ""
}

// rollupCounts sums a column of the rollups' application and move rows
// whose rows have some (col > 0, so a group appears as it would from the
// raw rows: only when something happened in it).
func (sc *scope) rollupCounts(ctx context.Context, g grain, q Query, num, den, nonzero string) ([]cell, error) {
	var w where
	sc.rollups(&w, g, q.GroupBy, false, true)
	w.add(nonzero + " > 0")
	return sc.cells(ctx, grouped{key: keyOf("r", q.GroupBy), bucket: sc.dayBucket(q.Period), num: num, den: den,
		from: "analytics_rollups r", where: w})
}

// rollupFunnel counts the applications added in the range by the furthest
// milestone they reached, as funnel's raw query does: one cell per group
// and milestone (the milestone's index as the bucket).
func (sc *scope) rollupFunnel(ctx context.Context, g grain, group string) ([]cell, error) {
	var w where
	sc.rollups(&w, g, group, false, true)
	w.add("r.apps > 0")
	// One pass: each row once per milestone.
	ms, num := "SELECT 0 AS i", "sum(CASE ms.i WHEN 0 THEN r.reached_0"
	for i := 1; i < len(milestones); i++ {
		ms += " UNION ALL SELECT " + strconv.Itoa(i)
		num += " WHEN " + strconv.Itoa(i) + " THEN r.reached_" + strconv.Itoa(i)
	}
	return sc.cells(ctx, grouped{key: keyOf("r", group), bucket: "CAST(ms.i AS TEXT)", num: num + " END)",
		from: "analytics_rollups r CROSS JOIN (" + ms + ") ms", where: w})
}

// rollupStays answers time in stage from the stage rows: per group and
// stage the days of the stays that ended in the range, and the count of
// applications they are of, which is the count of first stays when the
// range has no start. With a start F (and an end U), an application
// counts once at its first stay in the range, the one whose previous stay
// in the stage ended before F or that has none: the first stays ending in
// the range, plus the later ones ending in it whose previous stay ended
// before F. Those are the later stays whose previous stay ended before F
// (repeat_stays_prior, by that end's day), less those that also ended
// before F (repeat_stays, by their own), less those that ended at U or
// after, counted from the raw stays (none when U is today or later).
func (sc *scope) rollupStays(ctx context.Context, g grain, group string) ([]cell, error) {
	var w where
	sc.rollups(&w, g, group, true, false)
	num, den := "sum(r.stay_days)", "sum(r.first_stays)"
	var args []any
	if g == dayRows && !sc.until.IsZero() {
		w.add("r.day < ?", sc.until.Format(time.DateOnly))
	}
	if g == dayRows && !sc.from.IsZero() {
		f := sc.from.Format(time.DateOnly)
		num = "sum(CASE WHEN r.day >= ? THEN r.stay_days ELSE 0 END)"
		den = "sum(CASE WHEN r.day >= ? THEN r.first_stays ELSE r.repeat_stays_prior - r.repeat_stays END)"
		args = []any{f, f}
	}
	cells, err := sc.cells(ctx, grouped{key: keyOf("r", group), bucket: "r.stage", num: num, den: den, selectArgs: args,
		from: "analytics_rollups r", where: w})
	if err != nil {
		return nil, err
	}
	if g == dayRows && !sc.from.IsZero() && !sc.until.IsZero() && sc.staysEndAfter(ctx) {
		var w where
		sc.moves(&w)
		w.add("m.stay_stage IN (?)", bun.In(stayStages()))
		w.add("m.created_at >= ?", sc.until)
		w.add("m.stage_before < ?", sc.from)
		spanning, err := sc.cells(ctx, grouped{key: keyOf("m", group), bucket: "m.stay_stage", num: "count(*)",
			from: "application_moves m", where: w})
		if err != nil {
			return nil, err
		}
		less := map[[2]string]float64{}
		for _, c := range spanning {
			less[[2]string{c.Key, c.Bucket}] = c.Num
		}
		for i := range cells {
			cells[i].Den -= less[[2]string{cells[i].Key, cells[i].Bucket}]
		}
	}
	// A group and stage with no stay in the range has nothing to average
	// (and no cell from the raw rows).
	out := cells[:0]
	for _, c := range cells {
		if c.Den > 0.5 {
			out = append(out, c)
		}
	}
	return out, nil
}

// stayStages are the stay stages' keys.
func stayStages() []string {
	var out []string
	for _, st := range recruit.StayStages {
		out = append(out, string(st))
	}
	return out
}

// staysEndAfter says whether a later stay (one after an earlier stay in
// its stage) ended on the query's end day or after, which the rollups'
// day rows tell at once; when none did (a range up to today), no stay
// spans the range and the raw stays need no reading.
func (sc *scope) staysEndAfter(ctx context.Context) bool {
	var n int
	err := sc.db.Conn(ctx).NewRaw(`SELECT count(*) FROM analytics_rollups r WHERE r.company_id = ? AND r.stage IN (?) AND r.source = ?
		AND r.requisition_id = 0 AND r.day >= ? AND r.repeat_stays > 0`, sc.company, bun.In(stayStages()), ats.AllSources,
		sc.until.Format(time.DateOnly)).Scan(ctx, &n)
	return err != nil || n > 0
}
