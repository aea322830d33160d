package apiv1

// Location is where a job is.
type Location struct {
	ID      int64  `json:"id,omitempty"`
	City    string `json:"city"`
	Country string `json:"country"`
	Remote  bool   `json:"remote"`
}

// ScreeningQuestion is a question the careers form asks.
type ScreeningQuestion struct {
	ID               int64        `json:"id,omitempty"`
	Title            string       `json:"title"`
	FieldType        string       `json:"field_type" enum:"short_answer,long_answer,number,yes_no,single_choice,multiple_choice,date"`
	MetaData         QuestionMeta `json:"meta_data"`
	Required         bool         `json:"required"`
	ReferralQuestion bool         `json:"referral_question"`
}

// QuestionMeta holds a choice question's options.
type QuestionMeta struct {
	Options []string `json:"options"`
}

// RequisitionInput is the job form (POST requisitions, PUT requisitions/{id}).
type RequisitionInput struct {
	Title              string              `json:"title"`
	Designation        string              `json:"designation"`
	Department         string              `json:"department"`
	Remote             bool                `json:"remote"`
	JobType            string              `json:"job_type" enum:"full_time,part_time,contract,internship,temporary"`
	MinExperience      *float64            `json:"min_experience"`
	MaxExperience      *float64            `json:"max_experience"`
	MinSalary          *int64              `json:"min_salary" description:"Annual, in major units of salary_currency."`
	MaxSalary          *int64              `json:"max_salary"`
	SalaryCurrency     string              `json:"salary_currency"`
	Openings           int                 `json:"openings"`
	HiringManagerID    *int64              `json:"hiring_manager_id"`
	RecruiterIDs       []int64             `json:"recruiter_ids"`
	AuthorizedPanelIDs []int64             `json:"authorized_panel_ids"`
	AgencyIDs          []int64             `json:"agency_ids"`
	Locations          []Location          `json:"locations"`
	Description        string              `json:"description" description:"Rich text (HTML); sanitised."`
	AskSalary          bool                `json:"ask_salary" description:"Whether the careers form asks salary details."`
	ScreeningQuestions []ScreeningQuestion `json:"screening_questions"`
}

// UpdateRequisitionRequest is PUT requisitions/{id}.
type UpdateRequisitionRequest struct {
	ID int64 `path:"id"`
	RequisitionInput
}

// Requisition is a job in full. Who works on it (hiring_manager_id,
// recruiter_ids, authorized_panel_ids, agency_ids) is left out when there
// is none, and always for an agency or an employee, who see the job but
// not its team.
type Requisition struct {
	ID                 int64               `json:"id"`
	Slug               string              `json:"slug"`
	Title              string              `json:"title"`
	State              string              `json:"state" enum:"open,live,pending_approval,rejected,archived"`
	Designation        string              `json:"designation"`
	Department         string              `json:"department"`
	Remote             bool                `json:"remote"`
	JobType            string              `json:"job_type"`
	JobTypeDisplay     string              `json:"job_type_display"`
	MinExperience      *float64            `json:"min_experience"`
	MaxExperience      *float64            `json:"max_experience"`
	MinSalary          *int64              `json:"min_salary"`
	MaxSalary          *int64              `json:"max_salary"`
	SalaryCurrency     string              `json:"salary_currency"`
	Openings           int                 `json:"openings"`
	HiringManagerID    *int64              `json:"hiring_manager_id,omitempty"`
	RecruiterIDs       []int64             `json:"recruiter_ids,omitempty"`
	AuthorizedPanelIDs []int64             `json:"authorized_panel_ids,omitempty"`
	AgencyIDs          []int64             `json:"agency_ids,omitempty"`
	Locations          []Location          `json:"locations"`
	Description        string              `json:"description"`
	AskSalary          bool                `json:"ask_salary"`
	OpenForCareersPage bool                `json:"open_for_careers_page"`
	RejectedReason     string              `json:"rejected_reason"`
	ScreeningQuestions []ScreeningQuestion `json:"screening_questions"`
	// AllowedActions are what the caller may do with the job now: edit,
	// approve, reject, publish, unpublish, archive, reopen.
	AllowedActions []RequisitionAction `json:"allowed_actions"`
	CreatedAt      string              `json:"created_at"`
	UpdatedAt      string              `json:"updated_at"`
	PublishedAt    string              `json:"published_at,omitempty"`
}

// RequisitionAction is something one may do with a job.
type RequisitionAction string

// Enum lists the actions for the OpenAPI document.
func (RequisitionAction) Enum() []any {
	return []any{"edit", "approve", "reject", "publish", "unpublish", "archive", "reopen"}
}

// RequisitionResult answers one job.
type RequisitionResult struct {
	Requisition Requisition `json:"requisition"`
}

// RequisitionsRequest is GET requisitions: page is a number, or a view
// name (ats-agent-modal, spreadsheet_view) for an unpaginated, capped list.
type RequisitionsRequest struct {
	Page    string   `query:"page" description:"1-based page, or ats-agent-modal / spreadsheet_view"`
	PerPage int      `query:"per_page"`
	State   []string `query:"state" description:"Only jobs in these states (repeat the key)."`
	Q       string   `query:"q" description:"Words of the title."`
}

// RequisitionSummary is a job in a list.
type RequisitionSummary struct {
	ID            int64  `json:"id"`
	Slug          string `json:"slug"`
	Title         string `json:"title"`
	State         string `json:"state"`
	Department    string `json:"department"`
	JobType       string `json:"job_type"`
	Openings      int    `json:"openings"`
	HiringManager string `json:"hiring_manager"`
	Locations     string `json:"locations"`
	Remote        bool   `json:"remote"`
	CreatedAt     string `json:"created_at"`
}

// Requisitions answers GET requisitions.
type Requisitions struct {
	Requisitions []RequisitionSummary `json:"requisitions"`
	StateCounts  map[string]int       `json:"state_counts"`
}

// RequisitionActionRequest changes a job's state.
type RequisitionActionRequest struct {
	ID     int64  `path:"id"`
	Reason string `json:"reason,omitempty"`
}

// QuestionPage answers GET questions/{id}.
type QuestionPage struct {
	Question         ScreeningQuestion `json:"question"`
	RequisitionID    int64             `json:"requisition_id"`
	RequisitionTitle string            `json:"requisition_title"`
	Answers          []QuestionAnswer  `json:"answers"`
}

// QuestionAnswer is one candidate's answer to a screening question.
type QuestionAnswer struct {
	CandidateApplicationSlug string `json:"candidate_application_slug"`
	CandidateName            string `json:"candidate_name"`
	Answer                   any    `json:"answer"`
}

// Options answers lists of codes with titles.
type Options struct {
	Options []Option `json:"options"`
}

// Option is a code with the text people see.
type Option struct {
	Value string `json:"value"`
	Title string `json:"title"`
	ID    int64  `json:"id,omitempty" description:"The record's id where the option is one (departments: the id analytics filters take)"`
}

// Round is an interview round.
type Round struct {
	ID            int64    `json:"id"`
	Name          string   `json:"name"`
	Position      int      `json:"position"`
	RequisitionID *int64   `json:"requisition_id"`
	Attributes    []string `json:"attributes"`
}

// RoundsRequest is GET rounds.
type RoundsRequest struct {
	RequisitionID int64 `query:"requisition_id" description:"A job's rounds; without it the company's template."`
}

// Rounds answers GET rounds.
type Rounds struct {
	Rounds []Round `json:"rounds"`
}

// RoundInput adds a round (POST rounds).
type RoundInput struct {
	RequisitionID int64    `json:"requisition_id,omitempty"`
	Name          string   `json:"name"`
	Attributes    []string `json:"attributes"`
}

// UpdateRoundRequest is PUT rounds/{id}.
type UpdateRoundRequest struct {
	ID         int64    `path:"id"`
	Name       string   `json:"name"`
	Attributes []string `json:"attributes"`
}

// RoundResult answers one round.
type RoundResult struct {
	Round Round `json:"round"`
}

// ReorderRoundsRequest is POST rounds/reorder.
type ReorderRoundsRequest struct {
	RequisitionID int64   `json:"requisition_id,omitempty"`
	IDs           []int64 `json:"ids"`
}

// StateInfo describes a pipeline state.
type StateInfo struct {
	State      string `json:"state"`
	Label      string `json:"label"`
	Colour     string `json:"colour"`
	TextColour string `json:"text_colour"`
	Phase      string `json:"phase"`
	Open       bool   `json:"open"`
}

// NextStates answers GET candidate-application/get-next-states: the whole
// moves table, and each state's label and colours.
type NextStates struct {
	NextStates map[string][]string `json:"next_states"`
	States     []StateInfo         `json:"states"`
}

// Vocabulary answers GET vocabulary: the fixed lists forms offer.
type Vocabulary struct {
	NoticePeriods []Option `json:"notice_periods"`
	Currencies    []string `json:"currencies"`
	JobTypes      []Option `json:"job_types"`
	FieldTypes    []string `json:"field_types"`
	Priorities    []Option `json:"priorities"`
	MatchScores   []Option `json:"match_scores"`
	// Roles are the company roles with the names people read.
	Roles []RoleOption `json:"roles"`
	// JobPeople lists, for each people picker of the job form, the roles
	// that may fill it.
	JobPeople JobPeople `json:"job_people"`
	// TemplateVariables are the {{variables}} email templates may use.
	TemplateVariables []TemplateVariable `json:"template_variables"`
	// InterviewStates are the interviews' states with their names.
	InterviewStates []Option `json:"interview_states"`
	// Recommendations and Ratings are a scorecard's choices.
	Recommendations []Option `json:"recommendations"`
	Ratings         []Option `json:"ratings"`
	// TimeZones are the spec's zone labels (title) with their IANA zones
	// (value), for the forms' pickers.
	TimeZones []Option `json:"time_zones"`
}

// RoleOption is a company role with the name people read and, when the
// role needs a module, the feature flag that turns it on: forms offer
// "Upgrade plan" instead while the flag is off.
type RoleOption struct {
	Value        string `json:"value"`
	Title        string `json:"title"`
	FeatureGroup string `json:"feature_group,omitempty"`
	Feature      string `json:"feature,omitempty"`
}

// JobPeople says which roles may fill each people picker of a job.
type JobPeople struct {
	HiringManager   []string `json:"hiring_manager"`
	Recruiters      []string `json:"recruiters"`
	AuthorizedPanel []string `json:"authorized_panel"`
}
