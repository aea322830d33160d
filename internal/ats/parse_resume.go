package ats

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/blob"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Enqueuer inserts a job (queue.Queue does, joining the ctx transaction).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// ParseResumeArgs is the job that parses an application's resume (no
// screening credits: DECISIONS.md).
type ParseResumeArgs struct {
	ApplicationID int64 `json:"application_id"`
	CompanyID     int64 `json:"company_id"`
	// SubmissionID names an agency's repeat submission instead
	// (ParseSubmissionResume).
	SubmissionID int64 `json:"submission_id,omitempty"`
}

// Kind names the job.
func (ParseResumeArgs) Kind() string { return "parse_application_resume" }

// ParseResumeWorker runs ParseResume as the system, for the company the
// job names. A domain error (the application or its file is gone) will not
// mend by retrying, so it ends the job; anything else is retried.
type ParseResumeWorker struct {
	river.WorkerDefaults[ParseResumeArgs]
	ATS *Service
}

// Work parses one resume.
func (w *ParseResumeWorker) Work(ctx context.Context, job *river.Job[ParseResumeArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	if job.Args.SubmissionID != 0 {
		return Permanent(w.ATS.ParseSubmissionResume(ctx, job.Args.SubmissionID))
	}
	return Permanent(w.ATS.ParseResume(ctx, job.Args.ApplicationID))
}

// Permanent turns a domain error (a *recruit.Error that is not internal)
// into River's cancel, so a job whose input is gone is not retried.
func Permanent(err error) error {
	if code := recruit.ErrorCode(err); code != "" && code != recruit.EINTERNAL && code != recruit.EUNAVAILABLE {
		return river.JobCancel(err)
	}
	return err
}

// ParseResume reads an application's stored resume, parses it outside any
// transaction and stores what it found: the text and status on the
// application, with the profile the candidate page shows (resume_profile.go);
// the candidate's empty phone and links filled, never overwritten. A
// resume already parsed is left alone, so a retried job changes nothing
// (ReparseResume marks it for parsing again).
func (s *Service) ParseResume(ctx context.Context, applicationID int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermStoreParsedResume)
	if err != nil {
		return err
	}
	var app struct {
		ID     int64                `bun:"id"`
		Key    string               `bun:"resume_key"`
		Name   string               `bun:"resume_name"`
		Status recruit.ResumeStatus `bun:"resume_status"`
	}
	err = s.DB.Read.NewRaw("SELECT id, resume_key, resume_name, resume_status FROM candidate_applications WHERE id = ? AND company_id = ?",
		applicationID, companyID).Scan(ctx, &app)
	if errors.Is(err, sql.ErrNoRows) {
		return errApplicationNotFound
	} else if err != nil {
		return err
	}
	if app.Key == "" || app.Status == recruit.ResumeParsed {
		return nil
	}
	res, gone, err := s.parseStored(ctx, app.Key, app.Name)
	if err != nil {
		return err
	}
	return errors.Join(s.storeParsed(ctx, companyID, app.ID, res), gone)
}

// parseStored reads a stored resume and parses it. A file that is gone is
// the parser's error "The resume file is missing", with gone set to the
// domain error that ends the job without retries.
func (s *Service) parseStored(ctx context.Context, key, name string) (res resume.Result, gone, err error) {
	rc, err := s.Files.Open(ctx, key)
	if errors.Is(err, blob.ErrNotFound) {
		msg := "The resume file is missing"
		return resume.Result{Error: msg}, recruit.Errorf(recruit.ENOTFOUND, "%s", msg), nil
	} else if err != nil {
		return res, nil, err
	}
	// The intake limit bounds what was stored; one byte more shows a file
	// that grew behind our back, which the parser then refuses.
	data, err := io.ReadAll(io.LimitReader(rc, intake.MaxApplicationResume+1))
	rc.Close()
	if err != nil {
		return res, nil, fmt.Errorf("read resume %s: %w", key, err)
	}
	parse := s.Parse
	if parse == nil {
		parse = resume.Parse
	}
	return parse(ctx, data, name), nil, nil
}

// storeParsed writes a parse result in one short transaction.
func (s *Service) storeParsed(ctx context.Context, companyID, appID int64, res resume.Result) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		if res.Error != "" {
			_, err := db.NewRaw("UPDATE candidate_applications SET resume_status = ?, resume_error = ?, updated_at = ? WHERE id = ? AND company_id = ?",
				recruit.ResumeError, res.Error, sqldb.NowIn(ctx), appID, companyID).Exec(ctx)
			return err
		}
		if _, err := db.NewRaw(`UPDATE candidate_applications SET resume_status = ?, resume_error = '', resume_text = ?, resume_roles = ?, updated_at = ?
			WHERE id = ? AND company_id = ?`, recruit.ResumeParsed, res.Text, rolesJSON(res.Experience), sqldb.NowIn(ctx), appID, companyID).Exec(ctx); err != nil {
			return err
		}
		// The smart search's index (smart_search.go); a parse done again
		// replaces the text.
		if _, err := db.NewRaw(`INSERT INTO application_texts (application_id, company_id, body) VALUES (?, ?, ?)
			ON CONFLICT (application_id) DO UPDATE SET body = excluded.body`,
			appID, companyID, searchText(res.Text)).Exec(ctx); err != nil {
			return err
		}
		// The candidate page's profile (resume_profile.go): the parser's values
		// replace the last parse's; a recruiter's corrections, kept apart,
		// still win.
		now := sqldb.NowIn(ctx)
		parsed := profileOf(res, now.Year())
		parsedJSON, err := json.Marshal(parsed)
		if err != nil {
			return err
		}
		if _, err := db.NewRaw(`INSERT INTO application_profiles (application_id, company_id, parsed, parsed_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (application_id) DO UPDATE SET parsed = excluded.parsed, parsed_at = excluded.parsed_at`,
			appID, companyID, string(parsedJSON), now).Exec(ctx); err != nil {
			return err
		}
		values, _, err := s.effectiveProfile(ctx, companyID, appID, parsed)
		if err != nil {
			return err
		}
		if err := s.storeProfile(ctx, companyID, appID, values, nil, nil); err != nil {
			return err
		}
		if res.PhoneNumber == "" {
			return nil
		}
		// The phone fills the candidate's when empty, never overwrites.
		_, err = db.NewRaw(`UPDATE candidates SET phone = ?, phone_digits = ?, updated_at = ?
			WHERE company_id = ? AND phone = '' AND id = (SELECT candidate_id FROM candidate_applications WHERE id = ?)`,
			res.PhoneNumber, phoneDigits(res.PhoneNumber), now, companyID, appID).Exec(ctx)
		return err
	})
}
