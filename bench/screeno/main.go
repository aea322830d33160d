// Command screeno measures the screening tool (bench/README.md):
//
//   - batch: 100 corpus resumes through a real `hirekit serve`, upload to
//     the last one parsed, against `hirekit parse` alone on the same files
//     (target: at least 0.7 of its throughput);
//
//   - search: the boolean search over 100,000 parsed resumes, p95 against
//     SELECT 1 through the same pool (target: p95 ≤ 50 ms), on SQLite and
//     PostgreSQL;
//
//   - xlsx: a spreadsheet of 10,000 candidates, against writing the same
//     rows as CSV (target: ≤ 2 s and ≤ 100 MB peak memory).
//
//     go build -o bin/hirekit ./cmd/hirekit
//     go run ./bench/screeno -only batch -bin bin/hirekit
//     go run ./bench/screeno -only search,xlsx -engine sqlite
//     go run ./bench/screeno -only search,xlsx -engine postgres
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
)

func main() {
	only := flag.String("only", "batch,search,xlsx", "what to measure: batch, search, xlsx")
	bin := flag.String("bin", "bin/hirekit", "the hirekit binary (batch)")
	corpus := flag.String("corpus", "../shared/corpus/resumes", "resumes read in place (batch)")
	files := flag.Int("files", 100, "resumes in the batch")
	engine := flag.String("engine", "sqlite", "sqlite or postgres (search, xlsx)")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_screeno?sslmode=disable", "PostgreSQL database (created if missing)")
	n := flag.Int("n", 100_000, "parsed resumes to search")
	iters := flag.Int("iterations", 200, "timed searches per query")
	rows := flag.Int("rows", 10_000, "spreadsheet rows")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file")
	flag.Parse()
	ctx := context.Background()
	what := strings.Split(*only, ",")
	if slices.Contains(what, "batch") {
		if err := benchBatch(ctx, *bin, *corpus, *files); err != nil {
			fail(err)
		}
	}
	if !slices.Contains(what, "search") && !slices.Contains(what, "xlsx") {
		return
	}
	db, err := open(ctx, *engine, *dbURL, *cache, *n)
	if err != nil {
		fail(err)
	}
	defer db.Close()
	if err := seed(ctx, db, *n); err != nil {
		fail(err)
	}
	if slices.Contains(what, "search") {
		if err := benchSearch(ctx, db, *iters); err != nil {
			fail(err)
		}
	}
	if slices.Contains(what, "xlsx") {
		if err := benchXLSX(ctx, db, *rows); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "screeno:", err)
	os.Exit(1)
}
