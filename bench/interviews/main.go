// Command interviews measures the /interviews list on a large company: it
// seeds 100,000 interviews (two years back and two months ahead) of
// 50,000 applications in 500 jobs, each with a panel member and often a
// shadow (multi-row inserts on SQLite, COPY on PostgreSQL; cached under
// bench/.cache or in a named database), then times interview.List, page 1
// of 20, with a few filters and as two viewers, beside SELECT 1 through
// the same pool.
//
//	go run ./bench/interviews -engine sqlite
//	go run ./bench/interviews -engine postgres
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

const (
	jobs    = 500
	apps    = 50_000
	members = 20
	rounds  = 5
)

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_interviews?sslmode=disable", "PostgreSQL database (created if missing)")
	n := flag.Int("n", 100_000, "interviews")
	iters := flag.Int("iterations", 200, "timed requests per query")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file")
	flag.Parse()
	ctx := context.Background()
	db, err := benchdb.Open(ctx, *engine, *dbURL, *cache, fmt.Sprintf("interviews-%d.db", *n))
	if err != nil {
		fail(err)
	}
	defer db.Close()
	// The seed's "now" is fixed in the data; the list reads the real
	// clock, which only moves the upcoming/past split a little.
	if err := seed(ctx, db, *n); err != nil {
		fail(err)
	}
	jobsSvc := &ats.Service{DB: db}
	svc := &interview.Service{DB: db, Jobs: jobsSvc}
	jobsSvc.Rounds = svc
	admin := recruit.WithActor(ctx, &recruit.Actor{UserID: 1, CompanyID: 1, Roles: []string{recruit.RoleAdmin}})
	panel := recruit.WithActor(ctx, &recruit.Actor{UserID: 2, CompanyID: 1, Roles: []string{recruit.RolePanel}})
	cases := []struct {
		name string
		ctx  context.Context
		q    interview.ListQuery
	}{
		{"admin, upcoming", admin, interview.ListQuery{}},
		{"admin, upcoming, one panel member", admin, interview.ListQuery{Panel: []int64{3}}},
		{"admin, past, completed, two jobs", admin, interview.ListQuery{Past: true, States: []recruit.InterviewState{recruit.InterviewCompleted}, Jobs: []int64{7, 8}}},
		{"admin, past, one round", admin, interview.ListQuery{Past: true, Rounds: []int64{13}}},
		{"admin, past, all", admin, interview.ListQuery{Past: true}},
		{"interviewer (their jobs), past", panel, interview.ListQuery{Past: true}},
	}
	p := benchdb.Percentile
	fmt.Printf("engine %s: %d interviews of %d applications in %d jobs\n", *engine, *n, apps, jobs)
	type run func() (int, error)
	var runs []struct {
		name string
		run  run
	}
	for _, c := range cases {
		c.q.Page, c.q.PerPage = 1, 20
		runs = append(runs, struct {
			name string
			run  run
		}{c.name, func() (int, error) {
			page, err := svc.List(c.ctx, c.q)
			if err != nil {
				return 0, err
			}
			return page.Total, nil
		}})
	}
	// The candidate list's round_filters read the interviews too.
	for _, rf := range []struct {
		name string
		f    ats.RoundFilters
	}{
		{"candidates, round_filters completed (1 round)", ats.RoundFilters{Completed: []int64{13}}},
		{"candidates, round_filters scheduled (50 rounds)", ats.RoundFilters{Scheduled: roundRange(1, 250, 5)}},
	} {
		q := ats.ApplicationQuery{Filter: ats.Filter{RoundFilters: rf.f}, Page: 1, PerPage: 20}
		runs = append(runs, struct {
			name string
			run  run
		}{rf.name, func() (int, error) {
			page, err := jobsSvc.ListApplications(admin, q, time.Now())
			if err != nil {
				return 0, err
			}
			return page.Total, nil
		}})
	}
	for _, c := range runs {
		// Warm up both, then alternate so both see the same machine.
		var total int
		for i := 0; i < 10; i++ {
			n, err := c.run()
			if err != nil {
				fail(err)
			}
			total = n
			db.Ping(ctx)
		}
		var list, one []time.Duration
		for i := 0; i < *iters; i++ {
			t0 := time.Now()
			if _, err := c.run(); err != nil {
				fail(err)
			}
			list = append(list, time.Since(t0))
			t1 := time.Now()
			if err := db.Ping(ctx); err != nil {
				fail(err)
			}
			one = append(one, time.Since(t1))
		}
		fmt.Printf("%-48s total %6d  p50 %8s  p95 %8s  SELECT 1 p95 %7s  ratio %.0f\n", c.name, total,
			p(list, .5).Round(10*time.Microsecond), p(list, .95).Round(10*time.Microsecond), p(one, .95).Round(time.Microsecond),
			float64(p(list, .95))/float64(p(one, .95)))
	}
}

// roundRange lists round ids from first to last in steps.
func roundRange(first, last, step int64) []int64 {
	var out []int64
	for r := first; r <= last; r += step {
		out = append(out, r)
	}
	return out
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "interviews:", err)
	os.Exit(1)
}

var states = []string{"completed", "completed", "completed", "completed", "completed", "completed", "no_show", "cancelled"}

// seed fills company 1 once; a second run finds the rows and skips. User
// 1 is an admin, users 2 to 21 interviewers; user 2 sits on the panel of
// every tenth job.
func seed(ctx context.Context, db *sqldb.DB, n int) error {
	var have int
	db.Read.NewRaw("SELECT count(*) FROM interviews").Scan(ctx, &have)
	if have >= n {
		return nil
	}
	start := time.Now()
	if _, err := (&auth.Service{DB: db}).EnsureCompany(ctx, "Bench Co", "bench-co", "ats"); err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Hour)
	users := benchdb.Table{Name: "users", Cols: []string{"id", "company_id", "email", "name", "roles", "created_at", "updated_at"}}
	users.Rows = append(users.Rows, []any{int64(1), int64(1), "admin@bench.test", "Admin", recruit.RoleAdmin, now, now})
	for u := 2; u <= members+1; u++ {
		users.Rows = append(users.Rows, []any{int64(u), int64(1), fmt.Sprintf("panel%d@bench.test", u), fmt.Sprintf("Interviewer %d", u), recruit.RolePanel, now, now})
	}
	reqs := benchdb.Table{Name: "requisitions", Cols: []string{"id", "company_id", "slug", "title", "state", "created_at", "updated_at"}}
	roundRows := benchdb.Table{Name: "rounds", Cols: []string{"id", "company_id", "requisition_id", "position", "name", "attributes", "created_at"}}
	membersRows := benchdb.Table{Name: "requisition_members", Cols: []string{"requisition_id", "kind", "member_id"}}
	for j := 1; j <= jobs; j++ {
		reqs.Rows = append(reqs.Rows, []any{int64(j), int64(1), fmt.Sprintf("job-%d", j), fmt.Sprintf("Job %d", j), "open", now, now})
		for r := 1; r <= rounds; r++ {
			roundRows.Rows = append(roundRows.Rows, []any{int64((j-1)*rounds + r), int64(1), int64(j), r, fmt.Sprintf("Round %d", r), `["Coding","Design"]`, now})
		}
		if j%10 == 0 {
			membersRows.Rows = append(membersRows.Rows, []any{int64(j), "panel", int64(2)})
		}
	}
	cands := benchdb.Table{Name: "candidates", Cols: []string{"id", "company_id", "email", "name", "created_at", "updated_at"}}
	appRows := benchdb.Table{Name: "candidate_applications", Cols: []string{"id", "company_id", "slug", "candidate_id", "requisition_id", "state", "source", "submitted_name", "created_at", "updated_at"}}
	for a := 1; a <= apps; a++ {
		cands.Rows = append(cands.Rows, []any{int64(a), int64(1), fmt.Sprintf("c%d@example.com", a), fmt.Sprintf("Candidate %d", a), now, now})
		appRows.Rows = append(appRows.Rows, []any{int64(a), int64(1), fmt.Sprintf("i%011d", a), int64(a), int64(a%jobs + 1), "round_scheduled", "linkedin", fmt.Sprintf("Candidate %d", a), now, now})
	}
	ivs := benchdb.Table{Name: "interviews", Cols: []string{"id", "company_id", "application_id", "requisition_id", "round_id", "starts_at", "ends_at", "time_zone", "state", "uid", "sequence", "created_at", "updated_at"}}
	panel := benchdb.Table{Name: "interview_panel", Cols: []string{"interview_id", "user_id", "company_id", "shadow", "starts_at", "ends_at", "state"}}
	// Two years back and about two months ahead, an hour each, in order.
	span := 790 * 24 * time.Hour
	first := now.Add(-730 * 24 * time.Hour)
	for i := 1; i <= n; i++ {
		a := int64((i-1)%apps + 1)
		job := a%jobs + 1
		startsAt := first.Add(time.Duration(int64(span) / int64(n) * int64(i))).Truncate(5 * time.Minute)
		state := states[i%len(states)]
		if startsAt.After(now) {
			state = "scheduled"
			if i%13 == 0 {
				state = "cancelled"
			}
		}
		round := (job-1)*rounds + int64(i%rounds) + 1
		ivs.Rows = append(ivs.Rows, []any{int64(i), int64(1), a, job, round, startsAt, startsAt.Add(time.Hour), "Asia/Kolkata", state,
			fmt.Sprintf("interview-%d@bench", i), 0, now, now})
		member := int64(i%members + 2)
		panel.Rows = append(panel.Rows, []any{int64(i), member, int64(1), false, startsAt, startsAt.Add(time.Hour), state})
		if i%3 == 0 {
			panel.Rows = append(panel.Rows, []any{int64(i), (member-2+7)%members + 2, int64(1), true, startsAt, startsAt.Add(time.Hour), state})
		}
	}
	tables := []benchdb.Table{users, reqs, roundRows, membersRows, cands, appRows, ivs, panel}
	if err := benchdb.Load(ctx, db, tables); err != nil {
		return err
	}
	fmt.Printf("seeded %d interviews in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}
