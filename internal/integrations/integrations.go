// Package integrations connects a company's other ATS (Greenhouse, Lever,
// or Hirekit's own) to screening: the stored connection, the provider
// clients behind one interface, and the background fetch that brings a
// job's candidates into the screening pipeline (issue 30 items 1-3).
//
// The provider clients live in sub-packages (integrations/greenhouse,
// integrations/lever) and know nothing of the database; this package
// owns the connection rows (ats_connections), the fetch tasks
// (ats_fetches) and the once-only key of a fetched candidate
// (ats_fetched).
package integrations

import (
	"context"
	"errors"
	"io"
)

// Provider names, as the API spells external_ats_provider.
const (
	Greenhouse = "greenhouse"
	Lever      = "lever"
	HirekitATS = "hirekit_ats"
)

// Job is a provider's requisition, as the fetch dialog lists it.
type Job struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Status string `json:"status"` // the provider's word: open, closed, draft, published…
}

// Stage is one step of a job's pipeline at the provider.
type Stage struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Origin is where a candidate came from at the provider (Greenhouse's
// sources have ids; Lever's are text, so its ID is the text).
type Origin struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Query selects the candidates of one job; empty Stages or Sources mean
// all. Cursor is "" for the first page, else a value a previous page
// returned.
type Query struct {
	JobID   string
	Stages  []string
	Sources []string
	Cursor  string
}

// Candidate is one person a provider holds for the job. ExternalID is
// stable across fetches (Greenhouse's candidate id, Lever's opportunity
// contact): it is the once-only key. Resume is what Client.Resume needs
// to download the file; nil when the candidate has none.
type Candidate struct {
	ExternalID string
	Name       string
	Email      string
	Phone      string
	Stage      string
	Source     string
	Resume     *ResumeRef
}

// ResumeRef points at a candidate's resume at the provider. URL may be a
// signed link that expires (Greenhouse's S3 links): Client.Resume asks
// the provider for a fresh one when it has.
type ResumeRef struct {
	Filename string
	URL      string
	// Ref is what the client needs to find the file again (an
	// application or opportunity id), opaque to callers.
	Ref string
}

// Page is one page of candidates and the cursor of the next ("" when it
// was the last).
type Page struct {
	Candidates []Candidate
	Next       string
}

// Client is one connected provider. Implementations honour the
// provider's paging and rate limits (waiting as Retry-After says) and
// return the errors below for the conditions they name.
type Client interface {
	Jobs(ctx context.Context) ([]Job, error)
	Stages(ctx context.Context, jobID string) ([]Stage, error)
	Sources(ctx context.Context) ([]Origin, error)
	// Candidates returns one page of the job's candidates in a stable
	// order.
	Candidates(ctx context.Context, q Query) (*Page, error)
	// Resume opens the candidate's resume, fetching a fresh signed link
	// when the one held has expired. The caller closes it and limits how
	// much it reads.
	Resume(ctx context.Context, c Candidate) (io.ReadCloser, error)
}

// Errors a Client returns.
var (
	// ErrUnauthorized: the provider refused the credentials (revoked key,
	// refresh token no longer valid). The connection is marked errored.
	ErrUnauthorized = errors.New("integrations: the provider refused the credentials")
	// ErrNoResume: the candidate has no resume to download.
	ErrNoResume = errors.New("integrations: no resume")
)
