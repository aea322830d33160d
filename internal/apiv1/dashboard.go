package apiv1

// DashboardPhase is how many of a job's applications are in one phase.
type DashboardPhase struct {
	Phase  string `json:"phase" enum:"entry,screen,assignment,interview,salary,offer,hired"`
	Count  int    `json:"count"`
	Colour string `json:"colour" description:"The phase's colour: its state chips' text colour in the vocabulary"`
}

// DashboardJob is an open job on Home with its pipeline.
type DashboardJob struct {
	ID     int64            `json:"id"`
	Slug   string           `json:"slug"`
	Title  string           `json:"title"`
	State  string           `json:"state" enum:"open,live"`
	Total  int              `json:"total" description:"Applications in the bar (open phases and hired; archived ones left out)"`
	Phases []DashboardPhase `json:"phases" description:"Every phase of the bar, in pipeline order"`
}

// DashboardWaiting is one count of things waiting on the caller.
type DashboardWaiting struct {
	Key   string `json:"key" enum:"ta_screen,hm_screen,approvals,scorecards" description:"ta_screen: candidates in TA screen on the open jobs one recruits for (every open job for an admin); hm_screen: in HM screen on the open jobs one is hiring manager of; approvals: jobs pending approval; scorecards: interviews one sat on with one's scorecard missing"`
	Count int    `json:"count"`
}

// DashboardScorecard is a scorecard the caller owes.
type DashboardScorecard struct {
	InterviewID      int64  `json:"interview_id"`
	Slug             string `json:"slug"`
	CandidateName    string `json:"candidate_name"`
	RequisitionTitle string `json:"requisition_title"`
	RoundID          int64  `json:"round_id"`
	RoundName        string `json:"round_name"`
	EndTime          string `json:"end_time" format:"date-time"`
	ScorecardLink    string `json:"scorecard_link"`
}

// DashboardStep is one item of the getting-started list.
type DashboardStep struct {
	Key  string `json:"key" enum:"create_job,invite_team,careers_page"`
	Done bool   `json:"done"`
}

// Dashboard answers GET dashboard: the caller's Home.
type Dashboard struct {
	OpenJobs           []DashboardJob       `json:"open_jobs" description:"The open and live jobs the caller sees, newest first, at most 10"`
	OpenJobsTotal      int                  `json:"open_jobs_total"`
	Waiting            []DashboardWaiting   `json:"waiting" description:"Only the counts that apply to the caller's roles"`
	ScorecardsDue      []DashboardScorecard `json:"scorecards_due" description:"The latest 5 scorecards the caller owes"`
	UpcomingInterviews []Interview          `json:"upcoming_interviews" description:"The next 5 interviews: the company's for admins and TAs, else those one sits on"`
	Timezone           string               `json:"timezone"`
	GettingStarted     []DashboardStep      `json:"getting_started" description:"First steps the caller may take, done or not (empty when the caller may take none)"`
	RecentActivity     []DashboardActivity  `json:"recent_activity" description:"The latest 8 moves of candidates the caller sees, newest first"`
}

// DashboardActivity is one candidate added or moved.
type DashboardActivity struct {
	CandidateName string    `json:"candidate_name"`
	TimelineLink  string    `json:"timeline_link"`
	JobTitle      string    `json:"job_title"`
	From          StateChip `json:"from" description:"Empty state for a candidate just added"`
	To            StateChip `json:"to"`
	By            string    `json:"by" description:"Who did it; empty for the system or an applicant"`
	At            string    `json:"at"`
}
