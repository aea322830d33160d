package lever

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"strings"

	"hirekit/internal/integrations"
)

// Jobs are the company's postings (GET /postings), every state.
func (c *Client) Jobs(ctx context.Context) ([]integrations.Job, error) {
	ps, err := all[struct {
		ID    string `json:"id"`
		Text  string `json:"text"`
		State string `json:"state"`
	}](ctx, c, "/postings", nil)
	if err != nil {
		return nil, err
	}
	out := make([]integrations.Job, 0, len(ps))
	for _, p := range ps {
		out = append(out, integrations.Job{ID: p.ID, Name: p.Text, Status: p.State})
	}
	return out, nil
}

// Stages are Lever's pipeline stages (GET /stages): one list for the
// whole account, whatever the posting.
func (c *Client) Stages(ctx context.Context, _ string) ([]integrations.Stage, error) {
	ss, err := all[struct {
		ID   string `json:"id"`
		Text string `json:"text"`
	}](ctx, c, "/stages", nil)
	if err != nil {
		return nil, err
	}
	out := make([]integrations.Stage, 0, len(ss))
	for _, s := range ss {
		out = append(out, integrations.Stage{ID: s.ID, Name: s.Text})
	}
	return out, nil
}

// Sources are GET /sources: plain text on Lever, so each Origin's ID is
// its text (what the opportunities filter takes).
func (c *Client) Sources(ctx context.Context) ([]integrations.Origin, error) {
	ss, err := all[struct {
		Text string `json:"text"`
	}](ctx, c, "/sources", nil)
	if err != nil {
		return nil, err
	}
	out := make([]integrations.Origin, 0, len(ss))
	for _, s := range ss {
		out = append(out, integrations.Origin{ID: s.Text, Name: s.Text})
	}
	return out, nil
}

// opportunity is what Hirekit reads of a Lever opportunity. stage is an
// id, or {id, text} with expand=stage.
type opportunity struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Contact string   `json:"contact"`
	Emails  []string `json:"emails"`
	Phones  []struct {
		Value string `json:"value"`
	} `json:"phones"`
	Stage   json.RawMessage `json:"stage"`
	Sources []string        `json:"sources"`
}

func (o *opportunity) stage() string {
	var s struct {
		ID   string `json:"id"`
		Text string `json:"text"`
	}
	if json.Unmarshal(o.Stage, &s) == nil && (s.Text != "" || s.ID != "") {
		if s.Text != "" {
			return s.Text
		}
		return s.ID
	}
	var id string
	_ = json.Unmarshal(o.Stage, &id)
	return id
}

// resume is one of an opportunity's resumes.
type resume struct {
	ID        string `json:"id"`
	CreatedAt int64  `json:"createdAt"`
	File      struct {
		Name   string `json:"name"`
		Ext    string `json:"ext"`
		Status string `json:"status"`
	} `json:"file"`
}

// Candidates is one page of the posting's active opportunities in the
// chosen stages and sources (GET /opportunities, up to 100), each with
// its newest resume (GET /opportunities/:id/resumes). ExternalID is the
// opportunity's contact: the person, whatever the posting.
func (c *Client) Candidates(ctx context.Context, q integrations.Query) (*integrations.Page, error) {
	if q.JobID == "" {
		return nil, fmt.Errorf("lever: candidates: no posting")
	}
	v := url.Values{"posting_id": {q.JobID}, "archived": {"false"}, "expand": {"stage"}, "limit": {"100"}}
	for _, s := range q.Stages {
		v.Add("stage_id", s)
	}
	for _, s := range q.Sources {
		v.Add("source", s)
	}
	if q.Cursor != "" {
		v.Set("offset", q.Cursor)
	}
	var env envelope[[]opportunity]
	if err := c.page(ctx, "/opportunities", v, &env); err != nil {
		return nil, err
	}
	out := &integrations.Page{Candidates: make([]integrations.Candidate, 0, len(env.Data))}
	if env.HasNext {
		out.Next = env.Next
	}
	for _, o := range env.Data {
		cand := integrations.Candidate{ExternalID: o.Contact, Name: o.Name, Stage: o.stage()}
		if cand.ExternalID == "" {
			cand.ExternalID = o.ID
		}
		if len(o.Emails) > 0 {
			cand.Email = o.Emails[0]
		}
		if len(o.Phones) > 0 {
			cand.Phone = o.Phones[0].Value
		}
		if len(o.Sources) > 0 {
			cand.Source = o.Sources[0]
		}
		r, err := c.newestResume(ctx, o.ID)
		if err != nil {
			return nil, err
		}
		if r != nil {
			cand.Resume = &integrations.ResumeRef{Filename: r.File.Name, Ref: o.ID + "/" + r.ID,
				URL: c.cfg.apiURL() + "/opportunities/" + url.PathEscape(o.ID) + "/resumes/" + url.PathEscape(r.ID) + "/download"}
		}
		out.Candidates = append(out.Candidates, cand)
	}
	return out, nil
}

// newestResume is the opportunity's latest resume Lever could read, or
// nil.
func (c *Client) newestResume(ctx context.Context, opportunityID string) (*resume, error) {
	rs, err := all[resume](ctx, c, "/opportunities/"+url.PathEscape(opportunityID)+"/resumes", nil)
	if err != nil {
		return nil, err
	}
	var best *resume
	for i := range rs {
		r := &rs[i]
		if r.File.Status == "unsupported" || r.File.Status == "error" {
			continue
		}
		if best == nil || r.CreatedAt > best.CreatedAt {
			best = r
		}
	}
	return best, nil
}

// Resume downloads the candidate's resume
// (GET /opportunities/:id/resumes/:resume/download, with the same bearer
// token as every call: Lever's links do not expire, so the path is
// rebuilt from Ref on Hirekit's configured API base and never sent
// elsewhere).
func (c *Client) Resume(ctx context.Context, cand integrations.Candidate) (io.ReadCloser, error) {
	if cand.Resume == nil || cand.Resume.Ref == "" {
		return nil, integrations.ErrNoResume
	}
	opp, res, ok := strings.Cut(cand.Resume.Ref, "/")
	if !ok || opp == "" || res == "" {
		return nil, fmt.Errorf("lever: resume ref %q", cand.Resume.Ref)
	}
	resp, err := c.get(ctx, "/opportunities/"+url.PathEscape(opp)+"/resumes/"+url.PathEscape(res)+"/download", nil)
	if e, ok := err.(*APIError); ok && e.Status == 404 {
		return nil, fmt.Errorf("%w (%v)", integrations.ErrNoResume, err)
	}
	if err != nil {
		return nil, err
	}
	return resp.Body, nil
}
