package apiv1

import "mime/multipart"

// BulkImportForm is POST requisitions/{id}/bulk-imports and PUT
// bulk-imports/{id}/file (multipart/form-data).
type BulkImportForm struct {
	ID      int64                 `path:"id"`
	Sheet   *multipart.FileHeader `formData:"sheet" required:"true" description:"CSV (UTF-8) or XLSX, checked by content; at most 20 MB and 10,000 rows under a header row"`
	Resumes *multipart.FileHeader `formData:"resumes" description:"Optional zip of resumes (PDF, DOCX, DOC of at most 5 MB each, at most 10,000 files, 1 GB), found by the file names of the sheet's resume column"`
}

// BulkImportField is a candidate field a column can fill.
type BulkImportField struct {
	Key      string `json:"key"`
	Label    string `json:"label"`
	Required bool   `json:"required"`
}

// BulkImportProblem is one row's problem. Kinds: error (blocks the
// import), duplicate, possible_duplicate, resume_missing; skipped once a
// row with errors was left out.
type BulkImportProblem struct {
	Row     int    `json:"row" description:"The row's number in the sheet (the header is row 1)"`
	Kind    string `json:"kind" enum:"error,duplicate,possible_duplicate,resume_missing,skipped"`
	Field   string `json:"field" description:"The field at fault; \"\" for the whole row"`
	Message string `json:"message"`
}

// BulkImportSummary is what an import did, as it goes.
type BulkImportSummary struct {
	Imported        int `json:"imported" description:"New candidates added to the job"`
	Linked          int `json:"linked" description:"Candidates the company knew by email, added to the job"`
	AlreadyApplied  int `json:"already_applied" description:"Rows whose candidate had applied already: not doubled"`
	Skipped         int `json:"skipped" description:"Rows with errors left out by choice"`
	ResumesAttached int `json:"resumes_attached"`
	ResumesMissing  int `json:"resumes_missing"`
}

// BulkImport is an import with its mapping, counts, progress and summary.
type BulkImport struct {
	ID                    int64               `json:"id"`
	RequisitionID         int64               `json:"requisition_id"`
	State                 string              `json:"state" enum:"uploaded,previewed,importing,done,failed"`
	SheetName             string              `json:"sheet_name"`
	ZipName               string              `json:"zip_name" description:"\"\" without a zip"`
	Headers               []string            `json:"headers"`
	Mapping               map[string]string   `json:"mapping" description:"Field key → header"`
	Fields                []BulkImportField   `json:"fields"`
	TotalRows             int                 `json:"total_rows"`
	ErrorRows             int                 `json:"error_rows"`
	DuplicateRows         int                 `json:"duplicate_rows"`
	PossibleDuplicateRows int                 `json:"possible_duplicate_rows"`
	SkipBadRows           bool                `json:"skip_bad_rows"`
	RowsDone              int                 `json:"rows_done" description:"Rows the background import has written (progress)"`
	Summary               BulkImportSummary   `json:"summary"`
	Failure               string              `json:"failure"`
	Problems              []BulkImportProblem `json:"problems" description:"The first 50 problems, when the answer is a preview"`
	CreatedAt             string              `json:"created_at"`
}

// BulkImportMappingRequest is PUT bulk-imports/{id}/mapping.
type BulkImportMappingRequest struct {
	ID      int64             `path:"id"`
	Mapping map[string]string `json:"mapping" required:"true" description:"Field key → header; name and email are required"`
}

// BulkImportStartRequest is POST bulk-imports/{id}/start.
type BulkImportStartRequest struct {
	ID          int64 `path:"id"`
	SkipBadRows bool  `json:"skip_bad_rows" description:"Leave out the rows with errors; without it, errors refuse the start (409)"`
}

// BulkImportProblemsRequest is GET bulk-imports/{id}/problems.
type BulkImportProblemsRequest struct {
	ID      int64  `path:"id"`
	Kind    string `query:"kind" enum:"error,duplicate,possible_duplicate,resume_missing,skipped"`
	Page    int    `query:"page" minimum:"1"`
	PerPage int    `query:"per_page" minimum:"1" maximum:"100"`
}

// BulkImportProblems is a page of an import's problems in row order.
type BulkImportProblems struct {
	Problems []BulkImportProblem `json:"problems"`
}
