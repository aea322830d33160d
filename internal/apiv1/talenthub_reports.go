package apiv1

// HubReportRequest is POST talenthub/candidate/profile/{username}/report.
type HubReportRequest struct {
	Username string `path:"username"`
	Reason   string `json:"reason" required:"true" enum:"spam,fake,offensive,other" description:"spam, fake (fake or impersonation), offensive (offensive content) or other"`
	Details  string `json:"details" maxLength:"1000" description:"what is wrong, in the reporter's words (optional; never shown to the candidate)"`
}

// HubReportsRequest is GET talenthub/admin/reports.
type HubReportsRequest struct {
	Status  string `query:"status" enum:"open,all" description:"open (default): profiles with an open report; all: every reported profile"`
	Page    int    `query:"page" minimum:"1"`
	PerPage int    `query:"per_page" minimum:"1" maximum:"100"`
}

// HubReportedProfiles is the reported profiles, grouped per profile.
type HubReportedProfiles struct {
	Profiles []HubReportedProfile `json:"profiles"`
}

// HubReportedProfile is one profile's reports (never who sent them).
type HubReportedProfile struct {
	CandidateID     int64              `json:"candidate_id" description:"the candidate's talenthub id (the unlist route's id)"`
	Username        string             `json:"username"`
	Name            string             `json:"name"`
	Listed          bool               `json:"listed"`
	Hidden          bool               `json:"hidden" description:"a platform admin unlisted the profile"`
	ReportCount     int                `json:"report_count"`
	OpenCount       int                `json:"open_count"`
	State           string             `json:"state" enum:"open,dismissed,unlisted" description:"open while a report is open, else how the latest was closed"`
	FirstReportedAt string             `json:"first_reported_at"`
	LastReportedAt  string             `json:"last_reported_at"`
	Reports         []HubProfileReport `json:"reports" description:"the latest reports, newest first (at most 5)"`
}

// HubProfileReport is one report of a profile.
type HubProfileReport struct {
	Reason     string `json:"reason" enum:"spam,fake,offensive,other"`
	Details    string `json:"details"`
	State      string `json:"state" enum:"open,dismissed,unlisted"`
	ReportedAt string `json:"reported_at"`
}

// HubReportedProfileResult answers a dismissal.
type HubReportedProfileResult struct {
	Profile HubReportedProfile `json:"profile"`
}
