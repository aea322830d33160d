package marketplace

import (
	"context"
	"time"
)

// maxLedgerShown bounds the ledger page: entries come from referrals and
// passed assessments, a few a month at most.
const maxLedgerShown = 500

// CreditEntry is one line of a candidate's credits ledger.
type CreditEntry struct {
	ID        int64      `bun:"id"`
	Cause     string     `bun:"cause"`
	CauseKey  string     `bun:"cause_key"`
	Credits   int        `bun:"credits"`
	State     string     `bun:"state"`
	Note      string     `bun:"note"`
	CreatedAt time.Time  `bun:"created_at"`
	DecidedAt *time.Time `bun:"decided_at"`
}

// CauseText says a cause in plain words for the candidate.
func CauseText(cause string) string {
	switch cause {
	case CauseReferral:
		return "A friend you referred completed their profile"
	case CauseAssessment:
		return "You passed an assessment"
	case CauseAdmin:
		return "Granted by the talenthub team"
	}
	return cause
}

// Ledger is the signed-in candidate's credits: the granted total (what
// the badge counts), what waits for approval, and the entries.
type Ledger struct {
	Total, Pending int
	Entries        []CreditEntry
}

// CreditLedger is the signed-in candidate's ledger, newest first.
func (s *Service) CreditLedger(ctx context.Context) (*Ledger, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	out := &Ledger{Entries: []CreditEntry{}}
	err = s.DB.Conn(ctx).NewRaw(`SELECT id, cause, cause_key, credits, state, note, created_at, decided_at
		FROM hub_credit_entries WHERE hub_candidate_id = ? ORDER BY id DESC LIMIT ?`, id, maxLedgerShown).Scan(ctx, &out.Entries)
	if err != nil {
		return nil, err
	}
	// The totals over every entry, not only those shown.
	var sums struct {
		Total   int `bun:"total"`
		Pending int `bun:"pending"`
	}
	err = s.DB.Conn(ctx).NewRaw(`SELECT COALESCE(SUM(CASE WHEN state = ? THEN credits ELSE 0 END), 0) AS total,
		COALESCE(SUM(CASE WHEN state = ? THEN credits ELSE 0 END), 0) AS pending
		FROM hub_credit_entries WHERE hub_candidate_id = ?`, CreditGranted, CreditPending, id).Scan(ctx, &sums)
	if err != nil {
		return nil, err
	}
	out.Total, out.Pending = sums.Total, sums.Pending
	for i := range out.Entries {
		out.Entries[i].CreatedAt = out.Entries[i].CreatedAt.UTC()
	}
	return out, nil
}
