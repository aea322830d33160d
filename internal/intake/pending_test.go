package intake_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/blob"
	"hirekit/internal/intake"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// TestPendingFiles: a file saved and claimed with its row stays; a file
// saved but never claimed (its process died before the row committed) is
// deleted by PurgePending once PendingFor has passed, and not before.
func TestPendingFiles(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		blobs, err := blob.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		s := &intake.Store{Blobs: blobs, DB: db}
		save := func() string {
			t.Helper()
			f, err := intake.Spool(intake.ScreeningResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(fixture.SamplePerson())))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			key, err := s.Save(ctx, intake.ScreeningResume, 1, f)
			if err != nil {
				t.Fatal(err)
			}
			return key
		}
		kept, lost := save(), save()
		if err := db.RunInTx(ctx, func(ctx context.Context) error { return s.Claim(ctx, kept) }); err != nil {
			t.Fatal(err)
		}
		exists := func(key string) bool {
			rc, _, err := blobs.Open(ctx, key)
			if errors.Is(err, blob.ErrNotFound) {
				return false
			} else if err != nil {
				t.Fatal(err)
			}
			rc.Close()
			return true
		}
		if n, err := s.PurgePending(ctx, time.Now()); err != nil || n != 0 {
			t.Errorf("purge at once: %d deleted (%v), want 0", n, err)
		}
		if n, err := s.PurgePending(ctx, time.Now().Add(intake.PendingFor+time.Minute)); err != nil || n != 1 {
			t.Errorf("purge after PendingFor: %d deleted (%v), want 1", n, err)
		}
		if !exists(kept) {
			t.Error("the claimed file was deleted")
		}
		if exists(lost) {
			t.Error("the file never claimed is still there")
		}
		// Delete (an upload refused after Save) leaves no pending row.
		refused := save()
		if err := s.Delete(ctx, refused); err != nil {
			t.Fatal(err)
		}
		var rows int
		if err := db.Read.NewRaw("SELECT count(*) FROM pending_blobs").Scan(ctx, &rows); err != nil || rows != 0 {
			t.Errorf("%d pending rows left (%v), want 0", rows, err)
		}
	})
}

// TestPendingStampedByWallClock: a file saved in a back-dated context (the
// demo loader's) is not purged as old while its writer has yet to claim it.
func TestPendingStampedByWallClock(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		blobs, err := blob.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		s := &intake.Store{Blobs: blobs, DB: db}
		past := time.Now().AddDate(0, -3, 0)
		ctx := sqldb.WithClock(context.Background(), func() time.Time { return past })
		f, err := intake.Spool(intake.ScreeningResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(fixture.SamplePerson())))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		key, err := s.Save(ctx, intake.ScreeningResume, 1, f)
		if err != nil {
			t.Fatal(err)
		}
		if n, err := s.PurgePending(context.Background(), time.Now()); err != nil || n != 0 {
			t.Errorf("purge right after a back-dated save: %d deleted (%v), want 0", n, err)
		}
		if _, _, err := blobs.Open(context.Background(), key); err != nil {
			t.Errorf("the file saved in the past's context: %v", err)
		}
	})
}
