package apiv1

// IDRef names a record by id, as the forms' pickers send it.
type IDRef struct {
	ID int64 `json:"id"`
}

// Interviewer is a colleague who may sit on an interview's panel.
type Interviewer struct {
	ID    int64    `json:"id"`
	Name  string   `json:"name"`
	Email string   `json:"email"`
	Roles []string `json:"roles"`
}

// Interviewers answers GET interview/interviewers/{slug}.
type Interviewers struct {
	Users []Interviewer `json:"users"`
}

// InterviewCountsRequest is GET panel/interview-counts.
type InterviewCountsRequest struct {
	CurrentDate string  `query:"current_date" description:"YYYY-MM-DD: the week (Monday to Sunday, in the caller's time zone) to count; today when left out"`
	PanelIDs    []int64 `query:"panel_ids" description:"The users to count (repeat the key)"`
}

// InterviewCounts answers GET panel/interview-counts.
type InterviewCounts struct {
	Result map[string]int `json:"result" description:"User id → interviews that week (not cancelled; shadow seats count)"`
}

// InterviewPerson is someone on an interview's panel or shadow panel.
type InterviewPerson struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

// InterviewLocal is an interview's time on the viewer's clock.
type InterviewLocal struct {
	Timezone string `json:"timezone" description:"The IANA zone of the fields below"`
	Date     string `json:"date" description:"YYYY-MM-DD of the start"`
	Start    string `json:"start" description:"HH:MM, 24-hour"`
	End      string `json:"end" description:"HH:MM, 24-hour"`
	Label    string `json:"label" description:"For people: Tue 3 Mar 2026, 14:00–15:00 (Asia/Kolkata)"`
}

// Interview is an interview as /interviews and the timeline show it.
type Interview struct {
	ID               int64             `json:"id"`
	Slug             string            `json:"candidate_application_slug"`
	CandidateName    string            `json:"candidate_name"`
	RequisitionID    int64             `json:"requisition_id"`
	RequisitionTitle string            `json:"requisition_title"`
	RoundID          int64             `json:"round_id"`
	RoundName        string            `json:"round_name"`
	StartTime        string            `json:"start_time"`
	EndTime          string            `json:"end_time"`
	Timezone         string            `json:"timezone" description:"The zone it was scheduled in (the candidate's invitation reads it)"`
	Local            InterviewLocal    `json:"local"`
	Location         string            `json:"location"`
	VideoLink        string            `json:"video_link"`
	State            string            `json:"state" enum:"scheduled,completed,cancelled,no_show"`
	StateLabel       string            `json:"state_label"`
	Reason           string            `json:"reason,omitempty" description:"Why it was last rescheduled or cancelled"`
	Sequence         int               `json:"sequence" description:"The iCalendar SEQUENCE of its invitations: raised by each change"`
	Panel            []InterviewPerson `json:"panel"`
	ShadowPanel      []InterviewPerson `json:"shadow_panel"`
	AllowedActions   []string          `json:"allowed_actions" description:"What the caller may do now: reschedule, cancel, complete, no_show, scorecard"`
	TimelineLink     string            `json:"timeline_link"`
	ScorecardLink    string            `json:"scorecard_link"`
}

// InterviewsRequest is GET interviews.
type InterviewsRequest struct {
	Scope          string   `query:"scope" enum:"upcoming,past" description:"upcoming (not ended, soonest first; the default) or past (ended, latest first)"`
	RequisitionIDs []int64  `query:"requisition_id" description:"Jobs (repeat the key)"`
	RoundIDs       []int64  `query:"round_id" description:"Rounds (repeat the key)"`
	PanelIDs       []int64  `query:"panel_id" description:"Panel members, shadow panel included (repeat the key)"`
	States         []string `query:"state" description:"scheduled, completed, cancelled, no_show (repeat the key)"`
	Timezone       string   `query:"timezone" description:"IANA zone of the local fields; the caller's profile zone, else UTC, when left out"`
	Page           int      `query:"page"`
	PerPage        int      `query:"per_page"`
}

// Interviews answers GET interviews and an application's interviews.
type Interviews struct {
	Interviews []Interview `json:"interviews"`
	Timezone   string      `json:"timezone" description:"The zone of every local field"`
}

// ApplicationInterviewsRequest is GET candidate-applications/{slug}/interviews.
type ApplicationInterviewsRequest struct {
	Slug     string `path:"slug"`
	Timezone string `query:"timezone" description:"IANA zone of the local fields"`
}

// InterviewResult answers a change to one interview.
type InterviewResult struct {
	Interview Interview `json:"interview"`
}

// RescheduleRequest is POST interviews/{id}/reschedule: the schedule form
// again. A field left out keeps the interview's value; a new start_time
// without end_time keeps the length.
type RescheduleRequest struct {
	ID                    int64    `path:"id"`
	StartTime             string   `json:"start_time" description:"RFC 3339, or a wall time YYYY-MM-DDTHH:MM in timezone"`
	EndTime               string   `json:"end_time"`
	Timezone              string   `json:"timezone" description:"IANA zone"`
	InterviewerData       *[]IDRef `json:"interviewer_data" description:"The panel"`
	ShadowInterviewerData *[]IDRef `json:"shadow_interviewer_data" description:"The shadow panel ([] for none)"`
	Location              *string  `json:"location"`
	VideoLink             *string  `json:"video_link"`
	Reason                string   `json:"reason"`
}

// CancelInterviewRequest is POST interviews/{id}/cancel.
type CancelInterviewRequest struct {
	ID     int64  `path:"id"`
	Reason string `json:"reason" required:"true"`
}

// RatingValue is one attribute's rating on a scorecard.
type RatingValue struct {
	Attribute string `json:"attribute"`
	Rating    int    `json:"rating" minimum:"1" maximum:"4"`
}

// Scorecard is a panel member's scorecard.
type Scorecard struct {
	ID             int64         `json:"id"`
	RoundID        int64         `json:"round_id"`
	InterviewID    int64         `json:"interview_id"`
	UserID         int64         `json:"user_id"`
	UserName       string        `json:"user_name"`
	Ratings        []RatingValue `json:"ratings"`
	Recommendation string        `json:"recommendation" enum:"strong_no,no,yes,strong_yes"`
	Notes          string        `json:"notes"`
	SubmittedAt    string        `json:"submitted_at"`
	UpdatedAt      string        `json:"updated_at"`
}

// ScorecardPath names a round of an application.
type ScorecardPath struct {
	Slug    string `path:"slug"`
	RoundID int64  `path:"id"`
}

// ScorecardForm answers GET candidate-applications/{slug}/rounds/{id}/scorecard:
// the caller's own card only.
type ScorecardForm struct {
	Slug             string     `json:"candidate_application_slug"`
	CandidateName    string     `json:"candidate_name"`
	RequisitionTitle string     `json:"requisition_title"`
	Round            Round      `json:"round"`
	Interview        *Interview `json:"interview" description:"The caller's interview of the round, if they sat on its panel"`
	Scorecard        *Scorecard `json:"scorecard" description:"The caller's card, once submitted"`
	Editable         bool       `json:"editable"`
	Reason           string     `json:"reason,omitempty" description:"Why the card cannot be submitted or changed now"`
	Recommendations  []Option   `json:"recommendations"`
	Ratings          []Option   `json:"ratings" description:"The 1–4 scale with its labels"`
}

// SubmitScorecardRequest is PUT candidate-applications/{slug}/rounds/{id}/scorecard.
type SubmitScorecardRequest struct {
	Slug           string        `path:"slug"`
	RoundID        int64         `path:"id"`
	Ratings        []RatingValue `json:"ratings" description:"Every attribute of the round, once"`
	Recommendation string        `json:"recommendation" enum:"strong_no,no,yes,strong_yes"`
	Notes          string        `json:"notes"`
}

// ScorecardResult answers a submitted scorecard.
type ScorecardResult struct {
	Scorecard Scorecard `json:"scorecard"`
}

// RoundScorecards summarises one round's scorecards for the timeline.
type RoundScorecards struct {
	Round           Round              `json:"round"`
	Expected        int                `json:"expected" description:"Panel members of its interviews (not cancelled or missed)"`
	Submitted       int                `json:"submitted"`
	Hidden          int                `json:"hidden" description:"Others' cards hidden until the caller submits their own"`
	Averages        map[string]float64 `json:"averages" description:"Attribute → average rating over the visible cards"`
	Recommendations map[string]int     `json:"recommendations" description:"Recommendation → visible cards"`
	Scorecards      []Scorecard        `json:"scorecards"`
}

// ApplicationScorecards answers GET candidate-applications/{slug}/scorecards.
type ApplicationScorecards struct {
	Rounds []RoundScorecards `json:"rounds"`
}
