package analytics_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"hirekit/internal/analytics"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestCountsMatchRawRows: the questions migration 0036's counts answer —
// applications by state and referrals by referrer (the state counts),
// product usage (the usage days), interviews per panel member and scorecard
// turnaround (the seat and card counts) — answer the same as from the raw rows,
// for every actor, filter, grouping and period the metrics take on the
// fixture, with and without dates (which the state counts leave to the
// raw rows).
func TestCountsMatchRawRows(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newFixture(t, db)
		raw := *f.a.Analytics
		raw.RawRows = true
		admin := at(f.tm.Ctx(t, recruit.RoleAdmin), now)
		hm := at(f.tm.Ctx(t, recruit.RoleHiringManager), now)
		ranges := [][2]time.Time{{}, {day(time.June, 1, 0), day(time.June, 30, 0)}, {day(time.June, 29, 0), {}}, {{}, day(time.June, 5, 0)}}
		var filters []analytics.Filters
		for _, r := range ranges {
			filters = append(filters, analytics.Filters{From: r[0], To: r[1]})
		}
		for _, s := range []string{"linkedin", "referral", "agency"} {
			filters = append(filters, analytics.Filters{Sources: []string{s}})
		}
		for _, job := range []string{"Backend", "Sales"} {
			filters = append(filters, analytics.Filters{Departments: []int64{*f.jobs[job].DepartmentID}}, analytics.Filters{Jobs: []int64{f.jobs[job].ID}})
		}
		var queries []analytics.Query
		for _, fl := range filters {
			for _, p := range []string{"", "day", "week", "month"} {
				queries = append(queries,
					analytics.Query{Metric: "applications", GroupBy: "state", Period: p, Filters: fl},
					analytics.Query{Metric: "referral_submissions", GroupBy: "referrer", Period: p, Filters: fl},
					analytics.Query{Metric: "product_usage", Period: p, Filters: fl},
					analytics.Query{Metric: "product_usage", GroupBy: "page", Period: p, Filters: fl},
					analytics.Query{Metric: "product_usage", GroupBy: "user", Period: p, Filters: fl},
					analytics.Query{Metric: "interviews_per_panel_member", Period: p, Filters: fl},
					analytics.Query{Metric: "scorecard_turnaround", Period: p, Filters: fl},
					analytics.Query{Metric: "scorecard_turnaround", GroupBy: "panel_member", Period: p, Filters: fl},
					analytics.Query{Metric: "scorecard_turnaround", GroupBy: "job", Period: p, Filters: fl},
					analytics.Query{Metric: "scorecard_turnaround", GroupBy: "department", Period: p, Filters: fl})
			}
		}
		compared, nonEmpty := 0, 0
		for _, q := range queries {
			for _, c := range []context.Context{admin, hm} {
				got, err := f.a.Analytics.Run(c, q)
				want, wantErr := raw.Run(c, q)
				if (err == nil) != (wantErr == nil) {
					t.Fatalf("%+v: error %v, from the raw rows %v", q, err, wantErr)
				}
				if err != nil {
					continue
				}
				compared++
				if len(want.Labels) > 0 {
					nonEmpty++
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%+v (%s):\ncounts   %v %v %v\nraw rows %v %v %v", q, actorOf(c), got.Labels, got.XAxis, got.Data,
						want.Labels, want.XAxis, want.Data)
				}
			}
		}
		t.Logf("%d answers compared, %d with labels", compared, nonEmpty)
		if nonEmpty < compared/3 {
			t.Fatal("too many empty answers to test anything")
		}
	})
}
