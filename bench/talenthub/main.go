// Command talenthub measures the talenthub jobs board: GET talenthub/jobs
// filtered by three skills (all of) over n board jobs (100,000 by
// default) of 500 companies, through marketplace.Service.BoardJobs (the
// list query, then the liveness check of the page's requisitions). Each
// job asks for 3 to 6 skills of the 208-skill catalogue drawn with a
// flattened Zipf law (popular skills are in about one job in eight), so
// the three most popular skills are the costliest all-of filter. Each
// timed run is followed by SELECT 1 through the same pool (the baseline);
// it prints p50/p95 per filter and the p95 ratio. Target: p95 ≤ 30 ms.
//
//	go run ./bench/talenthub -engine sqlite     # seeds bench/.cache/talenthub-100000.db once
//	go run ./bench/talenthub -engine postgres   # seeds hirekit_bench_talenthub_100000 once
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/ats"
	"hirekit/internal/marketplace"
	"hirekit/internal/sqldb"
)

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_talenthub?sslmode=disable", "PostgreSQL server and database name prefix (the size is appended; created if missing)")
	n := flag.Int("n", 100_000, "board jobs")
	iters := flag.Int("iterations", 200, "timed runs of each filter")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file")
	flag.Parse()
	ctx := context.Background()
	url := strings.Replace(*dbURL, "/hirekit_bench_talenthub", fmt.Sprintf("/hirekit_bench_talenthub_%d", *n), 1)
	db, err := benchdb.Open(ctx, *engine, url, *cache, fmt.Sprintf("talenthub-%d.db", *n))
	if err != nil {
		fail(err)
	}
	defer db.Close()
	svc := &marketplace.Service{DB: db, ATS: &ats.Service{DB: db}}
	if err := svc.EnsureSkillCatalogue(ctx); err != nil {
		fail(err)
	}
	var slugs []string
	if err := db.Read.NewRaw("SELECT slug FROM hub_skill_catalogue ORDER BY id").Scan(ctx, &slugs); err != nil {
		fail(err)
	}
	if err := seed(ctx, db, *n, slugs); err != nil {
		fail(err)
	}
	if db.Engine == sqldb.Postgres {
		if _, err := db.Write.ExecContext(ctx, "VACUUM ANALYZE"); err != nil {
			fail(err)
		}
	}
	var jobs, rows int
	db.Read.NewRaw("SELECT count(*) FROM hub_board_jobs").Scan(ctx, &jobs)
	db.Read.NewRaw("SELECT count(*) FROM hub_board_job_skills").Scan(ctx, &rows)
	fmt.Printf("engine %s: %d board jobs, %d skill requirements, %d skills\n", db.Engine, jobs, rows, len(slugs))

	six := 6
	filters := []struct {
		label string
		q     marketplace.BoardQuery
	}{
		{"3 most popular skills", marketplace.BoardQuery{Skills: slugs[:3]}},
		{"3 most popular skills, page 3", marketplace.BoardQuery{Skills: slugs[:3], Page: 3}},
		{"popular + middling + rare skill", marketplace.BoardQuery{Skills: []string{slugs[0], slugs[40], slugs[150]}}},
		{"3 skills of rank 10–12", marketplace.BoardQuery{Skills: slugs[10:13]}},
		{"3 popular skills, full-time, 5+", marketplace.BoardQuery{Skills: slugs[:3], Type: marketplace.BoardFullTime, Experience: &six}},
		{"no filter (page 1)", marketplace.BoardQuery{}},
		{"internship only", marketplace.BoardQuery{Type: marketplace.BoardInternship}},
	}
	fmt.Printf("%-34s %5s %9s %9s | %12s | %s\n", "filter", "jobs", "p50", "p95", "SELECT 1 p95", "p95 ratio (target p95 ≤ 30 ms)")
	for _, f := range filters {
		var got int
		run := func() {
			page, err := svc.BoardJobs(ctx, f.q)
			if err != nil {
				fail(err)
			}
			got = len(page.Jobs)
		}
		run() // warm
		runs, one, err := benchdb.Alternate(ctx, db, *iters, run)
		if err != nil {
			fail(err)
		}
		p := benchdb.Percentile
		fmt.Printf("%-34s %5d %9s %9s | %12s | %5.1f\n", f.label, got, p(runs, .5).Round(10*time.Microsecond), p(runs, .95).Round(10*time.Microsecond),
			p(one, .95).Round(time.Microsecond), float64(p(runs, .95))/float64(p(one, .95)))
	}
}

// seed adds n live requisitions of 500 companies and their board jobs
// once (a second run finds them and skips).
func seed(ctx context.Context, db *sqldb.DB, n int, slugs []string) error {
	var have int
	if err := db.Read.NewRaw("SELECT count(*) FROM hub_board_jobs").Scan(ctx, &have); err != nil {
		return err
	}
	if have >= n {
		return nil
	}
	start := time.Now()
	r := rand.New(rand.NewPCG(29, 43))
	// Skill weights: a flattened Zipf law, 1/(rank+10).
	cum := make([]float64, len(slugs))
	total := 0.0
	for i := range slugs {
		total += 1 / float64(i+10)
		cum[i] = total
	}
	pick := func() int {
		x := r.Float64() * total
		lo, hi := 0, len(cum)-1
		for lo < hi {
			mid := (lo + hi) / 2
			if cum[mid] < x {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		return lo
	}
	const companiesN = 500
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	var companies, reqs, jobs, skills, pairs [][]any
	for c := 1; c <= companiesN; c++ {
		companies = append(companies, []any{int64(c), fmt.Sprintf("Bench Company %d", c), fmt.Sprintf("bench-company-%d", c), now, now, now})
	}
	titles := []string{"Backend Engineer", "Frontend Engineer", "Data Analyst", "Product Designer", "SRE", "Mobile Engineer", "ML Engineer", "QA Engineer"}
	for i := 1; i <= n; i++ {
		id := int64(i)
		company := int64(1 + r.IntN(companiesN))
		slug := fmt.Sprintf("job-%d", i)
		title := titles[r.IntN(len(titles))]
		at := now.Add(-time.Duration(r.IntN(365*24*60)) * time.Minute)
		lo := float64(r.IntN(8))
		hi := lo + float64(1+r.IntN(5))
		jobType := marketplace.BoardFullTime
		if r.IntN(6) == 0 {
			jobType, lo, hi = marketplace.BoardInternship, 0, 1
		}
		reqs = append(reqs, []any{id, company, slug, title, "live", "full_time", lo, hi, at, at, at})
		k := 3 + r.IntN(4)
		chosen := map[int]bool{}
		var reqList []string
		for len(chosen) < k {
			s := pick()
			if chosen[s] {
				continue
			}
			chosen[s] = true
			prof := r.IntN(4)
			skills = append(skills, []any{id, slugs[s], prof, at})
			reqList = append(reqList, fmt.Sprintf(`{"type":"skill","enabled":true,"name":%q,"slug":%q,"proficiency":%d}`, slugs[s], slugs[s], prof))
		}
		var picked []string
		for s := range chosen {
			picked = append(picked, slugs[s])
		}
		sort.Strings(picked)
		for x := range picked {
			for _, y := range picked[x+1:] {
				pairs = append(pairs, []any{id, picked[x], y, at})
			}
		}
		reqJSON := `[{"type":"experience","enabled":true,"text":"years"},` + strings.Join(reqList, ",") + `]`
		jobs = append(jobs, []any{id, company, id, slug, slug, fmt.Sprintf("bench-company-%d", company), fmt.Sprintf("Bench Company %d", company),
			title, jobType, "Bengaluru, India", lo, hi, reqJSON, marketplace.BoardOpen, at, at})
	}
	if err := benchdb.Load(ctx, db, []benchdb.Table{
		{Name: "companies", Cols: []string{"id", "name", "slug", "approved_at", "created_at", "updated_at"}, Rows: companies},
		{Name: "requisitions", Cols: []string{"id", "company_id", "slug", "title", "state", "job_type", "min_experience", "max_experience", "published_at", "created_at", "updated_at"}, Rows: reqs},
		{Name: "hub_board_jobs", Cols: []string{"id", "company_id", "requisition_id", "requisition_slug", "slug", "company_slug", "company_name", "designation",
			"job_type", "location", "min_experience", "max_experience", "requirements", "status", "published_at", "updated_at"}, Rows: jobs},
		{Name: "hub_board_job_skills", Cols: []string{"board_job_id", "slug", "proficiency", "published_at"}, Rows: skills},
		{Name: "hub_board_job_skill_pairs", Cols: []string{"board_job_id", "skill_a", "skill_b", "published_at"}, Rows: pairs},
	}); err != nil {
		return err
	}
	fmt.Printf("seeded %d board jobs in %s\n", n, time.Since(start).Round(time.Second))
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "talenthub bench:", err)
	os.Exit(1)
}
