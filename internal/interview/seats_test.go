package interview_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// readSeats reads every seat count with seats (a count that fell to 0
// keeps its row; the recomputation writes none), in key order.
func readSeats(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	var rows []struct {
		CompanyID     int64  `bun:"company_id"`
		RequisitionID int64  `bun:"requisition_id"`
		Day           string `bun:"day"`
		UserID        int64  `bun:"user_id"`
		Seats         int64  `bun:"seats"`
	}
	if err := db.Read.NewRaw(`SELECT * FROM analytics_seats WHERE seats <> 0 ORDER BY company_id, requisition_id, day, user_id`).
		Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("company %d job %d day %q user %d: %d", r.CompanyID, r.RequisitionID, r.Day, r.UserID, r.Seats))
	}
	return out
}

// done tells a random step that happened from one the use case refused;
// any other error fails the test (a card before the end once failed to
// scan its days and was taken for a refusal).
func done(t *testing.T, what string, err error) bool {
	t.Helper()
	if err != nil && recruit.ErrorCode(err) == recruit.EINTERNAL {
		t.Fatalf("%s: %v", what, err)
	}
	return err == nil
}

// TestSeatsMatchRecomputation: after random schedulings (with shadows),
// reschedulings (to other days, with other panels), cancellations,
// recorded outcomes and scorecards (first and changed) through the use
// cases, the seat and card counts kept with each write equal RebuildSeats'
// and RebuildCards' recomputations.
func TestSeatsMatchRecomputation(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		hm := w.ctx(t, recruit.RoleHiringManager)
		admin := w.ctx(t, recruit.RoleAdmin)
		rng := rand.New(rand.NewPCG(36, uint64(len(db.Engine))))
		people := []int64{w.panel, w.ta, w.admin, w.hm}
		// Each interview gets its own two hours, so no one is booked twice;
		// some days hold several, around midnight UTC.
		slot := soon().Add(11 * time.Hour)
		next := func() time.Time {
			slot = slot.Add(time.Duration(2+rng.IntN(20)) * time.Hour)
			return slot
		}
		panelOf := func() (panel, shadow []int64) {
			for _, i := range rng.Perm(len(people))[:1+rng.IntN(3)] {
				if len(panel) > 0 && rng.IntN(3) == 0 {
					shadow = append(shadow, people[i])
				} else {
					panel = append(panel, people[i])
				}
			}
			return panel, shadow
		}
		var ivs []*interview.Interview
		slugs, starts := map[int64]string{}, map[int64]time.Time{}
		roles := map[int64]string{w.panel: recruit.RolePanel, w.ta: recruit.RoleTA, w.admin: recruit.RoleAdmin, w.hm: recruit.RoleHiringManager}
		ops := map[string]int{}
		for step := range 140 {
			switch op := rng.IntN(8); {
			case op >= 6 && len(ivs) > 0:
				// A card from anyone, some time after the start (before or
				// after the end); the use case refuses a shadow's, one of a
				// cancelled interview, and a non-member's.
				iv := ivs[rng.IntN(len(ivs))]
				who := people[rng.IntN(len(people))]
				ctx := at(w.ctx(t, roles[who]), starts[iv.ID].Add(time.Duration(rng.IntN(5*3600))*time.Second))
				_, err := w.a.Interview.SubmitScorecard(ctx, slugs[iv.ID], w.round.ID, card(w.round.Attributes(), 1+rng.IntN(4), "yes"))
				if done(t, "card", err) {
					ops["card"]++
				}
			case op < 2 || len(ivs) == 0:
				app := w.candidate(t, fmt.Sprintf("C%d", step), fmt.Sprintf("c%d@x.test", step))
				panel, shadow := panelOf()
				iv := w.mustSchedule(t, hm, app.Slug, next(), panel, shadow)
				ivs, slugs[iv.ID], starts[iv.ID] = append(ivs, iv), app.Slug, iv.StartsAt
				ops["schedule"]++
			case op < 4:
				iv := ivs[rng.IntN(len(ivs))]
				panel, shadow := panelOf()
				start := next()
				_, err := w.a.Interview.Reschedule(hm, interview.RescheduleInput{ID: iv.ID, Start: rfc(start), End: rfc(start.Add(time.Hour)),
					PanelIDs: &panel, ShadowIDs: &shadow, Reason: "Moved"})
				if done(t, "reschedule", err) {
					ops["reschedule"]++
					starts[iv.ID] = start
				}
			case op == 4:
				if _, err := w.a.Interview.Cancel(hm, ivs[rng.IntN(len(ivs))].ID, "Role on hold"); done(t, "cancel", err) {
					ops["cancel"]++
				}
			default:
				iv := ivs[rng.IntN(len(ivs))]
				state := []recruit.InterviewState{recruit.InterviewCompleted, recruit.InterviewNoShow}[rng.IntN(2)]
				if _, err := w.a.Interview.RecordOutcome(at(admin, slot.Add(48*time.Hour)), iv.ID, state); done(t, "outcome", err) {
					ops["outcome"]++
				}
			}
		}
		kept, keptCards := readSeats(t, db), readCards(t, db)
		if err := interview.RebuildSeats(context.Background(), db); err != nil {
			t.Fatal(err)
		}
		if err := interview.RebuildCards(context.Background(), db); err != nil {
			t.Fatal(err)
		}
		rebuilt, rebuiltCards := readSeats(t, db), readCards(t, db)
		if strings.Join(kept, "\n") != strings.Join(rebuilt, "\n") {
			t.Errorf("seat counts differ from the recomputation:\nkept:\n%s\nrebuilt:\n%s", strings.Join(kept, "\n"), strings.Join(rebuilt, "\n"))
		}
		if strings.Join(keptCards, "\n") != strings.Join(rebuiltCards, "\n") {
			t.Errorf("card counts differ from the recomputation:\nkept:\n%s\nrebuilt:\n%s", strings.Join(keptCards, "\n"), strings.Join(rebuiltCards, "\n"))
		}
		t.Logf("%v; %d seat count rows, %d card count rows", ops, len(rebuilt), len(rebuiltCards))
		if ops["reschedule"] == 0 || ops["cancel"] == 0 || ops["outcome"] == 0 || ops["card"] < 5 || len(rebuilt) < 20 {
			t.Fatal("the random history was too tame to test anything; change the seed")
		}
	})
}

// readCards reads every card count with cards, in key order; days to a
// millionth (sums of the same days in another order differ in the last
// bits).
func readCards(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	var rows []struct {
		CompanyID     int64   `bun:"company_id"`
		RequisitionID int64   `bun:"requisition_id"`
		Day           string  `bun:"day"`
		UserID        int64   `bun:"user_id"`
		Cards         int64   `bun:"cards"`
		CardDays      float64 `bun:"card_days"`
	}
	if err := db.Read.NewRaw(`SELECT * FROM analytics_cards WHERE cards <> 0 ORDER BY company_id, requisition_id, day, user_id`).
		Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("company %d job %d day %q user %d: %d cards, %.6f days", r.CompanyID, r.RequisitionID, r.Day, r.UserID,
			r.Cards, math.Round(r.CardDays*1e6)/1e6))
	}
	return out
}

// TestSeatMigration: migration 0036's backfill of the seat and card
// counts is the recomputations' own statements, on each engine.
func TestSeatMigration(t *testing.T) {
	t.Parallel()
	apptest.MigrationHolds(t, 36, func(e sqldb.Engine) []string { return append(interview.SeatSQL(e), interview.CardSQL(e)...) })
}
