package analytics

import (
	"context"

	"github.com/uptrace/bun"
)

// The counts of applications by their state today, per job, source and
// referrer (analytics_states, kept by ats with every move; migration
// 0036): they answer applications by state and referrals by referrer
// without dates or period, which the dated rollups cannot (the state is
// today's, the rollups hold arrivals by day). With dates or a period the
// question reads the raw rows. The company's rows (requisition_id 0)
// answer a question about every job; the jobs' rows one about some.

// stateGrain says whether the state counts answer q: grouped by state or
// referrer, without dates or period, counting every application or one
// source's (cond is the raw rows' condition, which must be that source's
// or none: agency submissions are not kept by agency).
func (sc *scope) stateGrain(q Query, cond, source string) bool {
	if sc.rawRows || q.Period != "" || !sc.from.IsZero() || !sc.until.IsZero() {
		return false
	}
	if cond != "" && source == "" {
		return false
	}
	return q.GroupBy == byState || q.GroupBy == byReferrer
}

// stateCounts counts the applications from the state counts, grouped by
// state or referrer (none when the count has fallen to 0, as no raw row
// would make a group).
func (sc *scope) stateCounts(ctx context.Context, group string) ([]cell, error) {
	var w where
	w.add("s.company_id = ?", sc.company)
	f := sc.filters
	if sc.visible != "" || len(f.Jobs) > 0 || len(f.Departments) > 0 || len(f.Recruiters) > 0 {
		w.add("s.requisition_id <> 0")
		sc.jobs(&w, "s.requisition_id")
	} else {
		w.add("s.requisition_id = 0")
	}
	if len(f.Sources) > 0 {
		w.add("s.source IN (?)", bun.In(f.Sources))
	}
	w.add("s.apps > 0")
	key := "s.state"
	if group == byReferrer {
		key = text("NULLIF(s.referred_by, 0)")
	}
	return sc.cells(ctx, grouped{key: key, num: "sum(s.apps)", from: "analytics_states s", where: w})
}
