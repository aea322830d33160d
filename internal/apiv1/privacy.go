package apiv1

// CandidateErased answers POST candidate-applications/{slug}/erase.
type CandidateErased struct {
	Applications int `json:"applications" description:"The candidate's applications anonymised (each kept for the counts)"`
	Files        int `json:"files" description:"Their files deleted from storage"`
}

// AuditEntry is one line of the company's audit log.
type AuditEntry struct {
	ID        int64  `json:"id"`
	Action    string `json:"action" description:"What was done: user.roles, user.deactivate, user.activate, company.feature, company.careers_page, company.retention, candidate.export, candidate.erase, retention.erase, data_request.fulfil, data_request.decline, company.approve, company.act_as…"`
	Detail    string `json:"detail" description:"What it was done to, by id (never an erased person's name)"`
	UserName  string `json:"user_name" description:"Who did it; \"\" for Hirekit itself (the retention job)"`
	UserEmail string `json:"user_email"`
	CreatedAt string `json:"created_at"`
}

// AuditLog is GET company/audit-log, newest first.
type AuditLog struct {
	Entries []AuditEntry `json:"entries"`
}

// RetentionRule is GET and PUT company/retention.
type RetentionRule struct {
	ClosedAfterMonths int    `json:"closed_after_months" minimum:"0" maximum:"120" description:"Candidates whose every application is closed (rejected, declined, dropped off, duplicate; never hired nor on hold) and untouched for this many months are anonymised by a daily job; 0 for no rule"`
	UpdatedAt         string `json:"updated_at" description:"When the rule was last set; \"\" when there is none"`
}

// RetentionRequest is PUT company/retention.
type RetentionRequest struct {
	ClosedAfterMonths int `json:"closed_after_months" required:"true" description:"1 to 120 months, or 0 to remove the rule"`
}

// DataRequestForm is POST data-requests, from a careers page.
type DataRequestForm struct {
	CompanySlug string `json:"company_slug" required:"true" description:"The careers page's company"`
	Email       string `json:"email" required:"true" description:"The address the company holds the person's data under; a link to confirm is mailed to it"`
	Kind        string `json:"kind" required:"true" enum:"export,erase" description:"export: a copy of the data; erase: its erasure"`
	Website     string `json:"website" description:"Leave empty (a field hidden from people; bots fill it)"`
}

// DataRequestSent answers POST data-requests, the same whatever the
// company holds.
type DataRequestSent struct {
	Message string `json:"message"`
}

// DataRequestToken is POST data-requests/verify.
type DataRequestToken struct {
	Token string `json:"token" required:"true" description:"The token of the mailed link"`
}

// DataRequestDownload is GET data-requests/download.
type DataRequestDownload struct {
	Token string `query:"token" required:"true" description:"The signed token of the mailed link"`
}

// DataRequestVerified answers POST data-requests/verify.
type DataRequestVerified struct {
	Company string `json:"company"`
	Kind    string `json:"kind" enum:"export,erase"`
}

// DataRequestsQuery is GET company/data-requests.
type DataRequestsQuery struct {
	State string `query:"state" enum:"verified,fulfilled,declined" description:"verified (the queue, oldest first; the default), fulfilled or declined (newest first)"`
}

// DataRequest is one confirmed request of the company's queue.
type DataRequest struct {
	ID         int64  `json:"id"`
	Kind       string `json:"kind" enum:"export,erase"`
	Email      string `json:"email" description:"\"\" once an erasure is fulfilled"`
	State      string `json:"state" enum:"verified,fulfilled,declined"`
	Held       bool   `json:"held" description:"Whether the company holds a candidate under the address"`
	CreatedAt  string `json:"created_at"`
	VerifiedAt string `json:"verified_at"`
	ClosedAt   string `json:"closed_at"`
}

// DataRequests answers GET company/data-requests (at most 200).
type DataRequests struct {
	Requests []DataRequest `json:"requests"`
}

// DataRequestClosed answers fulfilling or declining a request.
type DataRequestClosed struct {
	State string `json:"state" enum:"fulfilled,declined"`
}
