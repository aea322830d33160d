package apiv1

// HubAdminCandidatesRequest is GET talenthub/admin/candidates.
type HubAdminCandidatesRequest struct {
	Q       string `query:"q" maxLength:"100" description:"a part of the username, name or email"`
	Page    int    `query:"page" minimum:"1"`
	PerPage int    `query:"per_page" minimum:"1" maximum:"100"`
}

// HubAdminCandidates is the operations page's list.
type HubAdminCandidates struct {
	Candidates []HubAdminCandidate `json:"candidates"`
}

// HubAdminCandidate is a candidate as operations see them.
type HubAdminCandidate struct {
	ID           int64  `json:"id"`
	Username     string `json:"username"`
	Name         string `json:"name"`
	Email        string `json:"email"`
	Listed       bool   `json:"listed" description:"the public profile is shown"`
	Hidden       bool   `json:"hidden" description:"a platform admin unlisted it; the candidate cannot list it again until lifted"`
	HiddenReason string `json:"hidden_reason"`
	HiddenAt     string `json:"hidden_at"`
	CreatedAt    string `json:"created_at"`
}

// HubAdminCandidateResult answers a change to one candidate.
type HubAdminCandidateResult struct {
	Candidate HubAdminCandidate `json:"candidate"`
}

// HubUnlistRequest is POST talenthub/admin/candidates/{id}/unlist.
type HubUnlistRequest struct {
	ID     int64  `path:"id"`
	Reason string `json:"reason" required:"true" maxLength:"500" description:"why the profile is taken off the listing (kept for the audit)"`
}

// HubTalenthubCandidatePath names a candidate by talenthub id.
type HubTalenthubCandidatePath struct {
	ID int64 `path:"talenthubCandidateId"`
}

// HubReviewSkillRequest names a skill of a candidate.
type HubReviewSkillRequest struct {
	ID   int64  `path:"talenthubCandidateId"`
	Slug string `path:"slug"`
}

// HubAdminProfileResult is GET talenthub/admin/review-taggings/{talenthubCandidateId}:
// the whole profile, nothing hidden.
type HubAdminProfileResult struct {
	ID        int64        `json:"id"`
	Candidate HubProfile   `json:"candidate"`
	Taggings  []HubTagging `json:"taggings" description:"what the parser read from the resumes of applications they made with their email, newest first (at most 20)"`
}

// HubTagging is the parser's reading of one application's resume.
type HubTagging struct {
	CompanyName string           `json:"company_name"`
	JobTitle    string           `json:"job_title"`
	AppliedAt   string           `json:"applied_at"`
	Tags        []HubTagEvidence `json:"tags"`
	Skills      []HubTagEvidence `json:"skills"`
}

// HubTagEvidence is a tag or skill with the resume line that earned it
// ("" when the parser kept none).
type HubTagEvidence struct {
	Name     string `json:"name"`
	Evidence string `json:"evidence"`
}

// HubLeadsResult is GET talenthub/admin/get-leads.
type HubLeadsResult struct {
	Leads []HubLead `json:"leads"`
}

// HubLead is a company that asked (or posted), with its newest requests.
type HubLead struct {
	CompanyID   int64            `json:"company_id"`
	CompanyName string           `json:"company_name"`
	CompanySlug string           `json:"company_slug"`
	Count       int              `json:"count" description:"requests in all (of the newest 1,000 per source)"`
	LastAt      string           `json:"last_at"`
	Requests    []HubLeadRequest `json:"requests" description:"the newest 5"`
}

// HubLeadRequest is one request of a lead.
type HubLeadRequest struct {
	Source string `json:"source" description:"where it came from: Screeno callback, Assistant support"`
	Detail string `json:"detail" description:"what they asked about"`
	Email  string `json:"email" description:"who asked (empty when unknown)"`
	At     string `json:"at"`
}
