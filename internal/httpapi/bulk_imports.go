package httpapi

import (
	"context"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"

	"hirekit/internal/apiv1"
	"hirekit/internal/bulkimport"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// maxBulkImportBody bounds an import's upload: the sheet, the zip and
// the form around them.
const maxBulkImportBody = intake.MaxSheet + intake.MaxResumeArchive + 1<<20

func bulkImportOut(imp *bulkimport.Import) *apiv1.BulkImport {
	out := &apiv1.BulkImport{ID: imp.ID, RequisitionID: imp.RequisitionID, State: imp.State, SheetName: imp.SheetName, ZipName: imp.ZipName,
		Headers: imp.Headers, Mapping: imp.Mapping, Fields: make([]apiv1.BulkImportField, 0, len(bulkimport.Fields)),
		TotalRows: imp.TotalRows, ErrorRows: imp.ErrorRows, DuplicateRows: imp.DuplicateRows, PossibleDuplicateRows: imp.PossibleDuplicateRows,
		SkipBadRows: imp.SkipBadRows, RowsDone: imp.NextRow, Failure: imp.Failure, CreatedAt: rfc3339(imp.CreatedAt),
		Summary: apiv1.BulkImportSummary{Imported: imp.Imported, Linked: imp.Linked, AlreadyApplied: imp.AlreadyApplied, Skipped: imp.Skipped,
			ResumesAttached: imp.ResumesAttached, ResumesMissing: imp.ResumesMissing},
		Problems: problemsOut(imp.Problems)}
	if out.Headers == nil {
		out.Headers = []string{}
	}
	if out.Mapping == nil {
		out.Mapping = map[string]string{}
	}
	for _, f := range bulkimport.Fields {
		out.Fields = append(out.Fields, apiv1.BulkImportField{Key: f.Key, Label: f.Label, Required: f.Required})
	}
	return out
}

func problemsOut(ps []bulkimport.Problem) []apiv1.BulkImportProblem {
	out := make([]apiv1.BulkImportProblem, 0, len(ps))
	for _, p := range ps {
		out = append(out, apiv1.BulkImportProblem{Row: p.Row, Kind: p.Kind, Field: p.Field, Message: p.Message})
	}
	return out
}

// importFiles reads an import's multipart form: the sheet and the
// optional zip, each spooled to disk by its intake; other parts are
// skipped.
func importFiles(r *http.Request) (sheet, zip *intake.File, err error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, nil, recruit.Errorf(recruit.EUNSUPPORTED, "Please send multipart/form-data")
	}
	r.Body = http.MaxBytesReader(nil, r.Body, maxBulkImportBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, nil, recruit.Errorf(recruit.EINVALID, "Invalid form")
	}
	fail := func(err error) (*intake.File, *intake.File, error) {
		sheet.Close()
		zip.Close()
		return nil, nil, err
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return sheet, zip, nil
		}
		if err != nil {
			return fail(batchReadError(err, intake.Sheet, maxBulkImportBody))
		}
		var rule intake.Rule
		var into **intake.File
		switch part.FormName() {
		case "sheet":
			rule, into = intake.Sheet, &sheet
		case "resumes":
			rule, into = intake.ResumeArchive, &zip
		default:
			part.Close()
			continue
		}
		if part.FileName() == "" {
			part.Close()
			continue
		}
		if *into != nil {
			return fail(recruit.FieldError(part.FormName(), "Please upload only a single file."))
		}
		if !cleanText(part.FileName()) {
			return fail(recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType))
		}
		f, err := intake.Spool(rule, part.FileName(), part)
		if err != nil {
			return fail(batchReadError(err, rule, maxBulkImportBody))
		}
		*into = f
	}
}

// createBulkImport takes POST requisitions/{id}/bulk-imports. The job,
// the company's upload rate and its import storage are checked before the
// body is read.
func (s *Server) createBulkImport(w http.ResponseWriter, r *http.Request) error {
	return s.withImportFiles(w, r, s.deps.BulkImport.CheckUpload, s.deps.BulkImport.Create)
}

// replaceBulkImportFile takes PUT bulk-imports/{id}/file.
func (s *Server) replaceBulkImportFile(w http.ResponseWriter, r *http.Request) error {
	return s.withImportFiles(w, r, s.deps.BulkImport.CheckReplace, s.deps.BulkImport.Replace)
}

// withImportFiles runs a sheet upload: the path's id, checked by check
// before any of the body is read, then the spooled sheet and zip handed to
// do, and the import answered.
func (s *Server) withImportFiles(w http.ResponseWriter, r *http.Request, check func(context.Context, int64) error,
	do func(context.Context, int64, *intake.File, *intake.File) (*bulkimport.Import, error)) error {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		return recruit.Errorf(recruit.ENOTFOUND, "Not found")
	}
	if err := check(r.Context(), id); err != nil {
		return err
	}
	sheet, zip, err := importFiles(r)
	if err != nil {
		return err
	}
	defer sheet.Close()
	defer zip.Close()
	imp, err := do(r.Context(), id, sheet, zip)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.BulkImport]{Data: bulkImportOut(imp)})
	return nil
}

func (s *Server) getBulkImport(ctx context.Context, req *apiv1.IDPath) (*apiv1.BulkImport, error) {
	imp, err := s.deps.BulkImport.Get(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return bulkImportOut(imp), nil
}

func (s *Server) setBulkImportMapping(ctx context.Context, req *apiv1.BulkImportMappingRequest) (*apiv1.BulkImport, error) {
	imp, err := s.deps.BulkImport.SetMapping(ctx, req.ID, req.Mapping)
	if err != nil {
		return nil, err
	}
	return bulkImportOut(imp), nil
}

func (s *Server) startBulkImport(ctx context.Context, req *apiv1.BulkImportStartRequest) (*apiv1.BulkImport, error) {
	imp, err := s.deps.BulkImport.Start(ctx, req.ID, req.SkipBadRows)
	if err != nil {
		return nil, err
	}
	return bulkImportOut(imp), nil
}

func (s *Server) bulkImportProblems(ctx context.Context, req *apiv1.BulkImportProblemsRequest) (*apiv1.BulkImportProblems, apiv1.Meta, error) {
	page, perPage, err := pageOf(apiv1.PageRequest{Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	res, err := s.deps.BulkImport.Problems(ctx, req.ID, req.Kind, page, perPage)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	return &apiv1.BulkImportProblems{Problems: problemsOut(res.Problems)}, apiv1.Meta{Page: res.Page, PerPage: res.PerPage, Total: res.Total}, nil
}
