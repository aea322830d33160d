package ats

import (
	"context"
	"encoding/json"
	"io"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/blob"
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
}

// Kind names the job.
func (ParseResumeArgs) Kind() string { return "parse_application_resume" }

// ParseResumeWorker reads the blob, parses it outside any transaction and
// writes the fields: the candidate's empty profile fields and links are
// filled, never overwritten.
type ParseResumeWorker struct {
	river.WorkerDefaults[ParseResumeArgs]
	DB    *sqldb.DB
	Blobs blob.Store
	Parse func(ctx context.Context, data []byte, filename string) resume.Result
}

// Work parses one resume.
func (w *ParseResumeWorker) Work(ctx context.Context, job *river.Job[ParseResumeArgs]) error {
	var app struct {
		ID          int64  `bun:"id"`
		CandidateID int64  `bun:"candidate_id"`
		Key         string `bun:"resume_key"`
		Name        string `bun:"resume_name"`
		Status      string `bun:"resume_status"`
	}
	if err := w.DB.Read.NewRaw("SELECT id, candidate_id, resume_key, resume_name, resume_status FROM candidate_applications WHERE id = ?",
		job.Args.ApplicationID).Scan(ctx, &app); err != nil {
		return err
	}
	if app.Key == "" || app.Status == "parsed" {
		return nil
	}
	rc, _, err := w.Blobs.Open(ctx, app.Key)
	if err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(rc, 11<<20))
	rc.Close()
	if err != nil {
		return err
	}
	parse := w.Parse
	if parse == nil {
		parse = resume.Parse
	}
	res := parse(ctx, data, app.Name)
	return w.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := w.DB.Conn(ctx)
		if res.Error != "" {
			_, err := db.NewRaw("UPDATE candidate_applications SET resume_status = 'error', resume_error = ?, updated_at = ? WHERE id = ?",
				res.Error, sqldb.Now(), app.ID).Exec(ctx)
			return err
		}
		if _, err := db.NewRaw("UPDATE candidate_applications SET resume_status = 'parsed', resume_error = '', resume_text = ?, updated_at = ? WHERE id = ?",
			res.Text, sqldb.Now(), app.ID).Exec(ctx); err != nil {
			return err
		}
		var cand struct {
			Phone string `bun:"phone"`
			Links string `bun:"links"`
		}
		if err := db.NewRaw("SELECT phone, links FROM candidates WHERE id = ?", app.CandidateID).Scan(ctx, &cand); err != nil {
			return err
		}
		links := map[string]string{}
		json.Unmarshal([]byte(cand.Links), &links)
		for site, u := range res.Links {
			if links[site] == "" {
				links[site] = u
			}
		}
		merged, _ := json.Marshal(cleanLinks(links))
		phone := cand.Phone
		if phone == "" {
			phone = res.PhoneNumber
		}
		_, err := db.NewRaw("UPDATE candidates SET links = ?, phone = ?, phone_digits = ?, updated_at = ? WHERE id = ?",
			string(merged), phone, phoneDigits(phone), sqldb.Now(), app.CandidateID).Exec(ctx)
		return err
	})
}
