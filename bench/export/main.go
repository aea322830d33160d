// Command export measures the CSV builder's memory: it seeds a company
// with -n applications (cached under bench/.cache, or in a PostgreSQL
// database named by the size), then exports all of them with ten columns
// as CSV and as XLSX, each in a child process of its own so that the
// seeding's memory is not counted, and reports each child's peak resident
// memory (VmHWM from /proc/self/status), its peak Go heap in use (sampled
// every 5 ms), the time and the file's size. The target is 100 MB peak
// for 100,000 rows.
//
//	go run ./bench/export -engine sqlite
//	go run ./bench/export -engine postgres
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"hirekit/bench/benchdb"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/blob"
	"hirekit/internal/export"
	"hirekit/internal/queue"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// columns are what the export writes: the list's own and a few of the
// candidate page's.
var columns = []string{"name", "email", "phone", "job", "state", "source", "applied_on", "experience", "current_ctc", "link"}

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_export?sslmode=disable", "PostgreSQL server and database name prefix (the size is appended; created if missing)")
	n := flag.Int("n", 100_000, "applications")
	cache := flag.String("cache", "bench/.cache", "folder for the seeded SQLite file and the exported files")
	measure := flag.String("measure", "", "internal: export in this process as csv or xlsx and report")
	flag.Parse()
	ctx := context.Background()
	url := strings.Replace(*dbURL, "/hirekit_bench_export", fmt.Sprintf("/hirekit_bench_export_%d", *n), 1)
	db, err := benchdb.Open(ctx, *engine, url, *cache, fmt.Sprintf("export-%d.db", *n))
	if err != nil {
		fail(err)
	}
	defer db.Close()
	if *measure != "" {
		run(ctx, db, *cache, *measure, *n)
		return
	}
	if err := seed(ctx, db, *n); err != nil {
		fail(err)
	}
	fmt.Printf("engine %s: %d applications, %d columns\n", *engine, *n, len(columns))
	for _, format := range []string{export.FormatCSV, export.FormatXLSX} {
		// A fresh process: VmHWM counts from its start.
		cmd := exec.Command(os.Args[0], append(os.Args[1:], "-measure", format)...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			fail(fmt.Errorf("measure %s: %w", format, err))
		}
	}
}

// run makes one export of every application as the company's admin,
// through export.Service's own job (Run), and reports its memory.
func run(ctx context.Context, db *sqldb.DB, cache, format string, n int) {
	blobs, err := blob.NewLocal(cache + "/export-blobs")
	if err != nil {
		fail(err)
	}
	q, err := queue.New(ctx, db, nil, queue.Options{})
	if err != nil {
		fail(err)
	}
	people := &auth.Service{DB: db}
	svc := &export.Service{DB: db, Blobs: blobs, Candidates: &ats.Service{DB: db}, People: people, Queue: q, BaseURL: "https://hirekit.example"}
	admin, err := people.UserByEmail(ctx, adminEmail)
	if err != nil {
		fail(err)
	}
	actx := recruit.WithActor(ctx, &recruit.Actor{UserID: admin.ID, CompanyID: 1, Roles: admin.Roles()})
	// Earlier runs' exports would count against the limit of three.
	if _, err := db.Write.NewRaw("DELETE FROM exports").Exec(ctx); err != nil {
		fail(err)
	}
	x, err := svc.Create(actx, export.Request{Kind: export.KindCandidates, Format: format, Columns: columns, View: "spreadsheet"})
	if err != nil {
		fail(err)
	}
	runtime.GC()
	debug.FreeOSMemory()
	var peakHeap atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > peakHeap.Load() {
				peakHeap.Store(ms.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	if err := svc.Run(recruit.WithActor(ctx, recruit.SystemActor(1)), x.ID); err != nil {
		fail(err)
	}
	took := time.Since(start)
	close(stop)
	<-sampled
	done, err := svc.Get(actx, x.Slug)
	if err != nil {
		fail(err)
	}
	if done.State != export.StateDone || done.RowsDone != n {
		fail(fmt.Errorf("export %s with %d rows, want done with %d", done.State, done.RowsDone, n))
	}
	fmt.Printf("  %-4s %d rows in %s (%.0f rows/s), file %.1f MB: peak RSS (VmHWM) %.1f MB, peak Go heap in use %.1f MB\n",
		format, done.RowsDone, took.Round(time.Millisecond), float64(done.RowsDone)/took.Seconds(), float64(done.FileSize)/(1<<20),
		float64(vmHWM())/(1<<20), float64(peakHeap.Load())/(1<<20))
}

// vmHWM is the process's peak resident set in bytes.
func vmHWM() int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		fail(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			var kb int64
			fmt.Sscanf(strings.TrimSpace(rest), "%d kB", &kb)
			return kb << 10
		}
	}
	return 0
}

const adminEmail = "admin@bench-export.test"

var (
	states  = []string{"applied", "sourced", "ta_screen", "hm_screen", "schedule_round", "interview_reject", "offer_shared", "joined"}
	sources = []string{"linkedin", "referral", "careers_page", "agency", "naukri"}
	firsts  = []string{"Asha", "Bala", "Chitra", "Dev", "Esha", "Farhan", "Gita", "Hari", "Isha", "Jai", "Kavya", "Lakshmi", "Manoj"}
	lasts   = []string{"Rao", "Iyer", "Nair", "Mehta", "Shah", "Khan", "Das", "Gupta", "Menon", "Pillai", "Reddy"}
)

// seed fills company 1 once (a second run finds the rows and skips): 500
// jobs, -n candidates each with one application, and an admin.
func seed(ctx context.Context, db *sqldb.DB, n int) error {
	var have int
	db.Read.NewRaw("SELECT count(*) FROM candidate_applications").Scan(ctx, &have)
	if have >= n {
		return nil
	}
	start := time.Now()
	a := &auth.Service{DB: db}
	if _, err := a.EnsureCompany(ctx, "Bench Export", "bench-export", "ats"); err != nil {
		return err
	}
	if _, err := a.EnsureUser(ctx, auth.UserSpec{CompanyID: 1, Email: adminEmail, Name: "Bench Admin", Roles: []string{recruit.RoleAdmin},
		Password: "bench password", Verified: true}); err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Microsecond)
	const jobs = 500
	var reqRows, candRows, appRows [][]any
	for j := 1; j <= jobs; j++ {
		reqRows = append(reqRows, []any{int64(j), int64(1), fmt.Sprintf("job-%d", j), fmt.Sprintf("Software engineer %d", j), "live", now, now})
	}
	for i := 1; i <= n; i++ {
		created := now.Add(-time.Duration(i) * time.Minute)
		name := firsts[i%len(firsts)] + " " + lasts[(i/len(firsts))%len(lasts)]
		email := fmt.Sprintf("candidate%d@example.com", i)
		phone := fmt.Sprintf("+91 9%09d", i)
		candRows = append(candRows, []any{int64(i), int64(1), email, name, phone, created, created})
		appRows = append(appRows, []any{int64(i), int64(1), fmt.Sprintf("s%011d", i), int64(i), int64(i%jobs + 1), states[i%len(states)],
			sources[(i/3)%len(sources)], name, float64(i%15) + 0.5, int64(500_000 + i%40*50_000), true, created, created})
	}
	if err := benchdb.Load(ctx, db, []benchdb.Table{
		{Name: "requisitions", Cols: []string{"id", "company_id", "slug", "title", "state", "created_at", "updated_at"}, Rows: reqRows},
		{Name: "candidates", Cols: []string{"id", "company_id", "email", "name", "phone", "created_at", "updated_at"}, Rows: candRows},
		{Name: "candidate_applications", Cols: []string{"id", "company_id", "slug", "candidate_id", "requisition_id", "state", "source",
			"submitted_name", "experience_years", "current_ctc", "job_open", "created_at", "updated_at"}, Rows: appRows},
	}); err != nil {
		return err
	}
	fmt.Printf("seeded %d applications in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "export bench:", err)
	os.Exit(1)
}
