package billing

import (
	"context"
	"fmt"
	"strings"

	"hirekit/internal/sqldb"
)

// Reserve holds one credit for each resume, in the caller's transaction
// (the one that inserts the resumes): the account's spendable balance
// must cover them all or nothing is held and the batch is refused. The
// conditional UPDATE is what two concurrent batches meet at.
func (l *Ledger) Reserve(ctx context.Context, companyID int64, resumeIDs []int64) error {
	if len(resumeIDs) == 0 {
		return nil
	}
	if _, ok := sqldb.TxFrom(ctx); !ok {
		return fmt.Errorf("billing: Reserve outside a transaction")
	}
	if err := l.open(ctx, companyID); err != nil {
		return err
	}
	db := l.DB.Conn(ctx)
	now := sqldb.NowIn(ctx)
	n := len(resumeIDs)
	res, err := db.NewRaw(`UPDATE credit_accounts SET reserved = reserved + ?, updated_at = ?
		WHERE company_id = ? AND granted - used - reserved >= ?`, n, now, companyID, n).Exec(ctx)
	if err != nil {
		return err
	}
	if done, err := res.RowsAffected(); err != nil {
		return err
	} else if done == 0 {
		c, err := l.read(ctx, companyID)
		if err != nil {
			return err
		}
		return errNotEnough(n, c.Pending())
	}
	// One multi-row INSERT: a batch of 100 is one statement.
	var b strings.Builder
	args := make([]any, 0, 5*n)
	b.WriteString("INSERT INTO credit_entries (company_id, kind, credits, resume_id, created_at) VALUES ")
	for i, id := range resumeIDs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("(?, ?, 1, ?, ?)")
		args = append(args, companyID, KindReserve, id, now)
	}
	_, err = db.NewRaw(b.String(), args...).Exec(ctx)
	return err
}

// Commit spends the credit reserved for a resume that was parsed. It
// reports whether this call spent it: a second commit, a commit after a
// release or of a resume never reserved changes nothing.
func (l *Ledger) Commit(ctx context.Context, companyID, resumeID int64) (bool, error) {
	return l.settle(ctx, companyID, resumeID, KindCommit, "used = used + 1, ")
}

// Release gives back the credit reserved for a resume that could not be
// parsed (spec: no credit for an unparseable resume). Like Commit it acts
// once per resume, and never after a commit.
func (l *Ledger) Release(ctx context.Context, companyID, resumeID int64) (bool, error) {
	return l.settle(ctx, companyID, resumeID, KindRelease, "")
}

// settle records the resume's settlement and moves its credit out of
// reserved. The entry's insert is the guard: the unique indexes let one
// settlement per resume through, on a resume that holds a reservation.
func (l *Ledger) settle(ctx context.Context, companyID, resumeID int64, kind, spend string) (bool, error) {
	var settled bool
	err := l.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := l.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		res, err := db.NewRaw(`INSERT INTO credit_entries (company_id, kind, credits, resume_id, created_at)
			SELECT ?, ?, 1, ?, ? WHERE EXISTS (SELECT 1 FROM credit_entries r
				WHERE r.resume_id = ? AND r.kind = ? AND r.company_id = ?)
			ON CONFLICT DO NOTHING`, companyID, kind, resumeID, now, resumeID, KindReserve, companyID).Exec(ctx)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil || n == 0 {
			return err
		}
		if _, err := db.NewRaw("UPDATE credit_accounts SET "+spend+"reserved = reserved - 1, updated_at = ? WHERE company_id = ?",
			now, companyID).Exec(ctx); err != nil {
			return err
		}
		settled = true
		return nil
	})
	return settled, err
}
