package greenhouse

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"hirekit/internal/integrations"
)

type attachment struct {
	Filename string `json:"filename"`
	URL      string `json:"url"`
	Type     string `json:"type"`
}

type application struct {
	ID           int64  `json:"id"`
	Prospect     bool   `json:"prospect"`
	Status       string `json:"status"`
	CurrentStage *struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
	} `json:"current_stage"`
	Source *struct {
		ID         int64  `json:"id"`
		PublicName string `json:"public_name"`
	} `json:"source"`
	Jobs []struct {
		ID int64 `json:"id"`
	} `json:"jobs"`
	Attachments []attachment `json:"attachments"`
}

type candidate struct {
	ID             int64  `json:"id"`
	FirstName      string `json:"first_name"`
	LastName       string `json:"last_name"`
	EmailAddresses []struct {
		Value string `json:"value"`
	} `json:"email_addresses"`
	PhoneNumbers []struct {
		Value string `json:"value"`
	} `json:"phone_numbers"`
	Attachments  []attachment  `json:"attachments"`
	Applications []application `json:"applications"`
}

// applicationFor is the candidate's active application to job, if any.
func (c *candidate) applicationFor(job int64) *application {
	for i, a := range c.Applications {
		if a.Prospect || a.Status != "active" {
			continue
		}
		for _, j := range a.Jobs {
			if j.ID == job {
				return &c.Applications[i]
			}
		}
	}
	return nil
}

// resume picks the resume of the application (since 2020-09 it carries
// its own), else the candidate's last resume.
func (c *candidate) resume(a *application) *attachment {
	if a != nil {
		for i := len(a.Attachments) - 1; i >= 0; i-- {
			if a.Attachments[i].Type == "resume" && a.Attachments[i].URL != "" {
				return &a.Attachments[i]
			}
		}
	}
	for i := len(c.Attachments) - 1; i >= 0; i-- {
		if c.Attachments[i].Type == "resume" && c.Attachments[i].URL != "" {
			return &c.Attachments[i]
		}
	}
	return nil
}

// Candidates returns one page of the job's candidates (GET
// /v1/candidates?job_id=, which leaves prospects out), in Harvest's
// order, keeping those whose active application to the job is at one of
// q.Stages and came from one of q.Sources: Harvest has no server-side
// stage filter (§1.6). The cursor is Harvest's rel="next" link, so a
// fetch resumed after a restart asks for the same page again. A page may
// hold no match and still have a next one.
func (c *Client) Candidates(ctx context.Context, q integrations.Query) (*integrations.Page, error) {
	job, err := strconv.ParseInt(q.JobID, 10, 64)
	if err != nil {
		return nil, &Error{Status: http.StatusNotFound, Message: "Resource not found"}
	}
	next := q.Cursor
	if next == "" {
		per := c.PerPage
		if per == 0 {
			per = perPage
		}
		next = c.url("/candidates", url.Values{"job_id": {q.JobID}, "per_page": {strconv.Itoa(per)}, "skip_count": {"true"}})
	} else if !c.sameOrigin(next) {
		return nil, fmt.Errorf("greenhouse: cursor %q is not on %s", next, c.base())
	}
	var cands []candidate
	if next, err = c.get(ctx, next, &cands); err != nil {
		return nil, err
	}
	page := &integrations.Page{Candidates: []integrations.Candidate{}, Next: next}
	for i := range cands {
		gc := &cands[i]
		a := gc.applicationFor(job)
		if a == nil || !matches(q.Stages, a.CurrentStage != nil, func() int64 { return a.CurrentStage.ID }) ||
			!matches(q.Sources, a.Source != nil, func() int64 { return a.Source.ID }) {
			continue
		}
		out := integrations.Candidate{ExternalID: strconv.FormatInt(gc.ID, 10),
			Name: strings.TrimSpace(gc.FirstName + " " + gc.LastName)}
		if len(gc.EmailAddresses) > 0 {
			out.Email = gc.EmailAddresses[0].Value
		}
		if len(gc.PhoneNumbers) > 0 {
			out.Phone = gc.PhoneNumbers[0].Value
		}
		if a.CurrentStage != nil {
			out.Stage = a.CurrentStage.Name
		}
		if a.Source != nil {
			out.Source = a.Source.PublicName
		}
		if r := gc.resume(a); r != nil {
			out.Resume = &integrations.ResumeRef{Filename: r.Filename, URL: r.URL, Ref: ref(gc.ID, job)}
		}
		page.Candidates = append(page.Candidates, out)
	}
	return page, nil
}

// matches: no ids means any; otherwise the value must be present and
// among them.
func matches(ids []string, present bool, id func() int64) bool {
	if len(ids) == 0 {
		return true
	}
	return present && slices.Contains(ids, strconv.FormatInt(id(), 10))
}

// ref is what Resume needs to find the file again: the candidate and the
// job ("candidate:job").
func ref(candidate, job int64) string { return fmt.Sprintf("%d:%d", candidate, job) }

func parseRef(s string) (candidate, job int64, err error) {
	a, b, ok := strings.Cut(s, ":")
	if candidate, err = strconv.ParseInt(a, 10, 64); err != nil || !ok {
		return 0, 0, fmt.Errorf("greenhouse: bad resume ref %q", s)
	}
	if job, err = strconv.ParseInt(b, 10, 64); err != nil {
		return 0, 0, fmt.Errorf("greenhouse: bad resume ref %q", s)
	}
	return candidate, job, nil
}

// ErrExpired: the signed attachment link was refused (S3 answers 403 once
// it has expired).
var ErrExpired = errors.New("greenhouse: attachment link expired")

// Resume downloads the candidate's resume from its signed S3 link,
// without Greenhouse's Authorization header (S3 refuses a second auth
// mechanism on a presigned URL). When S3 refuses the link (expired after
// 7 days, or signed long ago), it reads the candidate again for a fresh
// link and tries that once.
func (c *Client) Resume(ctx context.Context, cand integrations.Candidate) (io.ReadCloser, error) {
	if cand.Resume == nil || cand.Resume.URL == "" {
		return nil, integrations.ErrNoResume
	}
	body, err := c.download(ctx, cand.Resume.URL)
	if !errors.Is(err, ErrExpired) {
		return body, err
	}
	id, job, err := parseRef(cand.Resume.Ref)
	if err != nil {
		return nil, err
	}
	var gc candidate
	if _, err := c.get(ctx, c.url("/candidates/"+strconv.FormatInt(id, 10), nil), &gc); err != nil {
		return nil, err
	}
	r := gc.resume(gc.applicationFor(job))
	if r == nil {
		return nil, integrations.ErrNoResume
	}
	return c.download(ctx, r.URL)
}

// download GETs a signed link. Links come from Harvest's answers; one
// that is not http(s) (or is plain http while Harvest is https) is
// refused.
func (c *Client) download(ctx context.Context, raw string) (io.ReadCloser, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && (u.Scheme != "http" || strings.HasPrefix(c.base(), "https:"))) {
		return nil, fmt.Errorf("greenhouse: attachment link %q refused", raw)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.httpClient().Do(req)
	if err != nil {
		return nil, fmt.Errorf("greenhouse: attachment: %w", err)
	}
	switch {
	case resp.StatusCode == http.StatusForbidden:
		drain(resp)
		return nil, ErrExpired
	case resp.StatusCode == http.StatusNotFound:
		drain(resp)
		return nil, integrations.ErrNoResume
	case resp.StatusCode/100 != 2:
		drain(resp)
		return nil, fmt.Errorf("greenhouse: attachment: HTTP %d", resp.StatusCode)
	}
	return resp.Body, nil
}
