package marketplace

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Causes of credit entries, each granted once per candidate and key
// (hub_credit_entries_once): the referral of a candidate (key: the
// referred candidate's id), a passed assessment (key: the skill and
// level), an admin's grant (key: chosen by the admin).
const (
	CauseReferral   = "referral"
	CauseAssessment = "assessment"
	CauseAdmin      = "admin"
)

// Entry states: granted counts; pending waits for a platform admin;
// refused never counts.
const (
	CreditGranted = "granted"
	CreditPending = "pending"
	CreditRefused = "refused"
)

// BadgeCap is where the credits badge stops counting (spec: 999).
const BadgeCap = 999

// grantCredits records credits for a candidate in the ctx transaction
// (or its own statement): once per (cause, key), whoever asks and however
// often, so retries and concurrent grants add nothing twice. added is
// false when the entry was already there.
func (s *Service) grantCredits(ctx context.Context, candidateID int64, cause, key string, credits int, state, note string) (added bool, err error) {
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_credit_entries (hub_candidate_id, cause, cause_key, credits, state, note, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, candidateID, cause, key, credits, state, note, sqldb.NowIn(ctx)).Exec(ctx)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		added = n > 0
		return err
	})
	return added, err
}

// TotalCredits is the signed-in candidate's granted credits (GET
// talenthub/credits/get-total-credits); the badge shows at most BadgeCap.
func (s *Service) TotalCredits(ctx context.Context) (int, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return 0, err
	}
	var total int
	row, err := s.DB.QueryRowPrepared(ctx, `SELECT COALESCE(SUM(credits), 0) FROM hub_credit_entries
		WHERE hub_candidate_id = ? AND state = ?`, recruit.ActorFrom(ctx).HubCandidateID, CreditGranted)
	if err == nil {
		err = row.Scan(&total)
	}
	return total, err
}
