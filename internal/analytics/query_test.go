package analytics_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"hirekit/internal/analytics"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func keys(ms []analytics.Metric) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Key)
	}
	return out
}

// TestWhoMayChart: admins, TAs and hiring managers read the catalogue
// and run metrics; agencies, employees and panel members have no
// analytics (403); product usage is the admins' alone, absent from the
// others' catalogue and refused to them by Run.
func TestWhoMayChart(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		for _, role := range []string{recruit.RoleAdmin, recruit.RoleTA, recruit.RoleHiringManager} {
			ctx := tm.Ctx(t, role)
			ms, mode, err := a.Analytics.Catalogue(ctx)
			if err != nil {
				t.Fatalf("%s: %v", role, err)
			}
			usage := slices.Contains(keys(ms), "product_usage")
			if usage != (role == recruit.RoleAdmin) || len(ms) < 15 || mode != analytics.Combined {
				t.Errorf("%s's catalogue: %v (mode %s)", role, keys(ms), mode)
			}
			for _, m := range ms {
				if m.Title == "" || m.Description == "" || len(m.ChartTypes) == 0 || len(m.Filters) == 0 {
					t.Errorf("%s is not described: %+v", m.Key, m)
				}
			}
			_, err = a.Analytics.Run(ctx, analytics.Query{Metric: "product_usage"})
			if (role == recruit.RoleAdmin) != (err == nil) || (err != nil && recruit.ErrorCode(err) != recruit.EFORBIDDEN) {
				t.Errorf("%s's product usage: %v", role, err)
			}
		}
		for _, role := range []string{recruit.RoleAgency, recruit.RoleEmployee, recruit.RolePanel} {
			ctx := tm.Ctx(t, role)
			if _, _, err := a.Analytics.Catalogue(ctx); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("%s's catalogue: %v, want forbidden", role, err)
			}
			if _, err := a.Analytics.Run(ctx, analytics.Query{Metric: "applications"}); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("%s's query: %v, want forbidden", role, err)
			}
		}
	})
}

// TestQueryChecks: a query the metric cannot answer is a field error
// naming what is wrong, before anything is read.
func TestQueryChecks(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		many := make([]int64, 101)
		for i := range many {
			many[i] = int64(i + 1)
		}
		for _, tc := range []struct {
			name  string
			q     analytics.Query
			field string
			msg   string
		}{
			{"NoMetric", analytics.Query{}, "metric", "Please choose a metric"},
			{"UnknownMetric", analytics.Query{Metric: "happiness"}, "metric", "Unknown metric"},
			{"NULMetric", analytics.Query{Metric: "a\x00b"}, "metric", "Unknown metric"},
			{"GroupingNotTaken", analytics.Query{Metric: "applications", GroupBy: "panel_member"}, "group_by",
				"Applications can be grouped by source, state, job, department, recruiter only"},
			{"UnknownGrouping", analytics.Query{Metric: "funnel", GroupBy: "\x00"}, "group_by",
				"Hiring funnel can be grouped by source, job, department, recruiter only"},
			{"UnknownPeriod", analytics.Query{Metric: "applications", Period: "year"}, "period", "Period must be day, week or month"},
			{"NoPeriods", analytics.Query{Metric: "funnel", Period: "month"}, "period", "Hiring funnel is not charted over time"},
			{"FromAfterTo", analytics.Query{Metric: "applications", Filters: between("2024-06-10", "2024-06-01")}, "filters.from",
				"The start date must be before the end date"},
			{"TooManyJobs", analytics.Query{Metric: "applications", Filters: analytics.Filters{Jobs: many}}, "filters.jobs", "Please choose at most 100"},
			{"NotAnID", analytics.Query{Metric: "applications", Filters: analytics.Filters{Recruiters: []int64{0}}}, "filters.recruiters", "Unknown id"},
			{"NotASource", analytics.Query{Metric: "applications", Filters: analytics.Filters{Sources: []string{"Linked In"}}}, "filters.sources", "Unknown source"},
			{"FilterNotTaken", analytics.Query{Metric: "open_jobs_by_age", Filters: analytics.Filters{Sources: []string{"linkedin"}}}, "filters.sources",
				"Open jobs by age cannot be filtered by sources"},
			{"DatesNotTaken", analytics.Query{Metric: "open_jobs_by_age", Filters: between("", "2024-06-01")}, "filters.to", "Open jobs by age takes no dates"},
			{"TooManyPeriods", analytics.Query{Metric: "applications", Period: "day", Filters: between("2020-01-01", "2024-06-30")}, "period",
				"That is more than 400 days: please choose a shorter range or a longer period"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := a.Analytics.Run(admin, tc.q)
				var e *recruit.Error
				if recruit.ErrorCode(err) != recruit.EINVALID || !errors.As(err, &e) || len(e.Fields[tc.field]) != 1 || e.Fields[tc.field][0] != tc.msg {
					t.Errorf("got %v (%+v), want %s: %q", err, e, tc.field, tc.msg)
				}
				if tc.field != "period" || tc.q.Period != "day" {
					// CheckQuery says the same without running.
					if err := a.Analytics.CheckQuery(admin, tc.q); recruit.ErrorMessage(err) != tc.msg {
						t.Errorf("CheckQuery: %v", err)
					}
				}
			})
		}
		if err := a.Analytics.CheckQuery(admin, analytics.Query{Metric: "applications", GroupBy: "source", Period: "week"}); err != nil {
			t.Errorf("a good query: %v", err)
		}
	})
}

// TestSourceWiseReportMode: company 56 reports source_wise (spec), so a
// metric that may be split by source is, when the query names no
// grouping; other companies report combined.
func TestSourceWiseReportMode(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		other := apptest.MustTeam(t, a, "other")
		// The next company is the 56th.
		ctx := context.Background()
		var err error
		if db.Engine == sqldb.Postgres {
			_, err = db.Write.NewRaw("ALTER TABLE companies ALTER COLUMN id RESTART WITH 56").Exec(ctx)
		} else {
			_, err = db.Write.NewRaw("INSERT INTO companies (id, name, slug, created_at, updated_at) VALUES (55, 'Filler', 'filler', ?, ?)",
				now, now).Exec(ctx)
		}
		if err != nil {
			t.Fatal(err)
		}
		tm := apptest.MustTeam(t, a, "fiftysix")
		if tm.Company.ID != 56 {
			t.Fatalf("company id %d, want 56", tm.Company.ID)
		}
		admin := at(tm.Ctx(t, recruit.RoleAdmin), now)
		f := &fixture{a: a}
		job := apptest.MustCreateRequisition(t, at(admin, day(6, 1, 9)), a, apptest.JobInput("Backend"))
		f.add(t, admin, day(6, 2, 10), job, "S1", "linkedin")
		f.add(t, admin, day(6, 3, 10), job, "S2", "linkedin")
		f.add(t, admin, day(6, 4, 10), job, "S3", "naukri")

		if _, mode, err := a.Analytics.Catalogue(admin); err != nil || mode != analytics.SourceWise {
			t.Errorf("company 56's mode: %s %v", mode, err)
		}
		if _, mode, err := a.Analytics.Catalogue(other.Ctx(t, recruit.RoleAdmin)); err != nil || mode != analytics.Combined {
			t.Errorf("another company's mode: %s %v", mode, err)
		}
		for _, tc := range []struct {
			q      analytics.Query
			labels []string
			xAxis  []string
			data   [][]float64
		}{
			{analytics.Query{Metric: "applications"}, []string{"LinkedIn", "Naukri"}, []string{"Applications"}, [][]float64{{2}, {1}}},
			{analytics.Query{Metric: "applications", GroupBy: "job"}, []string{"Backend"}, []string{"Applications"}, [][]float64{{3}}},
			{analytics.Query{Metric: "funnel"}, []string{"LinkedIn", "Naukri"}, []string{"Applied", "Screened", "Interviewed", "Offered", "Hired"},
				[][]float64{{2, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}},
			// No source grouping to split by: one series.
			{analytics.Query{Metric: "open_jobs_by_age"}, []string{"Open jobs by age"}, []string{"0–30 days", "31–60 days", "61–90 days", "Over 90 days"},
				[][]float64{{1, 0, 0, 0}}},
		} {
			got, err := a.Analytics.Run(admin, tc.q)
			if err != nil {
				t.Fatal(err)
			}
			if got.ResponseType != analytics.Series || !slices.Equal(got.Labels, tc.labels) || !slices.Equal(got.XAxis, tc.xAxis) || !equal(got.Data, tc.data) {
				t.Errorf("%+v: got %s %q %q %v, want %q %q %v", tc.q, got.ResponseType, got.Labels, got.XAxis, got.Data, tc.labels, tc.xAxis, tc.data)
			}
		}
	})
}

func equal(a, b [][]float64) bool {
	return slices.EqualFunc(a, b, func(x, y []float64) bool { return slices.Equal(x, y) })
}
