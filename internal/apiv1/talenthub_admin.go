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
	ID        int64      `json:"id"`
	Candidate HubProfile `json:"candidate"`
}
