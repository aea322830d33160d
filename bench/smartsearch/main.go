// Command smartsearch measures /smart-search (ats.SmartSearch) over
// 100,000 parsed resumes of ATS applications: it seeds company 1 with
// applications in 50 jobs (and company 2 with a tenth as many, saying the
// same words), each with a resume text of made-up filler, common resume
// words and skills at set rates, then times typical boolean queries with
// and without filters, page 1 of 20 with its total and evidence, each
// followed by SELECT 1 through the same pool (the baseline).
//
//	go run ./bench/smartsearch -engine sqlite     # seeds bench/.cache/smartsearch-100000.db once
//	go run ./bench/smartsearch -engine postgres   # seeds the database hirekit_bench_smartsearch_100000 once
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/boolquery"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_smartsearch?sslmode=disable", "PostgreSQL server and database name prefix (the size is appended; created if missing)")
	n := flag.Int("n", 100_000, "parsed resumes of company 1")
	iters := flag.Int("iterations", 200, "timed searches per query")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file")
	flag.Parse()
	ctx := context.Background()
	url := strings.Replace(*dbURL, "/hirekit_bench_smartsearch", fmt.Sprintf("/hirekit_bench_smartsearch_%d", *n), 1)
	db, err := benchdb.Open(ctx, *engine, url, *cache, fmt.Sprintf("smartsearch-%d.db", *n))
	if err != nil {
		fail(err)
	}
	defer db.Close()
	hmID, err := seed(ctx, db, *n)
	if err != nil {
		fail(err)
	}
	svc := &ats.Service{DB: db}
	admin := recruit.WithActor(ctx, &recruit.Actor{UserID: 1, CompanyID: 1, Roles: []string{recruit.RoleAdmin}, EmailVerified: true, CompanyApproved: true})
	hm := recruit.WithActor(ctx, &recruit.Actor{UserID: hmID, CompanyID: 1, Roles: []string{recruit.RoleHiringManager}, EmailVerified: true, CompanyApproved: true})
	three, eight := 3.0, 8.0
	fmt.Printf("engine %s: %d parsed resumes in %d jobs (+%d of another company)\n", *engine, *n, jobs, *n/10)
	for _, c := range []struct {
		label string
		ctx   context.Context
		f     ats.SmartSearchFilter
	}{
		{"single term", admin, ats.SmartSearchFilter{Query: "python"}},
		{"AND", admin, ats.SmartSearchFilter{Query: "python AND django"}},
		{"OR", admin, ats.SmartSearchFilter{Query: "golang OR rust OR c++"}},
		{"NOT", admin, ats.SmartSearchFilter{Query: "java AND NOT spring"}},
		{"phrase", admin, ats.SmartSearchFilter{Query: `"machine learning"`}},
		{"negation only", admin, ats.SmartSearchFilter{Query: "NOT (java OR python)"}},
		{"term + 2 jobs", admin, ats.SmartSearchFilter{Query: "kubernetes", Jobs: []int64{3, 7}}},
		{"term + 3 states", admin, ats.SmartSearchFilter{Query: "python", States: []string{"applied", "ta_screen", "hm_screen"}}},
		{"AND + tag + graduation", admin, ats.SmartSearchFilter{Query: "react AND typescript", Tags: []string{"Top Company"}, GraduationFrom: 2015, GraduationTo: 2020}},
		{"phrase + experience", admin, ats.SmartSearchFilter{Query: `"machine learning" AND NOT java`, MinExperience: &three, MaxExperience: &eight}},
		{"term, hiring manager", hm, ats.SmartSearchFilter{Query: "python"}},
		{"no query + experience", admin, ats.SmartSearchFilter{MinExperience: &three, MaxExperience: &eight}},
	} {
		var total int
		timed(ctx, db, fmt.Sprintf("%-24s %-36q", c.label, c.f.Query), *iters, func() {
			res, err := svc.SmartSearch(c.ctx, c.f, time.Now())
			if err != nil {
				fail(fmt.Errorf("%s: %w", c.label, err))
			}
			total = res.Total
		}, &total)
	}
}

// timed warms up, then runs f iterations times, each followed by SELECT 1
// through the same pool as the baseline, and prints both percentiles and
// the ratio of the p95s.
func timed(ctx context.Context, db *sqldb.DB, label string, iterations int, f func(), total *int) {
	for i := 0; i < 10; i++ {
		f()
		db.Ping(ctx)
	}
	runs, one, err := benchdb.Alternate(ctx, db, iterations, f)
	if err != nil {
		fail(err)
	}
	p := benchdb.Percentile
	fmt.Printf("%s %s total %6d: p50 %8s  p95 %8s | SELECT 1 p50 %6s  p95 %6s | p95 ratio %5.0f | target p95 ≤ 50 ms\n", db.Engine, label, *total,
		p(runs, .5).Round(10*time.Microsecond), p(runs, .95).Round(10*time.Microsecond),
		p(one, .5).Round(time.Microsecond), p(one, .95).Round(time.Microsecond),
		float64(p(runs, .95))/float64(p(one, .95)))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "smartsearch:", err)
	os.Exit(1)
}

const jobs = 50

// skills appear in the synthetic resumes with these chances, so queries
// match from a few percent to about a third of the rows.
var skills = []struct {
	word   string
	chance float64
}{
	{"Python", .30}, {"Django", .10}, {"Flask", .07}, {"Java", .28}, {"Spring Boot", .12}, {"Golang", .10}, {"Rust", .04},
	{"C++", .12}, {"C#", .08}, {".NET", .07}, {"React", .20}, {"TypeScript", .15}, {"Angular", .06}, {"Node.js", .14},
	{"Kubernetes", .09}, {"AWS", .22}, {"PostgreSQL", .15}, {"machine learning", .10}, {"PyTorch", .05}, {"Kafka", .06},
}

// common are words most resumes say, so the index holds long posting lists
// beside the rare ones.
var common = strings.Fields(`experience team project developed designed built managed led worked responsible university
	bachelor engineering software systems services data customers product performance delivered improved years skills
	education company senior engineer developer analyst intern technologies tools platform application design testing`)

var states = []string{"applied", "sourced", "ta_screen", "hm_screen", "assignment_shared", "schedule_round", "round_scheduled",
	"interview_reject", "screen_reject", "offer_shared", "on_hold", "joined"}

// seed fills company 1 with n parsed applications and company 2 with n/10
// once (a second run finds the rows and skips), and returns the id of a
// hiring manager of company 1 who manages 5 of its jobs.
func seed(ctx context.Context, db *sqldb.DB, n int) (int64, error) {
	a := &auth.Service{DB: db}
	hmEmail := "hm@bench-co.test"
	var have int
	db.Read.NewRaw("SELECT count(*) FROM application_texts").Scan(ctx, &have)
	if have >= n {
		var id int64
		err := db.Read.NewRaw("SELECT id FROM users WHERE email = ?", hmEmail).Scan(ctx, &id)
		return id, err
	}
	start := time.Now()
	var companies []int64
	for _, c := range []string{"bench-co", "other-co"} {
		co, err := a.EnsureCompany(ctx, c, c, "ats")
		if err != nil {
			return 0, err
		}
		companies = append(companies, co.ID)
	}
	hm, err := a.EnsureUser(ctx, auth.UserSpec{CompanyID: companies[0], Email: hmEmail, Name: "Hiring Manager",
		Roles: []string{recruit.RoleHiringManager}, Password: "bench password", Verified: true})
	if err != nil {
		return 0, err
	}
	r := rand.New(rand.NewPCG(7, 11))
	words := benchdb.Filler(r, 3000)
	now := time.Now().UTC().Truncate(time.Microsecond)
	var reqRows, candRows, appRows, textRows [][]any
	id := int64(0)
	for ci, companyID := range companies {
		count := n
		if ci == 1 {
			count = n / 10
		}
		firstJob := int64(ci*jobs + 1)
		for j := range int64(jobs) {
			var manager any
			if ci == 0 && j%10 == 0 {
				manager = hm.ID
			}
			reqRows = append(reqRows, []any{firstJob + j, companyID, fmt.Sprintf("job-%d", firstJob+j), fmt.Sprintf("Job %d", firstJob+j), "live", manager, now, now})
		}
		for i := range count {
			id++
			var text []string
			for range 110 {
				text = append(text, words[r.IntN(len(words))])
			}
			for range 30 {
				at := r.IntN(len(text))
				text = append(text[:at], append([]string{common[r.IntN(len(common))]}, text[at:]...)...)
			}
			for _, s := range skills {
				if r.Float64() < s.chance {
					at := r.IntN(len(text))
					text = append(text[:at], append([]string{s.word}, text[at:]...)...)
				}
			}
			body := strings.Join(text, " ")
			var tags []string
			var bits int64
			for k, t := range ats.ResumeTags[:6] {
				if r.IntN(8) == 0 {
					tags, bits = append(tags, t), bits|1<<k
				}
			}
			if len(tags) == 0 {
				tags, bits = []string{"No tags"}, 1<<6
			}
			tagsJSON, _ := json.Marshal(tags)
			created := now.Add(-time.Duration(count-i) * time.Minute)
			job := firstJob + int64(i%jobs)
			name := fmt.Sprintf("Person %d", id)
			candRows = append(candRows, []any{id, companyID, fmt.Sprintf("person%d@example.com", id), name, created, created})
			appRows = append(appRows, []any{id, companyID, fmt.Sprintf("s%011d", id), id, job, states[i%len(states)], "linkedin", name,
				float64(i%15) + 0.5, true, "parsed", body, int64(2000 + i%25), string(tagsJSON), bits, created, created})
			textRows = append(textRows, []any{id, companyID, boolquery.NormalizeText(body)})
		}
	}
	err = benchdb.Load(ctx, db, []benchdb.Table{
		{Name: "requisitions", Cols: []string{"id", "company_id", "slug", "title", "state", "hiring_manager_id", "created_at", "updated_at"}, Rows: reqRows},
		{Name: "candidates", Cols: []string{"id", "company_id", "email", "name", "created_at", "updated_at"}, Rows: candRows},
		{Name: "candidate_applications", Cols: []string{"id", "company_id", "slug", "candidate_id", "requisition_id", "state", "source", "submitted_name",
			"experience_years", "job_open", "resume_status", "resume_text", "graduation_year", "resume_tags", "resume_tag_bits", "created_at", "updated_at"}, Rows: appRows},
		{Name: "application_texts", Cols: []string{"application_id", "company_id", "body"}, Rows: textRows},
	})
	if err != nil {
		return 0, err
	}
	if db.Engine == sqldb.Postgres {
		// COPY leaves the visibility map unset until autovacuum comes by; a
		// live install has it set.
		if _, err := db.Write.ExecContext(ctx, "VACUUM ANALYZE"); err != nil {
			return 0, err
		}
	}
	fmt.Printf("seeded %d parsed applications in %s\n", id, time.Since(start).Round(time.Millisecond))
	return hm.ID, nil
}
