package apiv1

// The talenthub jobs board (issue 29): the board, a job's page, quick
// apply, and posting a company's jobs.

// HubJobsQuery is GET talenthub/jobs. Filters combine with AND; an
// empty one means all jobs.
type HubJobsQuery struct {
	Type       string   `query:"type" enum:"all,internship,full_time" description:"empty or all: every type"`
	Experience *int     `query:"experience" minimum:"0" maximum:"6" description:"Years 0–6: a job whose experience range holds it; 6 (shown 5+) a job whose lower bound is at least 5"`
	Skills     []string `query:"skills" description:"Skill slugs (repeated or comma-separated): a job asking for all of them"`
	Page       int      `query:"page" minimum:"1" description:"20 jobs a page"`
	// Test is the spec's optional query value (ignored).
	Test string `query:"test"`
}

// HubRequirementData is a requirement's data: text for experience; name,
// slug and proficiency (0–3) for a skill.
type HubRequirementData struct {
	Text        string `json:"text,omitempty"`
	Name        string `json:"name,omitempty"`
	Slug        string `json:"slug,omitempty"`
	Proficiency *int   `json:"proficiency,omitempty"`
}

// HubRequirement is the spec's "Requirement item".
type HubRequirement struct {
	Type    string             `json:"type" enum:"experience,skill"`
	Enabled bool               `json:"enabled" description:"only enabled requirements must be met to apply"`
	Data    HubRequirementData `json:"data"`
	Met     *bool              `json:"met,omitempty" description:"the signed-in candidate meets it (absent for anyone else)"`
}

// HubJob is the spec's "Talenthub job".
type HubJob struct {
	Slug               string           `json:"slug"`
	CompanySlug        string           `json:"company_slug"`
	Designation        string           `json:"designation"`
	TalenthubCompany   string           `json:"talenthub_company" description:"the company's name"`
	CompanyLogoURL     string           `json:"company_logo_url"`
	JobType            string           `json:"job_type" enum:"internship,full_time"`
	JobTypeDisplay     string           `json:"job_type_display"`
	SalaryRangeDisplay string           `json:"salary_range_display" description:"empty when no salary was given"`
	Location           string           `json:"location"`
	ExperienceRange    []*float64       `json:"experience_range" description:"[min, max] years; null for an open bound"`
	RequirementList    []HubRequirement `json:"requirement_list"`
	Applied            bool             `json:"applied"`
	ExternalLink       string           `json:"external_link" description:"the job's careers page"`
	Status             string           `json:"status" enum:"open,closed"`
	JobDescription     string           `json:"job_description" description:"the requisition's rich text (the job's page only; empty once closed)"`
	PublishedAt        string           `json:"published_at"`
	// Applicants counts quick applies (the company's own dashboard only).
	Applicants *int `json:"applicants,omitempty"`
	// RequisitionID is the ATS job (the company's own dashboard only).
	RequisitionID *int64 `json:"requisition_id,omitempty"`
}

// HubJobsResult is a page of the board.
type HubJobsResult struct {
	Jobs    []HubJob `json:"jobs"`
	Page    int      `json:"page"`
	HasMore bool     `json:"has_more"`
}

// HubJobRequest names a board job.
type HubJobRequest struct {
	CompanySlug string `path:"companySlug"`
	JobSlug     string `path:"jobSlug"`
}

// HubJobResult is a job's page: the job and, for a signed-in candidate,
// what keeps them from applying (empty: they may).
type HubJobResult struct {
	Job      HubJob   `json:"job"`
	Blockers []string `json:"blockers"`
}

// HubApplyResult is POST talenthub/{companySlug}/jobs/{jobSlug}/submit-application.
type HubApplyResult struct {
	Message string `json:"message" description:"'Your application is submitted!'"`
}

// HubPostJobRequest is POST talenthub/company/jobs: post one of the
// company's live requisitions to the board, or change it there.
type HubPostJobRequest struct {
	RequisitionID      int64             `json:"requisition_id" minimum:"1"`
	JobType            string            `json:"job_type" enum:"internship,full_time"`
	ExperienceRequired bool              `json:"experience_required" description:"the requisition's experience range must be met to apply"`
	Skills             []HubPostJobSkill `json:"skills" maxItems:"10"`
	SalaryMin          *int64            `json:"salary_min,omitempty" minimum:"0"`
	SalaryMax          *int64            `json:"salary_max,omitempty" minimum:"0"`
	SalaryCurrency     string            `json:"salary_currency,omitempty"`
	CompanyID          int64             `json:"company_id,omitempty" description:"platform admins: the company posted for"`
}

// HubPostJobSkill is a skill requirement: a catalogue slug and the least
// proficiency 0–3.
type HubPostJobSkill struct {
	Slug        string `json:"slug"`
	Proficiency int    `json:"proficiency" minimum:"0" maximum:"3"`
}

// HubRequisitionRequest names a requisition of the company.
type HubRequisitionRequest struct {
	RequisitionID int64 `path:"requisitionId"`
}

// HubJobResultOne is one board job of the company.
type HubJobResultOne struct {
	Job HubJob `json:"job"`
}

// HubCompanyJobsResult is the company's board jobs and the live
// requisitions it may post.
type HubCompanyJobsResult struct {
	Jobs         []HubJob         `json:"jobs"`
	Requisitions []HubPostableJob `json:"requisitions"`
}

// HubPostableJob is a live requisition the company may post.
type HubPostableJob struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	Slug  string `json:"slug"`
}

// HubReviewQuery is GET talenthub/company/candidates.
type HubReviewQuery struct {
	Skills      []string `query:"skills" description:"Skill slugs (repeated or comma-separated): candidates holding all of them (in their public skills)"`
	Proficiency int      `query:"proficiency" minimum:"0" maximum:"3" description:"The least proficiency of each chosen skill"`
	Page        int      `query:"page" minimum:"1" description:"20 candidates a page"`
}

// HubReviewResult is a page of listed candidates, each as their public
// profile shows them.
type HubReviewResult struct {
	Candidates []HubProfile `json:"candidates"`
	Page       int          `json:"page"`
	HasMore    bool         `json:"has_more"`
}
