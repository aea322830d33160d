package ats

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Every move is recorded with what the analytics read from it, written in
// the same transaction so a metric never sees a move without them
// (docs/decisions.md, "Analytics at a million applications"):
//
//   - on the move, copied from its application: requisition_id, source and
//     applied_at (the application's arrival), so hires, time to hire, offer
//     acceptance and time in stage read the moves alone, never a join;
//   - on the move, about the stay it ends (the time in its from_state):
//     stay_stage (recruit.StayStage of from_state, NULL when the stay is
//     in no stage), stay_days (days since the application's previous move,
//     computed by the database as the metric used to) and stage_before
//     (when the application's previous stay in the same stage ended, NULL
//     when this is its first), which tells which stays are an
//     application's first in a date range;
//   - on the application: reached, the furthest funnel milestone its
//     history ever reached (recruit.FunnelMilestone of any move's to_state).
//
// RebuildMoveSummaries recomputes all of them from the raw history (the
// migration's backfill runs the same statements); the property test in
// move_history_test.go holds the two equal.

// recordMove appends a move to an application's history with its summary
// columns and raises the application's reached milestone. It runs in the
// caller's transaction, after the application's row is written.
func recordMove(ctx context.Context, db *sqldb.DB, companyID, appID int64, from, to recruit.State, reason string, by any, now time.Time) error {
	conn := db.Conn(ctx)
	var app struct {
		RequisitionID int64     `bun:"requisition_id"`
		Source        string    `bun:"source"`
		CreatedAt     time.Time `bun:"created_at"`
		Agency        bool      `bun:"agency"`
		Reached       int       `bun:"reached"`
		ReferredBy    int64     `bun:"referred_by"`
	}
	if err := conn.NewRaw("SELECT requisition_id, source, created_at, agency_id IS NOT NULL AS agency, reached, COALESCE(referred_by, 0) AS referred_by FROM candidate_applications WHERE id = ? AND company_id = ?",
		appID, companyID).Scan(ctx, &app); err != nil {
		return fmt.Errorf("record move: %w", err)
	}
	var stage, before any
	var days any
	facts := moveFacts{companyID: companyID, requisitionID: app.RequisitionID, source: app.Source, appliedAt: app.CreatedAt, agency: app.Agency,
		from: from, to: to, reachedBefore: app.Reached, reached: max(app.Reached, recruit.FunnelMilestone(to)), stage: string(recruit.StayStage(from)), now: now}
	if st := recruit.StayStage(from); st != "" {
		stage = string(st)
		var prev time.Time
		err := conn.NewRaw("SELECT created_at FROM application_moves WHERE application_id = ? ORDER BY id DESC LIMIT 1", appID).Scan(ctx, &prev)
		if err == nil {
			// The database computes the length, as the recomputation does.
			var d float64
			if err := conn.NewRaw("SELECT "+daysBetween(db.Engine, "?", "?"), now, prev).Scan(ctx, &d); err != nil {
				return err
			}
			days, facts.days = d, d
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var was time.Time
		err = conn.NewRaw("SELECT created_at FROM application_moves WHERE application_id = ? AND from_state IN "+stateSQL(stageStates(st))+
			" ORDER BY id DESC LIMIT 1", appID).Scan(ctx, &was)
		if err == nil {
			before, facts.before = was, &was
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	if _, err := conn.NewRaw(`INSERT INTO application_moves (company_id, application_id, from_state, to_state, reason, moved_by, created_at,
		requisition_id, source, applied_at, stay_stage, stay_days, stage_before)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, companyID, appID, from, to, reason, by, now,
		app.RequisitionID, app.Source, app.CreatedAt, stage, days, before).Exec(ctx); err != nil {
		return err
	}
	if m := recruit.FunnelMilestone(to); m > 0 {
		if _, err := conn.NewRaw("UPDATE candidate_applications SET reached = ? WHERE id = ? AND reached < ?", m, appID, m).Exec(ctx); err != nil {
			return err
		}
	}
	if to == recruit.StateJoined {
		if err := conn.NewRaw("SELECT "+daysBetween(db.Engine, "?", "?"), now, app.CreatedAt).Scan(ctx, &facts.hireDays); err != nil {
			return err
		}
	}
	if err := recordRollups(ctx, db, facts); err != nil {
		return err
	}
	return recordStateCounts(ctx, db, companyID, app.RequisitionID, app.Source, app.ReferredBy, from, to)
}

// RebuildMoveSummaries recomputes every summary column of the moves and
// the applications' reached milestones from the raw history: the
// migration's backfill, and the bench's after it seeds raw rows.
func RebuildMoveSummaries(ctx context.Context, db *sqldb.DB) error {
	return db.ExecAll(ctx, "rebuild move summaries", MoveSummarySQL(db.Engine))
}

// MoveSummarySQL is the recomputation, statement by statement (migration
// 0033 holds the same text; TestMoveSummaryMigration compares them).
func MoveSummarySQL(engine sqldb.Engine) []string {
	stage := "CASE"
	for _, st := range recruit.StayStages {
		stage += " WHEN m.from_state IN " + stateSQL(stageStates(st)) + " THEN '" + string(st) + "'"
	}
	stage += " END"
	reached := "CASE"
	for i := len(recruit.FunnelPhases) - 1; i > 0; i-- {
		var states []recruit.State
		for _, p := range recruit.FunnelPhases[i] {
			states = append(states, stageStates(p)...)
		}
		reached += " WHEN m.to_state IN " + stateSQL(states) + " THEN " + strconv.Itoa(i)
	}
	reached += " ELSE 0 END"
	return []string{
		`UPDATE application_moves SET requisition_id = h.requisition_id, source = h.source, applied_at = h.applied_at,
stay_stage = h.stage, stay_days = h.days, stage_before = h.before
FROM (SELECT g.id, g.requisition_id, g.source, g.applied_at, g.stage,
CASE WHEN g.stage IS NULL THEN NULL ELSE ` + daysBetween(engine, "g.created_at", "g.began") + ` END AS days,
CASE WHEN g.stage IS NULL THEN NULL ELSE LAG(g.created_at) OVER (PARTITION BY g.application_id, g.stage ORDER BY g.id) END AS before
FROM (SELECT m.id, m.application_id, m.created_at, a.requisition_id, a.source, a.created_at AS applied_at, ` + stage + ` AS stage,
LAG(m.created_at) OVER (PARTITION BY m.application_id ORDER BY m.id) AS began
FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id) g) h
WHERE h.id = application_moves.id`,
		`UPDATE candidate_applications SET reached = COALESCE((SELECT max(` + reached + `) FROM application_moves m
WHERE m.application_id = candidate_applications.id), 0)`,
	}
}

// daysBetween is the days (with fractions) from earlier to later, as the
// analytics compute it.
func daysBetween(engine sqldb.Engine, later, earlier string) string {
	if engine == sqldb.Postgres {
		if later == "?" {
			later, earlier = "CAST(? AS TIMESTAMPTZ)", "CAST(? AS TIMESTAMPTZ)"
		}
		return "(EXTRACT(EPOCH FROM (" + later + " - " + earlier + ")) / 86400.0)"
	}
	return "(julianday(" + later + ") - julianday(" + earlier + "))"
}

// stageStates lists the states of a phase, in pipeline order.
func stageStates(p recruit.Phase) []recruit.State {
	var out []recruit.State
	for _, si := range recruit.States {
		if si.Phase == p {
			out = append(out, si.State)
		}
	}
	return out
}

// stateSQL is an SQL list of states: the vocabulary's constants, never
// input.
func stateSQL(states []recruit.State) string {
	var out []string
	for _, s := range states {
		out = append(out, "'"+string(s)+"'")
	}
	return "(" + strings.Join(out, ", ") + ")"
}
