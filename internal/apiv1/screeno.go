package apiv1

import "mime/multipart"

// ScreeningCandidate is one row of the screening table: an uploaded
// resume and what the parser read from it (spec: screening candidate).
type ScreeningCandidate struct {
	ID                 int64             `json:"id"`
	Name               string            `json:"name"`
	Email              string            `json:"email"`
	PhoneNumber        string            `json:"phone_number"`
	Filename           string            `json:"filename"`
	ResumeURL          string            `json:"resume_url" description:"A signed URL of the file, valid one hour"`
	GraduationYear     *int              `json:"graduation_year"`
	PostGraduationYear *int              `json:"post_graduation_year"`
	Status             string            `json:"status" enum:"processing,parsed,error"`
	Tags               []string          `json:"tags"`
	TagEvidence        map[string]string `json:"tag_evidence" description:"Each tag → the resume's line that earned it"`
	Score              float64           `json:"score" description:"0–10, the weighted sum of the tags; -1 until parsed or when in error"`
	Error              string            `json:"error"`
	Sample             bool              `json:"sample"`
	Links              map[string]string `json:"links"`
	ATSProvider        *string           `json:"ats_provider" enum:"greenhouse,lever,hirekit_ats"`
	ScreenoJobID       int64             `json:"screeno_job_id"`
	JobTitle           string            `json:"job_title"`
	CreatedAt          string            `json:"created_at"`
}

// ScreeningListRequest is GET screeno/list-resumes.
type ScreeningListRequest struct {
	ScreenoJobID int64 `query:"screeno_job_id"`
	Page         int   `query:"page" minimum:"1"`
	PerPage      int   `query:"per_page" description:"50 (default) or 100"`
}

// ScreeningList is the dashboard's list.
type ScreeningList struct {
	Candidates     []ScreeningCandidate `json:"candidates"`
	PendingCredits int                  `json:"pending_credits"`
	IsNewAccount   bool                 `json:"is_new_account" description:"The company has never uploaded"`
	Processing     int                  `json:"processing" description:"Candidates of the company still being parsed"`
}

// ScreeningFilter is the candidate table's search, in the query of GET
// screeno/smart-search.
type ScreeningFilter struct {
	Q                 string   `query:"q" description:"Boolean search: words, \"phrases\", AND, OR, NOT, parentheses"`
	ScreenoJobID      int64    `query:"screeno_job_id"`
	Tags              []string `query:"tags" description:"Candidates holding any of these tags"`
	ScoreBuckets      []string `query:"score_buckets" description:"none, up_to_6, up_to_8, above_8"`
	GraduationYearMin int      `query:"graduation_year_min" minimum:"2000"`
	GraduationYearMax int      `query:"graduation_year_max" minimum:"2000"`
	SortBy            string   `query:"sort_by" enum:"id,score,name,graduation_year"`
	SortOrder         string   `query:"sort_order" enum:"asc,desc"`
	Page              int      `query:"page" minimum:"1"`
	PerPage           int      `query:"per_page" description:"50 (default) or 100"`
}

// ScreeningSearch is a page of the candidate table.
type ScreeningSearch struct {
	Candidates []ScreeningCandidate `json:"candidates"`
	Processing int                  `json:"processing" description:"Candidates of the company still being parsed"`
}

// ScreeningUploadForm is POST screeno/upload-resumes (multipart/form-data).
type ScreeningUploadForm struct {
	ScreenoJobTitle string                  `formData:"screeno_job_title" required:"true"`
	ResumeFiles     []*multipart.FileHeader `formData:"resume_files[]" description:"PDF, DOCX or DOC files, at most 100 of 10 MB each"`
}

// ScreeningUploaded answers an upload: the new candidates, processing.
type ScreeningUploaded struct {
	Candidates     []ScreeningCandidate `json:"candidates"`
	PendingCredits int                  `json:"pending_credits"`
}

// ScreeningJobsRequest is GET screeno/jobs.
type ScreeningJobsRequest struct {
	View string `query:"view" enum:"basic,table_view" description:"basic: ids and titles; table_view: with tag counts and totals"`
}

// ScreeningJob is a screening job.
type ScreeningJob struct {
	ID              int64          `json:"id"`
	Title           string         `json:"title"`
	ATSProvider     *string        `json:"ats_provider" enum:"greenhouse,lever,hirekit_ats"`
	TagCounts       map[string]int `json:"tag_counts,omitempty" description:"table_view: tag → candidates holding it"`
	TotalCandidates *int           `json:"total_candidates,omitempty" description:"table_view"`
}

// ScreeningJobs answers GET screeno/jobs.
type ScreeningJobs struct {
	Jobs []ScreeningJob `json:"jobs"`
}

// ScreeningJobDetail is one screening job with its first page of
// candidates.
type ScreeningJobDetail struct {
	ScreeningJob
	Candidates []ScreeningCandidate `json:"candidates"`
}

// Credits are a company's screening credits (DECISIONS.md: available =
// granted in all, pending = spendable now).
type Credits struct {
	AvailableCredits int  `json:"available_credits"`
	PendingCredits   int  `json:"pending_credits"`
	UsedCredits      int  `json:"used_credits"`
	ReservedCredits  int  `json:"reserved_credits" description:"Held by resumes still processing"`
	ShareClaimed     bool `json:"share_claimed" description:"The share credits were claimed"`
}

// ScreeningExportRequest is POST screeno/download-xlsx: the chosen
// candidates, or (an empty list) the current search.
type ScreeningExportRequest struct {
	ScreenoResumeIDs  []int64  `json:"screeno_resume_ids"`
	Q                 string   `json:"q"`
	ScreenoJobID      int64    `json:"screeno_job_id"`
	Tags              []string `json:"tags"`
	ScoreBuckets      []string `json:"score_buckets"`
	GraduationYearMin int      `json:"graduation_year_min"`
	GraduationYearMax int      `json:"graduation_year_max"`
	SortBy            string   `json:"sort_by"`
	SortOrder         string   `json:"sort_order"`
}

// CallbackRequest is POST screeno/request-callback: the kind in the query
// (the credits page's plans) or in the body (integrations).
type CallbackRequest struct {
	QueryKind string `query:"kind" description:"pricing_page_100, pricing_page_200, pricing_page_custom (with _us outside India)"`
	Kind      string `json:"kind" enum:"greenhouse,lever,hirekit_ats,custom,wand_board"`
}

// IntegrationCard is one card of /screeno/integrations.
type IntegrationCard struct {
	Kind   string `json:"kind" enum:"greenhouse,lever,hirekit_ats,custom"`
	Name   string `json:"name"`
	Status string `json:"status" enum:"connected,disabled,not_connected,errored" description:"disabled: the card offers REQUEST CALLBACK; errored: the provider refused the stored credentials (reconnect)"`
}

// IntegrationsStatus answers GET screeno/integrations/status.
type IntegrationsStatus struct {
	ExternalATSProvider *string           `json:"external_ats_provider" enum:"greenhouse,lever,hirekit_ats"`
	Integrations        []IntegrationCard `json:"integrations"`
}
