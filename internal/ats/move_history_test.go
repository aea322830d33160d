package ats_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// summaries are the columns ats writes with each move for the analytics,
// read in id order.
type summaries struct {
	moves []string
	apps  []string
}

func readSummaries(t *testing.T, db *sqldb.DB) summaries {
	t.Helper()
	ctx := context.Background()
	var moves []struct {
		ID            int64      `bun:"id"`
		RequisitionID int64      `bun:"requisition_id"`
		Source        string     `bun:"source"`
		AppliedAt     *time.Time `bun:"applied_at"`
		Stage         *string    `bun:"stay_stage"`
		Days          *float64   `bun:"stay_days"`
		Before        *time.Time `bun:"stage_before"`
	}
	if err := db.Read.NewRaw(`SELECT id, requisition_id, source, applied_at, stay_stage, stay_days, stage_before
		FROM application_moves ORDER BY id`).Scan(ctx, &moves); err != nil {
		t.Fatal(err)
	}
	var apps []struct {
		ID      int64 `bun:"id"`
		Reached int   `bun:"reached"`
	}
	if err := db.Read.NewRaw("SELECT id, reached FROM candidate_applications ORDER BY id").Scan(ctx, &apps); err != nil {
		t.Fatal(err)
	}
	var s summaries
	str := func(p any) string {
		switch v := p.(type) {
		case *time.Time:
			if v != nil {
				return v.UTC().Format(time.RFC3339Nano)
			}
		case *string:
			if v != nil {
				return *v
			}
		case *float64:
			if v != nil {
				// The lengths are computed by the database either way;
				// nanodays are far below what a metric shows (2 decimals).
				return fmt.Sprintf("%.9f", math.Round(*v*1e9)/1e9)
			}
		}
		return "NULL"
	}
	for _, m := range moves {
		s.moves = append(s.moves, fmt.Sprintf("move %d: job %d, %s, applied %s, stage %s, %s days, before %s", m.ID, m.RequisitionID, m.Source,
			str(m.AppliedAt), str(m.Stage), str(m.Days), str(m.Before)))
	}
	for _, a := range apps {
		s.apps = append(s.apps, fmt.Sprintf("application %d: reached %d", a.ID, a.Reached))
	}
	return s
}

// TestMoveSummariesMatchRecomputation is the property the analytics rest
// on: after random adds (form, careers page, bulk import), moves,
// holds, reopenings and archivings through the real use cases, at random
// times, what ats wrote with each move equals RebuildMoveSummaries'
// recomputation from the raw history, and the rollups kept with each move
// equal RebuildRollups' (checkRollups, first, before the summaries are
// rebuilt under them), and so do the state counts (checkStateCounts).
// (Applications are never deleted in
// Hirekit; archiving is how one leaves the lists, and it must change
// nothing here.)
func TestMoveSummariesMatchRecomputation(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		adminID := tm.Users[recruit.RoleAdmin].ID
		var jobs []*ats.Requisition
		for _, title := range []string{"Backend", "Sales"} {
			jobs = append(jobs, apptest.MustCreateRequisition(t, admin, a, apptest.JobInput(title)))
		}
		rng := rand.New(rand.NewPCG(26, uint64(len(db.Engine))))
		clock := time.Date(2025, 1, 6, 9, 0, 0, 0, time.UTC)
		at := func() context.Context {
			// Some moves share a time to the microsecond (a bulk action),
			// most are hours or days apart.
			if rng.IntN(8) != 0 {
				clock = clock.Add(time.Duration(rng.IntN(72*3600)) * time.Second).Add(time.Duration(rng.IntN(1e6)) * time.Microsecond)
			}
			now := clock
			return sqldb.WithClock(admin, func() time.Time { return now })
		}
		var slugs []string
		added := 0
		reopened := 0
		for step := 0; step < 400; step++ {
			switch op := rng.IntN(10); {
			case op < 2 || len(slugs) < 3:
				added++
				job := jobs[rng.IntN(len(jobs))]
				source := []string{"linkedin", "careers_page", "referral", "naukri"}[rng.IntN(4)]
				app, err := a.ATS.AddApplication(at(), ats.ApplicationInput{RequisitionID: job.ID, Name: fmt.Sprintf("C%d", added),
					Email: fmt.Sprintf("c%d@candidates.test", added), Source: source, Answers: apptest.AnswersFor(job)})
				if err != nil {
					t.Fatal(err)
				}
				slugs = append(slugs, app.Slug)
			case op == 2:
				added++
				// As the bulk import's job does: the system, in its own
				// transaction.
				ctx := recruit.WithActor(at(), recruit.SystemActor(tm.Company.ID))
				email := fmt.Sprintf("c%d@candidates.test", added)
				err := db.RunInTx(ctx, func(ctx context.Context) error {
					_, err := a.ATS.ImportApplications(ctx, jobs[0].ID, adminID, []ats.ImportRow{{Input: ats.ApplicationInput{
						RequisitionID: jobs[0].ID, Name: fmt.Sprintf("C%d", added), Email: email}}})
					return err
				})
				if err != nil {
					t.Fatal(err)
				}
				var slug string
				if err := db.Read.NewRaw("SELECT a.slug FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id WHERE c.email = ?",
					email).Scan(ctx, &slug); err != nil {
					t.Fatal(err)
				}
				slugs = append(slugs, slug)
			case op == 3:
				archived := rng.IntN(2) == 0
				if _, err := a.ATS.UpdateApplication(at(), slugs[rng.IntN(len(slugs))], nil, &archived, nil); err != nil {
					t.Fatal(err)
				}
			default:
				slug := slugs[rng.IntN(len(slugs))]
				ctx := at()
				app, err := a.ATS.Application(ctx, slug)
				if err != nil {
					t.Fatal(err)
				}
				next := recruit.NextStates(app.State, recruit.MoveRule{HeldFrom: app.HeldFrom, CanReopen: true})
				if len(next) == 0 {
					continue
				}
				// Forward moves are likelier than rejects, so histories get
				// long: prefer the first states offered.
				to := next[min(rng.IntN(len(next)), rng.IntN(len(next)))]
				if !app.State.Open() && app.State != recruit.StateOnHold && to.Open() {
					reopened++
				}
				if _, err := a.ATS.MoveApplication(ctx, ats.MoveInput{Slug: slug, To: to}); err != nil {
					t.Fatalf("move %s from %s to %s: %v", slug, app.State, to, err)
				}
			}
		}
		checkRollups(t, db)
		checkStateCounts(t, db)
		kept := readSummaries(t, db)
		if err := ats.RebuildMoveSummaries(context.Background(), db); err != nil {
			t.Fatal(err)
		}
		rebuilt := readSummaries(t, db)
		if len(kept.moves) != len(rebuilt.moves) || len(kept.apps) != len(rebuilt.apps) {
			t.Fatalf("rows changed: %d/%d moves, %d/%d applications", len(kept.moves), len(rebuilt.moves), len(kept.apps), len(rebuilt.apps))
		}
		diffs := 0
		for i := range kept.moves {
			if kept.moves[i] != rebuilt.moves[i] {
				diffs++
				t.Errorf("kept    %s\nrebuilt %s", kept.moves[i], rebuilt.moves[i])
			}
		}
		for i := range kept.apps {
			if kept.apps[i] != rebuilt.apps[i] {
				diffs++
				t.Errorf("kept    %s\nrebuilt %s", kept.apps[i], rebuilt.apps[i])
			}
		}
		// The history must have exercised what the columns are about.
		var staysAgain, farther, stays int
		for _, m := range rebuilt.moves {
			if !strings.HasSuffix(m, "before NULL") {
				staysAgain++
			}
			if !strings.Contains(m, "stage NULL") {
				stays++
			}
		}
		for _, ap := range rebuilt.apps {
			if !strings.HasSuffix(ap, "reached 0") && !strings.HasSuffix(ap, "reached 1") {
				farther++
			}
		}
		t.Logf("%d applications, %d moves (%d stays, %d after an earlier stay in the stage), %d reopened, %d past screening; %d differences",
			len(rebuilt.apps), len(rebuilt.moves), stays, staysAgain, reopened, farther, diffs)
		if reopened == 0 || staysAgain == 0 || farther == 0 {
			t.Fatal("the random history was too tame to test anything; change the seed")
		}
	})
}

// TestMoveSummaryMigration: migration 0033's backfill is the
// recomputation's own statements, on each engine.
func TestMoveSummaryMigration(t *testing.T) {
	t.Parallel()
	apptest.MigrationHolds(t, 33, ats.MoveSummarySQL)
}
