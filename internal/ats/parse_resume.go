package ats

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

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
// application; the candidate's empty phone and links filled, never
// overwritten. A resume already parsed is left alone, so a retried job
// changes nothing.
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
	rc, err := s.Files.Open(ctx, app.Key)
	if errors.Is(err, blob.ErrNotFound) {
		msg := "The resume file is missing"
		return errors.Join(s.storeParsed(ctx, companyID, app.ID, resume.Result{Error: msg}),
			recruit.Errorf(recruit.ENOTFOUND, "%s", msg))
	} else if err != nil {
		return err
	}
	// The intake limit bounds what was stored; one byte more shows a file
	// that grew behind our back, which the parser then refuses.
	data, err := io.ReadAll(io.LimitReader(rc, intake.MaxApplicationResume+1))
	rc.Close()
	if err != nil {
		return fmt.Errorf("read resume %s: %w", app.Key, err)
	}
	parse := s.Parse
	if parse == nil {
		parse = resume.Parse
	}
	return s.storeParsed(ctx, companyID, app.ID, parse(ctx, data, app.Name))
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
		tags := []string{}
		for _, t := range res.Tags {
			if slices.Contains(ResumeTags, t) {
				tags = append(tags, t)
			}
		}
		tagsJSON, _ := json.Marshal(tags)
		var grad any // NULL when the parser found none
		if res.GraduationYear >= MinGraduationYear && res.GraduationYear <= 9999 {
			grad = res.GraduationYear
		}
		if _, err := db.NewRaw(`UPDATE candidate_applications SET resume_status = ?, resume_error = '', resume_text = ?,
			graduation_year = ?, resume_tags = ?, resume_tag_bits = ?, resume_roles = ?, updated_at = ? WHERE id = ? AND company_id = ?`,
			recruit.ResumeParsed, res.Text, grad, string(tagsJSON), resumeTagBits(tags), rolesJSON(res.Experience), sqldb.NowIn(ctx), appID, companyID).Exec(ctx); err != nil {
			return err
		}
		// The match score reads the text just stored (match_score.go).
		if _, err := s.Queue.Insert(ctx, MatchApplicationArgs{ApplicationID: appID, CompanyID: companyID}, nil); err != nil {
			return err
		}
		// The smart search's index (smart_search.go); a parse done again
		// replaces the text.
		if _, err := db.NewRaw(`INSERT INTO application_texts (application_id, company_id, body) VALUES (?, ?, ?)
			ON CONFLICT (application_id) DO UPDATE SET body = excluded.body`,
			appID, companyID, searchText(res.Text)).Exec(ctx); err != nil {
			return err
		}
		var cand struct {
			ID    int64  `bun:"id"`
			Phone string `bun:"phone"`
			Links string `bun:"links"`
		}
		if err := db.NewRaw(`SELECT c.id, c.phone, c.links FROM candidates c JOIN candidate_applications a ON a.candidate_id = c.id
			WHERE a.id = ? AND c.company_id = ?`, appID, companyID).Scan(ctx, &cand); err != nil {
			return err
		}
		links := map[string]string{}
		if cand.Links != "" {
			if err := json.Unmarshal([]byte(cand.Links), &links); err != nil {
				return fmt.Errorf("candidate %d links: %w", cand.ID, err)
			}
		}
		for site, u := range res.Links {
			if links[site] == "" {
				links[site] = u
			}
		}
		merged, err := json.Marshal(cleanLinks(links))
		if err != nil {
			return err
		}
		phone := cand.Phone
		if phone == "" {
			phone = res.PhoneNumber
		}
		_, err = db.NewRaw("UPDATE candidates SET links = ?, phone = ?, phone_digits = ?, updated_at = ? WHERE id = ? AND company_id = ?",
			string(merged), phone, phoneDigits(phone), sqldb.NowIn(ctx), cand.ID, companyID).Exec(ctx)
		return err
	})
}
