package apiv1

// ExportColumn is a column a candidate export may hold.
type ExportColumn struct {
	Key     string `json:"key"`
	Label   string `json:"label" description:"The column's header in the file"`
	Default bool   `json:"default" description:"Ticked when the builder opens"`
}

// ExportColumns answers GET exports/columns: the candidate columns, in
// the order the builder offers them.
type ExportColumns struct {
	Columns []ExportColumn `json:"columns"`
}

// ExportRequest is POST exports: a candidate list or a metric, as CSV or
// XLSX.
type ExportRequest struct {
	Kind    string           `json:"kind" enum:"candidates,metric"`
	Format  string           `json:"format" enum:"csv,xlsx"`
	Columns []string         `json:"columns,omitempty" maxItems:"30" description:"Candidates: the column keys of GET exports/columns, in the file's order, 1 to 30, each once"`
	Filters *CandidateFilter `json:"filters,omitempty" description:"Candidates: the candidate list's filter object (as in its navigation_token); none is the whole list"`
	View    string           `json:"view,omitempty" enum:"candidates,spreadsheet" description:"Candidates: as the list's view (candidates: open jobs unless jobs are chosen; spreadsheet: every job)"`
	Metric  *AnalyticsQuery  `json:"metric,omitempty" description:"Metric: the query whose chart data is written as a table"`
}

// Export is an export and its progress. The file is written in the
// background; poll until status is done, then download it. Only its
// creator sees it, for 24 hours.
type Export struct {
	Slug      string `json:"slug"`
	Kind      string `json:"kind" enum:"candidates,metric"`
	Format    string `json:"format" enum:"csv,xlsx"`
	Status    string `json:"status" enum:"queued,running,done,failed"`
	RowsDone  int    `json:"rows_done"`
	RowsTotal int    `json:"rows_total" description:"Rows counted when the export was asked for; the final count once done"`
	Filename  string `json:"filename"`
	Error     string `json:"error" description:"Why it failed; empty otherwise"`
	CreatedAt string `json:"created_at"`
	ExpiresAt string `json:"expires_at"`
}
