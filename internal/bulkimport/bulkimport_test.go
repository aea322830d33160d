package bulkimport_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/bulkimport"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestGuess(t *testing.T) {
	t.Parallel()
	got := bulkimport.Guess([]string{"Full Name", "E-mail", "Mobile Number", "Years of experience", "Current Company", "City", "CV"})
	want := map[string]string{"name": "Full Name", "email": "E-mail", "phone": "Mobile Number", "experience_years": "Years of experience",
		"current_company": "Current Company", "location": "City", "resume": "CV"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("Guess[%s] = %q, want %q", k, got[k], v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("Guess = %v, want %v", got, want)
	}
}

type world struct {
	a     *app.App
	db    *sqldb.DB
	alpha *apptest.Team
	beta  *apptest.Team
	job   *ats.Requisition
	ctx   context.Context
}

func newWorld(t *testing.T, db *sqldb.DB) *world {
	a := apptest.NewApp(t, db, apptest.ServerOptions{})
	w := &world{a: a, db: db, alpha: apptest.MustTeam(t, a, "alpha"), beta: apptest.MustTeam(t, a, "beta")}
	w.ctx = w.alpha.Ctx(t, recruit.RoleAdmin)
	w.job = apptest.MustCreateRequisition(t, w.ctx, a, apptest.JobInput("Backend engineer"))
	return w
}

func spool(t *testing.T, rule intake.Rule, name string, data []byte) *intake.File {
	t.Helper()
	f, err := intake.Spool(rule, name, bytes.NewReader(data))
	if err != nil {
		t.Fatalf("spool %s: %v", name, err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func sheet(t *testing.T, csv string) *intake.File {
	return spool(t, intake.Sheet, "candidates.csv", []byte(csv))
}

var pdf = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n")

func zipOf(t *testing.T, files map[string][]byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, data := range files {
		fw, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func (w *world) waitDone(t *testing.T, id int64) *bulkimport.Import {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		imp, err := w.a.Imports.Get(w.ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if imp.State == bulkimport.StateDone || imp.State == bulkimport.StateFailed {
			return imp
		}
		if time.Now().After(deadline) {
			t.Fatalf("import %d still %s after 30 s (%d rows done)", id, imp.State, imp.NextRow)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (w *world) applications(t *testing.T) int {
	t.Helper()
	var n int
	if err := w.db.Read.NewRaw("SELECT count(*) FROM candidate_applications WHERE requisition_id = ?", w.job.ID).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func kinds(ps []bulkimport.Problem) map[string][]int {
	out := map[string][]int{}
	for _, p := range ps {
		out[p.Kind] = append(out[p.Kind], p.Row)
	}
	return out
}

const header = "Name,Email,Phone,Experience,Company,Resume\n"

func TestImport(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		known := apptest.MustAddApplication(t, w.ctx, w.a, w.job, "Known Applicant", "known@example.com")
		other := apptest.MustCreateRequisition(t, w.ctx, w.a, apptest.JobInput("Designer"))
		apptest.MustAddApplication(t, w.ctx, w.a, other, "Elsewhere", "elsewhere@example.com")
		_ = known

		bad := header +
			"Ada Lovelace,ada@example.com,+91 98000 00001,5,Analytical,\n" + // 2 good
			"Bad Email,not-an-email,,,,\n" + // 3 error
			",noname@example.com,,,,\n" + // 4 error
			"Nan Years,nan@example.com,,NaN,,\n" + // 5 error
			"Inf Years,inf@example.com,,+Inf,,\n" + // 6 error
			"Known Applicant,KNOWN@example.com,,,,\n" + // 7 duplicate: already applied
			"Elsewhere,elsewhere@example.com,,,,\n" + // 8 duplicate: linked
			"Ada Again,ada@example.com,,,,\n" + // 9 duplicate in the sheet
			"Phone Twin,twin@example.com,+91-98000-00001,,,\n" + // 10 possible duplicate
			"\n" // a trailing blank line is not a row
		imp, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, bad), nil)
		if err != nil {
			t.Fatal(err)
		}
		if imp.TotalRows != 9 || imp.State != bulkimport.StateUploaded || imp.Mapping["email"] != "Email" || imp.Mapping["experience_years"] != "Experience" {
			t.Fatalf("created %+v", imp)
		}
		imp, err = w.a.Imports.SetMapping(w.ctx, imp.ID, imp.Mapping)
		if err != nil {
			t.Fatal(err)
		}
		got := kinds(imp.Problems)
		if fmt.Sprint(got[bulkimport.KindError]) != "[3 4 5 6]" || fmt.Sprint(got[bulkimport.KindDuplicate]) != "[7 8 9]" ||
			fmt.Sprint(got[bulkimport.KindPossibleDuplicate]) != "[10]" {
			t.Errorf("problems %v", got)
		}
		if imp.ErrorRows != 4 || imp.DuplicateRows != 3 || imp.PossibleDuplicateRows != 1 {
			t.Errorf("counts %d errors %d duplicates %d possible, want 4 3 1", imp.ErrorRows, imp.DuplicateRows, imp.PossibleDuplicateRows)
		}
		t.Run("NothingImportedWhileErrorsRemain", func(t *testing.T) {
			_, err := w.a.Imports.Start(w.ctx, imp.ID, false)
			if recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Fatalf("start: %v, want conflict", err)
			}
			if n := w.applications(t); n != 1 {
				t.Errorf("%d applications, want 1", n)
			}
		})
		t.Run("ReplaceKeepsMapping", func(t *testing.T) {
			fixed := strings.NewReplacer("not-an-email", "bad@example.com", ",noname@", "No Name,noname@",
				",NaN,", ",3,", ",+Inf,", ",4.5,").Replace(bad)
			mapping := imp.Mapping
			mapping["phone"] = "Phone"
			imp, err = w.a.Imports.Replace(w.ctx, imp.ID, sheet(t, fixed), nil)
			if err != nil {
				t.Fatal(err)
			}
			if imp.State != bulkimport.StatePreviewed || imp.ErrorRows != 0 || imp.DuplicateRows != 3 {
				t.Fatalf("replaced: %s, %d errors, %d duplicates", imp.State, imp.ErrorRows, imp.DuplicateRows)
			}
		})
		t.Run("Import", func(t *testing.T) {
			if _, err := w.a.Imports.Start(w.ctx, imp.ID, false); err != nil {
				t.Fatal(err)
			}
			done := w.waitDone(t, imp.ID)
			if done.State != bulkimport.StateDone || done.Imported != 6 || done.Linked != 1 || done.AlreadyApplied != 2 || done.NextRow != 9 {
				t.Fatalf("done %+v", done)
			}
			if n := w.applications(t); n != 8 {
				t.Errorf("%d applications, want 8 (1 before + 6 new + 1 linked)", n)
			}
			var src string
			db.Read.NewRaw("SELECT source FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id WHERE c.email = 'ada@example.com'").Scan(context.Background(), &src)
			if src != "bulk_import" {
				t.Errorf("source %q, want bulk_import", src)
			}
			var dup int
			db.Read.NewRaw("SELECT count(*) FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id WHERE c.email = 'twin@example.com' AND a.possible_duplicate_of IS NOT NULL").Scan(context.Background(), &dup)
			if dup != 1 {
				t.Errorf("twin not flagged as a possible duplicate")
			}
		})
		t.Run("RetriedRunWritesNothing", func(t *testing.T) {
			if _, err := db.Write.NewRaw("UPDATE bulk_imports SET state = 'importing' WHERE id = ?", imp.ID).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
			sys := recruit.WithActor(context.Background(), recruit.SystemActor(w.alpha.Company.ID))
			if err := w.a.Imports.Run(sys, imp.ID); err != nil {
				t.Fatal(err)
			}
			again, _ := w.a.Imports.Get(w.ctx, imp.ID)
			if n := w.applications(t); n != 8 || again.Imported != 6 || again.State != bulkimport.StateDone {
				t.Errorf("after a retry: %d applications, %d imported, %s", n, again.Imported, again.State)
			}
		})
		t.Run("ErrAlreadyStarted", func(t *testing.T) {
			if _, err := w.a.Imports.Replace(w.ctx, imp.ID, sheet(t, bad), nil); recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Errorf("replace after start: %v", err)
			}
		})
	})
}

func TestSkipBadRowsAndResumes(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		w.a.Imports.BatchSize = 2 // several batches, several cursor moves
		csv := header +
			"One,one@example.com,,,,one.pdf\n" +
			"Two,broken,,,,two.pdf\n" +
			"Three,three@example.com,,,,THREE.PDF\n" +
			"Four,four@example.com,,,,missing.pdf\n" +
			"Five,five@example.com,,,,\n"
		z := zipOf(t, map[string][]byte{"cvs/one.pdf": pdf, "three.pdf": pdf, "two.pdf": pdf})
		imp, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, csv), spool(t, intake.ResumeArchive, "cvs.zip", z))
		if err != nil {
			t.Fatal(err)
		}
		imp, err = w.a.Imports.SetMapping(w.ctx, imp.ID, imp.Mapping)
		if err != nil {
			t.Fatal(err)
		}
		if got := kinds(imp.Problems); fmt.Sprint(got) != "map[error:[3] resume_missing:[5]]" {
			t.Errorf("problems %v", got)
		}
		if _, err := w.a.Imports.Start(w.ctx, imp.ID, true); err != nil {
			t.Fatal(err)
		}
		done := w.waitDone(t, imp.ID)
		if done.Imported != 4 || done.Skipped != 1 || done.ResumesAttached != 2 || done.ResumesMissing != 1 {
			t.Fatalf("done %+v", done)
		}
		var emails []string
		db.Read.NewRaw("SELECT c.email FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id WHERE a.requisition_id = ? ORDER BY c.email", w.job.ID).Scan(context.Background(), &emails)
		if fmt.Sprint(emails) != "[five@example.com four@example.com one@example.com three@example.com]" {
			t.Errorf("imported %v", emails)
		}
		var withResume int
		db.Read.NewRaw("SELECT count(*) FROM candidate_applications WHERE requisition_id = ? AND resume_key <> ''", w.job.ID).Scan(context.Background(), &withResume)
		if withResume != 2 {
			t.Errorf("%d resumes attached, want 2", withResume)
		}
		page, err := w.a.Imports.Problems(w.ctx, imp.ID, bulkimport.KindSkipped, 1, 20)
		if err != nil || page.Total != 1 || page.Problems[0].Row != 3 {
			t.Errorf("skipped problems %+v %v", page, err)
		}
	})
}

func TestXLSX(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		f := excelize.NewFile()
		for i, row := range [][]any{{"Name", "Email", "Experience"}, {"Grace Hopper", "grace@example.com", 30}, {"Alan Turing", "alan@example.com", 12.5}} {
			cell, _ := excelize.CoordinatesToCellName(1, i+1)
			f.SetSheetRow("Sheet1", cell, &row)
		}
		var buf bytes.Buffer
		if err := f.Write(&buf); err != nil {
			t.Fatal(err)
		}
		imp, err := w.a.Imports.Create(w.ctx, w.job.ID, spool(t, intake.Sheet, "people.xlsx", buf.Bytes()), nil)
		if err != nil {
			t.Fatal(err)
		}
		imp, err = w.a.Imports.SetMapping(w.ctx, imp.ID, imp.Mapping)
		if err != nil || imp.TotalRows != 2 || imp.ErrorRows != 0 {
			t.Fatalf("preview %+v %v", imp, err)
		}
		if _, err := w.a.Imports.Start(w.ctx, imp.ID, false); err != nil {
			t.Fatal(err)
		}
		if done := w.waitDone(t, imp.ID); done.Imported != 2 {
			t.Fatalf("done %+v", done)
		}
	})
}

func TestRefusedFiles(t *testing.T) {
	t.Parallel()
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89")
	for _, tc := range []struct {
		name string
		rule intake.Rule
		file string
		data []byte
	}{
		{"PNGNamedCSV", intake.Sheet, "people.csv", png},
		{"ZipNamedXLSX", intake.Sheet, "people.xlsx", zipOf(t, map[string][]byte{"a.txt": []byte("x")})},
		{"NULInCSV", intake.Sheet, "people.csv", []byte("Name,Email\nA\x00,a@example.com\n")},
		{"Latin1CSV", intake.Sheet, "people.csv", []byte("Name,Email\nJos\xe9,j@example.com\n")},
		{"PDFNamedZip", intake.ResumeArchive, "cvs.zip", pdf},
		{"Empty", intake.Sheet, "people.csv", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := intake.Spool(tc.rule, tc.file, bytes.NewReader(tc.data)); recruit.ErrorCode(err) != recruit.EUNSUPPORTED {
				t.Errorf("spool: %v, want unsupported", err)
			}
		})
	}
	t.Run("TooManyEntries", func(t *testing.T) {
		files := map[string][]byte{}
		for i := 0; i <= intake.MaxArchiveEntries; i++ {
			files[fmt.Sprintf("%d.pdf", i)] = nil
		}
		if _, err := intake.Spool(intake.ResumeArchive, "cvs.zip", bytes.NewReader(zipOf(t, files))); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("spool: %v, want invalid", err)
		}
	})
	t.Run("Bomb", func(t *testing.T) {
		// 64 MB of zeros compress to about 64 KB.
		z := zipOf(t, map[string][]byte{"bomb.pdf": append([]byte("%PDF-1.4\n"), make([]byte, 64<<20)...)})
		if _, err := intake.Spool(intake.ResumeArchive, "cvs.zip", bytes.NewReader(z)); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("spool: %v, want invalid", err)
		}
	})
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		t.Run("TooManyRows", func(t *testing.T) {
			var b strings.Builder
			b.WriteString("Name,Email\n")
			for i := 0; i <= bulkimport.MaxRows; i++ {
				fmt.Fprintf(&b, "P%d,p%d@example.com\n", i, i)
			}
			if _, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, b.String()), nil); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("create: %v, want invalid", err)
			}
		})
		t.Run("NoRows", func(t *testing.T) {
			if _, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, "Name,Email\n\n"), nil); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("create: %v, want invalid", err)
			}
		})
		t.Run("MappingWithoutEmail", func(t *testing.T) {
			imp, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, "Name,Mail address\nA,a@example.com\n"), nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.a.Imports.SetMapping(w.ctx, imp.ID, map[string]string{"name": "Name"}); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("mapping: %v, want invalid", err)
			}
			if _, err := w.a.Imports.SetMapping(w.ctx, imp.ID, map[string]string{"name": "Name", "email": "Nope"}); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("mapping to a missing header: %v, want invalid", err)
			}
			if _, err := w.a.Imports.Start(w.ctx, imp.ID, true); recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Errorf("start before the mapping: %v, want conflict", err)
			}
		})
	})
}

func TestTenants(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		imp, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, "Name,Email\nA,a@example.com\n"), nil)
		if err != nil {
			t.Fatal(err)
		}
		beta := w.beta.Ctx(t, recruit.RoleAdmin)
		if _, err := w.a.Imports.Get(beta, imp.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company's import: %v, want not found", err)
		}
		if _, err := w.a.Imports.Create(beta, w.job.ID, sheet(t, "Name,Email\nA,a@example.com\n"), nil); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company's job: %v, want not found", err)
		}
		if _, err := w.a.Imports.Get(w.alpha.Ctx(t, recruit.RolePanel), imp.ID); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("panel member: %v, want forbidden", err)
		}
		if _, err := w.a.Imports.Get(w.alpha.Ctx(t, recruit.RoleHiringManager), imp.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("hiring manager of other jobs: %v, want not found", err)
		}
	})
}
