package httpapi

import (
	"context"
	"io"
	"net/http"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
	"hirekit/internal/export"
)

// exportMediaTypes are the media types an export's file may answer.
const exportMediaTypes = "text/csv, " + apiv1.XLSXMediaType

func exportOut(x *export.Export) *apiv1.Export {
	return &apiv1.Export{Slug: x.Slug, Kind: x.Kind, Format: x.Format, Status: x.State, RowsDone: x.RowsDone, RowsTotal: x.RowsTotal,
		Filename: x.Filename, Error: x.Error, CreatedAt: rfc3339(x.CreatedAt), ExpiresAt: rfc3339(x.ExpiresAt)}
}

func (s *Server) exportColumns(ctx context.Context, _ *apiv1.Empty) (*apiv1.ExportColumns, error) {
	cols, err := s.deps.Exports.ListColumns(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ExportColumns{Columns: []apiv1.ExportColumn{}}
	for _, c := range cols {
		out.Columns = append(out.Columns, apiv1.ExportColumn{Key: c.Key, Label: c.Label, Default: c.Default})
	}
	return out, nil
}

func (s *Server) createExport(ctx context.Context, req *apiv1.ExportRequest) (*apiv1.Export, error) {
	in := export.Request{Kind: req.Kind, Format: req.Format, Columns: req.Columns, View: req.View}
	if req.Filters != nil {
		in.Filter = filterIn(*req.Filters)
	}
	if req.Metric != nil {
		q, err := queryIn(*req.Metric, "metric.")
		if err != nil {
			return nil, err
		}
		in.Metric = q
	}
	x, err := s.deps.Exports.Create(ctx, in)
	if err != nil {
		return nil, err
	}
	return exportOut(x), nil
}

func (s *Server) getExport(ctx context.Context, req *apiv1.SlugPath) (*apiv1.Export, error) {
	x, err := s.deps.Exports.Get(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return exportOut(x), nil
}

// exportFile streams a finished export's file from the blob store as an
// attachment named by the export.
func (s *Server) exportFile(w http.ResponseWriter, r *http.Request) error {
	req := new(apiv1.SlugPath)
	if err := decode(r, req); err != nil {
		return err
	}
	f, x, err := s.deps.Exports.Open(r.Context(), req.Slug)
	if err != nil {
		return err
	}
	defer f.Close()
	w.Header().Set("Content-Type", export.ContentType[x.Format])
	w.Header().Set("Content-Disposition", `attachment; filename="`+x.Filename+`"`)
	w.Header().Set("Cache-Control", "no-store")
	if _, err := io.Copy(w, f); err != nil {
		// The status is sent; all that is left is to log.
		s.log.ErrorContext(r.Context(), "send export", "request_id", RequestID(r.Context()), "err", err)
	}
	return nil
}

// filterIn is the wire's candidate filter as the list's.
func filterIn(f apiv1.CandidateFilter) ats.Filter {
	out := ats.Filter{Sources: f.Sources, Statuses: f.Statuses, TAs: f.TAs, Requisitions: f.Requisitions,
		CandidateApplicationTags: f.CandidateApplicationTags, MatchScores: f.MatchScores, MinExperience: f.MinExperience, MaxExperience: f.MaxExperience,
		StartDate: f.StartDate, EndDate: f.EndDate, IncludeArchived: f.IncludeArchived,
		NoticePeriods: f.NoticePeriods, MinCurrentCTC: f.MinCurrentCTC, MaxCurrentCTC: f.MaxCurrentCTC, Answers: f.Answers}
	if rf := f.RoundFilters; rf != nil {
		out.RoundFilters = ats.RoundFilters{Scheduled: rf.Scheduled, Completed: rf.Completed, Cancelled: rf.Cancelled, NoShow: rf.NoShow}
	}
	return out
}
