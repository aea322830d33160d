package apiv1

// HubReferralsResult is GET talenthub/referrals: the signed-in
// candidate's referral link and who joined through it.
type HubReferralsResult struct {
	ReferralLink string                 `json:"referral_link" description:"/talenthub/register?ref=<username> on this site"`
	CreditsEach  int                    `json:"credits_each" description:"credits a referral earns once its profile passes 60% (pending a platform admin's approval)"`
	Referrals    []HubReferredCandidate `json:"referrals"`
}

// HubReferredCandidate is one candidate who joined through the link.
type HubReferredCandidate struct {
	Username         string `json:"username"`
	Name             string `json:"name"`
	JoinedAt         string `json:"joined_at"`
	ProfileCompleted bool   `json:"profile_completed" description:"their profile passed 60% completion"`
	Credits          int    `json:"credits" description:"credits earned for them (0 until their profile passes 60%)"`
	CreditState      string `json:"credit_state" enum:"pending,granted,refused," description:"empty until their profile passes 60%"`
}

// HubCreditsResult is GET talenthub/credits: the candidate's ledger.
type HubCreditsResult struct {
	TotalCredits    int              `json:"total_credits" description:"granted credits; the badge shows 999+ above 999"`
	PendingCredits  int              `json:"pending_credits" description:"credits waiting for a platform admin's approval"`
	ReferralCredits int              `json:"referral_credits" description:"what a referral earns once its profile passes 60% (pending approval)"`
	Entries         []HubCreditEntry `json:"entries"`
}

// HubCreditEntry is one ledger line.
type HubCreditEntry struct {
	ID        int64  `json:"id"`
	Cause     string `json:"cause" enum:"referral,assessment,admin"`
	CauseText string `json:"cause_text" description:"the cause in plain words"`
	Credits   int    `json:"credits"`
	State     string `json:"state" enum:"pending,granted,refused"`
	Note      string `json:"note"`
	CreatedAt string `json:"created_at"`
	DecidedAt string `json:"decided_at" description:"when a platform admin approved or refused it; empty otherwise"`
}

// HubPendingCreditsResult is GET talenthub/admin/pending-credits.
type HubPendingCreditsResult struct {
	Entries []HubPendingCredit `json:"entries"`
	Total   int                `json:"total" description:"pending entries in all (at most 200 are listed, oldest first)"`
}

// HubPendingCredit is an entry waiting for approval.
type HubPendingCredit struct {
	ID               int64  `json:"id"`
	Username         string `json:"username" description:"who earns the credits"`
	Name             string `json:"name"`
	Cause            string `json:"cause" enum:"referral,assessment,admin"`
	CauseText        string `json:"cause_text"`
	Credits          int    `json:"credits"`
	Note             string `json:"note"`
	CreatedAt        string `json:"created_at"`
	ReferredUsername string `json:"referred_username" description:"for a referral: the referred candidate (empty if their account is gone)"`
	ReferredJoinedAt string `json:"referred_joined_at" description:"for a referral: when the referred account was created"`
}

// HubDecideCreditResult is what approving or refusing answers.
type HubDecideCreditResult struct {
	Entry   HubCreditEntry `json:"entry"`
	Changed bool           `json:"changed" description:"false when this decision had already been made (a double click)"`
}
