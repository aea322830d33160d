package ats

import (
	"context"
	"fmt"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The state counts (analytics_states, migration 0036): how many of the
// company's applications are in each state today, per job, source and
// referrer, kept by recordMove in the same transaction as every move
// (docs/decisions.md "Current state counts"). The rollups are dated and
// cannot hold a state that is today's; these hold nothing else, so they
// answer "applications by state" and "referrals by referrer" without a
// date range (with one, the analytics read the raw rows).
//
// Two grains, as the rollups: each job (requisition_id > 0) and the
// company (requisition_id 0), so a question about every job reads a few
// hundred rows. A referrer of 0 is none (the key cannot hold NULL).
// A move takes one from its old state's rows and adds one to its new
// state's; an addition only adds. Applications are never deleted and
// their job, source and referrer never change, so nothing else moves a
// count. A count that falls to 0 keeps its row (readers skip apps = 0).

// stateKey is one row of the state counts.
type stateKey struct {
	req        int64
	source     string
	state      string
	referrerID int64
}

// recordStateCounts moves an application from one state to another in
// the counts (from "" for an addition), in the caller's transaction: one
// statement, the rows in key order (the company's row, requisition 0,
// first), as recordRollups does.
func recordStateCounts(ctx context.Context, db *sqldb.DB, companyID, requisitionID int64, source string, referrerID int64, from, to recruit.State) error {
	d := map[stateKey]int64{}
	for _, req := range []int64{0, requisitionID} {
		if from != "" {
			d[stateKey{req, source, string(from), referrerID}]--
		}
		d[stateKey{req, source, string(to), referrerID}]++
	}
	c := sqldb.Counters{Table: "analytics_states", Key: []string{"company_id", "requisition_id", "source", "state", "referred_by"}, Counts: []string{"apps"}}
	for k, v := range d {
		if v != 0 {
			c.Add(companyID, k.req, k.source, k.state, k.referrerID, v)
		}
	}
	if err := c.Exec(ctx, db); err != nil {
		return fmt.Errorf("record state counts: %w", err)
	}
	return nil
}

// RebuildStateCounts recomputes the state counts from the applications:
// migration 0036's backfill, and the bench's after it seeds raw rows.
func RebuildStateCounts(ctx context.Context, db *sqldb.DB) error {
	return db.ExecAll(ctx, "rebuild state counts", StateCountSQL())
}

// StateCountSQL is the recomputation, statement by statement (migration
// 0036 holds the same text on both engines; TestStateCountMigration
// compares them): the jobs' rows from the applications, then the
// company's from those.
func StateCountSQL() []string {
	return []string{
		"DELETE FROM analytics_states",
		`INSERT INTO analytics_states (company_id, requisition_id, source, state, referred_by, apps)
SELECT a.company_id, a.requisition_id, a.source, a.state, COALESCE(a.referred_by, 0), count(*)
FROM candidate_applications a GROUP BY a.company_id, a.requisition_id, a.source, a.state, COALESCE(a.referred_by, 0)`,
		`INSERT INTO analytics_states (company_id, requisition_id, source, state, referred_by, apps)
SELECT s.company_id, 0, s.source, s.state, s.referred_by, sum(s.apps)
FROM analytics_states s GROUP BY s.company_id, s.source, s.state, s.referred_by`,
	}
}
