package bulkimport

import (
	"archive/zip"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/riverqueue/river"

	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Start begins a previewed import in the background. While rows have
// errors nothing is imported, unless skipBadRows says to leave them out.
// The job is enqueued in the transaction that marks the import started.
func (s *Service) Start(ctx context.Context, id int64, skipBadRows bool) (*Import, error) {
	imp, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	switch {
	case imp.State == StateUploaded:
		return nil, recruit.Errorf(recruit.ECONFLICT, "Please confirm the columns first")
	case imp.State != StatePreviewed:
		return nil, recruit.Errorf(recruit.ECONFLICT, "This import has already started")
	case imp.ErrorRows > 0 && !skipBadRows:
		return nil, recruit.Errorf(recruit.ECONFLICT, "%d rows have errors: fix them and replace the file, or choose to skip them", imp.ErrorRows)
	case imp.ErrorRows >= imp.TotalRows:
		return nil, recruit.Errorf(recruit.EINVALID, "No row can be imported")
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE bulk_imports SET state = ?, skip_bad_rows = ?, updated_at = ? WHERE id = ? AND company_id = ? AND state = ?`,
			StateImporting, skipBadRows, sqldb.NowIn(ctx), imp.ID, imp.CompanyID, StatePreviewed).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ECONFLICT, "This import has already started")
		}
		_, err = s.Queue.Insert(ctx, RunArgs{ImportID: imp.ID, CompanyID: imp.CompanyID}, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.read(ctx, imp.CompanyID, imp.ID)
}

// RunArgs is the job that writes an import's rows.
type RunArgs struct {
	ImportID  int64 `json:"import_id"`
	CompanyID int64 `json:"company_id"`
}

// Kind names the job.
func (RunArgs) Kind() string { return "bulk_import" }

// InsertOpts gives a failing import a few tries (each resumes from the
// cursor) before it is marked failed.
func (RunArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 5}
}

// Worker runs Run as the system for the import's company.
type Worker struct {
	river.WorkerDefaults[RunArgs]
	Imports *Service
}

// Work writes an import's rows; a domain error ends the job (the import
// is marked failed), anything else is retried from the import's cursor.
func (w *Worker) Work(ctx context.Context, job *river.Job[RunArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	err := w.Imports.Run(ctx, job.Args.ImportID)
	if code := recruit.ErrorCode(err); err != nil && code != recruit.EINTERNAL && code != recruit.EUNAVAILABLE {
		w.Imports.fail(ctx, job.Args.CompanyID, job.Args.ImportID, recruit.ErrorMessage(err))
	} else if err != nil && job.Attempt >= job.MaxAttempts {
		w.Imports.fail(ctx, job.Args.CompanyID, job.Args.ImportID, "The import stopped on an error; the rows written so far stay")
	}
	return ats.Permanent(err)
}

func (s *Service) fail(ctx context.Context, companyID, id int64, msg string) {
	s.DB.Write.NewRaw("UPDATE bulk_imports SET state = ?, failure = ?, updated_at = ? WHERE id = ? AND company_id = ? AND state = ?",
		StateFailed, msg, sqldb.NowIn(ctx), id, companyID, StateImporting).Exec(ctx)
}

// Run streams the sheet of an import being imported from its cursor and
// writes it in batches, each in one transaction with the cursor's move,
// so a retried run never writes a row twice. Each row's resume is taken
// from the zip by its file name and saved before its batch (and removed
// again if the batch fails); a missing or refused file is noted in the
// summary and the row imported without it.
func (s *Service) Run(ctx context.Context, id int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermRunImport)
	if err != nil {
		return err
	}
	imp, err := s.read(ctx, companyID, id)
	if err != nil {
		return err
	}
	if imp.State != StateImporting {
		return nil
	}
	idx, err := columns(imp.Headers, imp.Mapping)
	if err != nil {
		return err
	}
	var entries map[string]*zip.File
	if _, ok := idx["resume"]; ok && imp.ZipKey != "" {
		zr, done, err := s.openZip(ctx, imp)
		if err != nil {
			return err
		}
		defer done()
		entries = zipIndex(zr)
	}
	rs, done, err := s.openSheet(ctx, imp)
	if err != nil {
		return err
	}
	defer done()
	size := s.BatchSize
	if size <= 0 {
		size = 250
	}
	var batch []pendingRow
	dataRow, row, header := 0, 0, true
	for {
		rec, err := rs.Next()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return err
		}
		row++
		if blank(rec) {
			continue
		}
		if header {
			header = false
			continue
		}
		if dataRow++; dataRow <= imp.NextRow {
			continue // written by an earlier run
		}
		batch = append(batch, pendingRow{row: row, in: parseRow(rec, idx)})
		if len(batch) == size {
			if err := s.writeBatch(ctx, imp, batch, entries); err != nil {
				return err
			}
			batch = batch[:0]
		}
	}
	if err := s.writeBatch(ctx, imp, batch, entries); err != nil {
		return err
	}
	_, err = s.DB.Write.NewRaw("UPDATE bulk_imports SET state = ?, updated_at = ? WHERE id = ? AND company_id = ? AND state = ?",
		StateDone, sqldb.NowIn(ctx), imp.ID, imp.CompanyID, StateImporting).Exec(ctx)
	return err
}

type pendingRow struct {
	row int
	in  rowInput
}

// writeBatch writes one batch and moves the cursor past it.
func (s *Service) writeBatch(ctx context.Context, imp *Import, batch []pendingRow, entries map[string]*zip.File) error {
	if len(batch) == 0 {
		return nil
	}
	var rows []ats.ImportRow
	var problems []Problem
	var saved []string
	attached, missing, skipped := 0, 0, 0
	for _, p := range batch {
		if p.in.errMsg != "" {
			// Validation found it; the user chose to skip it.
			skipped++
			problems = append(problems, Problem{Row: p.row, Kind: KindSkipped, Field: p.in.errField, Message: p.in.errMsg})
			continue
		}
		r := ats.ImportRow{Input: p.in.in}
		if name := p.in.resume; name != "" {
			key, msg, err := s.attach(ctx, imp, entries, name)
			if err != nil {
				s.drop(ctx, saved...)
				return err
			}
			if key != "" {
				saved = append(saved, key)
				r.ResumeKey, r.ResumeName = key, name
				attached++
			} else {
				missing++
				problems = append(problems, Problem{Row: p.row, Kind: KindResumeMissing, Field: "resume", Message: msg})
			}
		}
		rows = append(rows, r)
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		outcomes, err := s.Jobs.ImportApplications(ctx, imp.RequisitionID, imp.CreatedBy, rows)
		if err != nil {
			return err
		}
		var imported, linked, already int
		for _, o := range outcomes {
			switch o {
			case ats.OutcomeImported:
				imported++
			case ats.OutcomeLinked:
				linked++
			case ats.OutcomeAlreadyApplied:
				already++
			}
		}
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE bulk_imports SET next_row = next_row + ?, imported = imported + ?, linked = linked + ?,
			already_applied = already_applied + ?, skipped = skipped + ?, resumes_attached = resumes_attached + ?, resumes_missing = resumes_missing + ?,
			updated_at = ? WHERE id = ? AND company_id = ? AND state = ? AND next_row = ?`, len(batch), imported, linked, already, skipped,
			attached, missing, sqldb.NowIn(ctx), imp.ID, imp.CompanyID, StateImporting, imp.NextRow).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			// Another run moved the cursor: this one must not write.
			return errMoved
		}
		// Problems of resumes attached to a row already applied stay noted.
		return s.insertProblems(ctx, imp, problems)
	})
	if err != nil {
		s.drop(ctx, saved...)
		if errors.Is(err, errMoved) {
			return recruit.Errorf(recruit.ECONFLICT, "The import is being written by another run")
		}
		return err
	}
	imp.NextRow += len(batch)
	return nil
}

var errMoved = errors.New("bulkimport: cursor moved")

// attach saves a row's resume from the zip; key "" with a message when
// the zip lacks it or the file is not a resume.
func (s *Service) attach(ctx context.Context, imp *Import, entries map[string]*zip.File, name string) (string, string, error) {
	if entries == nil {
		return "", "No zip of resumes was uploaded", nil
	}
	e, ok := entries[strings.ToLower(name)]
	if !ok {
		return "", fmt.Sprintf("The zip has no file named %q", name), nil
	}
	f, err := intake.OpenArchiveEntry(e)
	if err != nil {
		if code := recruit.ErrorCode(err); code != recruit.EINTERNAL {
			return "", fmt.Sprintf("%s: %s", name, recruit.ErrorMessage(err)), nil
		}
		return "", "", err
	}
	defer f.Close()
	key, err := s.Files.Save(ctx, intake.ApplicationResume, imp.CompanyID, f)
	return key, "", err
}
