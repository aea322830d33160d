// Command candidates measures the candidate list on a large company: it
// seeds 100,000 applications in 2,000 jobs (multi-row inserts on SQLite,
// COPY on PostgreSQL; cached under bench/.cache or in a named database),
// then times the list with three filters, a sort and page 1 through
// ats.ListApplications, beside SELECT 1 through the same pool.
//
//	go run ./bench/candidates -engine sqlite
//	go run ./bench/candidates -engine postgres -database-url postgres://postgres@127.0.0.1:5432/hirekit_bench_candidates?sslmode=disable
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/queue"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_candidates?sslmode=disable", "PostgreSQL database (created if missing)")
	n := flag.Int("n", 100_000, "applications")
	jobs := flag.Int("jobs", 2_000, "jobs")
	iters := flag.Int("iterations", 300, "timed list requests")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file")
	flag.Parse()
	ctx := context.Background()
	db, err := open(ctx, *engine, *dbURL, *cache, *n)
	if err != nil {
		fail(err)
	}
	defer db.Close()
	if err := seed(ctx, db, *n, *jobs); err != nil {
		fail(err)
	}
	svc := &ats.Service{DB: db}
	actor := &recruit.Actor{UserID: 1, CompanyID: 1, Roles: []string{recruit.RoleAdmin}}
	actx := recruit.WithActor(ctx, actor)
	min2 := 2.0
	q := ats.ApplicationQuery{
		Filter: ats.Filter{
			Sources:       []string{"linkedin", "referral"},
			Statuses:      []string{"applied", "ta_screen", "hm_screen"},
			MinExperience: &min2,
		},
		Sort: "newest", Page: 1, PerPage: 20,
	}
	// Warm up both, then alternate so both see the same machine.
	for i := 0; i < 20; i++ {
		if _, err := svc.ListApplications(actx, q, time.Now()); err != nil {
			fail(err)
		}
		db.Ping(ctx)
	}
	var list, one []time.Duration
	var total int
	for i := 0; i < *iters; i++ {
		t0 := time.Now()
		page, err := svc.ListApplications(actx, q, time.Now())
		if err != nil {
			fail(err)
		}
		list = append(list, time.Since(t0))
		total = page.Total
		t1 := time.Now()
		if err := db.Ping(ctx); err != nil {
			fail(err)
		}
		one = append(one, time.Since(t1))
	}
	p := func(d []time.Duration, q float64) time.Duration {
		s := append([]time.Duration(nil), d...)
		sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
		return s[int(float64(len(s)-1)*q)]
	}
	fmt.Printf("engine %s: %d applications in %d jobs; filtered total %d\n", *engine, *n, *jobs, total)
	fmt.Printf("candidate list (3 filters, sort, page 1): p50 %s  p95 %s\n", p(list, .5).Round(10*time.Microsecond), p(list, .95).Round(10*time.Microsecond))
	fmt.Printf("SELECT 1 (same pool):                     p50 %s  p95 %s\n", p(one, .5).Round(time.Microsecond), p(one, .95).Round(time.Microsecond))
	fmt.Printf("ratio p95 list / p95 SELECT 1: %.1f\n", float64(p(list, .95))/float64(p(one, .95)))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "candidates:", err)
	os.Exit(1)
}

func open(ctx context.Context, engine, dbURL, cache string, n int) (*sqldb.DB, error) {
	if engine == "sqlite" {
		if err := os.MkdirAll(cache, 0o755); err != nil {
			return nil, err
		}
		db, err := sqldb.OpenSQLite(ctx, filepath.Join(cache, fmt.Sprintf("candidates-%d.db", n)))
		if err != nil {
			return nil, err
		}
		return db, migrate(ctx, db)
	}
	admin, err := sql.Open("pgx", strings.Replace(dbURL, "/hirekit_bench_candidates", "/postgres", 1))
	if err != nil {
		return nil, err
	}
	var exists bool
	admin.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'hirekit_bench_candidates')").Scan(&exists)
	if !exists {
		if _, err := admin.ExecContext(ctx, "CREATE DATABASE hirekit_bench_candidates"); err != nil {
			return nil, err
		}
	}
	admin.Close()
	db, err := sqldb.OpenPostgres(ctx, dbURL, sqldb.Options{MaxConns: 4})
	if err != nil {
		return nil, err
	}
	return db, migrate(ctx, db)
}

func migrate(ctx context.Context, db *sqldb.DB) error {
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	return queue.Migrate(ctx, db)
}

var sources = []string{"careers_page", "linkedin", "referral", "agency", "manual", "naukri", "indeed"}
var states = []string{"applied", "sourced", "ta_screen", "hm_screen", "assignment_shared", "schedule_round", "round_scheduled",
	"interview_reject", "screen_reject", "offer_shared", "on_hold", "joined"}

// seed fills company 1 once; a second run finds the rows and skips.
func seed(ctx context.Context, db *sqldb.DB, n, jobs int) error {
	var have int
	db.Read.NewRaw("SELECT count(*) FROM candidate_applications").Scan(ctx, &have)
	if have >= n {
		return nil
	}
	start := time.Now()
	a := &auth.Service{DB: db}
	if _, err := a.EnsureCompany(ctx, "Bench Co", "bench-co", "ats"); err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Microsecond)
	reqStates := []string{"open", "live", "live", "archived"}
	var reqRows, candRows, appRows [][]any
	for j := 1; j <= jobs; j++ {
		reqRows = append(reqRows, []any{int64(j), int64(1), fmt.Sprintf("job-%d", j), fmt.Sprintf("Job %d", j), reqStates[j%len(reqStates)], now, now})
	}
	for i := 1; i <= n; i++ {
		created := now.Add(-time.Duration(i) * time.Minute)
		candRows = append(candRows, []any{int64(i), int64(1), fmt.Sprintf("c%d@example.com", i), fmt.Sprintf("Candidate %d", i), created, created})
		appRows = append(appRows, []any{int64(i), int64(1), fmt.Sprintf("s%011d", i), int64(i), int64(i%jobs + 1), states[i%len(states)],
			sources[(i/3)%len(sources)], fmt.Sprintf("Candidate %d", i), float64(i%15) + 0.5, created, created})
	}
	reqCols := []string{"id", "company_id", "slug", "title", "state", "created_at", "updated_at"}
	candCols := []string{"id", "company_id", "email", "name", "created_at", "updated_at"}
	appCols := []string{"id", "company_id", "slug", "candidate_id", "requisition_id", "state", "source", "submitted_name", "experience_years", "created_at", "updated_at"}
	if db.Engine == sqldb.Postgres {
		conn, err := pgx.Connect(ctx, db.URL)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		for _, t := range []struct {
			table string
			cols  []string
			rows  [][]any
		}{{"requisitions", reqCols, reqRows}, {"candidates", candCols, candRows}, {"candidate_applications", appCols, appRows}} {
			if _, err := conn.CopyFrom(ctx, pgx.Identifier{t.table}, t.cols, pgx.CopyFromRows(t.rows)); err != nil {
				return fmt.Errorf("copy %s: %w", t.table, err)
			}
		}
		if _, err := conn.Exec(ctx, "ANALYZE"); err != nil {
			return err
		}
	} else {
		err := db.RunInTx(ctx, func(ctx context.Context) error {
			for _, t := range []struct {
				table string
				cols  []string
				rows  [][]any
			}{{"requisitions", reqCols, reqRows}, {"candidates", candCols, candRows}, {"candidate_applications", appCols, appRows}} {
				if err := insertMany(ctx, db, t.table, t.cols, t.rows); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		if _, err := db.Write.ExecContext(ctx, "ANALYZE"); err != nil {
			return err
		}
	}
	fmt.Printf("seeded %d applications in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}

// insertMany writes rows in multi-row INSERTs of a few hundred rows (under
// SQLite's bound-parameter limit).
func insertMany(ctx context.Context, db *sqldb.DB, table string, cols []string, rows [][]any) error {
	per := 30000 / len(cols)
	ph := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ") + ")"
	for i := 0; i < len(rows); i += per {
		end := min(i+per, len(rows))
		var args []any
		var vals []string
		for _, r := range rows[i:end] {
			vals = append(vals, ph)
			args = append(args, r...)
		}
		q := "INSERT INTO " + table + " (" + strings.Join(cols, ", ") + ") VALUES " + strings.Join(vals, ", ")
		if _, err := db.Conn(ctx).ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("insert %s: %w", table, err)
		}
	}
	return nil
}
