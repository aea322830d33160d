package usage_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
	"hirekit/internal/usage"
)

// readDays reads every usage-day row in key order.
func readDays(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	var rows []struct {
		CompanyID int64  `bun:"company_id"`
		Day       string `bun:"day"`
		Page      string `bun:"page"`
		UserID    int64  `bun:"user_id"`
		Events    int64  `bun:"events"`
	}
	if err := db.Read.NewRaw(`SELECT * FROM usage_days ORDER BY company_id, day, page, user_id`).Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("company %d %s page %q user %d: %d", r.CompanyID, r.Day, r.Page, r.UserID, r.Events))
	}
	return out
}

// TestDaysMatchRecomputation: after random batches of random pages by
// several users of two companies, at random times around midnight UTC
// (some in the browser's 24 hours past, across a day's end), what Record
// kept in the usage days equals RebuildDays' recomputation from the
// events.
func TestDaysMatchRecomputation(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		var ctxs []context.Context
		for _, name := range []string{"alpha", "beta"} {
			tm := apptest.MustTeam(t, a, name)
			for _, role := range []string{recruit.RoleAdmin, recruit.RoleTA, recruit.RoleHiringManager} {
				ctxs = append(ctxs, tm.Ctx(t, role))
			}
		}
		rng := rand.New(rand.NewPCG(36, uint64(len(db.Engine))))
		clock := time.Date(2025, 3, 1, 22, 0, 0, 0, time.UTC)
		events := 0
		for range 120 {
			clock = clock.Add(time.Duration(rng.IntN(6*3600)) * time.Second)
			now := clock
			ctx := sqldb.WithClock(ctxs[rng.IntN(len(ctxs))], func() time.Time { return now })
			var batch []usage.Event
			for range 1 + rng.IntN(8) {
				at := now.Add(-time.Duration(rng.IntN(23*3600)) * time.Second).Add(time.Duration(rng.IntN(1e6)) * time.Microsecond)
				batch = append(batch, usage.Event{Page: usage.Pages[rng.IntN(4)], At: at})
			}
			n, err := a.Usage.Record(ctx, batch)
			if err != nil {
				t.Fatal(err)
			}
			events += n
		}
		kept := readDays(t, db)
		if err := usage.RebuildDays(context.Background(), db); err != nil {
			t.Fatal(err)
		}
		rebuilt := readDays(t, db)
		if strings.Join(kept, "\n") != strings.Join(rebuilt, "\n") {
			t.Errorf("usage days differ from the recomputation:\nkept:\n%s\nrebuilt:\n%s", strings.Join(kept, "\n"), strings.Join(rebuilt, "\n"))
		}
		t.Logf("%d events, %d usage-day rows", events, len(rebuilt))
		if len(rebuilt) < 50 {
			t.Fatal("too few rows to test anything; change the seed")
		}
	})
}

// TestDayMigration: migration 0036's backfill of the usage days is the
// recomputation's own statements, on each engine.
func TestDayMigration(t *testing.T) {
	apptest.MigrationHolds(t, 36, usage.DaySQL)
}
