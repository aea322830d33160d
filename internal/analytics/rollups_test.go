package analytics_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"hirekit/internal/analytics"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestRollupsMatchRawRows: every metric answers the same from the rollups
// as from the raw rows (Service.RawRows), for random queries on the
// fixture: each grouping, period, source and department filter, and date
// ranges open or closed at either end (some ending before stays that
// began before them, which time in stage must not count), as the admin
// (every job) and the hiring manager (the jobs they see).
func TestRollupsMatchRawRows(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newFixture(t, db)
		raw := *f.a.Analytics
		raw.RawRows = true
		admin := at(f.tm.Ctx(t, recruit.RoleAdmin), now)
		hm := at(f.tm.Ctx(t, recruit.RoleHiringManager), now)
		catalogue, _, err := f.a.Analytics.Catalogue(admin)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(34, uint64(len(db.Engine))))
		// Days from April to July; zero for an open end.
		someDay := func() time.Time {
			if rng.IntN(4) == 0 {
				return time.Time{}
			}
			return day(time.April, 20, 0).AddDate(0, 0, rng.IntN(80))
		}
		ran, compared := 0, 0
		for range 600 {
			m := catalogue[rng.IntN(len(catalogue))]
			q := analytics.Query{Metric: m.Key}
			if n := rng.IntN(len(m.GroupBy) + 1); n < len(m.GroupBy) {
				q.GroupBy = m.GroupBy[n]
			}
			if m.Periods && rng.IntN(2) == 0 {
				q.Period = []string{"day", "week", "month"}[rng.IntN(3)]
			}
			for _, fl := range m.Filters {
				switch {
				case fl == "sources" && rng.IntN(4) == 0:
					q.Filters.Sources = []string{[]string{"linkedin", "careers_page", "referral", "agency"}[rng.IntN(4)]}
				case fl == "departments" && rng.IntN(4) == 0:
					q.Filters.Departments = []int64{*f.jobs[[]string{"Backend", "Sales"}[rng.IntN(2)]].DepartmentID}
				case fl == "from" && rng.IntN(2) == 0:
					q.Filters.From, q.Filters.To = someDay(), someDay()
					if !q.Filters.From.IsZero() && q.Filters.To.Before(q.Filters.From) {
						q.Filters.From, q.Filters.To = q.Filters.To, q.Filters.From
					}
				}
			}
			ctx := admin
			if rng.IntN(3) == 0 {
				ctx = hm
			}
			ran++
			got, err := f.a.Analytics.Run(ctx, q)
			want, wantErr := raw.Run(ctx, q)
			if fmt.Sprint(err) != fmt.Sprint(wantErr) {
				t.Fatalf("%+v: error %v, from the raw rows %v", q, err, wantErr)
			}
			if err != nil {
				continue
			}
			compared++
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%+v (%s):\nrollups  %v %v %v\nraw rows %v %v %v", q, actorOf(ctx), got.Labels, got.XAxis, got.Data,
					want.Labels, want.XAxis, want.Data)
			}
		}
		// Time in stage over every range of days two days apart: the
		// ranges that end inside a stay begun after an earlier stay in the
		// stage ended before them (A1's HM screen, May 6 → 9).
		for from := day(time.May, 1, 0); from.Before(day(time.July, 1, 0)); from = from.AddDate(0, 0, 2) {
			for to := from; to.Before(day(time.July, 1, 0)); to = to.AddDate(0, 0, 2) {
				for _, group := range []string{"", "source"} {
					q := analytics.Query{Metric: "time_in_stage", GroupBy: group, Filters: analytics.Filters{From: from, To: to}}
					got, err := f.a.Analytics.Run(admin, q)
					want, wantErr := raw.Run(admin, q)
					if err != nil || wantErr != nil {
						t.Fatal(err, wantErr)
					}
					compared++
					if !reflect.DeepEqual(got, want) {
						t.Errorf("time in stage %s–%s by %q:\nrollups  %v %v\nraw rows %v %v", from.Format(time.DateOnly), to.Format(time.DateOnly), group,
							got.Labels, got.Data, want.Labels, want.Data)
					}
				}
			}
		}
		t.Logf("%d random queries, %d answers compared", ran, compared)
	})
}

func actorOf(ctx context.Context) string {
	if a := recruit.ActorFrom(ctx); a != nil {
		return fmt.Sprint(a.Roles)
	}
	return "?"
}
