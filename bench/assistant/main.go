// Command assistant measures the assistant's offline grammar: it loads the
// demo company, adds 100,000 more candidates to it (made-up names from a
// few thousand made-up words, so the name index is the size of a large
// company's), then parses the labelled prompts of
// internal/assistant/testdata/prompts.jsonl repeatedly with the real
// Directory, each parse followed by SELECT 1 through the same pool (the
// baseline). It prints p50/p95 per action and the SELECT 1 ratio, and the
// action and all-fields accuracy per action.
//
//	go run ./bench/assistant -engine sqlite     # seeds bench/.cache/assistant-100000.db once
//	go run ./bench/assistant -engine postgres   # seeds hirekit_bench_assistant_100000 once
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/app"
	"hirekit/internal/apptest/labelled"
	"hirekit/internal/assistant"
	"hirekit/internal/assistant/grammar"
	"hirekit/internal/config"
	"hirekit/internal/demo"
	"hirekit/internal/sqldb"
)

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_assistant?sslmode=disable", "PostgreSQL server and database name prefix (the size is appended; created if missing)")
	n := flag.Int("n", 100_000, "candidates added to the demo company")
	rounds := flag.Int("rounds", 5, "passes over the labelled prompts")
	prompts := flag.String("prompts", "internal/assistant/testdata/prompts.jsonl", "labelled prompts")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file and blobs")
	flag.Parse()
	ctx := context.Background()
	url := strings.Replace(*dbURL, "/hirekit_bench_assistant", fmt.Sprintf("/hirekit_bench_assistant_%d", *n), 1)
	db, err := benchdb.Open(ctx, *engine, url, *cache, fmt.Sprintf("assistant-%d.db", *n))
	if err != nil {
		fail(err)
	}
	defer db.Close()
	cfg, _, err := config.Load("assistant-bench", []string{}, func(k string) string {
		if k == "HIREKIT_DATA_DIR" {
			return filepath.Join(*cache, "assistant-data")
		}
		return ""
	}, io.Discard)
	if err != nil {
		fail(err)
	}
	a, err := app.New(ctx, cfg, db, app.Options{})
	if err != nil {
		fail(err)
	}
	actx, err := labelled.LoadDemo(ctx, db, a)
	if err != nil {
		fail(err)
	}
	total, err := seed(ctx, db, *n)
	if err != nil {
		fail(err)
	}
	ps, err := labelled.Load(*prompts)
	if err != nil {
		fail(err)
	}
	dir := assistant.NewDirectory(db)
	fmt.Printf("engine %s: demo company with %d applications; %d labelled prompts × %d passes\n", db.Engine, total, len(ps), *rounds)

	// Warm the name index once (its first load is not a parse's cost).
	t0 := time.Now()
	if _, err := dir.Candidates(actx, "warm", 1); err != nil {
		fail(err)
	}
	fmt.Printf("name index first load: %s\n", time.Since(t0).Round(time.Millisecond))

	per := map[string][]time.Duration{}
	perOne := map[string][]time.Duration{}
	var all, allOne []time.Duration
	results := make([]labelled.Result, len(ps))
	for r := 0; r < *rounds; r++ {
		for i, p := range ps {
			runs, one, err := benchdb.Alternate(actx, db, 1, func() {
				parsed, err := grammar.Parse(actx, dir, p.Prompt, labelled.Now, labelled.Zone)
				if err != nil {
					fail(err)
				}
				if r == 0 {
					results[i] = labelled.Score(actx, dir, p, parsed)
				}
			})
			if err != nil {
				fail(err)
			}
			k := p.Action
			if k == "" {
				k = "(not understood)"
			}
			per[k] = append(per[k], runs...)
			perOne[k] = append(perOne[k], one...)
			all, allOne = append(all, runs...), append(allOne, one...)
		}
	}
	pc := benchdb.Percentile
	var keys []string
	for k := range per {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("%-32s %6s %9s %9s | %9s | %s\n", "action", "parses", "p50", "p95", "SELECT 1 p95", "p95 ratio (target p95 ≤ 20 ms)")
	line := func(k string, d, one []time.Duration) {
		fmt.Printf("%-32s %6d %9s %9s | %9s | %5.1f\n", k, len(d), pc(d, .5).Round(10*time.Microsecond), pc(d, .95).Round(10*time.Microsecond),
			pc(one, .95).Round(time.Microsecond), float64(pc(d, .95))/float64(pc(one, .95)))
	}
	for _, k := range keys {
		line(k, per[k], perOne[k])
	}
	line("all", all, allOne)
	fmt.Println()
	sets := map[string][]labelled.Prompt{}
	setRes := map[string][]labelled.Result{}
	for i, p := range ps {
		sets[p.Set] = append(sets[p.Set], p)
		setRes[p.Set] = append(setRes[p.Set], results[i])
	}
	for _, s := range []string{"check", "check2", "check3", "tune"} {
		labelled.Report(os.Stdout, "accuracy, "+s+" set", sets[s], setRes[s])
	}
	labelled.Report(os.Stdout, "accuracy, all prompts", ps, results)
}

// seed adds n candidates, each with one application on a demo job, unless
// the company has them already; it answers the company's application count.
func seed(ctx context.Context, db *sqldb.DB, n int) (int, error) {
	var company struct {
		ID int64 `bun:"id"`
	}
	if err := db.Read.NewRaw("SELECT id FROM companies WHERE slug = ?", demo.Slug).Scan(ctx, &company); err != nil {
		return 0, err
	}
	count := func() (int, error) {
		var c int
		err := db.Read.NewRaw("SELECT count(*) FROM candidate_applications WHERE company_id = ?", company.ID).Scan(ctx, &c)
		return c, err
	}
	have, err := count()
	if err != nil || have >= n {
		return have, err
	}
	var jobs []int64
	if err := db.Read.NewRaw("SELECT id FROM requisitions WHERE company_id = ? ORDER BY id", company.ID).Scan(ctx, &jobs); err != nil {
		return 0, err
	}
	r := rand.New(rand.NewPCG(27, 2))
	firsts, lasts := benchdb.Filler(r, 3000), benchdb.Filler(r, 5000)
	states := []string{"applied", "ta_screen", "hm_screen", "schedule_round", "round_scheduled", "screen_reject", "offer_shared", "joined"}
	now := time.Now().UTC()
	const base = 10_000_000
	var cands, apps [][]any
	for i := 0; i < n; i++ {
		id := int64(base + i)
		name := title(firsts[r.IntN(len(firsts))]) + " " + title(lasts[r.IntN(len(lasts))])
		at := now.Add(-time.Duration(r.IntN(180*24)) * time.Hour)
		cands = append(cands, []any{id, company.ID, fmt.Sprintf("c%d@bench.test", i), name, at, at})
		apps = append(apps, []any{id, company.ID, fmt.Sprintf("bench%08d", i), id, jobs[r.IntN(len(jobs))], states[r.IntN(len(states))], "linkedin", at, at})
	}
	if err := benchdb.Load(ctx, db, []benchdb.Table{
		{Name: "candidates", Cols: []string{"id", "company_id", "email", "name", "created_at", "updated_at"}, Rows: cands},
		{Name: "candidate_applications", Cols: []string{"id", "company_id", "slug", "candidate_id", "requisition_id", "state", "source", "created_at", "updated_at"}, Rows: apps},
	}); err != nil {
		return 0, err
	}
	return count()
}

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "assistant bench:", err)
	os.Exit(1)
}
