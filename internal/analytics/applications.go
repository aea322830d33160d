package analytics

import "context"

// appKey is the raw group key of an application (alias a): what the SQL
// groups by for each grouping. Department and recruiter group by the job,
// named afterwards (see grouping).
func appKey(group string) string { return keyOf("a", group) }

// keyOf is the raw group key of a row of alias holding an application's
// job and source: an application (a) or a move, which carries its
// application's (m).
func keyOf(alias, group string) string {
	switch group {
	case bySource:
		return alias + ".source"
	case byState:
		return alias + ".state"
	case byJob, byDepartment, byRecruiter:
		return text(alias + ".requisition_id")
	case byAgency:
		return text(alias + ".agency_id")
	case byReferrer:
		return text(alias + ".referred_by")
	}
	return ""
}

// applicationCounts counts applications by when they were added, those
// matching cond when it is set (careers page, agencies, referrals); from
// the rollups, the column col of the rows of source when it is set (the
// metrics of one source take no source filter).
// Archived applications and those of closed jobs count: they are part of
// what happened.
func applicationCounts(cond, col, source string) func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	return func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
		if sc.stateGrain(q, cond, source) {
			one := *sc
			if source != "" {
				one.filters.Sources = []string{source}
			}
			cells, err := one.stateCounts(ctx, q.GroupBy)
			return &table{measure: total, cells: cells}, err
		}
		if g := sc.grain(q.GroupBy, q.Period); g != rawRows {
			one := *sc
			if source != "" {
				one.filters.Sources = []string{source}
			}
			cells, err := one.rollupCounts(ctx, g, q, "sum("+col+")", "", col)
			return &table{measure: total, cells: cells}, err
		}
		var w where
		sc.applications(&w)
		if cond != "" {
			w.add(cond)
		}
		sc.within(&w, "a.created_at")
		cells, err := sc.cells(ctx, grouped{key: appKey(q.GroupBy), bucket: sc.bucket("a.created_at", q.Period), num: "count(*)",
			from: "candidate_applications a", where: w})
		return &table{measure: total, cells: cells}, err
	}
}

// sourceEffectiveness compares, per source, the applications added in the
// range with how many of them were hired (joined is final, so the state
// says it): as two counts, or as the hire rate.
func sourceEffectiveness(rate bool) func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	return func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
		var cells []cell
		var err error
		if g := sc.grain(bySource, ""); g != rawRows {
			// Joined is the hired milestone and final: reached_4.
			cells, err = sc.rollupCounts(ctx, g, Query{GroupBy: bySource}, "sum(r.apps)", "sum(r.reached_4)", "r.apps")
		} else {
			var w where
			sc.applications(&w)
			sc.within(&w, "a.created_at")
			cells, err = sc.cells(ctx, grouped{key: "a.source", num: "count(*)", den: "sum(CASE WHEN a.state = 'joined' THEN 1 ELSE 0 END)",
				from: "candidate_applications a", where: w})
		}
		if err != nil {
			return nil, err
		}
		if rate {
			for i := range cells {
				cells[i] = cell{Key: cells[i].Key, Bucket: "rate", Num: cells[i].Den, Den: cells[i].Num}
			}
			return &table{measure: ratio, columns: []column{{"rate", "Hire rate"}}, cells: cells}, nil
		}
		var out []cell
		for _, c := range cells {
			out = append(out, cell{Key: c.Key, Bucket: "applications", Num: c.Num}, cell{Key: c.Key, Bucket: "hires", Num: c.Den})
		}
		return &table{measure: total, columns: []column{{"applications", "Applications"}, {"hires", "Hires"}}, cells: out, weighBy: "applications"}, nil
	}
}
