package export

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"

	"github.com/riverqueue/river"

	"hirekit/internal/analytics"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Request is what to export. A candidate export names its columns in
// order and the candidate list's filter and view (as /candidates sends
// them); a metric export names a metric query.
type Request struct {
	Kind    string          `json:"kind"`
	Format  string          `json:"format"`
	Columns []string        `json:"columns,omitempty"`
	Filter  ats.Filter      `json:"filter"`
	View    string          `json:"view,omitempty"`
	Metric  analytics.Query `json:"metric"`
}

// Create checks the request, counts what it will hold, and queues the
// job that writes it. The filter and the metric query are checked here by
// the same code that reads them (the candidate list, the metric), so a bad
// one is refused now rather than failing in the background.
func (s *Service) Create(ctx context.Context, req Request) (*Export, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermExport)
	if err != nil {
		return nil, err
	}
	switch req.Kind {
	case KindCandidates, KindMetric:
	case "":
		return nil, recruit.FieldError("kind", "Please choose what to export: candidates or a metric")
	default:
		return nil, recruit.FieldError("kind", "Unknown kind "+quoted(req.Kind)+": candidates or metric")
	}
	if req.Format != FormatCSV && req.Format != FormatXLSX {
		return nil, recruit.FieldError("format", "Please choose CSV or XLSX")
	}
	now := s.now()
	var total int
	var name string
	switch req.Kind {
	case KindCandidates:
		if _, err := checkColumns(req.Columns); err != nil {
			return nil, err
		}
		page, err := s.Candidates.ListApplications(ctx, ats.ApplicationQuery{Filter: req.Filter, View: req.View, Page: 1, PerPage: 1}, now)
		if err != nil {
			return nil, err
		}
		if page.Total > MaxRows {
			return nil, recruit.Errorf(recruit.EINVALID, "This list has %d candidates; an export holds at most %d. Please narrow the filter.", page.Total, MaxRows)
		}
		req.Filter, total, name = page.Filter, page.Total, "candidates"
		req.Metric = analytics.Query{}
	case KindMetric:
		if req.Metric.Metric == "" {
			return nil, recruit.FieldError("metric", "Please choose a metric")
		}
		if s.Metrics == nil {
			return nil, recruit.Errorf(recruit.EUNAVAILABLE, "Metric exports are not available yet")
		}
		d, err := s.Metrics.Run(ctx, req.Metric)
		if err != nil {
			return nil, err
		}
		req.Columns, req.Filter, req.View = nil, ats.Filter{}, ""
		total, name = len(d.Labels), fileWord(req.Metric.Metric)
	}
	raw, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	x := &Export{CompanyID: companyID, Slug: newSlug(), CreatedBy: actor.UserID, Kind: req.Kind, Format: req.Format, RequestRaw: string(raw),
		State: StateQueued, RowsTotal: total, Filename: "hirekit-" + name + "-" + now.Format("0102-150405") + "." + req.Format,
		CreatedAt: now, UpdatedAt: now, ExpiresAt: now.Add(KeepFor)}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if s.DB.Engine == sqldb.Postgres {
			// Serialises one user's creations so two at once cannot both
			// pass the limit (SQLite has one writer).
			if _, err := s.DB.Conn(ctx).NewRaw("SELECT pg_advisory_xact_lock(?)", lockKey(actor.UserID)).Exec(ctx); err != nil {
				return err
			}
		}
		var active int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM exports WHERE company_id = ? AND created_by = ? AND state IN (?, ?) AND expires_at > ?",
			companyID, actor.UserID, StateQueued, StateRunning, now).Scan(ctx, &active); err != nil {
			return err
		}
		if active >= MaxActive {
			return recruit.Errorf(recruit.ECONFLICT, "You have %d exports under way; please wait for one to finish.", active)
		}
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO exports (company_id, slug, created_by, kind, format, request, state, rows_total, filename,
			created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			x.CompanyID, x.Slug, x.CreatedBy, x.Kind, x.Format, x.RequestRaw, x.State, x.RowsTotal, x.Filename,
			x.CreatedAt, x.UpdatedAt, x.ExpiresAt).Scan(ctx, &x.ID); err != nil {
			return err
		}
		_, err := s.Queue.Insert(ctx, RunArgs{ExportID: x.ID, CompanyID: companyID}, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	return x, nil
}

// lockKey is the advisory lock of a user's exports.
func lockKey(userID int64) int64 { return 0x0e4b_0000_0000_0000 | userID }

var notFileChars = regexp.MustCompile(`[^a-z0-9]+`)

// fileWord makes a metric key safe in a file name.
func fileWord(key string) string {
	w := notFileChars.ReplaceAllString(strings.ToLower(key), "-")
	if len(w) > 40 {
		w = w[:40]
	}
	if w == "" || w == "-" {
		return "metric"
	}
	return w
}

// RunArgs is the job that writes an export's file.
type RunArgs struct {
	ExportID  int64 `json:"export_id"`
	CompanyID int64 `json:"company_id"`
}

// Kind names the job.
func (RunArgs) Kind() string { return "export" }

// InsertOpts gives an export a few tries; each starts the file again.
func (RunArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{MaxAttempts: 3} }
