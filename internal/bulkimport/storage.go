package bulkimport

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// An import's files are kept only while they are needed (security review
// 3, L6): uploads are counted per company (RateBucket, through the Gate),
// the files a company keeps are held to a quota, and the hourly purge
// removes the files of a finished import, and of one not started within
// AbandonAfter.

// RateBucket is the rate bucket (auth's rate_events) counting a company's
// uploads, new imports and replaced files alike.
const RateBucket = "bulk_import_upload"

// AbandonAfter is how long an import may wait unstarted before its files
// are removed.
const AbandonAfter = 24 * time.Hour

// DefaultQuota is a company's import storage when the Service sets none:
// two imports with a full zip of resumes.
const DefaultQuota = 2 << 30

// Gate counts a company's uploads (auth.Service.LimitRate).
type Gate interface {
	LimitRate(ctx context.Context, bucket, client string) error
}

// CheckUpload refuses, before any of the body is read, an upload the
// actor may not send: a job they may not import into, a company over its
// upload rate, or one whose import files already fill its quota. The
// upload is counted.
func (s *Service) CheckUpload(ctx context.Context, requisitionID int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermImportCandidates)
	if err != nil {
		return err
	}
	if _, err := s.Jobs.ImportableJob(ctx, requisitionID); err != nil {
		return err
	}
	return s.admit(ctx, companyID)
}

// CheckReplace is CheckUpload for new files of an import.
func (s *Service) CheckReplace(ctx context.Context, id int64) error {
	imp, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	return s.admit(ctx, imp.CompanyID)
}

func (s *Service) admit(ctx context.Context, companyID int64) error {
	if s.Gate != nil {
		err := s.Gate.LimitRate(ctx, RateBucket, "company:"+strconv.FormatInt(companyID, 10))
		var re *recruit.Error
		if errors.As(err, &re) && re.Code == recruit.ETHROTTLED {
			minutes := int(math.Max(1, math.Ceil(re.RetryAfter.Minutes())))
			return &recruit.Error{Code: recruit.ETHROTTLED, RetryAfter: re.RetryAfter,
				Message: fmt.Sprintf("Your company has uploaded too many import files in the last hour; please try again in %s.", plural(minutes, "minute"))}
		} else if err != nil {
			return err
		}
	}
	used, err := s.stored(ctx, companyID, 0)
	if err != nil {
		return err
	}
	if used >= s.quota() {
		return s.overQuota()
	}
	return nil
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

func (s *Service) quota() int64 {
	if s.Quota > 0 {
		return s.Quota
	}
	return DefaultQuota
}

func (s *Service) overQuota() error {
	return recruit.Errorf(recruit.ETOOLARGE, "Your company's imports already keep %d MB of files, the most allowed. Start or finish the imports you uploaded "+
		"(the files of an import not started within 24 hours are removed), then try again.", s.quota()>>20)
}

// stored is the bytes of import files a company keeps, leaving out the
// import except (0 for none).
func (s *Service) stored(ctx context.Context, companyID, except int64) (int64, error) {
	var n int64
	err := s.DB.Conn(ctx).NewRaw("SELECT coalesce(sum(sheet_size + zip_size), 0) FROM bulk_imports WHERE company_id = ? AND id <> ?",
		companyID, except).Scan(ctx, &n)
	return n, err
}

// withinQuota runs write in a transaction after checking that the
// company's files, with adding more bytes (and without those of import
// except), stay within its quota. On PostgreSQL an advisory lock per
// company serialises the check with other uploads (SQLite has one
// writer), so two parallel uploads cannot both pass it.
func (s *Service) withinQuota(ctx context.Context, companyID, except, adding int64, write func(ctx context.Context) error) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if s.DB.Engine == sqldb.Postgres {
			if _, err := s.DB.Conn(ctx).NewRaw("SELECT pg_advisory_xact_lock(?)", lockKey(companyID)).Exec(ctx); err != nil {
				return err
			}
		}
		used, err := s.stored(ctx, companyID, except)
		if err != nil {
			return err
		}
		if used+adding > s.quota() {
			return s.overQuota()
		}
		return write(ctx)
	})
}

// lockKey is the advisory lock of a company's import storage.
func lockKey(companyID int64) int64 { return 0x1b0a_0000_0000_0000 | companyID }

// PurgeArgs is the hourly job that removes the files of finished and
// abandoned imports.
type PurgeArgs struct{}

// Kind names the job.
func (PurgeArgs) Kind() string { return "purge_imports" }

// PurgeWorker runs Purge.
type PurgeWorker struct {
	river.WorkerDefaults[PurgeArgs]
	Imports *Service
}

// Work purges once.
func (w *PurgeWorker) Work(ctx context.Context, _ *river.Job[PurgeArgs]) error {
	return w.Imports.Purge(ctx, sqldb.NowIn(ctx))
}

// abandoned is the failure an import not started in time is left with.
const abandoned = "This import was not started within 24 hours, so its files were removed. Please upload the sheet again."

// Purge removes the files of every finished import (done or failed) and
// of every import not started for AbandonAfter, which is marked failed
// with the reason. Each import is changed only if it is still as read, so
// a Start or Replace racing the purge wins or loses whole.
func (s *Service) Purge(ctx context.Context, now time.Time) error {
	var imps []Import
	if err := s.DB.Read.NewRaw(`SELECT * FROM bulk_imports WHERE (sheet_key <> '' OR zip_key <> '')
		AND (state IN (?, ?) OR (state IN (?, ?) AND updated_at < ?)) ORDER BY id LIMIT 1000`,
		StateDone, StateFailed, StateUploaded, StatePreviewed, now.Add(-AbandonAfter)).Scan(ctx, &imps); err != nil {
		return err
	}
	for i := range imps {
		if err := s.release(ctx, &imps[i]); err != nil {
			return err
		}
	}
	return nil
}

// release forgets an import's files (a not-started import becomes failed)
// and deletes them from the blob store.
func (s *Service) release(ctx context.Context, imp *Import) error {
	state, failure := imp.State, imp.Failure
	if state == StateUploaded || state == StatePreviewed {
		state, failure = StateFailed, abandoned
	}
	res, err := s.DB.Write.NewRaw(`UPDATE bulk_imports SET sheet_key = '', zip_key = '', sheet_size = 0, zip_size = 0, state = ?, failure = ?, updated_at = ?
		WHERE id = ? AND company_id = ? AND state = ? AND sheet_key = ? AND zip_key = ?`, state, failure, sqldb.NowIn(ctx),
		imp.ID, imp.CompanyID, imp.State, imp.SheetKey, imp.ZipKey).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 1 {
		s.drop(ctx, imp.SheetKey, imp.ZipKey)
	}
	return nil
}
