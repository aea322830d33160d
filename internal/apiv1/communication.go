package apiv1

import "encoding/json"

// TextTemplate is an email template.
type TextTemplate struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Subject   string `json:"subject"`
	Body      string `json:"body"`
	UpdatedAt string `json:"updated_at"`
}

// TextTemplates answers GET text-templates.
type TextTemplates struct {
	Templates []TextTemplate `json:"templates"`
}

// TextTemplateInput is the template form (POST text-templates).
type TextTemplateInput struct {
	Name    string `json:"name" required:"true"`
	Subject string `json:"subject" required:"true"`
	Body    string `json:"body" required:"true" description:"Plain text with {{variables}} (GET vocabulary lists them)"`
}

// UpdateTextTemplateRequest is PUT text-templates/{id}.
type UpdateTextTemplateRequest struct {
	ID int64 `path:"id"`
	TextTemplateInput
}

// TextTemplateResult answers one template.
type TextTemplateResult struct {
	Template TextTemplate `json:"template"`
}

// Email is a mail about an application (the timeline's Emails tab).
type Email struct {
	ID      int64  `json:"id"`
	To      string `json:"to"`
	Subject string `json:"subject"`
	Text    string `json:"text"`
	Kind    string `json:"kind"`
	// CalendarMethod marks an interview invitation (REQUEST) or
	// cancellation (CANCEL).
	CalendarMethod string `json:"calendar_method,omitempty" enum:"REQUEST,CANCEL"`
	Status         string `json:"status" enum:"queued,sent,kept,suppressed"`
	Error          string `json:"error,omitempty"`
	SentBy         string `json:"sent_by,omitempty"`
	CreatedAt      string `json:"created_at"`
	SentAt         string `json:"sent_at,omitempty"`
}

// Emails answers GET candidate-applications/{slug}/emails.
type Emails struct {
	Emails []Email `json:"emails"`
}

// Person is a colleague in a picker.
type Person struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// People answers GET candidate-applications/{slug}/mentionable.
type People struct {
	Users []Person `json:"users"`
}

// Note is a note on an application.
type Note struct {
	ID         int64    `json:"id"`
	AuthorID   int64    `json:"author_id"`
	AuthorName string   `json:"author_name"`
	Body       string   `json:"body"`
	Mentions   []Person `json:"mentions"`
	Mine       bool     `json:"mine" description:"The caller wrote it and may edit or delete it"`
	CreatedAt  string   `json:"created_at"`
	UpdatedAt  string   `json:"updated_at"`
}

// Notes answers GET candidate-applications/{slug}/notes.
type Notes struct {
	Notes []Note `json:"notes"`
}

// NoteResult answers one note.
type NoteResult struct {
	Note Note `json:"note"`
}

// NoteInput is the note form.
type NoteInput struct {
	Body       string  `json:"body" required:"true"`
	MentionIDs []int64 `json:"mention_ids" description:"Colleagues mentioned (each must be able to see the job)"`
}

// AddNoteRequest is POST candidate-applications/{slug}/notes.
type AddNoteRequest struct {
	Slug string `path:"slug"`
	NoteInput
}

// UpdateNoteRequest is PUT notes/{id}.
type UpdateNoteRequest struct {
	ID int64 `path:"id"`
	NoteInput
}

// Notification is one of the caller's notifications.
type Notification struct {
	ID        int64  `json:"id"`
	Kind      string `json:"kind" enum:"new_application,application_moved,mention,job_assignment,interview_scheduled,interview_updated,interview_cancelled,scorecard_due"`
	Title     string `json:"title"`
	Link      string `json:"link"`
	Read      bool   `json:"read"`
	CreatedAt string `json:"created_at"`
}

// Notifications answers GET notifications: unread first.
type Notifications struct {
	Notifications []Notification `json:"notifications"`
	UnreadCount   int            `json:"unread_count"`
}

// MarkReadRequest is POST notifications/mark-read.
type MarkReadRequest struct {
	IDs []int64 `json:"ids"`
	All bool    `json:"all"`
}

// UnreadOnly answers POST notifications/mark-read.
type UnreadOnly struct {
	UnreadCount int `json:"unread_count"`
}

// PerformActionRequest is POST ats-agent/perform-action: one action and
// its fields.
type PerformActionRequest struct {
	Action  string          `json:"action" required:"true" enum:"send_candidate_email,invite_user,invite_agency_user,specific_schedule,self_schedule,filter_candidates,filter_job_specific_candidates"`
	Fields  json.RawMessage `json:"fields" description:"The action's fields: send_candidate_email {template_data {id, subject, body}, candidate_application_data {slug}}; invite_user {email, name, roles, designation_data {title}}; invite_agency_user {email, agency_name}; specific_schedule {candidate_application_data {slug}, round_data {id}, interviewer_data [{id}] (or one {id}), shadow_interviewer_data [{id}], start_time, end_time (RFC 3339, or YYYY-MM-DDTHH:MM in timezone; end defaults to an hour after the start), timezone (IANA), location, video_link}; self_schedule {candidate_application_data {slug}, round_data {id}, interviewer_data [{id}] (or one {id}), shadow_interviewer_data [{id}], duration (15, 30, 45 or 60), working_hours_start, working_hours_end (HH:MM), timezone (IANA; the sender's profile zone when left out), timezone_offset (display only), location, video_link}; filter_candidates and filter_job_specific_candidates {requisition_data {id} (required for the job's), filters {application_states, notice_periods, min_experience, max_experience, min_current_ctc, max_current_ctc, and a value per screening-question id}, screeno_filters {score}}"`
	Message string          `json:"message"`
}

// ActionResult answers POST ats-agent/perform-action.
type ActionResult struct {
	Action  string `json:"action"`
	Message string `json:"message"`
	Link    string `json:"link" description:"The page the confirmation panel's button opens"`
	// NavigationToken is set by the filter actions.
	NavigationToken string `json:"navigation_token,omitempty" description:"The filter actions' candidate-list filter (as in GET candidate-applications)"`
}

// ParsePromptRequest is POST ats-agent/parse-prompt.
type ParsePromptRequest struct {
	Prompt   string `json:"prompt" required:"true" description:"Up to 500 characters"`
	Timezone string `json:"timezone" description:"The user's IANA time zone; the profile's when left out"`
}

// ParsedAction answers POST ats-agent/parse-prompt: the action the prompt
// asks for, its fields as perform-action takes them, and what the user
// must still choose.
type ParsedAction struct {
	Action  string         `json:"action" description:"An action kind, or empty when the prompt was not understood (message then says so)"`
	Message string         `json:"message"`
	Prompt  string         `json:"prompt"`
	Fields  map[string]any `json:"fields" description:"The action's fields, as POST ats-agent/perform-action takes them; generic: {question, answer}"`
	Choices []ActionChoice `json:"choices"`
	Source  string         `json:"source" enum:"grammar,model" description:"Who understood the prompt"`
}

// ActionChoice is one ambiguity the user settles: the field and options.
type ActionChoice struct {
	Field   string         `json:"field"`
	Prompt  string         `json:"prompt"`
	Options []ActionOption `json:"options"`
}

// ActionOption is one value of a choice's field.
type ActionOption struct {
	Label string `json:"label"`
	Value any    `json:"value"`
}

// ParseJobFiltersRequest is POST ats-agent/parse-job-filters.
type ParseJobFiltersRequest struct {
	Prompt        string `json:"prompt" required:"true" description:"Up to 500 characters"`
	RequisitionID int64  `json:"requisition_id" required:"true"`
	Timezone      string `json:"timezone"`
}

// JobFiltersResult answers POST ats-agent/parse-job-filters (the spec's
// agent parse result for job filtering).
type JobFiltersResult struct {
	Filters            map[string]any   `json:"filters" description:"application_states, notice_periods, min_experience, max_experience, min_current_ctc, max_current_ctc, plus a value per screening-question id"`
	ScreenoFilters     ScreenoFilters   `json:"screeno_filters"`
	SearchQuery        string           `json:"search_query"`
	ScreeningQuestions []FilterQuestion `json:"screening_questions"`
	NavigationToken    string           `json:"navigation_token" description:"The filters as the job page's candidate list reads them"`
	Link               string           `json:"link" description:"/jobs/{id}?navigation_token=…"`
}

// ScreenoFilters are the spec's screeno_filters.
type ScreenoFilters struct {
	Score              []int    `json:"score"`
	Tags               []string `json:"tags"`
	GraduationYear     []*int   `json:"graduation_year" description:"[from, to], either null"`
	PostGraduationYear []*int   `json:"post_graduation_year" description:"[from, to], either null"`
}

// FilterQuestion is a job's screening question for the answer filters.
type FilterQuestion struct {
	ID        int64              `json:"id"`
	Title     string             `json:"title"`
	FieldType string             `json:"field_type"`
	MetaData  FilterQuestionMeta `json:"meta_data"`
}

// FilterQuestionMeta holds a choice question's options.
type FilterQuestionMeta struct {
	Options []string `json:"options"`
}

// RequestCallbackRequest is POST ats-agent/request-callback: Contact
// Support after the assistant found nothing.
type RequestCallbackRequest struct {
	Kind   string `json:"kind" required:"true" enum:"ats_generic"`
	Prompt string `json:"prompt" required:"true"`
}

// SendPasscodeRequest is POST candidate-application/send-passcode.
type SendPasscodeRequest struct {
	Slug  string `json:"slug" required:"true"`
	Email string `json:"email" required:"true"`
}

// CandidateLoginRequest is POST candidate-application/login.
type CandidateLoginRequest struct {
	Slug     string `json:"slug" required:"true"`
	Email    string `json:"email" required:"true"`
	Passcode string `json:"passcode" required:"true"`
}

// CandidateLogin answers a candidate's sign-in.
type CandidateLogin struct {
	Candidate      LoginCandidate `json:"candidate"`
	CandidateToken string         `json:"candidate_token"`
	Company        LoginCompany   `json:"company"`
}

// LoginCandidate is the signed-in candidate.
type LoginCandidate struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

// LoginCompany is the company of a candidate's application.
type LoginCompany struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// CandidateStage is where an application stands, in a candidate's words.
type CandidateStage struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Step        int    `json:"step" description:"1–5 along received, review, assessment, interviews, offer; 0 when closed or on hold"`
}

// ApplicationStatus answers GET candidate-application/status/{slug}.
type ApplicationStatus struct {
	Slug        string         `json:"slug"`
	Name        string         `json:"name"`
	JobTitle    string         `json:"job_title"`
	CompanyName string         `json:"company_name"`
	Stage       CandidateStage `json:"stage"`
	AppliedAt   string         `json:"applied_at"`
	UpdatedAt   string         `json:"updated_at"`
}

// TemplateVariable is a {{variable}} of email templates.
type TemplateVariable struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Example     string `json:"example"`
}

// SearchRequest is GET search.
type SearchRequest struct {
	Q string `query:"q" required:"true" description:"At least 3 characters; each word matches the start of a word"`
}

// SearchRow is an application found.
type SearchRow struct {
	Slug             string    `json:"slug"`
	Name             string    `json:"name"`
	State            StateChip `json:"state"`
	Source           string    `json:"source"`
	RequisitionTitle string    `json:"requisition_title"`
	Link             string    `json:"link"`
}

// SearchHeading groups rows by what matched (Candidates, Jobs).
type SearchHeading struct {
	Title string      `json:"title"`
	Rows  []SearchRow `json:"rows"`
}

// SearchResults answers GET search.
type SearchResults struct {
	Headings []SearchHeading `json:"headings"`
}
