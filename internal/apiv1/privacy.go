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
