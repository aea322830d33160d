// Package action holds the assistant's actions as typed values: the kinds,
// and for each kind the fields POST ats-agent/perform-action takes. The
// grammar's answer, a model's answer and a form's post are all decoded into
// these same types, so "valid" means one thing everywhere. No I/O here.
package action

import (
	"bytes"
	"encoding/json"
)

// The kinds of action (the spec's assistant modal).
const (
	ScheduleInterview   = "specific_schedule"              // Schedule an interview
	SelfSchedule        = "self_schedule"                  // Send self-scheduling link
	SendEmail           = "send_candidate_email"           // Send email to candidate
	InviteUser          = "invite_user"                    // Invite User
	InviteAgency        = "invite_agency_user"             // Invite agency
	FilterCandidates    = "filter_candidates"              // Filter specific candidates
	FilterJobCandidates = "filter_job_specific_candidates" // Filter candidates of a job
	Generic             = "generic"                        // General information
)

// Kinds lists every kind in the modal's order.
var Kinds = []string{ScheduleInterview, SendEmail, SelfSchedule, InviteUser, InviteAgency, FilterCandidates, FilterJobCandidates, Generic}

// Candidate names an application; Name and RequisitionTitle are for the
// review form only (perform-action reads the slug).
type Candidate struct {
	Slug             string `json:"slug"`
	Name             string `json:"name,omitempty"`
	RequisitionTitle string `json:"requisition_title,omitempty"`
}

// Ref names a record by id (a user, a round, a job); Name and Email are for
// the review form only.
type Ref struct {
	ID    int64  `json:"id"`
	Name  string `json:"name,omitempty"`
	Email string `json:"email,omitempty"`
}

// Refs is a picker's value: one object, a list of them, or null.
type Refs []Ref

// UnmarshalJSON accepts an object or a list of objects.
func (r *Refs) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || string(b) == "null" {
		*r = nil
		return nil
	}
	if b[0] == '{' {
		var one Ref
		if err := json.Unmarshal(b, &one); err != nil {
			return err
		}
		*r = Refs{one}
		return nil
	}
	var many []Ref
	if err := json.Unmarshal(b, &many); err != nil {
		return err
	}
	*r = many
	return nil
}

// IDs are the refs' ids, zero ids left out.
func (r Refs) IDs() []int64 {
	out := []int64{}
	for _, x := range r {
		if x.ID != 0 {
			out = append(out, x.ID)
		}
	}
	return out
}

// Template is an email template as the email form holds it.
type Template struct {
	ID      int64  `json:"id"`
	Name    string `json:"name,omitempty"`
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

// Email is send_candidate_email's fields.
type Email struct {
	TemplateData             Template  `json:"template_data"`
	CandidateApplicationData Candidate `json:"candidate_application_data"`
}

// Invite is invite_user's fields.
type Invite struct {
	Email           string      `json:"email"`
	Name            string      `json:"name"`
	Roles           []string    `json:"roles"`
	DesignationData Designation `json:"designation_data"`
}

// Designation is a designation by title.
type Designation struct {
	Title string `json:"title"`
}

// AgencyInvite is invite_agency_user's fields.
type AgencyInvite struct {
	Email      string `json:"email"`
	AgencyName string `json:"agency_name"`
}

// Schedule is specific_schedule's fields. Times are RFC 3339 with the
// user's offset (or YYYY-MM-DDTHH:MM read in Timezone).
type Schedule struct {
	CandidateApplicationData Candidate `json:"candidate_application_data"`
	RoundData                Ref       `json:"round_data"`
	InterviewerData          Refs      `json:"interviewer_data"`
	ShadowInterviewerData    Refs      `json:"shadow_interviewer_data"`
	StartTime                string    `json:"start_time"`
	EndTime                  string    `json:"end_time"`
	Timezone                 string    `json:"timezone"`
	Location                 string    `json:"location"`
	VideoLink                string    `json:"video_link"`
}

// SelfScheduleLink is self_schedule's fields.
type SelfScheduleLink struct {
	CandidateApplicationData Candidate `json:"candidate_application_data"`
	RoundData                Ref       `json:"round_data"`
	InterviewerData          Refs      `json:"interviewer_data"`
	ShadowInterviewerData    Refs      `json:"shadow_interviewer_data"`
	Duration                 int       `json:"duration"`
	WorkingHoursStart        string    `json:"working_hours_start"` // HH:MM
	WorkingHoursEnd          string    `json:"working_hours_end"`   // HH:MM
	Timezone                 string    `json:"timezone"`
	TimezoneOffset           *int      `json:"timezone_offset,omitempty"`
	Location                 string    `json:"location"`
	VideoLink                string    `json:"video_link"`
}

// Filter is filter_candidates' and filter_job_specific_candidates' fields:
// the spec's agent parse result for job filtering. RequisitionData is set
// for filter_job_specific_candidates.
type Filter struct {
	RequisitionData *Ref          `json:"requisition_data,omitempty"`
	Filters         JobFilters    `json:"filters"`
	ScreenoFilters  ScreenoFilter `json:"screeno_filters"`
	SearchQuery     string        `json:"search_query"`
}

// JobFilters are the spec's filters: states, notice periods, experience and
// current CTC ranges, and a value per screening-question id (Answers, keyed
// by the question's id; written beside the named keys, as the spec has it).
type JobFilters struct {
	ApplicationStates []string                   `json:"application_states"`
	NoticePeriods     []string                   `json:"notice_periods"`
	MinExperience     *float64                   `json:"min_experience"`
	MaxExperience     *float64                   `json:"max_experience"`
	MinCurrentCTC     *float64                   `json:"min_current_ctc"`
	MaxCurrentCTC     *float64                   `json:"max_current_ctc"`
	Answers           map[string]json.RawMessage `json:"-"`
}

// ScreenoFilter is the spec's screeno_filters: score, tags and the two
// year ranges ([from, to], either end null).
type ScreenoFilter struct {
	Score              []int    `json:"score"`
	Tags               []string `json:"tags"`
	GraduationYear     [2]*int  `json:"graduation_year"`
	PostGraduationYear [2]*int  `json:"post_graduation_year"`
}

// Question is a generic action's question about the company's own data,
// answered from the analytics metrics and the interview list under the
// caller's row rules. Kind says which question; the other fields narrow it.
type Question struct {
	Kind  string `json:"kind"`            // e.g. count_in_state, interviews_on, open_jobs, applications_in_period
	State string `json:"state,omitempty"` // a pipeline state
	Job   *Ref   `json:"job,omitempty"`
	From  string `json:"from,omitempty"` // YYYY-MM-DD in the user's zone
	To    string `json:"to,omitempty"`
	User  *Ref   `json:"user,omitempty"` // an interviewer or recruiter
}

// Info is generic's fields: the question and, once answered, the answer.
type Info struct {
	Question Question `json:"question"`
	Answer   string   `json:"answer,omitempty"`
}

// Choice is one ambiguity the user must settle: the field it is about and
// the options, each a value of that field's type with a label.
type Choice struct {
	Field   string   `json:"field"`  // e.g. candidate_application_data, interviewer_data, template_data
	Prompt  string   `json:"prompt"` // "Two candidates named Priya: which one?"
	Options []Option `json:"options"`
}

// Option is one answer to a Choice.
type Option struct {
	Label string          `json:"label"`
	Value json.RawMessage `json:"value"`
}

// Parsed is what a prompt asks for: the kind, the fields perform-action
// takes for it (one of the field types above, JSON-encoded), what is still
// ambiguous, and who understood it ("grammar" or "model"). Kind "" means
// not understood; Message then says so.
type Parsed struct {
	Action  string          `json:"action"`
	Message string          `json:"message"`
	Prompt  string          `json:"prompt"`
	Fields  json.RawMessage `json:"fields"`
	Choices []Choice        `json:"choices"`
	Source  string          `json:"source"`
}
