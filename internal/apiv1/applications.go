package apiv1

import (
	"encoding/json"
	"mime/multipart"
)

// ApplicationForm is POST candidate-applications (multipart/form-data):
// a candidate added to a job, with an optional resume.
type ApplicationForm struct {
	RequisitionID  int64   `formData:"requisition_id" required:"true"`
	Name           string  `formData:"name" required:"true"`
	Email          string  `formData:"email" required:"true"`
	Phone          string  `formData:"phone"`
	Source         string  `formData:"source"`
	Experience     float64 `formData:"experience"`
	CurrentCTC     int64   `formData:"current_ctc"`
	ExpectedCTC    int64   `formData:"expected_ctc"`
	SalaryCurrency string  `formData:"salary_currency"`
	NoticePeriod   string  `formData:"notice_period"`
	Answers        string  `formData:"answers" description:"JSON object of question id → answer"`
	Links          string  `formData:"links" description:"JSON object of social site → URL"`
	// A file field makes the document declare multipart/form-data.
	CandidateResume *multipart.FileHeader `formData:"candidate_resume" description:"PDF, DOCX or DOC, at most 5 MB"`
}

// StateChip is a pipeline state as lists show it.
type StateChip struct {
	State      string `json:"state"`
	Label      string `json:"label"`
	Colour     string `json:"colour"`
	TextColour string `json:"text_colour"`
}

// ApplicationCandidate is the person behind an application.
type ApplicationCandidate struct {
	ID    int64             `json:"id" description:"The stored candidate; 0 for an agency, which sees what it submitted, not the company's record"`
	Name  string            `json:"name"`
	Email string            `json:"email"`
	Phone string            `json:"phone"`
	Links map[string]string `json:"links" description:"Empty for an agency (the company's record)"`
	Since string            `json:"since" description:"For an agency, when it submitted the candidate"`
}

// ApplicationResume is the application's resume and its parsing.
type ApplicationResume struct {
	Name   string `json:"name"`
	Status string `json:"status" enum:"none,processing,parsed,error"`
	Error  string `json:"error,omitempty"`
	URL    string `json:"url,omitempty" description:"A signed URL valid 15 minutes"`
}

// HistoryEntry is one move of an application.
type HistoryEntry struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Reason string `json:"reason"`
	By     string `json:"by"`
	At     string `json:"at"`
}

// AnswerOut is a screening answer with its question.
type AnswerOut struct {
	QuestionID int64  `json:"question_id"`
	Title      string `json:"title"`
	FieldType  string `json:"field_type"`
	Answer     any    `json:"answer"`
}

// CandidateApplication is an application in full.
type CandidateApplication struct {
	// TalenthubSkills are the public skills, with proficiency badges, of
	// the talenthub candidate whose verified email the application carries
	// (only on GET candidate-applications/{slug}; [] otherwise).
	TalenthubSkills   []HubSkill           `json:"talenthub_skills"`
	TalenthubUsername string               `json:"talenthub_username" description:"the talenthub profile's username; empty when none is shown"`
	ID                int64                `json:"id" description:"For an agency, an opaque number of the row (the list's id), not the application's"`
	Slug              string               `json:"slug"`
	Candidate         ApplicationCandidate `json:"candidate"`
	RequisitionID     int64                `json:"requisition_id"`
	RequisitionTitle  string               `json:"requisition_title"`
	State             StateChip            `json:"state"`
	NextStates        []string             `json:"next_states"`
	Source            string               `json:"source"`
	SourceRaw         string               `json:"source_raw,omitempty"`
	Priority          int                  `json:"priority"`
	PriorityLabel     string               `json:"priority_label"`
	MatchScore        int                  `json:"match_score"`
	MatchLabel        string               `json:"match_label"`
	MatchReasons      []string             `json:"match_reasons" description:"Why the application has its match score, one sentence each"`
	ExperienceYears   *float64             `json:"experience_years"`
	CurrentCTC        *int64               `json:"current_ctc"`
	ExpectedCTC       *int64               `json:"expected_ctc"`
	SalaryCurrency    string               `json:"salary_currency"`
	NoticePeriod      string               `json:"notice_period"`
	// NoticePeriodLabel is the notice period as people read it
	// ('Immediate joiner'), empty when none was given.
	NoticePeriodLabel   string            `json:"notice_period_label"`
	Archived            bool              `json:"archived"`
	PossibleDuplicateOf int64             `json:"possible_duplicate_of,omitempty"`
	Resume              ApplicationResume `json:"resume"`
	History             []HistoryEntry    `json:"history"`
	Answers             []AnswerOut       `json:"answers"`
	TagIDs              []int64           `json:"tag_ids"`
	CreatedAt           string            `json:"created_at"`
	// ReferredByName names the employee who referred the candidate and
	// AgencyName the agency that put them forward; both are left out for
	// an agency, which sees only its own candidates anyway.
	ReferredByName string `json:"referred_by_name,omitempty"`
	AgencyName     string `json:"agency_name,omitempty"`
	// OtherSubmissions are the times an agency or employee named this
	// candidate for this job after they were already in it: flagged to
	// the recruiters, never told to the submitter.
	OtherSubmissions []OtherSubmission `json:"other_submissions"`
	// EmailUnconfirmed: made on the careers page with the email of a
	// candidate the company already had, and not yet confirmed by the
	// person (a sign-in with a mailed passcode). Name, phone and resume
	// of this application are as the anonymous visitor typed them.
	EmailUnconfirmed bool `json:"email_unconfirmed"`
}

// OtherSubmission is one later submission of a candidate already in the
// job: who put them forward (an agency's name, else the user's) and what
// they typed.
type OtherSubmission struct {
	By    string `json:"by"`
	Name  string `json:"name"`
	Email string `json:"email"`
	At    string `json:"at"`
}

// Referral is one of the caller's referrals with its progress in plain
// words.
type Referral struct {
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	JobTitle  string `json:"job_title"`
	Progress  string `json:"progress"`
	CreatedAt string `json:"created_at"`
	UpdatedAt string `json:"updated_at"`
}

// Referrals answers GET my-referrals, newest first.
type Referrals struct {
	Referrals []Referral `json:"referrals"`
}

// ApplicationResult answers one application.
type ApplicationResult struct {
	CandidateApplication CandidateApplication `json:"candidate_application"`
}

// SlugPath names an application by slug.
type SlugPath struct {
	Slug string `path:"slug"`
}

// MoveRequest is POST candidate-applications/{slug}/move.
type MoveRequest struct {
	Slug   string `path:"slug"`
	To     string `json:"to"`
	Reason string `json:"reason"`
	From   string `json:"from,omitempty" description:"The state the user saw; refused with 409 if it moved since"`
}

// UpdateApplicationRequest is PATCH candidate-applications/{slug}.
type UpdateApplicationRequest struct {
	Slug     string   `path:"slug"`
	Priority *int     `json:"priority,omitempty"`
	Archived *bool    `json:"archived,omitempty"`
	TagIDs   *[]int64 `json:"tag_ids,omitempty"`
}

// ApplicationsRequest is GET candidate-applications.
type ApplicationsRequest struct {
	NavigationToken string `query:"navigation_token" description:"v1.<base64url of the filter object>"`
	Sort            string `query:"sort" enum:"newest,oldest,name,updated,match" description:"match: best match score first, not computed last"`
	View            string `query:"view" enum:"candidates,spreadsheet" description:"candidates: open jobs by default; spreadsheet: the 2-years-back rule"`
	Page            int    `query:"page"`
	PerPage         int    `query:"per_page"`
	WithStateCounts bool   `query:"with_state_counts" description:"Also count every state (for tabs and boards)"`
}

// ApplicationRow is a line of the candidate list.
type ApplicationRow struct {
	ID               int64     `json:"id" description:"For an agency, an opaque number of the row, the same in its read"`
	Slug             string    `json:"slug"`
	Candidate        NameOnly  `json:"candidate"`
	Email            string    `json:"email"`
	State            StateChip `json:"state"`
	Source           string    `json:"source"`
	RequisitionID    int64     `json:"requisition_id"`
	RequisitionTitle string    `json:"requisition_title"`
	Priority         int       `json:"priority"`
	PriorityLabel    string    `json:"priority_label"`
	MatchScore       int       `json:"match_score"`
	MatchLabel       string    `json:"match_label"`
	MatchReasons     []string  `json:"match_reasons" description:"Why the application has its match score, one sentence each"`
	ExperienceYears  *float64  `json:"experience_years"`
	Archived         bool      `json:"archived"`
	CreatedAt        string    `json:"created_at"`
}

// NameOnly is a person by name.
type NameOnly struct {
	Name string `json:"name"`
}

// Applications answers GET candidate-applications.
type Applications struct {
	CandidateApplications []ApplicationRow `json:"candidate_applications"`
	StateCounts           map[string]int   `json:"state_counts"`
	NavigationToken       string           `json:"navigation_token"`
	// Filter is the canonical filter the navigation_token encodes.
	Filter CandidateFilter `json:"filter"`
}

// CandidateFilter is the spec's candidate filter object. Its canonical
// JSON (fields in this order, defaults omitted), base64url-encoded behind
// "v1.", is the navigation_token.
type CandidateFilter struct {
	Sources                  []string                   `json:"sources,omitempty"`
	Statuses                 []string                   `json:"statuses,omitempty"`
	RoundFilters             *RoundFilters              `json:"round_filters,omitempty"`
	TAs                      []int64                    `json:"tas,omitempty"`
	Requisitions             []int64                    `json:"requisitions,omitempty"`
	CandidateApplicationTags []int64                    `json:"candidate_application_tags,omitempty"`
	MatchScores              []int                      `json:"match_scores,omitempty" description:"Any of these match scores: -1 not computed, 0 Weak, 1 Moderate, 2 Good"`
	MinExperience            *float64                   `json:"min_experience,omitempty"`
	MaxExperience            *float64                   `json:"max_experience,omitempty"`
	StartDate                string                     `json:"start_date,omitempty" description:"YYYY-MM-DD"`
	EndDate                  string                     `json:"end_date,omitempty" description:"YYYY-MM-DD"`
	IncludeArchived          bool                       `json:"include_archived,omitempty"`
	NoticePeriods            []string                   `json:"notice_periods,omitempty" description:"Any of these notice periods (immediate, 15, 30, 45, 60, 90, 90_plus)"`
	MinCurrentCTC            *float64                   `json:"min_current_ctc,omitempty" description:"Current CTC at least this (the application's own currency)"`
	MaxCurrentCTC            *float64                   `json:"max_current_ctc,omitempty"`
	Answers                  map[string]json.RawMessage `json:"answers,omitempty" description:"Screening question id → the answer to match (equal JSON value)"`
}

// RoundFilters are four lists of round ids.
type RoundFilters struct {
	Scheduled []int64 `json:"scheduled,omitempty"`
	Completed []int64 `json:"completed,omitempty"`
	Cancelled []int64 `json:"cancelled,omitempty"`
	NoShow    []int64 `json:"no_show,omitempty"`
}

// RecentApplications answers GET candidate-application/recent-list.
type RecentApplications struct {
	CandidateApplications []ApplicationRow `json:"candidate_applications"`
}

// Sources answers GET candidate-application/get-allowed-sources.
type Sources struct {
	Sources []Option `json:"sources"`
}

// TitleRequest adds a source or a tag.
type TitleRequest struct {
	Title string `json:"title"`
}

// Tag is a label on applications.
type Tag struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// TagsRequest is GET ats-tags.
type TagsRequest struct {
	OrderBy string `query:"order_by" enum:"id"`
}

// Tags answers GET ats-tags (with the notice periods the spec reads there).
type Tags struct {
	Tags          []Tag    `json:"tags"`
	NoticePeriods []Option `json:"notice_periods"`
}

// TagResult answers a new tag.
type TagResult struct {
	Tag Tag `json:"tag"`
}

// SourceResult answers a new source.
type SourceResult struct {
	Source Option `json:"source"`
}

// SourcePath names a source by its code.
type SourcePath struct {
	Value string `path:"value"`
}

// RenameSourceRequest is PUT sources/{value}.
type RenameSourceRequest struct {
	Value string `path:"value"`
	Title string `json:"title"`
}

// RenameTagRequest is PUT ats-tags/{id}.
type RenameTagRequest struct {
	ID    int64  `path:"id"`
	Title string `json:"title"`
}

// SmartSearchRequest is GET smart-search: a boolean query over the parsed
// resumes of every candidate of the jobs the caller sees, and filters.
type SmartSearchRequest struct {
	Q                 string   `query:"q" description:"Boolean search: words, \"phrases\", AND, OR, NOT (or -word), parentheses; empty lists every parsed resume"`
	Tags              []string `query:"tags" description:"Parser tags; candidates holding any of them"`
	MinExperience     *float64 `query:"min_experience" minimum:"0" maximum:"100"`
	MaxExperience     *float64 `query:"max_experience" minimum:"0" maximum:"100"`
	GraduationYearMin int      `query:"graduation_year_min" minimum:"1950"`
	GraduationYearMax int      `query:"graduation_year_max" minimum:"1950"`
	Jobs              []int64  `query:"jobs" description:"Requisition ids; candidates of any of them"`
	States            []string `query:"states" description:"Pipeline states; candidates in any of them"`
	Page              int      `query:"page" minimum:"1"`
	PerPage           int      `query:"per_page" minimum:"1" maximum:"100" description:"20 by default; more than 100 is refused"`
}

// EvidenceSegment is a piece of a snippet: text, marked when it matched.
// It is text, never markup.
type EvidenceSegment struct {
	Text  string `json:"text"`
	Match bool   `json:"match"`
}

// SmartSearchHit is one candidate application whose resume matched.
type SmartSearchHit struct {
	ID               int64               `json:"id"`
	Slug             string              `json:"slug" description:"Opens /candidate-timeline/{slug}"`
	Candidate        NameOnly            `json:"candidate"`
	RequisitionID    int64               `json:"requisition_id"`
	RequisitionTitle string              `json:"requisition_title"`
	State            StateChip           `json:"state"`
	ExperienceYears  *float64            `json:"experience_years"`
	GraduationYear   *int                `json:"graduation_year"`
	Tags             []string            `json:"tags"`
	CreatedAt        string              `json:"created_at"`
	Evidence         [][]EvidenceSegment `json:"evidence" description:"Up to 3 passages of the resume around the query's terms; segments with match true are the matches"`
}

// SmartSearch answers GET smart-search, newest application first.
type SmartSearch struct {
	Results []SmartSearchHit `json:"results"`
	// Tags are the parser tags a filter may name, in order.
	Tags []string `json:"tags"`
}
