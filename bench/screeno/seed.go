package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/auth"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// open opens the bench database of n resumes (one per size, so a run at
// another size never finds half a seed).
func open(ctx context.Context, engine, dbURL, cache string, n int) (*sqldb.DB, error) {
	dbURL = strings.Replace(dbURL, "/hirekit_bench_screeno", fmt.Sprintf("/hirekit_bench_screeno_%d", n), 1)
	return benchdb.Open(ctx, engine, dbURL, cache, fmt.Sprintf("screeno-%d.db", n))
}

// skills appear in the synthetic resumes with these chances, so queries
// match from a few percent to about a third of the rows.
var skills = []struct {
	word   string
	chance float64
}{
	{"Python", .30}, {"Django", .10}, {"Flask", .07}, {"Java", .28}, {"Spring Boot", .12}, {"Go", .10}, {"Rust", .04},
	{"C++", .12}, {"C#", .08}, {".NET", .07}, {"React", .20}, {"TypeScript", .15}, {"Angular", .06}, {"Node.js", .14},
	{"Kubernetes", .09}, {"AWS", .22}, {"PostgreSQL", .15}, {"machine learning", .10}, {"PyTorch", .05}, {"Kafka", .06},
}

// seed fills company 1 with n parsed resumes once; a second run finds the
// rows and skips.
func seed(ctx context.Context, db *sqldb.DB, n int) error {
	var have int
	db.Read.NewRaw("SELECT count(*) FROM screening_resumes").Scan(ctx, &have)
	if have >= n {
		return nil
	}
	start := time.Now()
	a := &auth.Service{DB: db}
	if _, err := a.EnsureCompany(ctx, "Bench Co", "bench-co", "screeno"); err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(7, 11))
	words := benchdb.Filler(r, 3000)
	now := time.Now().UTC().Truncate(time.Microsecond)
	const jobs = 20
	var jobRows, resumeRows, textRows [][]any
	for j := 1; j <= jobs; j++ {
		title := fmt.Sprintf("Bench job %d", j)
		jobRows = append(jobRows, []any{int64(j), int64(1), title, strings.ToLower(title), "", "", now, now})
	}
	for i := 1; i <= n; i++ {
		var text []string
		for range 120 {
			text = append(text, words[r.IntN(len(words))])
		}
		for _, s := range skills {
			if r.Float64() < s.chance {
				at := r.IntN(len(text))
				text = append(text[:at], append([]string{s.word}, text[at:]...)...)
			}
		}
		var tags []string
		score := 0.0
		for k, t := range screening.Tags[:6] {
			if r.IntN(8) == 0 {
				tags = append(tags, t)
				score += []float64{2.5, 2.5, 1, 2, 1.5, .5}[k]
			}
		}
		if len(tags) == 0 {
			tags = []string{"No tags"}
		}
		tagsJSON, _ := json.Marshal(tags)
		var bits int64
		for _, t := range tags {
			for k, known := range screening.Tags {
				if t == known {
					bits |= 1 << k
				}
			}
		}
		created := now.Add(-time.Duration(n-i) * time.Minute)
		resumeRows = append(resumeRows, []any{int64(i), int64(1), int64(i%jobs + 1), fmt.Sprintf("resume-%d.pdf", i), fmt.Sprintf("screeno/1/bench-%d.pdf", i),
			"parsed", fmt.Sprintf("Person %d", i), fmt.Sprintf("person%d@example.com", i), "+91 98765 43210", int64(2000 + i%30),
			string(tagsJSON), bits, "{}", "{}", score, created, created})
		textRows = append(textRows, []any{int64(i), int64(1), int64(i%jobs + 1), screening.SearchText(strings.Join(text, " "))})
	}
	err := benchdb.Load(ctx, db, []benchdb.Table{
		{Name: "screening_jobs", Cols: []string{"id", "company_id", "title", "title_key", "ats_provider", "ats_job_id", "created_at", "updated_at"}, Rows: jobRows},
		{Name: "screening_resumes", Cols: []string{"id", "company_id", "job_id", "filename", "blob_key", "status", "name", "email", "phone_number",
			"graduation_year", "tags", "tag_bits", "evidence", "links", "score", "created_at", "updated_at"}, Rows: resumeRows},
		{Name: "screening_texts", Cols: []string{"resume_id", "company_id", "job_id", "body"}, Rows: textRows},
	})
	if err != nil {
		return err
	}
	if db.Engine == sqldb.Postgres {
		// COPY leaves the visibility map unset until autovacuum comes by; a
		// live install has it set.
		if _, err := db.Write.ExecContext(ctx, "VACUUM ANALYZE"); err != nil {
			return err
		}
	}
	fmt.Printf("seeded %d parsed resumes in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}
