package bulkimport_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/blob"
	"hirekit/internal/bulkimport"
	"hirekit/internal/config"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

const twoRows = header + "Ada Lovelace,ada@example.com,,,,\nAlan Turing,alan@example.com,,,,\n"

// stored reports whether the blob store still holds key.
func (w *world) stored(t *testing.T, key string) bool {
	t.Helper()
	rc, err := w.a.Files.Open(context.Background(), key)
	if errors.Is(err, blob.ErrNotFound) {
		return false
	} else if err != nil {
		t.Fatal(err)
	}
	rc.Close()
	return true
}

func TestReplaceDeletesReplacedFiles(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		first, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, twoRows), spool(t, intake.ResumeArchive, "cvs.zip", zipOf(t, map[string][]byte{"a.pdf": pdf})))
		if err != nil {
			t.Fatal(err)
		}
		// A new sheet alone keeps the zip.
		second, err := w.a.Imports.Replace(w.ctx, first.ID, sheet(t, twoRows), nil)
		if err != nil {
			t.Fatal(err)
		}
		if w.stored(t, first.SheetKey) || !w.stored(t, second.SheetKey) || second.ZipKey != first.ZipKey || !w.stored(t, second.ZipKey) {
			t.Fatalf("after replacing the sheet: old sheet kept %v, new %v, zip %q → %q", w.stored(t, first.SheetKey), w.stored(t, second.SheetKey), first.ZipKey, second.ZipKey)
		}
		third, err := w.a.Imports.Replace(w.ctx, first.ID, sheet(t, twoRows), spool(t, intake.ResumeArchive, "cvs.zip", zipOf(t, map[string][]byte{"b.pdf": pdf})))
		if err != nil {
			t.Fatal(err)
		}
		if w.stored(t, second.SheetKey) || w.stored(t, second.ZipKey) || !w.stored(t, third.ZipKey) {
			t.Fatalf("after replacing both: old sheet kept %v, old zip kept %v", w.stored(t, second.SheetKey), w.stored(t, second.ZipKey))
		}
		if third.SheetSize != int64(len(twoRows)) || third.ZipSize == 0 {
			t.Errorf("sizes %d and %d, want %d and the zip's", third.SheetSize, third.ZipSize, len(twoRows))
		}
	})
}

func TestQuota(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		// Room for two sheets of two rows, not three.
		w.a.Imports.Quota = int64(2 * len(twoRows))
		var imps []*bulkimport.Import
		for range 2 {
			if err := w.a.Imports.CheckUpload(w.ctx, w.job.ID); err != nil {
				t.Fatal(err)
			}
			imp, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, twoRows), nil)
			if err != nil {
				t.Fatal(err)
			}
			imps = append(imps, imp)
		}
		t.Run("ErrOverQuotaBeforeTheBody", func(t *testing.T) {
			err := w.a.Imports.CheckUpload(w.ctx, w.job.ID)
			if recruit.ErrorCode(err) != recruit.ETOOLARGE || !strings.Contains(recruit.ErrorMessage(err), "the most allowed") {
				t.Fatalf("got %v, want 413 over quota", err)
			}
		})
		t.Run("ErrOverQuotaAfterTheBody", func(t *testing.T) {
			w.a.Imports.Quota += int64(len(twoRows)) / 2
			_, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, twoRows), nil)
			if recruit.ErrorCode(err) != recruit.ETOOLARGE {
				t.Fatalf("got %v, want 413 over quota", err)
			}
			var n int
			db.Read.NewRaw("SELECT count(*) FROM bulk_imports WHERE company_id = ?", w.alpha.Company.ID).Scan(context.Background(), &n)
			if n != 2 {
				t.Errorf("%d imports, want 2", n)
			}
		})
		t.Run("ReplaceCountsOnlyTheNewFiles", func(t *testing.T) {
			if _, err := w.a.Imports.Replace(w.ctx, imps[0].ID, sheet(t, twoRows), nil); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("OtherCompaniesUnaffected", func(t *testing.T) {
			beta := w.beta.Ctx(t, recruit.RoleAdmin)
			job := apptest.MustCreateRequisition(t, beta, w.a, apptest.JobInput("Designer"))
			if _, err := w.a.Imports.Create(beta, job.ID, sheet(t, twoRows), nil); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("PurgeFreesRoom", func(t *testing.T) {
			if err := w.a.Imports.Purge(context.Background(), time.Now().Add(bulkimport.AbandonAfter+time.Minute)); err != nil {
				t.Fatal(err)
			}
			if _, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, twoRows), nil); err != nil {
				t.Fatal(err)
			}
		})
	})
}

func TestPurge(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		old, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, twoRows), spool(t, intake.ResumeArchive, "cvs.zip", zipOf(t, map[string][]byte{"a.pdf": pdf})))
		if err != nil {
			t.Fatal(err)
		}
		t.Run("FinishedImportLosesItsFiles", func(t *testing.T) {
			imp, err := w.a.Imports.Create(w.ctx, w.job.ID, sheet(t, twoRows), nil)
			if err != nil {
				t.Fatal(err)
			}
			if imp, err = w.a.Imports.SetMapping(w.ctx, imp.ID, imp.Mapping); err != nil {
				t.Fatal(err)
			}
			if _, err := w.a.Imports.Start(w.ctx, imp.ID, false); err != nil {
				t.Fatal(err)
			}
			if done := w.waitDone(t, imp.ID); done.State != bulkimport.StateDone || done.Imported != 2 {
				t.Fatalf("done: %s, %d imported", done.State, done.Imported)
			}
			if err := w.a.Imports.Purge(context.Background(), time.Now()); err != nil {
				t.Fatal(err)
			}
			done, _ := w.a.Imports.Get(w.ctx, imp.ID)
			if done.State != bulkimport.StateDone || done.Imported != 2 || done.SheetKey != "" || done.SheetSize != 0 || w.stored(t, imp.SheetKey) {
				t.Fatalf("done: %s, %d imported, sheet %q (%d bytes), stored %v", done.State, done.Imported, done.SheetKey, done.SheetSize, w.stored(t, imp.SheetKey))
			}
		})
		t.Run("FreshImportKept", func(t *testing.T) {
			if err := w.a.Imports.Purge(context.Background(), time.Now()); err != nil {
				t.Fatal(err)
			}
			if imp, _ := w.a.Imports.Get(w.ctx, old.ID); imp.State != bulkimport.StateUploaded || !w.stored(t, old.SheetKey) || !w.stored(t, old.ZipKey) {
				t.Fatalf("a fresh import was purged: %+v", imp)
			}
		})
		t.Run("AbandonedImportLosesItsFiles", func(t *testing.T) {
			if err := w.a.Imports.Purge(context.Background(), time.Now().Add(bulkimport.AbandonAfter+time.Minute)); err != nil {
				t.Fatal(err)
			}
			imp, err := w.a.Imports.Get(w.ctx, old.ID)
			if err != nil {
				t.Fatal(err)
			}
			if imp.State != bulkimport.StateFailed || !strings.Contains(imp.Failure, "not started within 24 hours") || imp.SheetKey != "" || imp.ZipKey != "" ||
				w.stored(t, old.SheetKey) || w.stored(t, old.ZipKey) {
				t.Fatalf("abandoned: %s %q, sheet %q zip %q, stored %v %v", imp.State, imp.Failure, imp.SheetKey, imp.ZipKey, w.stored(t, old.SheetKey), w.stored(t, old.ZipKey))
			}
			if _, err := w.a.Imports.Start(w.ctx, old.ID, true); recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Errorf("start of a purged import: %v, want conflict", err)
			}
		})
	})
}

// TestUploadRate sends import files through the route until the company's
// hourly allowance (HIREKIT_IMPORT_UPLOADS_PER_HOUR, here 2) is spent:
// the next answers 429, whoever of the company sends it, and another
// company is not affected.
func TestUploadRate(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Configure: func(c *config.Config) { c.ImportUploadsPerHour = 2 }})
		alpha, beta := apptest.MustTeam(t, srv.App, "alpha"), apptest.MustTeam(t, srv.App, "beta")
		upload := func(tm *apptest.Team, role string) apptest.Response {
			job := apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleAdmin), srv.App, apptest.JobInput("Backend engineer"))
			return srv.Upload(t, fmt.Sprintf("/api/v1/requisitions/%d/bulk-imports", job.ID), tm.Tokens[role], nil, "sheet", "people.csv", []byte(twoRows))
		}
		for i, role := range []string{recruit.RoleTA, recruit.RoleAdmin} {
			if r := upload(alpha, role); r.Status != 200 {
				t.Fatalf("upload %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		r := upload(alpha, recruit.RoleTA)
		if r.Status != 429 || !strings.Contains(r.Body, "Your company has uploaded too many import files in the last hour; please try again in 60 minutes.") ||
			r.Header.Get("Retry-After") == "" {
			t.Fatalf("third upload: %d %s (Retry-After %q), want 429", r.Status, r.Body, r.Header.Get("Retry-After"))
		}
		if r := upload(beta, recruit.RoleTA); r.Status != 200 {
			t.Fatalf("another company: %d %s", r.Status, r.Body)
		}
	})
}
