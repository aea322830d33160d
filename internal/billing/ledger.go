// Package billing keeps each company's screening credits: a ledger of
// grants (the trial, sharing, an operator), reservations made when a batch
// is uploaded, and their settlement when each resume is parsed (commit:
// one credit used) or fails (release: the credit comes back). Plans and
// online payment come later (DECISIONS.md: Screening).
//
// The balance lives in one row per company, changed only by conditional
// UPDATEs, so it holds on SQLite (one writer) and PostgreSQL (the row
// lock re-checks the condition) alike: two batches at once can never
// spend more than was granted. Each resume has at most one entry of each
// kind and is settled once, by unique indexes, so a retried job never
// charges twice.
package billing

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Kinds of ledger entry.
const (
	KindGrant   = "grant"
	KindReserve = "reserve"
	KindCommit  = "commit"
	KindRelease = "release"
)

// Keys of the grants a company gets once.
const (
	GrantTrial = "trial"
	GrantShare = "share"
)

// ShareCredits are earned once by sharing the product (spec: 50).
const ShareCredits = 50

// MaxGrant bounds one operator grant: a typo of a few zeros should fail.
const MaxGrant = 1_000_000

// Ledger keeps the credits.
type Ledger struct {
	DB *sqldb.DB
	// TrialCredits are granted once to each company, the first time its
	// balance is read (HIREKIT_SCREENING_TRIAL_CREDITS).
	TrialCredits int
}

// Credits are a company's counters (DECISIONS.md): Available is every
// credit ever granted, Used those spent on parsed resumes, Reserved those
// held by resumes still processing.
type Credits struct {
	Available    int  `bun:"granted"`
	Used         int  `bun:"used"`
	Reserved     int  `bun:"reserved"`
	ShareClaimed bool `bun:"share_claimed"`
}

// Pending is the spendable balance the badge shows: available − used −
// reserved.
func (c Credits) Pending() int { return c.Available - c.Used - c.Reserved }

// Balance returns a company's credits, granting its trial credits first
// if it has never had an account. Use cases that checked their own
// permission call it.
func (l *Ledger) Balance(ctx context.Context, companyID int64) (Credits, error) {
	c, err := l.read(ctx, companyID)
	if !errors.Is(err, sql.ErrNoRows) {
		return c, err
	}
	if err := l.DB.RunInTx(ctx, func(ctx context.Context) error { return l.open(ctx, companyID) }); err != nil {
		return Credits{}, err
	}
	return l.read(ctx, companyID)
}

func (l *Ledger) read(ctx context.Context, companyID int64) (Credits, error) {
	var c Credits
	err := l.DB.Conn(ctx).NewRaw(`SELECT a.granted, a.used, a.reserved,
		EXISTS (SELECT 1 FROM credit_entries e WHERE e.company_id = a.company_id AND e.grant_key = ?) AS share_claimed
		FROM credit_accounts a WHERE a.company_id = ?`, GrantShare, companyID).Scan(ctx, &c)
	return c, err
}

// open creates the company's account with its trial credits, once; it
// joins the ctx transaction.
func (l *Ledger) open(ctx context.Context, companyID int64) error {
	now := sqldb.NowIn(ctx)
	if _, err := l.DB.Conn(ctx).NewRaw(`INSERT INTO credit_accounts (company_id, granted, used, reserved, updated_at)
		VALUES (?, 0, 0, 0, ?) ON CONFLICT DO NOTHING`, companyID, now).Exec(ctx); err != nil {
		return err
	}
	if l.TrialCredits <= 0 {
		return nil
	}
	_, err := l.grant(ctx, companyID, l.TrialCredits, GrantTrial, "Trial credits")
	return err
}

// grant adds credits in the ctx transaction; a keyed grant the company
// already had adds nothing and reports false.
func (l *Ledger) grant(ctx context.Context, companyID int64, credits int, key, note string) (bool, error) {
	db := l.DB.Conn(ctx)
	var k any
	if key != "" {
		k = key
	}
	now := sqldb.NowIn(ctx)
	res, err := db.NewRaw(`INSERT INTO credit_entries (company_id, kind, credits, grant_key, note, created_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, companyID, KindGrant, credits, k, note, now).Exec(ctx)
	if err != nil {
		return false, err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	_, err = db.NewRaw("UPDATE credit_accounts SET granted = granted + ?, updated_at = ? WHERE company_id = ?",
		credits, now, companyID).Exec(ctx)
	return true, err
}

// Grant adds credits to a company (opening its account first), in one
// transaction; key makes the grant once-only ("" for an operator's).
func (l *Ledger) Grant(ctx context.Context, companyID int64, credits int, key, note string) (bool, error) {
	var granted bool
	err := l.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := l.open(ctx, companyID); err != nil {
			return err
		}
		var err error
		granted, err = l.grant(ctx, companyID, credits, key, note)
		return err
	})
	return granted, err
}

// Entry is one line of the ledger.
type Entry struct {
	ID        int64     `bun:"id"`
	Kind      string    `bun:"kind"`
	Credits   int       `bun:"credits"`
	ResumeID  *int64    `bun:"resume_id"`
	GrantKey  *string   `bun:"grant_key"`
	Note      string    `bun:"note"`
	CreatedAt time.Time `bun:"created_at"`
}

// Entries returns a company's ledger, oldest first (tests and operators
// reconcile the counters with it).
func (l *Ledger) Entries(ctx context.Context, companyID int64) ([]Entry, error) {
	out := []Entry{}
	err := l.DB.Conn(ctx).NewRaw(`SELECT id, kind, credits, resume_id, grant_key, note, created_at FROM credit_entries
		WHERE company_id = ? ORDER BY id`, companyID).Scan(ctx, &out)
	return out, err
}

// errNotEnough refuses a batch of need resumes when have credits are
// spendable.
func errNotEnough(need, have int) error {
	return recruit.Errorf(recruit.ECONFLICT,
		"Not enough credits: this batch has %d resumes and %d credits are left. Buy credits or share Hirekit to earn %d more.",
		need, max(have, 0), ShareCredits)
}

// NotEnough is the refusal of a batch of need resumes when have credits
// are spendable.
func (l *Ledger) NotEnough(need, have int) error { return errNotEnough(need, have) }
