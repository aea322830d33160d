package main

import (
	"context"
	"fmt"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/billing"
	"hirekit/internal/recruit"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

func actorCtx(ctx context.Context) context.Context {
	return recruit.WithActor(ctx, &recruit.Actor{UserID: 1, CompanyID: 1, Roles: []string{recruit.RoleAdmin},
		EmailVerified: true, CompanyApproved: true})
}

// benchSearch times smart-search's first page (newest first, with its
// total) for several boolean queries, each search followed by SELECT 1
// through the same pool as the baseline.
func benchSearch(ctx context.Context, db *sqldb.DB, iterations int) error {
	s := &screening.Service{DB: db, Credits: &billing.Ledger{DB: db}}
	actx := actorCtx(ctx)
	for _, f := range []screening.Filter{
		{Query: "python AND (django OR flask)"},
		{Query: `"machine learning" AND NOT java`},
		{Query: "golang OR rust OR c++"},
		{Query: "react AND typescript AND NOT angular"},
		{Query: "NOT (java OR python)"},
		{Query: "kafka", Tags: []string{"Top Company"}, ScoreBuckets: []string{"up_to_6"}},
		{Query: "aws AND postgresql", SortBy: "score"},
	} {
		var total int
		var runs, one []time.Duration
		for i := 0; i < iterations+10; i++ {
			t0 := time.Now()
			res, err := s.SmartSearch(actx, f)
			if err != nil {
				return fmt.Errorf("%q: %w", f.Query, err)
			}
			took := time.Since(t0)
			total = res.Total
			t1 := time.Now()
			if err := db.Ping(ctx); err != nil {
				return err
			}
			if i >= 10 { // the first ten warm the caches
				runs, one = append(runs, took), append(one, time.Since(t1))
			}
		}
		label := f.Query
		if len(f.Tags) > 0 || f.SortBy != "" {
			label += " (+ filters/sort)"
		}
		fmt.Printf("%s search %-45q total %6d: p50 %8s  p95 %8s | SELECT 1 p95 %6s | ratio %.0f | target p95 ≤ 50 ms\n", db.Engine, label, total,
			benchdb.Percentile(runs, .5).Round(10*time.Microsecond), benchdb.Percentile(runs, .95).Round(10*time.Microsecond),
			benchdb.Percentile(one, .95).Round(time.Microsecond), float64(benchdb.Percentile(runs, .95))/float64(benchdb.Percentile(one, .95)))
	}
	return nil
}
