// Package bulkimport imports candidates into a job from a spreadsheet (CSV
// or XLSX) and an optional zip of their resumes: upload, a column mapping
// guessed from the headers, a preview of every row's problems recorded in
// the database, and a background job that streams the sheet again and
// adds the rows in batches by the ats's rules. No file is held whole in
// memory.
package bulkimport

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// MaxRows bounds a sheet's data rows (issue 18: imports of 10,000 rows).
const MaxRows = 10_000

// States of an import.
const (
	StateUploaded  = "uploaded"
	StatePreviewed = "previewed"
	StateImporting = "importing"
	StateDone      = "done"
	StateFailed    = "failed"
)

// Problem kinds: only errors block an import.
const (
	KindError             = "error"
	KindDuplicate         = "duplicate"
	KindPossibleDuplicate = "possible_duplicate"
	KindResumeMissing     = "resume_missing"
	KindSkipped           = "skipped"
)

// Service owns bulk imports.
type Service struct {
	DB    *sqldb.DB
	Files *intake.Store
	Jobs  *ats.Service
	Queue ats.Enqueuer
	// BatchSize is how many rows one transaction of the worker writes.
	BatchSize int
	// Gate counts uploads per company (RateBucket); nil counts nothing.
	Gate Gate
	// Quota bounds the bytes of import files a company keeps
	// (HIREKIT_IMPORT_QUOTA_MB); 0 is DefaultQuota.
	Quota int64
}

// Import is one bulk import with its counts and, once done, its summary.
type Import struct {
	ID                    int64             `bun:"id"`
	CompanyID             int64             `bun:"company_id"`
	RequisitionID         int64             `bun:"requisition_id"`
	CreatedBy             int64             `bun:"created_by"`
	State                 string            `bun:"state"`
	SheetKey              string            `bun:"sheet_key"`
	SheetName             string            `bun:"sheet_name"`
	ZipKey                string            `bun:"zip_key"`
	ZipName               string            `bun:"zip_name"`
	SheetSize             int64             `bun:"sheet_size"`
	ZipSize               int64             `bun:"zip_size"`
	HeadersRaw            string            `bun:"headers"`
	MappingRaw            string            `bun:"mapping"`
	TotalRows             int               `bun:"total_rows"`
	ErrorRows             int               `bun:"error_rows"`
	DuplicateRows         int               `bun:"duplicate_rows"`
	PossibleDuplicateRows int               `bun:"possible_duplicate_rows"`
	SkipBadRows           bool              `bun:"skip_bad_rows"`
	NextRow               int               `bun:"next_row"`
	Imported              int               `bun:"imported"`
	Linked                int               `bun:"linked"`
	AlreadyApplied        int               `bun:"already_applied"`
	Skipped               int               `bun:"skipped"`
	ResumesAttached       int               `bun:"resumes_attached"`
	ResumesMissing        int               `bun:"resumes_missing"`
	Failure               string            `bun:"failure"`
	CreatedAt             time.Time         `bun:"created_at"`
	UpdatedAt             time.Time         `bun:"updated_at"`
	Headers               []string          `bun:"-"`
	Mapping               map[string]string `bun:"-"`
	// Problems is the first page of problems, where an answer carries it.
	Problems []Problem `bun:"-"`
}

// Problem is one row's problem.
type Problem struct {
	Row     int    `bun:"row_number"`
	Kind    string `bun:"kind"`
	Field   string `bun:"field"`
	Message string `bun:"message"`
}

var errImportNotFound = recruit.Errorf(recruit.ENOTFOUND, "Import not found")

// load reads an import of the actor's company whose job the actor may
// import into (the ats's row rule); any other is not found.
func (s *Service) load(ctx context.Context, id int64) (*Import, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermImportCandidates)
	if err != nil {
		return nil, err
	}
	imp, err := s.read(ctx, companyID, id)
	if err != nil {
		return nil, err
	}
	if _, err := s.Jobs.ImportableJob(ctx, imp.RequisitionID); err != nil {
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			return nil, errImportNotFound
		}
		if recruit.ErrorCode(err) != recruit.ECONFLICT || imp.State == StateUploaded || imp.State == StatePreviewed {
			return nil, err
		}
		// An archived job's finished import can still be read.
	}
	return imp, nil
}

func (s *Service) read(ctx context.Context, companyID, id int64) (*Import, error) {
	var imp Import
	err := s.DB.Conn(ctx).NewRaw("SELECT * FROM bulk_imports WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &imp)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errImportNotFound
	} else if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(imp.HeadersRaw), &imp.Headers); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(imp.MappingRaw), &imp.Mapping); err != nil {
		return nil, err
	}
	return &imp, nil
}

// Get returns an import with its counts, progress and summary.
func (s *Service) Get(ctx context.Context, id int64) (*Import, error) {
	return s.load(ctx, id)
}

// ProblemPage is a page of an import's problems.
type ProblemPage struct {
	Problems      []Problem
	Total         int
	Page, PerPage int
}

// Problems pages through an import's problems in row order, optionally of
// one kind.
func (s *Service) Problems(ctx context.Context, id int64, kind string, page, perPage int) (*ProblemPage, error) {
	imp, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	switch kind {
	case "", KindError, KindDuplicate, KindPossibleDuplicate, KindResumeMissing, KindSkipped:
	default:
		return nil, recruit.FieldError("kind", "Invalid value for kind")
	}
	cond, args := "import_id = ? AND company_id = ?", []any{imp.ID, imp.CompanyID}
	if kind != "" {
		cond += " AND kind = ?"
		args = append(args, kind)
	}
	out := &ProblemPage{Problems: []Problem{}, Page: page, PerPage: perPage}
	if err := s.DB.Read.NewRaw("SELECT count(*) FROM bulk_import_problems WHERE "+cond, args...).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	if err := s.DB.Read.NewRaw("SELECT row_number, kind, field, message FROM bulk_import_problems WHERE "+cond+
		" ORDER BY row_number, id LIMIT ? OFFSET ?", append(args, perPage, (page-1)*perPage)...).Scan(ctx, &out.Problems); err != nil {
		return nil, err
	}
	return out, nil
}

// firstProblems fills imp.Problems with the first page.
func (s *Service) firstProblems(ctx context.Context, imp *Import) error {
	imp.Problems = []Problem{}
	return s.DB.Read.NewRaw("SELECT row_number, kind, field, message FROM bulk_import_problems WHERE import_id = ? AND company_id = ? ORDER BY row_number, id LIMIT 50",
		imp.ID, imp.CompanyID).Scan(ctx, &imp.Problems)
}
