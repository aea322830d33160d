package export

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/riverqueue/river"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// Worker runs Run as the system for the export's company.
type Worker struct {
	river.WorkerDefaults[RunArgs]
	Exports *Service
}

// Work writes an export's file. A domain error (the user may no longer
// export, the filter no longer holds) ends it as failed with its message;
// anything else is tried again, from the first row, until the last try
// marks it failed.
func (w *Worker) Work(ctx context.Context, job *river.Job[RunArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	err := w.Exports.Run(ctx, job.Args.ExportID)
	if code := recruit.ErrorCode(err); err != nil && code != recruit.EINTERNAL && code != recruit.EUNAVAILABLE {
		w.Exports.fail(ctx, job.Args.CompanyID, job.Args.ExportID, recruit.ErrorMessage(err))
	} else if err != nil && job.Attempt >= job.MaxAttempts {
		w.Exports.fail(ctx, job.Args.CompanyID, job.Args.ExportID, "The export stopped on an error; please try again")
	}
	return ats.Permanent(err)
}

func (s *Service) fail(ctx context.Context, companyID, id int64, msg string) {
	s.DB.Write.NewRaw("UPDATE exports SET state = ?, error = ?, updated_at = ? WHERE id = ? AND company_id = ? AND state IN (?, ?)",
		StateFailed, msg, s.now(), id, companyID, StateQueued, StateRunning).Exec(ctx)
}

// Run writes the file of a queued (or interrupted) export into the blob
// store, as the user who asked: their row rules choose the rows, read
// again now, so a user deactivated or moved off a job meanwhile exports
// no more than they may see today.
func (s *Service) Run(ctx context.Context, id int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermRunExport)
	if err != nil {
		return err
	}
	var x Export
	err = s.DB.Conn(ctx).NewRaw("SELECT * FROM exports WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &x)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // purged meanwhile
	} else if err != nil {
		return err
	}
	if x.State != StateQueued && x.State != StateRunning {
		return nil
	}
	var req Request
	if err := json.Unmarshal([]byte(x.RequestRaw), &req); err != nil {
		return err
	}
	userCtx, err := s.asRequester(ctx, &x)
	if err != nil {
		return err
	}
	// The key is recorded before the file is written, so the purge finds
	// a file whatever happens to the run.
	x.FileKey = fmt.Sprintf("exports/%d/%s.%s", x.CompanyID, x.Slug, x.Format)
	if _, err := s.DB.Write.NewRaw("UPDATE exports SET state = ?, rows_done = 0, file_key = ?, updated_at = ? WHERE id = ? AND company_id = ?",
		StateRunning, x.FileKey, s.now(), x.ID, x.CompanyID).Exec(ctx); err != nil {
		return err
	}
	var rows int
	size, err := s.store(ctx, x.FileKey, x.Format, func(sh sheet) error {
		var err error
		if x.Kind == KindMetric {
			rows, err = s.writeMetric(userCtx, sh, &req)
		} else {
			rows, err = s.writeCandidates(userCtx, sh, &x, &req)
		}
		return err
	})
	if err != nil {
		return err
	}
	res, err := s.DB.Write.NewRaw(`UPDATE exports SET state = ?, rows_done = ?, rows_total = ?, file_key = ?, file_size = ?, error = '', updated_at = ?
		WHERE id = ? AND company_id = ? AND state = ?`, StateDone, rows, rows, x.FileKey, size, s.now(), x.ID, x.CompanyID, StateRunning).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		// Purged or failed meanwhile: the file has no row to serve it.
		return s.Blobs.Delete(ctx, x.FileKey)
	}
	return nil
}

// asRequester is ctx acting as the user who asked, with their roles as
// they are now. A user who left the company or was deactivated is refused.
func (s *Service) asRequester(ctx context.Context, x *Export) (context.Context, error) {
	gone := recruit.Errorf(recruit.EFORBIDDEN, "The user who asked for this export may no longer export")
	u, err := s.People.UserByID(ctx, x.CreatedBy)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return nil, gone
	} else if err != nil {
		return nil, err
	}
	roles := u.Roles()
	platform := u.CompanyID == nil && slices.Contains(roles, recruit.RolePlatformAdmin)
	if !u.Active || (u.Company() != x.CompanyID && !platform) {
		return nil, gone
	}
	a := &recruit.Actor{UserID: u.ID, CompanyID: x.CompanyID, Roles: roles, Email: u.Email, Name: u.Name,
		EmailVerified: u.EmailVerifiedAt != nil, CompanyApproved: true}
	if u.AgencyID != nil {
		a.AgencyID = *u.AgencyID
	}
	if !a.Can(recruit.PermExport) {
		return nil, gone
	}
	return recruit.WithActor(ctx, a), nil
}

// store streams what write writes into the blob store under key: the
// sheet writes into a pipe the store reads, so the file is never whole in
// memory. A failed write leaves no file (the store drops a Put whose
// reader fails).
func (s *Service) store(ctx context.Context, key, format string, write func(sheet) error) (int64, error) {
	pr, pw := io.Pipe()
	type result struct {
		n   int64
		err error
	}
	stored := make(chan result, 1)
	go func() {
		n, err := s.Blobs.Put(ctx, key, pr, ContentType[format])
		// A store that stops reading early unblocks the writer.
		pr.CloseWithError(errors.Join(err, io.ErrClosedPipe))
		stored <- result{n, err}
	}()
	err := func() error {
		sh, err := newSheet(format, pw)
		if err != nil {
			return err
		}
		if err := write(sh); err != nil {
			return err
		}
		return sh.Close()
	}()
	pw.CloseWithError(err)
	res := <-stored
	if err != nil {
		return 0, err
	}
	return res.n, res.err
}

// writeCandidates writes the header and every row of the list, counting
// the rows done after each batch.
func (s *Service) writeCandidates(ctx context.Context, sh sheet, x *Export, req *Request) (int, error) {
	cols, err := checkColumns(req.Columns)
	if err != nil {
		return 0, err
	}
	cc := &cellContext{sources: map[string]string{}, baseURL: s.BaseURL}
	sources, err := s.Candidates.Sources(ctx)
	if err != nil {
		return 0, err
	}
	for _, o := range sources {
		cc.sources[o.Value] = o.Title
	}
	cells := make([]any, len(cols))
	for i, c := range cols {
		cells[i] = c.Label
	}
	if err := sh.Row(cells); err != nil {
		return 0, err
	}
	done := 0
	err = s.Candidates.WalkApplications(ctx, ats.ApplicationQuery{Filter: req.Filter, View: req.View}, s.now(), batchRows, func(rows []ats.ExportRow) error {
		for i := range rows {
			if done == MaxRows {
				return errTooManyRows
			}
			for j, c := range cols {
				cells[j] = c.cell(&rows[i], cc)
			}
			if err := sh.Row(cells); err != nil {
				return err
			}
			done++
		}
		return s.progress(ctx, x, done)
	})
	return done, err
}

var errTooManyRows = recruit.Errorf(recruit.EINVALID, "The list has grown past %d candidates, the most an export holds. Please narrow the filter.", MaxRows)

// progress records how many rows are written. The worker's own context
// carries no transaction, so this is a short write of its own.
func (s *Service) progress(ctx context.Context, x *Export, done int) error {
	_, err := s.DB.Write.NewRaw("UPDATE exports SET rows_done = ?, updated_at = ? WHERE id = ? AND company_id = ?", done, s.now(), x.ID, x.CompanyID).Exec(ctx)
	return err
}

// writeMetric writes a metric's chart data as a table: the first column
// the series' labels, then one column per x-axis category (a single
// value has one, "Value"). A missing value (-1) is an empty cell.
func (s *Service) writeMetric(ctx context.Context, sh sheet, req *Request) (int, error) {
	if s.Metrics == nil {
		return 0, recruit.Errorf(recruit.EUNAVAILABLE, "Metric exports are not available yet")
	}
	d, err := s.Metrics.Run(ctx, req.Metric)
	if err != nil {
		return 0, err
	}
	header := []any{"Label"}
	for _, x := range d.XAxis {
		if x == "" && len(d.XAxis) == 1 {
			x = "Value"
		}
		header = append(header, x)
	}
	if err := sh.Row(header); err != nil {
		return 0, err
	}
	for i, label := range d.Labels {
		row := []any{label}
		for j := range d.XAxis {
			var v any
			if i < len(d.Data) && j < len(d.Data[i]) && d.Data[i][j] != -1 {
				v = d.Data[i][j]
			}
			row = append(row, v)
		}
		if err := sh.Row(row); err != nil {
			return 0, err
		}
	}
	return len(d.Labels), nil
}
