package apiv1

// SelfScheduleLink is a self-scheduling link as the timeline shows it.
type SelfScheduleLink struct {
	ID                int64             `json:"id"`
	State             string            `json:"state" enum:"sent,booked,expired,revoked" description:"expired: sent, and its 14 days have passed"`
	RoundID           int64             `json:"round_id"`
	RoundName         string            `json:"round_name"`
	Duration          int               `json:"duration" description:"Minutes"`
	WorkingHoursStart string            `json:"working_hours_start" description:"HH:MM in timezone"`
	WorkingHoursEnd   string            `json:"working_hours_end" description:"HH:MM in timezone"`
	Timezone          string            `json:"timezone" description:"The panel's IANA zone"`
	Location          string            `json:"location"`
	VideoLink         string            `json:"video_link"`
	Panel             []InterviewPerson `json:"panel"`
	ShadowPanel       []InterviewPerson `json:"shadow_panel"`
	SentByID          *int64            `json:"sent_by_id"`
	SentByName        string            `json:"sent_by_name"`
	IssuedAt          string            `json:"issued_at"`
	ExpiresAt         string            `json:"expires_at" description:"issued_at plus 14 days: no slot ends later"`
	UsedAt            *string           `json:"used_at" description:"When the candidate booked"`
	InterviewID       *int64            `json:"interview_id" description:"The interview booked with it"`
	RevokedAt         *string           `json:"revoked_at"`
	AllowedActions    []string          `json:"allowed_actions" description:"revoke, while it is sent and the caller manages the job's candidates"`
}

// SelfScheduleLinks answers GET candidate-applications/{slug}/self-schedule-links.
type SelfScheduleLinks struct {
	Links []SelfScheduleLink `json:"self_schedule_links"`
}

// SelfScheduleLinkResult answers a change to one link.
type SelfScheduleLinkResult struct {
	Link SelfScheduleLink `json:"self_schedule_link"`
}

// SchedulingTokenQuery names the self-scheduling link a page call is for.
type SchedulingTokenQuery struct {
	SchedulingToken string `query:"scheduling_token" required:"true" description:"The token of the link mailed to the candidate"`
}

// SelfScheduledInterview is the interview a link booked, as the
// candidate may see it.
type SelfScheduledInterview struct {
	RoundName string `json:"round_name"`
	StartTime string `json:"start_time" description:"RFC 3339"`
	EndTime   string `json:"end_time" description:"RFC 3339"`
	Start     int64  `json:"start" description:"Epoch seconds"`
	End       int64  `json:"end" description:"Epoch seconds"`
	Timezone  string `json:"timezone" description:"The zone the candidate's invitation reads"`
	Location  string `json:"location"`
	VideoLink string `json:"video_link"`
}

// SelfScheduleDetails answers GET candidate-application/get-self-schedule-details.
type SelfScheduleDetails struct {
	CandidateName       string                  `json:"candidate_name"`
	PanelID             int64                   `json:"panel_id" description:"The first panel member (panel_ids lists all)"`
	ShadowPanelID       *int64                  `json:"shadow_panel_id" description:"The first shadow panel member, if any"`
	PanelIDs            []int64                 `json:"panel_ids"`
	ShadowPanelIDs      []int64                 `json:"shadow_panel_ids"`
	Duration            int                     `json:"duration" description:"Minutes"`
	RoundName           string                  `json:"round_name"`
	RequisitionTitle    string                  `json:"requisition_title"`
	CompanyName         string                  `json:"company_name"`
	Location            string                  `json:"location"`
	StartTimeRange      string                  `json:"start_time_range" description:"HH:MM: working hours start, in panel_timezone"`
	EndTimeRange        string                  `json:"end_time_range" description:"HH:MM: working hours end, in panel_timezone"`
	CompanyLogoURL      string                  `json:"company_logo_url" description:"Empty until the company stores a logo"`
	IssuedAt            int64                   `json:"issued_at" description:"Epoch seconds"`
	ExpiresAt           int64                   `json:"expires_at" description:"Epoch seconds: issued_at plus 14 days; the date picker ends on its date"`
	PanelTimezoneOffset int                     `json:"panel_timezone_offset" description:"Minutes east of UTC in panel_timezone now (display only)"`
	PanelTimezone       string                  `json:"panel_timezone" description:"IANA zone of the working hours and weekends"`
	State               string                  `json:"state" enum:"sent,booked"`
	Message             string                  `json:"message" description:"'Interview already scheduled' when booked (shown as success), else empty"`
	Interview           *SelfScheduledInterview `json:"interview" description:"The booked interview, when booked"`
}

// BlockedSlotsRequest is GET oauth/get-blocked-slots-self-schedule.
type BlockedSlotsRequest struct {
	SchedulingToken string `query:"scheduling_token" required:"true" description:"The token of the link mailed to the candidate"`
	StartEpoch      int64  `query:"start_epoch" description:"Epoch seconds; the link's issue when left out"`
	EndEpoch        int64  `query:"end_epoch" description:"Epoch seconds; the end of the link's 14 days when left out"`
	PanelID         int64  `query:"panel_id" description:"One member of the panel or shadow panel; all of them, merged, when left out"`
}

// TimeSpan is a start and an end, in epoch seconds and RFC 3339.
type TimeSpan struct {
	Start     int64  `json:"start" description:"Epoch seconds"`
	End       int64  `json:"end" description:"Epoch seconds"`
	StartTime string `json:"start_time" description:"RFC 3339"`
	EndTime   string `json:"end_time" description:"RFC 3339"`
}

// BlockedSlots answers GET oauth/get-blocked-slots-self-schedule: the
// busy times, merged and cut to the range asked and the link's window.
type BlockedSlots struct {
	PanelID      int64      `json:"panel_id" description:"The member asked for; 0 for the whole panel"`
	BlockedSlots []TimeSpan `json:"blocked_slots"`
}

// SelfScheduleSlotsRequest is GET candidate-application/get-self-schedule-slots.
type SelfScheduleSlotsRequest struct {
	SchedulingToken string `query:"scheduling_token" required:"true" description:"The token of the link mailed to the candidate"`
	Date            string `query:"date" required:"true" description:"YYYY-MM-DD in timezone"`
	Timezone        string `query:"timezone" description:"The candidate's IANA zone; the panel's when left out"`
}

// SelfScheduleSlot is one free slot.
type SelfScheduleSlot struct {
	Start      int64  `json:"start" description:"Epoch seconds"`
	End        int64  `json:"end" description:"Epoch seconds"`
	StartTime  string `json:"start_time" description:"RFC 3339 (send it back to confirm)"`
	EndTime    string `json:"end_time" description:"RFC 3339"`
	LocalStart string `json:"local_start" description:"HH:MM in timezone"`
	LocalEnd   string `json:"local_end" description:"HH:MM in timezone"`
}

// SelfScheduleSlots answers GET candidate-application/get-self-schedule-slots.
type SelfScheduleSlots struct {
	Date     string             `json:"date"`
	Timezone string             `json:"timezone" description:"The zone of date and the local fields"`
	Slots    []SelfScheduleSlot `json:"slots" description:"In time order, at most 100; empty: 'No available slots for this date.'"`
}

// ConfirmSelfScheduleRequest is POST candidate-application/confirm-self-schedule/{slug}.
type ConfirmSelfScheduleRequest struct {
	Slug                 string `path:"slug"`
	SchedulingTokenQuery string `query:"scheduling_token" description:"The link's token (here or in the body)"`
	SchedulingToken      string `json:"scheduling_token" description:"The link's token (here or in the query)"`
	CallType             string `json:"call_type" enum:"interview"`
	StartTime            string `json:"start_time" required:"true" description:"A slot's start_time"`
	EndTime              string `json:"end_time" description:"The slot's end_time; the link's duration after the start when left out"`
	Timezone             string `json:"timezone" description:"The candidate's IANA zone: their invitation reads in it"`
}

// ConfirmSelfSchedule answers a booking from a self-scheduling link.
type ConfirmSelfSchedule struct {
	Message   string                 `json:"message" description:"Successfully scheduled the interview. All the best!"`
	Interview SelfScheduledInterview `json:"interview"`
}
