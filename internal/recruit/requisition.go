package recruit

// RequisitionState is a job's state.
type RequisitionState string

// Requisition states (DECISIONS.md): live means shown on the careers page.
const (
	ReqPendingApproval RequisitionState = "pending_approval"
	ReqOpen            RequisitionState = "open"
	ReqLive            RequisitionState = "live"
	ReqRejected        RequisitionState = "rejected"
	ReqArchived        RequisitionState = "archived"
)

// RequisitionStates lists them in the order lists show their counts.
var RequisitionStates = []RequisitionState{ReqLive, ReqOpen, ReqPendingApproval, ReqRejected, ReqArchived}

// Valid reports whether s is a known requisition state.
func (s RequisitionState) Valid() bool {
	for _, x := range RequisitionStates {
		if x == s {
			return true
		}
	}
	return false
}

// requisitionMoves: pending_approval → open | rejected; open ↔ live;
// open | live → archived → open; a rejected job edited and sent again goes
// back to pending_approval.
var requisitionMoves = map[RequisitionState][]RequisitionState{
	ReqPendingApproval: {ReqOpen, ReqRejected},
	ReqOpen:            {ReqLive, ReqArchived},
	ReqLive:            {ReqOpen, ReqArchived},
	ReqArchived:        {ReqOpen},
	ReqRejected:        {ReqPendingApproval},
}

// CheckRequisitionMove reports whether a job may go from one state to
// another.
func CheckRequisitionMove(from, to RequisitionState) error {
	for _, s := range requisitionMoves[from] {
		if s == to {
			return nil
		}
	}
	return Errorf(ECONFLICT, "A %s job cannot become %s", from, to)
}
