// Package screening is the resume-screening tool (/screeno): batches of
// uploaded resumes filed under a job title, each parsed in the background
// into a candidate with fields, tags, evidence and a score, one credit
// used per parsed resume; the candidate table with boolean search,
// filters, sorting and pages; jobs; the spreadsheet export; callback
// requests. Credits are billing's.
//
// A batch is one transaction: a row per file in processing, a credit
// reserved for each, and a queue job per file. The job parses outside any
// transaction, then one short transaction stores the result and commits
// the credit, or marks the file in error and releases it.
package screening

import (
	"context"
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/billing"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Limits of the tool.
const (
	// MaxBatchFiles is the most files one upload may hold (DESIGN.md).
	MaxBatchFiles = 100
	// MaxTitle bounds a job title, in characters.
	MaxTitle = 200
	// MaxFilename bounds a stored file name, in characters.
	MaxFilename = 255
)

// Statuses of a screening candidate.
const (
	StatusProcessing = "processing"
	StatusParsed     = "parsed"
	StatusError      = "error"
)

// Texts of the spec's upload checks, in the order they are made.
var (
	ErrTooManyFiles = recruit.Errorf(recruit.EINVALID, "Please upload upto %d files at once", MaxBatchFiles)
	errNoFiles      = recruit.Errorf(recruit.EINVALID, "Please upload resumes!")
	errNoTitle      = recruit.Errorf(recruit.EINVALID, "Please add a Job title!")
	errJobNotFound  = recruit.Errorf(recruit.ENOTFOUND, "Job not found")
	errNoData       = recruit.Errorf(recruit.EINVALID, "Not enough data!")
)

// Enqueuer inserts jobs, joining the ctx transaction (queue.Queue does).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
	InsertMany(ctx context.Context, params []river.InsertManyParams) error
}

// Mailer stores and sends a mail, in the ctx transaction (mail.Mailer).
type Mailer interface {
	Send(ctx context.Context, kind, to string, companyID int64, data any) error
}

// Service holds the screening use cases.
type Service struct {
	// ATS reports the Greenhouse, Lever and Hirekit ATS connections on
	// the integration cards (integrations.Service); nil: those cards are
	// disabled.
	ATS     ATSStates
	DB      *sqldb.DB
	Credits *billing.Ledger
	Files   *intake.Store
	Queue   Enqueuer
	Mail    Mailer
	// SupportEmail receives callback requests; empty keeps them stored.
	SupportEmail string
	// Parse reads a resume; nil means resume.Parse (tests pass their own).
	Parse func(ctx context.Context, data []byte, filename string) resume.Result
	// Now is the clock of exports' file names and of /wand; nil means
	// time.Now (or the test clock the context carries).
	Now func() time.Time
	// Gate throttles the extension's download reports; nil counts nothing.
	Gate RateGate
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// Candidate is one screening candidate: an uploaded resume and what the
// parser read from it.
type Candidate struct {
	ID                 int64     `bun:"id"`
	JobID              int64     `bun:"job_id"`
	JobTitle           string    `bun:"job_title"`
	Filename           string    `bun:"filename"`
	BlobKey            string    `bun:"blob_key"`
	Status             string    `bun:"status"`
	Error              string    `bun:"error"`
	Name               string    `bun:"name"`
	Email              string    `bun:"email"`
	PhoneNumber        string    `bun:"phone_number"`
	GraduationYear     *int      `bun:"graduation_year"`
	PostGraduationYear *int      `bun:"post_graduation_year"`
	TagsJSON           string    `bun:"tags"`
	EvidenceJSON       string    `bun:"evidence"`
	LinksJSON          string    `bun:"links"`
	Score              float64   `bun:"score"`
	Sample             bool      `bun:"sample"`
	ATSProvider        string    `bun:"ats_provider"`
	CreatedAt          time.Time `bun:"created_at"`
}

// candidateColumns are what every read of candidates selects, with the
// job's title (r is screening_resumes, j screening_jobs).
const candidateColumns = `r.id, r.job_id, j.title AS job_title, r.filename, r.blob_key, r.status, r.error, r.name, r.email,
	r.phone_number, r.graduation_year, r.post_graduation_year, r.tags, r.evidence, r.links, r.score, r.sample, r.ats_provider, r.created_at`

// Tags are the candidate's tags in the parser's order; none while
// processing or in error.
func (c *Candidate) Tags() []string {
	out := []string{}
	_ = json.Unmarshal([]byte(c.TagsJSON), &out) // written by storeResult from a []string
	return out
}

// Evidence maps each of the candidate's tags to the line that earned it.
func (c *Candidate) Evidence() map[string]string {
	out := map[string]string{}
	_ = json.Unmarshal([]byte(c.EvidenceJSON), &out)
	return out
}

// Links maps social sites to the candidate's profile URLs.
func (c *Candidate) Links() map[string]string {
	out := map[string]string{}
	_ = json.Unmarshal([]byte(c.LinksJSON), &out)
	return out
}

// Tags are the spec's screening tags, in the order filters list them.
var Tags = []string{resume.TagTopInstitute, resume.TagTopCompany, resume.TagOpenSource, resume.TagCompetitive,
	resume.TagResearch, resume.TagHackathon, resume.TagNone}

// tagBit is a tag's bit in tag_bits: filters and counts read one integer
// column instead of a JSON list or a join.
func tagBit(tag string) int64 {
	for i, t := range Tags {
		if t == tag {
			return 1 << i
		}
	}
	return 0
}

// tagBits is the set of tags as bits.
func tagBits(tags []string) int64 {
	var b int64
	for _, t := range tags {
		b |= tagBit(t)
	}
	return b
}

// clean makes text safe to store on both engines: valid UTF-8 without NUL
// (PostgreSQL refuses NUL in text), cut to max characters.
func clean(s string, maxChars int) string {
	s = strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "")
	if maxChars > 0 && utf8.RuneCountInString(s) > maxChars {
		s = string([]rune(s)[:maxChars])
	}
	return s
}
