package ats

import (
	"context"
	"fmt"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The analytics rollups (analytics_rollups, migration 0035): what the
// metrics sum, kept in the same transaction as every move
// (docs/decisions.md, "Analytics rollups"). Each fact is kept twice:
//
//   - per UTC day and source, for the company (requisition_id 0): what a
//     question about every job asks (any dates, any period);
//   - per job and source, over all time (day ''): what a question about
//     some jobs, or by job, department or recruiter, asks without dates;
//   - and each of those again for every source together (source
//     AllSources), for the questions neither filtered nor grouped by
//     source.
//
// Rows with stage '' hold the facts about applications and moves:
// arrivals (dated by the application), their furthest milestone
// (reached_N: the arrivals whose history reached milestone N, moved from
// one column to another as it is raised), agency arrivals, hires with
// their days from arrival, answered offers (dated by the move). Rows with
// a stage hold its stays (dated by their end): their days, the first
// stays in the stage (stage_before NULL), the later ones (repeat_stays),
// and, dated by the end of the previous stay instead, repeat_stays_prior;
// a date range's first stays are counted from those two (see
// analytics.timeInStage).
//
// Nothing is ever subtracted but a milestone raised: applications and
// moves are never deleted (archiving keeps them, and they count), and a
// move's job, source and arrival never change.

// AllSources is the source of the rows that sum every source's (never a
// source code, which are [a-z0-9_]): what a question neither filtered nor
// grouped by source reads, a seventh of the rows.
const AllSources = "*"

// rollupColumns are the summed columns, in the order of rollupRow.sums.
var rollupColumns = []string{"apps", "agency_apps", "reached_0", "reached_1", "reached_2", "reached_3", "reached_4",
	"hires", "hire_days", "offers_accepted", "offers_declined", "stay_days", "first_stays", "repeat_stays", "repeat_stays_prior"}

// Indexes into rollupRow.sums.
const (
	sumApps = iota
	sumAgencyApps
	sumReached0
	_
	_
	_
	_
	sumHires
	sumHireDays
	sumOffersAccepted
	sumOffersDeclined
	sumStayDays
	sumFirstStays
	sumRepeatStays
	sumRepeatStaysPrior
	sumColumns
)

// rollupKey is a fact's stage and UTC day; each is written to the
// company's day row and to the job's all-time row.
type rollupKey struct {
	stage, day string
}

// rollupDeltas collects what one move adds, by row.
type rollupDeltas map[rollupKey]*[sumColumns]float64

func (d rollupDeltas) add(stage string, at time.Time, col int, v float64) {
	k := rollupKey{stage, at.UTC().Format(time.DateOnly)}
	if d[k] == nil {
		d[k] = &[sumColumns]float64{}
	}
	d[k][col] += v
}

// moveFacts is what recordMove knows of a move for the rollups.
type moveFacts struct {
	companyID, requisitionID int64
	source                   string
	appliedAt                time.Time
	agency                   bool
	from, to                 recruit.State
	// reachedBefore and reached are the application's milestone before
	// and after the move.
	reachedBefore, reached int
	// stage, days and before describe the stay the move ends (stage "" for
	// none; before nil for the first in its stage).
	stage  string
	days   float64
	before *time.Time
	// hireDays is the days from arrival to now, for a move to joined.
	hireDays float64
	now      time.Time
}

// recordRollups adds a move's facts to the rollups, in the caller's
// transaction: one statement, the rows in key order (so two moves of a
// company lock shared rows in the same order on PostgreSQL).
func recordRollups(ctx context.Context, db *sqldb.DB, f moveFacts) error {
	d := rollupDeltas{}
	if f.from == "" {
		d.add("", f.appliedAt, sumApps, 1)
		d.add("", f.appliedAt, sumReached0, 1)
		if f.agency {
			d.add("", f.appliedAt, sumAgencyApps, 1)
		}
	}
	if f.reached > f.reachedBefore {
		d.add("", f.appliedAt, sumReached0+f.reachedBefore, -1)
		d.add("", f.appliedAt, sumReached0+f.reached, 1)
	}
	switch f.to {
	case recruit.StateJoined:
		d.add("", f.now, sumHires, 1)
		d.add("", f.now, sumHireDays, f.hireDays)
	case recruit.StateOfferAccepted:
		d.add("", f.now, sumOffersAccepted, 1)
	case recruit.StateOfferDeclined:
		d.add("", f.now, sumOffersDeclined, 1)
	}
	if f.stage != "" {
		d.add(f.stage, f.now, sumStayDays, f.days)
		if f.before == nil {
			d.add(f.stage, f.now, sumFirstStays, 1)
		} else {
			d.add(f.stage, f.now, sumRepeatStays, 1)
			d.add(f.stage, *f.before, sumRepeatStaysPrior, 1)
		}
	}
	// Each fact goes to the company's day row and the job's all-time row;
	// facts of two days meet in the job's.
	type row struct {
		stage  string
		req    int64
		day    string
		source string
	}
	sums := map[row]*[sumColumns]float64{}
	for k, v := range d {
		for _, r := range []row{{k.stage, 0, k.day, f.source}, {k.stage, 0, k.day, AllSources},
			{k.stage, f.requisitionID, "", f.source}, {k.stage, f.requisitionID, "", AllSources}} {
			if sums[r] == nil {
				sums[r] = &[sumColumns]float64{}
			}
			for i := range v {
				sums[r][i] += v[i]
			}
		}
	}
	c := sqldb.Counters{Table: "analytics_rollups", Key: []string{"company_id", "stage", "source", "requisition_id", "day"}, Counts: rollupColumns}
	for r, v := range sums {
		values := []any{f.companyID, r.stage, r.source, r.req, r.day}
		for _, x := range v {
			values = append(values, x)
		}
		c.Add(values...)
	}
	if err := c.Exec(ctx, db); err != nil {
		return fmt.Errorf("record rollups: %w", err)
	}
	return nil
}

// RebuildRollups recomputes the rollups from the raw rows (and the moves'
// summary columns, RebuildMoveSummaries): migration 0035's backfill, and
// the bench's after it seeds raw rows.
func RebuildRollups(ctx context.Context, db *sqldb.DB) error {
	return db.ExecAll(ctx, "rebuild rollups", RollupSQL(db.Engine))
}

// RollupSQL is the recomputation, statement by statement (migration 0035
// holds the same text; TestRollupMigration compares them): set-based, one
// pass over the applications and the moves for each of the two grains.
func RollupSQL(engine sqldb.Engine) []string {
	day := func(col string) string {
		if engine == sqldb.Postgres {
			return "to_char(" + col + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
		}
		return "date(" + col + ")"
	}
	// One row per fact: the key, then a value for each of rollupColumns
	// (named in the first, which names the union's columns).
	fact := func(key string, vals map[int]string, from string) string {
		out := "SELECT " + key
		for i := range rollupColumns {
			v, ok := vals[i]
			if !ok {
				v = "0"
			}
			out += ", " + v + fmt.Sprintf(" AS c%d", i)
		}
		return out + " FROM " + from
	}
	app := map[int]string{sumApps: "1", sumAgencyApps: "CASE WHEN a.agency_id IS NOT NULL THEN 1 ELSE 0 END"}
	for i := range 5 {
		app[sumReached0+i] = fmt.Sprintf("CASE WHEN a.reached = %d THEN 1 ELSE 0 END", i)
	}
	moveKey := "m.company_id AS company_id, '' AS stage, m.requisition_id AS requisition_id, " + day("m.created_at") + " AS day, m.source AS source"
	stayKey := "m.company_id AS company_id, m.stay_stage AS stage, m.requisition_id AS requisition_id, "
	facts := fact("a.company_id AS company_id, '' AS stage, a.requisition_id AS requisition_id, "+day("a.created_at")+" AS day, a.source AS source",
		app, "candidate_applications a") +
		"\nUNION ALL " + fact(moveKey, map[int]string{
		sumHires:          "CASE WHEN m.to_state = 'joined' THEN 1 ELSE 0 END",
		sumHireDays:       "CASE WHEN m.to_state = 'joined' THEN " + daysBetween(engine, "m.created_at", "m.applied_at") + " ELSE 0 END",
		sumOffersAccepted: "CASE WHEN m.to_state = 'offer_accepted' THEN 1 ELSE 0 END",
		sumOffersDeclined: "CASE WHEN m.to_state = 'offer_declined' THEN 1 ELSE 0 END",
	}, "application_moves m WHERE m.to_state IN ('joined', 'offer_accepted', 'offer_declined')") +
		"\nUNION ALL " + fact(stayKey+day("m.created_at")+" AS day, m.source AS source", map[int]string{
		sumStayDays:    "COALESCE(m.stay_days, 0)",
		sumFirstStays:  "CASE WHEN m.stage_before IS NULL THEN 1 ELSE 0 END",
		sumRepeatStays: "CASE WHEN m.stage_before IS NULL THEN 0 ELSE 1 END",
	}, "application_moves m WHERE m.stay_stage IS NOT NULL") +
		"\nUNION ALL " + fact(stayKey+day("m.stage_before")+" AS day, m.source AS source", map[int]string{sumRepeatStaysPrior: "1"},
		"application_moves m WHERE m.stay_stage IS NOT NULL AND m.stage_before IS NOT NULL")
	var sums []string
	for i := range rollupColumns {
		sums = append(sums, fmt.Sprintf("sum(f.c%d)", i))
	}
	insert := "INSERT INTO analytics_rollups (company_id, stage, requisition_id, day, source, " + strings.Join(rollupColumns, ", ") + ")\n"
	from := "\nFROM (" + facts + ") f"
	var rollupSums []string
	for _, c := range rollupColumns {
		rollupSums = append(rollupSums, "sum(r."+c+")")
	}
	return []string{
		"DELETE FROM analytics_rollups",
		insert + "SELECT f.company_id, f.stage, 0, f.day, f.source, " + strings.Join(sums, ", ") + from +
			"\nGROUP BY f.company_id, f.stage, f.day, f.source",
		insert + "SELECT f.company_id, f.stage, f.requisition_id, '', f.source, " + strings.Join(sums, ", ") + from +
			"\nGROUP BY f.company_id, f.stage, f.requisition_id, f.source",
		// Every source's sums, from the rows just written.
		insert + "SELECT r.company_id, r.stage, r.requisition_id, r.day, '" + AllSources + "', " + strings.Join(rollupSums, ", ") +
			"\nFROM analytics_rollups r GROUP BY r.company_id, r.stage, r.requisition_id, r.day",
	}
}
