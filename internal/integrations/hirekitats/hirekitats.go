// Package hirekitats is Hirekit's own ATS as an integrations.Client: a
// company screens its own applicants without any third party. Jobs are
// its requisitions, stages the pipeline states, sources its application
// sources, candidates the applications of a job that have a resume, read
// by one read-only query each over the company's own rows.
package hirekitats

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"path"
	"strconv"
	"strings"

	"github.com/uptrace/bun"

	"hirekit/internal/intake"
	"hirekit/internal/integrations"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// PageSize is how many applications one page holds.
const PageSize = 100

// Client reads one company's ATS.
type Client struct {
	DB        *sqldb.DB
	Files     *intake.Store
	CompanyID int64
	// PageSize overrides the page size (tests); zero means PageSize.
	PageSize int
}

// Provider is Hirekit's own ATS as integrations.Service opens it: no
// connection row and no credential, only the company.
type Provider struct {
	DB    *sqldb.DB
	Files *intake.Store
}

var _ integrations.Keyless = Provider{}

// Keyless marks a provider that needs no connection.
func (Provider) Keyless() {}

// Open is the client of the company the store names.
func (p Provider) Open(_ []byte, store integrations.Store) integrations.Client {
	return &Client{DB: p.DB, Files: p.Files, CompanyID: store.CompanyID}
}

// states maps a requisition's state to the word the fetch dialog colours
// (spec: published and open green, closed and rejected red).
var states = map[string]string{
	string(recruit.ReqLive): "published", string(recruit.ReqOpen): "open", string(recruit.ReqPendingApproval): "draft",
	string(recruit.ReqRejected): "rejected", string(recruit.ReqArchived): "closed",
}

// Jobs lists the company's requisitions, newest first.
func (c *Client) Jobs(ctx context.Context) ([]integrations.Job, error) {
	var rows []struct {
		ID    int64  `bun:"id"`
		Title string `bun:"title"`
		State string `bun:"state"`
	}
	if err := c.DB.Conn(ctx).NewRaw("SELECT id, title, state FROM requisitions WHERE company_id = ? ORDER BY id DESC",
		c.CompanyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := make([]integrations.Job, 0, len(rows))
	for _, r := range rows {
		out = append(out, integrations.Job{ID: strconv.FormatInt(r.ID, 10), Name: r.Title, Status: states[r.State]})
	}
	return out, nil
}

// Stages are the pipeline states, in pipeline order (every job has the
// same pipeline).
func (c *Client) Stages(context.Context, string) ([]integrations.Stage, error) {
	out := []integrations.Stage{}
	for _, s := range recruit.States {
		if s.State != recruit.StateUnknown {
			out = append(out, integrations.Stage{ID: string(s.State), Name: s.Label})
		}
	}
	return out, nil
}

// Sources are the company's application sources (the defaults until it
// has its own).
func (c *Client) Sources(ctx context.Context) ([]integrations.Origin, error) {
	var rows []recruit.Option
	if err := c.DB.Conn(ctx).NewRaw("SELECT value, title FROM sources WHERE company_id = ? ORDER BY id", c.CompanyID).
		Scan(ctx, &rows); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		rows = recruit.DefaultSources
	}
	out := make([]integrations.Origin, 0, len(rows))
	for _, r := range rows {
		out = append(out, integrations.Origin{ID: r.Value, Name: r.Title})
	}
	return out, nil
}

// Candidates pages through the job's applications that have a resume, by
// application id; the cursor is the last id of the page before. The once
// key is the candidate (the person), as Greenhouse's is.
func (c *Client) Candidates(ctx context.Context, q integrations.Query) (*integrations.Page, error) {
	job, err := strconv.ParseInt(q.JobID, 10, 64)
	if err != nil {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Job not found")
	}
	after := int64(0)
	if q.Cursor != "" {
		if after, err = strconv.ParseInt(q.Cursor, 10, 64); err != nil {
			return nil, errors.New("hirekitats: bad cursor")
		}
	}
	size := c.PageSize
	if size <= 0 {
		size = PageSize
	}
	conds := []string{"a.company_id = ?", "a.requisition_id = ?", "a.id > ?", "a.resume_key <> ''"}
	args := []any{c.CompanyID, job, after}
	if len(q.Stages) > 0 {
		conds = append(conds, "a.state IN (?)")
		args = append(args, bun.In(q.Stages))
	}
	if len(q.Sources) > 0 {
		conds = append(conds, "a.source IN (?)")
		args = append(args, bun.In(q.Sources))
	}
	args = append(args, size+1)
	var rows []struct {
		ID          int64  `bun:"id"`
		CandidateID int64  `bun:"candidate_id"`
		Name        string `bun:"name"`
		Email       string `bun:"email"`
		Phone       string `bun:"phone"`
		State       string `bun:"state"`
		Source      string `bun:"source"`
		ResumeName  string `bun:"resume_name"`
		ResumeKey   string `bun:"resume_key"`
	}
	if err := c.DB.Conn(ctx).NewRaw(`SELECT a.id, a.candidate_id, c.name, c.email, c.phone, a.state, a.source, a.resume_name, a.resume_key
		FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
		WHERE `+strings.Join(conds, " AND ")+` ORDER BY a.id LIMIT ?`, args...).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	page := &integrations.Page{Candidates: []integrations.Candidate{}}
	if len(rows) > size {
		rows = rows[:size]
		page.Next = strconv.FormatInt(rows[size-1].ID, 10)
	}
	for _, r := range rows {
		if r.ResumeName == "" {
			r.ResumeName = "resume" + path.Ext(r.ResumeKey)
		}
		page.Candidates = append(page.Candidates, integrations.Candidate{
			ExternalID: strconv.FormatInt(r.CandidateID, 10), Name: r.Name, Email: r.Email, Phone: r.Phone, Stage: r.State, Source: r.Source,
			Resume: &integrations.ResumeRef{Filename: r.ResumeName, Ref: strconv.FormatInt(r.ID, 10)},
		})
	}
	return page, nil
}

// Resume opens the application's stored resume.
func (c *Client) Resume(ctx context.Context, cand integrations.Candidate) (io.ReadCloser, error) {
	if cand.Resume == nil {
		return nil, integrations.ErrNoResume
	}
	app, err := strconv.ParseInt(cand.Resume.Ref, 10, 64)
	if err != nil {
		return nil, integrations.ErrNoResume
	}
	var key string
	err = c.DB.Conn(ctx).NewRaw("SELECT resume_key FROM candidate_applications WHERE id = ? AND company_id = ?",
		app, c.CompanyID).Scan(ctx, &key)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && key == "") {
		return nil, integrations.ErrNoResume
	} else if err != nil {
		return nil, err
	}
	return c.Files.Open(ctx, key)
}
