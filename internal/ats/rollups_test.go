package ats_test

import (
	"context"
	"fmt"
	"hirekit/internal/apptest"
	"math"
	"strings"
	"testing"

	"hirekit/internal/ats"
	"hirekit/internal/sqldb"
)

// readRollups reads every rollup row as text, in key order; sums of days
// are rounded to a millionth of a day (the same lengths added in another
// order differ in the last bits; a metric shows 2 decimals).
func readRollups(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	var rows []struct {
		CompanyID        int64   `bun:"company_id"`
		Stage            string  `bun:"stage"`
		RequisitionID    int64   `bun:"requisition_id"`
		Day              string  `bun:"day"`
		Source           string  `bun:"source"`
		Apps             int64   `bun:"apps"`
		AgencyApps       int64   `bun:"agency_apps"`
		R0               int64   `bun:"reached_0"`
		R1               int64   `bun:"reached_1"`
		R2               int64   `bun:"reached_2"`
		R3               int64   `bun:"reached_3"`
		R4               int64   `bun:"reached_4"`
		Hires            int64   `bun:"hires"`
		HireDays         float64 `bun:"hire_days"`
		OffersAccepted   int64   `bun:"offers_accepted"`
		OffersDeclined   int64   `bun:"offers_declined"`
		StayDays         float64 `bun:"stay_days"`
		FirstStays       int64   `bun:"first_stays"`
		RepeatStays      int64   `bun:"repeat_stays"`
		RepeatStaysPrior int64   `bun:"repeat_stays_prior"`
	}
	if err := db.Read.NewRaw(`SELECT * FROM analytics_rollups ORDER BY company_id, stage, requisition_id, day, source`).
		Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	var out []string
	r6 := func(v float64) float64 { return math.Round(v*1e6) / 1e6 }
	for _, r := range rows {
		out = append(out, fmt.Sprintf("company %d stage %q job %d day %q %s: apps %d agency %d reached %d/%d/%d/%d/%d hires %d (%.6f days) offers %d/%d stays %.6f days, %d first, %d repeat, %d prior",
			r.CompanyID, r.Stage, r.RequisitionID, r.Day, r.Source, r.Apps, r.AgencyApps, r.R0, r.R1, r.R2, r.R3, r.R4, r.Hires, r6(r.HireDays),
			r.OffersAccepted, r.OffersDeclined, r6(r.StayDays), r.FirstStays, r.RepeatStays, r.RepeatStaysPrior))
	}
	return out
}

// checkRollups is the rollups' half of TestMoveSummariesMatchRecomputation:
// what ats kept with each move equals RebuildRollups' recomputation.
func checkRollups(t *testing.T, db *sqldb.DB) {
	t.Helper()
	kept := readRollups(t, db)
	if err := ats.RebuildRollups(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	rebuilt := readRollups(t, db)
	if strings.Join(kept, "\n") != strings.Join(rebuilt, "\n") {
		t.Errorf("rollups differ from the recomputation:\nkept:\n%s\nrebuilt:\n%s", strings.Join(kept, "\n"), strings.Join(rebuilt, "\n"))
	}
	var hires, repeats, days int
	for _, r := range rebuilt {
		if !strings.Contains(r, "hires 0 ") {
			hires++
		}
		if !strings.Contains(r, " 0 prior") {
			repeats++
		}
		if strings.Contains(r, "job 0 ") {
			days++
		}
	}
	t.Logf("%d rollup rows (%d per day), %d with hires, %d with repeat stays begun", len(rebuilt), days, hires, repeats)
	if hires == 0 || repeats == 0 {
		t.Fatal("the random history was too tame for the rollups; change the seed")
	}
}

// TestRollupMigration: migration 0035's backfill is the recomputation's
// own statements, on each engine.
func TestRollupMigration(t *testing.T) {
	t.Parallel()
	apptest.MigrationHolds(t, 35, ats.RollupSQL)
}

// readStateCounts reads every state count with a count (a count that fell
// to 0 keeps its row; the recomputation writes none), in key order.
func readStateCounts(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	var rows []struct {
		CompanyID     int64  `bun:"company_id"`
		RequisitionID int64  `bun:"requisition_id"`
		Source        string `bun:"source"`
		State         string `bun:"state"`
		ReferredBy    int64  `bun:"referred_by"`
		Apps          int64  `bun:"apps"`
	}
	if err := db.Read.NewRaw(`SELECT * FROM analytics_states WHERE apps <> 0 ORDER BY company_id, requisition_id, source, state, referred_by`).
		Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("company %d job %d %s %s referrer %d: %d", r.CompanyID, r.RequisitionID, r.Source, r.State, r.ReferredBy, r.Apps))
	}
	return out
}

// checkStateCounts is the state counts' half of
// TestMoveSummariesMatchRecomputation: what ats kept with each move equals
// RebuildStateCounts' recomputation from the applications.
func checkStateCounts(t *testing.T, db *sqldb.DB) {
	t.Helper()
	kept := readStateCounts(t, db)
	if err := ats.RebuildStateCounts(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	rebuilt := readStateCounts(t, db)
	if strings.Join(kept, "\n") != strings.Join(rebuilt, "\n") {
		t.Errorf("state counts differ from the recomputation:\nkept:\n%s\nrebuilt:\n%s", strings.Join(kept, "\n"), strings.Join(rebuilt, "\n"))
	}
	var referred int
	for _, r := range rebuilt {
		if !strings.Contains(r, "referrer 0:") {
			referred++
		}
	}
	t.Logf("%d state count rows, %d of referrals", len(rebuilt), referred)
	if len(rebuilt) < 20 || referred == 0 {
		t.Fatal("the random history was too tame for the state counts; change the seed")
	}
}

// TestStateCountMigration: migration 0036's backfill is the
// recomputation's own statements, on each engine.
func TestStateCountMigration(t *testing.T) {
	t.Parallel()
	apptest.MigrationHolds(t, 36, func(sqldb.Engine) []string { return ats.StateCountSQL() })
}
