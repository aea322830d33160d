package screening

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/riverqueue/river"

	"hirekit/internal/blob"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// ParseResumeArgs is the job that parses one screening resume.
type ParseResumeArgs struct {
	ResumeID  int64 `json:"resume_id"`
	CompanyID int64 `json:"company_id"`
}

// Kind names the job.
func (ParseResumeArgs) Kind() string { return "screeno_parse_resume" }

// ParseResumeWorker runs ParseResume as the system, for the company the
// job names. A domain error (the candidate is gone) will not mend by
// retrying, so it cancels the job; anything else is retried.
type ParseResumeWorker struct {
	river.WorkerDefaults[ParseResumeArgs]
	Screening *Service
}

// Work parses one resume.
func (w *ParseResumeWorker) Work(ctx context.Context, job *river.Job[ParseResumeArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	err := w.Screening.ParseResume(ctx, job.Args.ResumeID)
	if code := recruit.ErrorCode(err); code != "" && code != recruit.EINTERNAL && code != recruit.EUNAVAILABLE {
		return river.JobCancel(err)
	}
	return err
}

// ErrFileMissing is the candidate's error when its stored file is gone.
const ErrFileMissing = "The resume file is missing"

// ParseResume reads a candidate's stored file, parses it outside any
// transaction, and stores the result in one short transaction: parsed
// with its fields, tags, score and searchable text and one credit used,
// or error with the reason and the credit released. A candidate no longer
// processing is left alone, so a retried or duplicated job changes
// nothing and charges nothing.
func (s *Service) ParseResume(ctx context.Context, resumeID int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermStoreScreening)
	if err != nil {
		return err
	}
	var row struct {
		Key      string `bun:"blob_key"`
		Filename string `bun:"filename"`
		Status   string `bun:"status"`
	}
	err = s.DB.Read.NewRaw("SELECT blob_key, filename, status FROM screening_resumes WHERE id = ? AND company_id = ?",
		resumeID, companyID).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return recruit.Errorf(recruit.ENOTFOUND, "Screening candidate %d not found", resumeID)
	} else if err != nil {
		return err
	}
	if row.Status != StatusProcessing {
		return nil
	}
	rc, err := s.Files.Open(ctx, row.Key)
	if errors.Is(err, blob.ErrNotFound) {
		return s.storeResult(ctx, companyID, resumeID, resume.Result{Error: ErrFileMissing})
	} else if err != nil {
		return err
	}
	// The intake limit bounds what was stored; one byte more shows a file
	// that grew behind our back, which the parser then refuses.
	data, err := io.ReadAll(io.LimitReader(rc, intake.MaxScreeningResume+1))
	rc.Close()
	if err != nil {
		return fmt.Errorf("read resume %s: %w", row.Key, err)
	}
	parse := s.Parse
	if parse == nil {
		parse = resume.Parse
	}
	res := parse(ctx, data, row.Filename)
	if ctx.Err() != nil {
		// Stopped or timed out: the reader was killed, which says nothing
		// about the file. The job runs again.
		return ctx.Err()
	}
	return s.storeResult(ctx, companyID, resumeID, res)
}

// storeResult writes a parse result and settles the credit, in one short
// transaction, once: only a candidate still processing is changed.
func (s *Service) storeResult(ctx context.Context, companyID, resumeID int64, res resume.Result) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		if res.Error != "" {
			r, err := db.NewRaw(`UPDATE screening_resumes SET status = ?, error = ?, updated_at = ?
				WHERE id = ? AND company_id = ? AND status = ?`, StatusError, clean(res.Error, 500), now, resumeID, companyID,
				StatusProcessing).Exec(ctx)
			if done, err := changed(r, err); err != nil || !done {
				return err
			}
			_, err = s.Credits.Release(ctx, companyID, resumeID)
			return err
		}
		tags := []string{}
		evidence := map[string]string{}
		for _, t := range res.Tags {
			tags = append(tags, clean(t, 100))
			if line, ok := res.Evidence[t]; ok {
				evidence[t] = clean(line, 300)
			}
		}
		links := map[string]string{}
		for site, u := range res.Links {
			links[clean(site, 50)] = clean(u, 500)
		}
		tagsJSON, _ := json.Marshal(tags)
		evidenceJSON, _ := json.Marshal(evidence)
		linksJSON, _ := json.Marshal(links)
		r, err := db.NewRaw(`UPDATE screening_resumes SET status = ?, error = '', name = ?, email = ?, phone_number = ?,
			graduation_year = ?, post_graduation_year = ?, tags = ?, tag_bits = ?, evidence = ?, links = ?, score = ?, updated_at = ?
			WHERE id = ? AND company_id = ? AND status = ?`,
			StatusParsed, clean(res.Name, 200), clean(res.Email, 254), clean(res.PhoneNumber, 50), year(res.GraduationYear),
			year(res.PostGraduationYear), string(tagsJSON), tagBits(tags), string(evidenceJSON), string(linksJSON),
			max(res.Score, 0), now, resumeID, companyID, StatusProcessing).Exec(ctx)
		if done, err := changed(r, err); err != nil || !done {
			return err
		}
		var jobID int64
		if err := db.NewRaw("SELECT job_id FROM screening_resumes WHERE id = ?", resumeID).Scan(ctx, &jobID); err != nil {
			return err
		}
		if _, err := db.NewRaw("INSERT INTO screening_texts (resume_id, company_id, job_id, body) VALUES (?, ?, ?, ?)",
			resumeID, companyID, jobID, SearchText(res.Text)).Exec(ctx); err != nil {
			return err
		}
		_, err = s.Credits.Commit(ctx, companyID, resumeID)
		return err
	})
}

// changed reports whether an UPDATE touched a row.
func changed(r sql.Result, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	n, err := r.RowsAffected()
	return n > 0, err
}

// year is a year for the database: NULL when unknown.
func year(y int) any {
	if y <= 0 {
		return nil
	}
	return y
}
