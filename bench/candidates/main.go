// Command candidates measures the candidate list and the top bar's search
// on a large company: it seeds applications in jobs (multi-row inserts on
// SQLite, COPY on PostgreSQL; cached under bench/.cache or in a database
// named by the size), then times the list with three filters, a sort and
// page 1 through ats.ListApplications, and ats.Search with three kinds of
// query, each beside SELECT 1 through the same pool.
//
//	go run ./bench/candidates -engine sqlite
//	go run ./bench/candidates -engine postgres
//	go run ./bench/candidates -engine sqlite -n 1000000 -jobs 20000
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_candidates?sslmode=disable", "PostgreSQL server and database name prefix (the size is appended; created if missing)")
	n := flag.Int("n", 100_000, "applications")
	jobs := flag.Int("jobs", 2_000, "jobs")
	iters := flag.Int("iterations", 300, "timed requests of each kind")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file")
	flag.Parse()
	ctx := context.Background()
	// One database per size, like the SQLite files, so a run at another
	// size never finds half a seed.
	url := strings.Replace(*dbURL, "/hirekit_bench_candidates", fmt.Sprintf("/hirekit_bench_candidates_%d", *n), 1)
	db, err := benchdb.Open(ctx, *engine, url, *cache, fmt.Sprintf("candidates-%d.db", *n))
	if err != nil {
		fail(err)
	}
	defer db.Close()
	if err := seed(ctx, db, *n, *jobs); err != nil {
		fail(err)
	}
	if db.Engine == sqldb.Postgres {
		// COPY (and a migration's backfill) leave the visibility map unset
		// until autovacuum comes by; a live install has it set, so its
		// index-only scans read no heap.
		if _, err := db.Write.ExecContext(ctx, "VACUUM ANALYZE"); err != nil {
			fail(err)
		}
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
	var total int
	fmt.Printf("engine %s: %d applications in %d jobs\n", *engine, *n, *jobs)
	timed(ctx, db, "candidate list (3 filters, sort, page 1)", *iters, func() {
		page, err := svc.ListApplications(actx, q, time.Now())
		if err != nil {
			fail(err)
		}
		total = page.Total
	})
	fmt.Printf("  filtered total %d\n", total)

	// Sorted by match score, best first, alone and with a score filter.
	// The seed leaves every score -1; spread them over the four values
	// (idempotent, so a cached database is rescored the same way).
	if _, err := db.Write.NewRaw("UPDATE candidate_applications SET match_score = (id % 4) - 1").Exec(ctx); err != nil {
		fail(err)
	}
	// The newest-first list with no filter is the baseline: both count
	// every open application.
	for _, mq := range []struct {
		label, sort string
		filter      ats.Filter
	}{
		{"candidate list (no filter, sort newest, page 1)", "newest", ats.Filter{}},
		{"candidate list (no filter, sort match, page 1)", "match", ats.Filter{}},
		{"candidate list (Good only, sort match, page 1)", "match", ats.Filter{MatchScores: []int{2}}},
	} {
		timed(ctx, db, mq.label, *iters, func() {
			page, err := svc.ListApplications(actx, ats.ApplicationQuery{Filter: mq.filter, Sort: mq.sort, Page: 1, PerPage: 20}, time.Now())
			if err != nil {
				fail(err)
			}
			total = page.Total
		})
		fmt.Printf("  total %d\n", total)
	}

	// An agency's list: its own applications and its repeat submissions
	// (ats.agencyRows, a UNION ALL) on the jobs shared with it.
	mine, repeats, err := seedAgency(ctx, db, *jobs)
	if err != nil {
		fail(err)
	}
	agency := recruit.WithActor(ctx, &recruit.Actor{UserID: 2, CompanyID: 1, AgencyID: 1, Roles: []string{recruit.RoleAgency}})
	fmt.Printf("agency: %d applications and %d repeat submissions\n", mine, repeats)
	for _, aq := range []struct {
		label string
		q     ats.ApplicationQuery
	}{
		{"agency list (newest, page 1)", ats.ApplicationQuery{Sort: "newest", Page: 1, PerPage: 20}},
		{"agency list (2 states, by name, page 3)", ats.ApplicationQuery{Filter: ats.Filter{Statuses: []string{"sourced", "applied"}}, Sort: "name", Page: 3, PerPage: 20}},
		{"agency state counts", ats.ApplicationQuery{Sort: "newest", Page: 1, PerPage: 20, WithStateCounts: true}},
	} {
		timed(ctx, db, aq.label, *iters, func() {
			page, err := svc.ListApplications(agency, aq.q, time.Now())
			if err != nil {
				fail(err)
			}
			total = page.Total
		})
		fmt.Printf("  total %d\n", total)
	}

	// The top bar's search: a common three-letter prefix (many matches,
	// the newest win), a first and last name, and phone digits.
	for _, query := range []string{"pri", "ana sil", "9003959"} {
		var found int
		timed(ctx, db, fmt.Sprintf("search %-8q", query), *iters, func() {
			hs, err := svc.Search(actx, query)
			if err != nil {
				fail(err)
			}
			found = 0
			for _, h := range hs {
				found += len(h.Rows)
			}
		})
		fmt.Printf("  rows shown %d\n", found)
	}
}

// timed warms up, then runs f iterations times, each followed by SELECT 1
// through the same pool as the baseline (alternating, so both see the same
// machine), and prints both percentiles and the ratio of the p95s.
func timed(ctx context.Context, db *sqldb.DB, label string, iterations int, f func()) {
	for i := 0; i < 20; i++ {
		f()
		db.Ping(ctx)
	}
	runs, one, err := benchdb.Alternate(ctx, db, iterations, f)
	if err != nil {
		fail(err)
	}
	p := benchdb.Percentile
	fmt.Printf("%s: p50 %s  p95 %s | SELECT 1 p50 %s  p95 %s | p95 ratio %.1f\n", label,
		p(runs, .5).Round(10*time.Microsecond), p(runs, .95).Round(10*time.Microsecond),
		p(one, .5).Round(time.Microsecond), p(one, .95).Round(time.Microsecond),
		float64(p(runs, .95))/float64(p(one, .95)))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "candidates:", err)
	os.Exit(1)
}

var sources = []string{"careers_page", "linkedin", "referral", "agency", "manual", "naukri", "indeed"}

var firstNames = []string{"Priya", "Rahul", "Ana", "Lucas", "Mei", "Hiroshi", "Olivia", "Noah", "Fatima", "Omar", "Sofia", "Mateo",
	"Aarav", "Ishaan", "Chloe", "Liam", "Emma", "Yuki", "Wei", "Lena", "Jonas", "Amara", "Kofi", "Elena", "Pedro", "Sara", "Arjun",
	"Nina", "Tomas", "Zara", "Ravi", "Maya", "Diego", "Hana", "Ivan", "Leila", "Marco", "Anya", "Kenji", "Julia", "Felix"}

var lastNames = []string{"Sharma", "Silva", "Chen", "Tanaka", "Smith", "Garcia", "Khan", "Müller", "Rossi", "Kowalski", "Nguyen",
	"Patel", "Okafor", "Johansson", "Ivanova", "Haddad", "Costa", "Kim", "Dubois", "Novak", "Mensah", "Fernandes", "Yamamoto",
	"Schmidt", "Lopez", "Gupta", "Santos", "Wang", "Larsen", "Moreau", "Petrov", "Ali", "Reyes", "Sato", "Brown", "Singh", "Oliveira"}

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
		// Names from two lists whose sizes share no factor, so every pair
		// occurs; phones are ten digits with a country code.
		first, last := firstNames[i%len(firstNames)], lastNames[(i/len(firstNames))%len(lastNames)]
		name := first + " " + last
		email := fmt.Sprintf("%s.%s%d@example.com", strings.ToLower(first), strings.ToLower(last), i)
		phone := fmt.Sprintf("91%010d", 9000000000+int64(i)*7919%1000000000)
		candRows = append(candRows, []any{int64(i), int64(1), email, name, phone, created, created})
		job := i%jobs + 1
		appRows = append(appRows, []any{int64(i), int64(1), fmt.Sprintf("s%011d", i), int64(i), int64(job), states[i%len(states)],
			sources[(i/3)%len(sources)], name, float64(i%15) + 0.5, reqStates[job%len(reqStates)] != "archived", created, created})
	}
	reqCols := []string{"id", "company_id", "slug", "title", "state", "created_at", "updated_at"}
	candCols := []string{"id", "company_id", "email", "name", "phone_digits", "created_at", "updated_at"}
	appCols := []string{"id", "company_id", "slug", "candidate_id", "requisition_id", "state", "source", "submitted_name", "experience_years", "job_open", "created_at", "updated_at"}
	if err := benchdb.Load(ctx, db, []benchdb.Table{{Name: "requisitions", Cols: reqCols, Rows: reqRows},
		{Name: "candidates", Cols: candCols, Rows: candRows}, {Name: "candidate_applications", Cols: appCols, Rows: appRows}}); err != nil {
		return err
	}
	fmt.Printf("seeded %d applications in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}

// seedAgency shares every tenth job with agency 1 and makes it the agency
// of the "agency" applications there, then records, once, a repeat
// submission by it for every seventh other application of those jobs.
func seedAgency(ctx context.Context, db *sqldb.DB, jobs int) (mine, repeats int, err error) {
	now := time.Now().UTC().Truncate(time.Microsecond)
	var have int
	db.Read.NewRaw("SELECT count(*) FROM agencies WHERE id = 1").Scan(ctx, &have)
	if have == 0 {
		if _, err := db.Write.NewRaw("INSERT INTO agencies (id, company_id, name, created_at) VALUES (1, 1, 'Bench Agency', ?)", now).Exec(ctx); err != nil {
			return 0, 0, err
		}
		var members [][]any
		for j := 10; j <= jobs; j += 10 {
			members = append(members, []any{int64(j), "agency", int64(1)})
		}
		if err := benchdb.Load(ctx, db, []benchdb.Table{{Name: "requisition_members", Cols: []string{"requisition_id", "kind", "member_id"}, Rows: members}}); err != nil {
			return 0, 0, err
		}
		if _, err := db.Write.NewRaw("UPDATE candidate_applications SET agency_id = 1 WHERE company_id = 1 AND source = 'agency' AND requisition_id % 10 = 0").Exec(ctx); err != nil {
			return 0, 0, err
		}
		var others []struct {
			ID    int64 `bun:"id"`
			JobID int64 `bun:"requisition_id"`
		}
		if err := db.Read.NewRaw(`SELECT id, requisition_id FROM candidate_applications WHERE company_id = 1 AND requisition_id % 10 = 0
			AND agency_id IS NULL AND id % 7 = 0 ORDER BY id`).Scan(ctx, &others); err != nil {
			return 0, 0, err
		}
		var rows [][]any
		for i, o := range others {
			created := now.Add(-time.Duration(i) * time.Hour)
			rows = append(rows, []any{int64(1), o.ID, o.JobID, int64(1), fmt.Sprintf("Repeat %d", i), fmt.Sprintf("repeat%d@example.com", i),
				fmt.Sprintf("r%011d", i), "sourced", "agency", "{}", created, created})
		}
		if err := benchdb.Load(ctx, db, []benchdb.Table{{Name: "duplicate_submissions", Cols: []string{"company_id", "application_id", "requisition_id",
			"agency_id", "submitted_name", "submitted_email", "slug", "state", "source", "answers", "created_at", "updated_at"}, Rows: rows}}); err != nil {
			return 0, 0, err
		}
		if db.Engine == sqldb.Postgres {
			if _, err := db.Write.ExecContext(ctx, "VACUUM ANALYZE"); err != nil {
				return 0, 0, err
			}
		} else if _, err := db.Write.ExecContext(ctx, "ANALYZE"); err != nil {
			return 0, 0, err
		}
	}
	if err := db.Read.NewRaw("SELECT count(*) FROM candidate_applications WHERE company_id = 1 AND agency_id = 1").Scan(ctx, &mine); err != nil {
		return 0, 0, err
	}
	err = db.Read.NewRaw("SELECT count(*) FROM duplicate_submissions WHERE company_id = 1 AND agency_id = 1").Scan(ctx, &repeats)
	return mine, repeats, err
}
