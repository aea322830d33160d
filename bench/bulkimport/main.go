// Command bulkimport measures a bulk import of candidates (bench/README.md):
// a generated CSV of -rows rows (and a zip of -resumes resumes) through the
// whole import — spooled and checked as an upload is, stored, mapped and
// validated, started, written by the background job — against writing the
// same number of plain rows into a scratch table in the same batches
// through the same pool (the floor of any import). Peak memory is the
// process's VmHWM before (the wired app, the baseline done) and after.
// Targets: ≤ 30 s and ≤ 200 MB peak for 10,000 rows, on both engines.
//
//	go run ./bench/bulkimport -engine sqlite
//	go run ./bench/bulkimport -engine postgres
package main

import (
	"archive/zip"
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"golang.org/x/crypto/bcrypt"

	"hirekit/bench/benchdb"
	"hirekit/internal/app"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/bulkimport"
	"hirekit/internal/config"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

func main() {
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	dbURL := flag.String("database-url", "postgres://postgres@127.0.0.1:5432/hirekit_bench_import?sslmode=disable", "PostgreSQL database (created if missing)")
	rows := flag.Int("rows", 10_000, "rows of the sheet")
	resumes := flag.Int("resumes", 200, "rows whose resume is in the zip")
	cache := flag.String("cache", "bench/.cache", "folder for the SQLite file, the sheet and the blobs")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the run here")
	flag.Parse()
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil {
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
	}
	if err := run(context.Background(), *engine, *dbURL, *cache, *rows, *resumes); err != nil {
		fmt.Fprintln(os.Stderr, "bulkimport:", err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

func run(ctx context.Context, engine, dbURL, cache string, rows, resumes int) error {
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return err
	}
	os.Remove(filepath.Join(cache, "bulkimport.db"))
	db, err := benchdb.Open(ctx, engine, dbURL, cache, "bulkimport.db")
	if err != nil {
		return err
	}
	defer db.Close()
	cfg, _, err := config.Load("bench", nil, func(string) string { return "" }, io.Discard)
	if err != nil {
		return err
	}
	cfg.Secret = "bench-secret-of-at-least-thirty-two-characters"
	cfg.BlobURL = "file://" + filepath.Join(cache, "bulkimport-blobs")
	cfg.AutoApproveCompanies = true
	cfg.QueuePollInterval = 50 * time.Millisecond
	a, err := app.New(ctx, cfg, db, app.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Work: true, BcryptCost: bcrypt.MinCost,
		Parse: func(context.Context, []byte, string) resume.Result { return resume.Result{Text: "parsed"} }})
	if err != nil {
		return err
	}
	if err := a.Start(ctx, false); err != nil {
		return err
	}
	defer a.Stop(ctx)

	stamp := strconv.FormatInt(time.Now().UnixNano(), 36)
	owner, err := a.Auth.Register(ctx, auth.RegisterInput{Email: "owner@" + stamp + ".test", Password: "bench-password-1", PhoneNumber: "+91 98765 43210",
		CompanyName: "Bench " + stamp, Product: "ats"}, "")
	if err != nil {
		return err
	}
	if _, err := a.Auth.EnsureUser(ctx, auth.UserSpec{CompanyID: owner.Company.ID, Email: "ta@" + stamp + ".test", Name: "TA",
		Roles: []string{recruit.RoleTA}, Password: "bench-password-1", Verified: true}); err != nil {
		return err
	}
	sess, err := a.Auth.Login(ctx, "ta@"+stamp+".test", "bench-password-1", false, "127.0.0.1")
	if err != nil {
		return err
	}
	actor, err := a.Auth.Session(ctx, sess.Token, 0)
	if err != nil {
		return err
	}
	uctx := recruit.WithActor(ctx, actor)
	job, err := a.ATS.CreateRequisition(uctx, ats.RequisitionInput{Title: "Bench import", Department: "Engineering", JobType: "full_time",
		SalaryCurrency: "INR", Openings: 1, Locations: []ats.Location{{City: "Pune", Country: "India"}}, Description: "<p>Bench.</p>"})
	if err != nil {
		return err
	}

	sheetPath, zipPath, err := generate(cache, stamp, rows, resumes)
	if err != nil {
		return err
	}
	base, err := floor(ctx, db, rows)
	if err != nil {
		return err
	}
	hwmBefore := vmHWM()

	start := time.Now()
	sheet, err := spool(intake.Sheet, sheetPath)
	if err != nil {
		return err
	}
	defer sheet.Close()
	var zf *intake.File
	if zipPath != "" {
		if zf, err = spool(intake.ResumeArchive, zipPath); err != nil {
			return err
		}
		defer zf.Close()
	}
	imp, err := a.Imports.Create(uctx, job.ID, sheet, zf)
	if err != nil {
		return err
	}
	uploaded := time.Since(start)
	if imp, err = a.Imports.SetMapping(uctx, imp.ID, imp.Mapping); err != nil {
		return err
	}
	previewed := time.Since(start)
	if imp.ErrorRows != 0 {
		return fmt.Errorf("%d rows with errors", imp.ErrorRows)
	}
	if _, err := a.Imports.Start(uctx, imp.ID, false); err != nil {
		return err
	}
	for {
		if imp, err = a.Imports.Get(uctx, imp.ID); err != nil {
			return err
		}
		if imp.State == bulkimport.StateDone || imp.State == bulkimport.StateFailed {
			break
		}
		if time.Since(start) > 10*time.Minute {
			return fmt.Errorf("import still %s after 10 minutes", imp.State)
		}
		time.Sleep(20 * time.Millisecond)
	}
	total := time.Since(start)
	hwmAfter := vmHWM()
	if imp.State != bulkimport.StateDone || imp.Imported != rows {
		return fmt.Errorf("import %s: %d of %d imported (%s)", imp.State, imp.Imported, rows, imp.Failure)
	}
	fmt.Printf("engine %s, %d rows, %d resumes in the zip (%d attached)\n", engine, rows, resumes, imp.ResumesAttached)
	fmt.Printf("baseline: %d plain rows in batches of 250: %.2f s\n", rows, base.Seconds())
	fmt.Printf("upload (spool, check, store, count): %.2f s; mapping + validation: %.2f s\n", uploaded.Seconds(), (previewed - uploaded).Seconds())
	fmt.Printf("whole import: %.2f s (%.1f× the baseline; target ≤ 30 s)\n", total.Seconds(), total.Seconds()/base.Seconds())
	fmt.Printf("peak memory (VmHWM): %d MB after, %d MB before the import (%.2f× ; target ≤ 200 MB)\n", hwmAfter>>20, hwmBefore>>20,
		float64(hwmAfter)/float64(hwmBefore))
	return nil
}

func spool(rule intake.Rule, path string) (*intake.File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return intake.Spool(rule, filepath.Base(path), f)
}

var pdf = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n")

// generate writes the sheet (and the zip) to the cache folder.
func generate(dir, stamp string, rows, resumes int) (string, string, error) {
	sheetPath := filepath.Join(dir, "bulkimport.csv")
	f, err := os.Create(sheetPath)
	if err != nil {
		return "", "", err
	}
	w := bufio.NewWriter(f)
	w.WriteString("Name,Email,Phone,Experience,Current company,Location,Resume\n")
	for i := 0; i < rows; i++ {
		cv := ""
		if i < resumes {
			cv = fmt.Sprintf("cv-%d.pdf", i)
		}
		fmt.Fprintf(w, "Candidate %d,c%d.%s@example.com,+91 9%09d,%d.5,Company %d,\"Pune, India\",%s\n", i, i, stamp, i, i%30, i%97, cv)
	}
	if err := w.Flush(); err != nil {
		return "", "", err
	}
	f.Close()
	if resumes == 0 {
		return sheetPath, "", nil
	}
	zipPath := filepath.Join(dir, "bulkimport.zip")
	zf, err := os.Create(zipPath)
	if err != nil {
		return "", "", err
	}
	zw := zip.NewWriter(zf)
	for i := 0; i < resumes; i++ {
		e, err := zw.Create(fmt.Sprintf("cv-%d.pdf", i))
		if err != nil {
			return "", "", err
		}
		e.Write(pdf)
	}
	if err := zw.Close(); err != nil {
		return "", "", err
	}
	return sheetPath, zipPath, zf.Close()
}

// floor writes rows plain rows into a scratch table in transactions of
// 250, as the import's batches are: what any import costs at least.
func floor(ctx context.Context, db *sqldb.DB, rows int) (time.Duration, error) {
	db.Write.ExecContext(ctx, "DROP TABLE IF EXISTS bench_import_floor")
	if _, err := db.Write.ExecContext(ctx, "CREATE TABLE bench_import_floor (name TEXT NOT NULL, email TEXT NOT NULL)"); err != nil {
		return 0, err
	}
	defer db.Write.ExecContext(ctx, "DROP TABLE bench_import_floor")
	start := time.Now()
	for done := 0; done < rows; done += 250 {
		err := db.RunInTx(ctx, func(ctx context.Context) error {
			for i := done; i < min(done+250, rows); i++ {
				if _, err := db.Conn(ctx).NewRaw("INSERT INTO bench_import_floor (name, email) VALUES (?, ?)", "Candidate", "c"+strconv.Itoa(i)).Exec(ctx); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return 0, err
		}
	}
	return time.Since(start), nil
}

// vmHWM is the process's peak resident memory in bytes (Linux).
func vmHWM() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}
