package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// maxPendingShown bounds the pending-credits page; an admin works through
// the oldest first and the page shows what is left.
const maxPendingShown = 200

// PendingCredit is a credit entry waiting for a platform admin, with who
// earns it and, for a referral, who was referred.
type PendingCredit struct {
	ID               int64      `bun:"id"`
	CandidateID      int64      `bun:"hub_candidate_id"`
	Username         string     `bun:"username"`
	Name             string     `bun:"name"`
	Cause            string     `bun:"cause"`
	CauseKey         string     `bun:"cause_key"`
	Credits          int        `bun:"credits"`
	Note             string     `bun:"note"`
	CreatedAt        time.Time  `bun:"created_at"`
	ReferredUsername string     `bun:"referred_username"`
	ReferredJoinedAt *time.Time `bun:"referred_joined_at"`
}

// PendingCredits lists the entries waiting for approval, oldest first, and
// how many there are in all.
func (s *Service) PendingCredits(ctx context.Context) ([]PendingCredit, int, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, 0, err
	}
	out := []PendingCredit{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT e.id, e.hub_candidate_id, c.username, c.name, e.cause, e.cause_key, e.credits, e.note, e.created_at,
			COALESCE(r.username, '') AS referred_username, r.created_at AS referred_joined_at
		FROM hub_credit_entries e
		JOIN hub_candidates c ON c.id = e.hub_candidate_id
		LEFT JOIN hub_candidates r ON e.cause = ? AND CAST(r.id AS TEXT) = e.cause_key
		WHERE e.state = ? ORDER BY e.id LIMIT ?`, CauseReferral, CreditPending, maxPendingShown).Scan(ctx, &out)
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.DB.Conn(ctx).NewRaw(`SELECT COUNT(*) FROM hub_credit_entries WHERE state = ?`, CreditPending).Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// DecideCredit approves (granted) or refuses a pending entry. It is one
// conditional UPDATE, so two clicks, two tabs or two admins decide it
// once: the same decision again is answered with the entry as it stands
// (changed false); the other decision after one was made is a conflict.
func (s *Service) DecideCredit(ctx context.Context, entryID int64, approve bool) (entry *CreditEntry, changed bool, err error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, false, err
	}
	state := CreditRefused
	if approve {
		state = CreditGranted
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		res, err := db.NewRaw(`UPDATE hub_credit_entries SET state = ?, decided_at = ?, decided_by = ? WHERE id = ? AND state = ?`,
			state, sqldb.NowIn(ctx), recruit.ActorFrom(ctx).UserID, entryID, CreditPending).Exec(ctx)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		changed = n == 1
		var e CreditEntry
		err = db.NewRaw(`SELECT id, cause, cause_key, credits, state, note, created_at, decided_at FROM hub_credit_entries WHERE id = ?`,
			entryID).Scan(ctx, &e)
		if errors.Is(err, sql.ErrNoRows) {
			return recruit.Errorf(recruit.ENOTFOUND, "This credit entry does not exist")
		} else if err != nil {
			return err
		}
		if e.State != state {
			return recruit.Errorf(recruit.ECONFLICT, "This entry was already %s", e.State)
		}
		entry = &e
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	return entry, changed, nil
}
