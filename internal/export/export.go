// Package export writes what /csv-builder asks for: a candidate list (the
// candidate list's own filter, view and row rules, with chosen and
// ordered columns) or a metric's chart data, as CSV or XLSX. A queue job
// writes the file into the blob store row by row, reading the list in
// keyset batches, so no export is ever whole in memory; its row shows the
// progress, and only the user who asked may read it or its file, which
// is removed after a day.
package export

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base32"
	"errors"
	"time"

	"hirekit/internal/analytics"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/blob"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Kinds, formats and states of an export.
const (
	KindCandidates = "candidates"
	KindMetric     = "metric"

	FormatCSV  = "csv"
	FormatXLSX = "xlsx"

	StateQueued  = "queued"
	StateRunning = "running"
	StateDone    = "done"
	StateFailed  = "failed"
)

// Limits. An export's file lives a day: long enough to download it again,
// short enough that a list of candidates does not linger in storage. A
// user has a few exports under way at once, so one person cannot fill the
// queue. A worksheet holds 1,048,575 data rows, so no export holds more.
const (
	KeepFor   = 24 * time.Hour
	MaxActive = 3
	MaxRows   = 1_000_000
	// batchRows is how many rows the job reads, writes and counts at a
	// time.
	batchRows = 1000
)

// Metrics answers a metric's query (analytics.Service): the metric path
// of an export goes through it, under the row rules of the user who asked.
type Metrics interface {
	Run(ctx context.Context, q analytics.Query) (*analytics.Data, error)
}

// People finds the user an export is written for (auth.Service).
type People interface {
	UserByID(ctx context.Context, id int64) (*auth.User, error)
}

// Service owns exports.
type Service struct {
	DB         *sqldb.DB
	Blobs      blob.Store
	Candidates *ats.Service
	Metrics    Metrics
	People     People
	Queue      ats.Enqueuer
	// BaseURL makes the candidate page links of the link column.
	BaseURL string
	// Now is the clock (tests); nil is the real one.
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// Export is one export with its progress.
type Export struct {
	ID         int64     `bun:"id"`
	CompanyID  int64     `bun:"company_id"`
	Slug       string    `bun:"slug"`
	CreatedBy  int64     `bun:"created_by"`
	Kind       string    `bun:"kind"`
	Format     string    `bun:"format"`
	RequestRaw string    `bun:"request"`
	State      string    `bun:"state"`
	RowsDone   int       `bun:"rows_done"`
	RowsTotal  int       `bun:"rows_total"`
	Filename   string    `bun:"filename"`
	FileKey    string    `bun:"file_key"`
	FileSize   int64     `bun:"file_size"`
	Error      string    `bun:"error"`
	CreatedAt  time.Time `bun:"created_at"`
	UpdatedAt  time.Time `bun:"updated_at"`
	ExpiresAt  time.Time `bun:"expires_at"`
}

var errNotFound = recruit.Errorf(recruit.ENOTFOUND, "Export not found")

// Get returns one of the actor's own exports with its progress; anyone
// else's, or one past its day, is not found.
func (s *Service) Get(ctx context.Context, slug string) (*Export, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermExport)
	if err != nil {
		return nil, err
	}
	if len(slug) != slugLen {
		return nil, errNotFound
	}
	var x Export
	err = s.DB.Conn(ctx).NewRaw("SELECT * FROM exports WHERE slug = ? AND company_id = ? AND created_by = ? AND expires_at > ?",
		slug, companyID, actor.UserID, s.now()).Scan(ctx, &x)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNotFound
	}
	return &x, err
}

// slugLen is the length of an export's slug: 16 base32 characters, 80
// random bits, so an export's address cannot be guessed.
const slugLen = 16

var slugEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

func newSlug() string {
	b := make([]byte, 10)
	rand.Read(b)
	return slugEncoding.EncodeToString(b)
}
