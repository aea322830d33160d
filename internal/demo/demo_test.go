package demo_test

import (
	"context"
	"io"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/demo"
	"hirekit/internal/sqldb"
)

// TestDemoTellsSixMonths checks the demo is a past a person believes:
// candidates arrive over months, moves follow them days later, closed jobs
// made their hires, and nothing is stamped in the future.
func TestDemoTellsSixMonths(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		if err := demo.Load(context.Background(), demo.Services{Auth: a.Auth, ATS: a.ATS}, io.Discard); err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		var span struct {
			First time.Time `bun:"first"`
			Last  time.Time `bun:"last"`
		}
		if err := db.Read.NewRaw("SELECT min(created_at) AS first, max(created_at) AS last FROM candidate_applications").Scan(ctx, &span); err != nil {
			t.Fatal(err)
		}
		if days := span.Last.Sub(span.First).Hours() / 24; days < 150 {
			t.Errorf("applications arrive over %.0f days, want about six months", days)
		}
		var future, months, hiresInClosed int
		now := time.Now().UTC()
		db.Read.NewRaw("SELECT count(*) FROM application_moves WHERE created_at > ?", now).Scan(ctx, &future)
		if future != 0 {
			t.Errorf("%d moves stamped in the future", future)
		}
		var created []time.Time
		if err := db.Read.NewRaw("SELECT created_at FROM candidate_applications").Scan(ctx, &created); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, c := range created {
			seen[c.Format("2006-01")] = true
		}
		months = len(seen)
		if months < 6 {
			t.Errorf("applications in %d months, want at least 6", months)
		}
		if err := db.Read.NewRaw(`SELECT count(DISTINCT r.id) FROM requisitions r JOIN candidate_applications a ON a.requisition_id = r.id
			WHERE r.state = 'archived' AND a.state = 'joined'`).Scan(ctx, &hiresInClosed); err != nil {
			t.Fatal(err)
		}
		if hiresInClosed < 2 {
			t.Errorf("%d archived jobs with a hire, want a few", hiresInClosed)
		}
		var slowMoves int
		if err := db.Read.NewRaw(`SELECT count(*) FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id
			WHERE m.from_state <> '' AND m.created_at > a.created_at + interval '1 hour'`).Scan(ctx, &slowMoves); err != nil && db.Engine == sqldb.Postgres {
			t.Fatal(err)
		}
		if db.Engine == sqldb.Postgres && slowMoves == 0 {
			t.Error("every move happened within an hour of the application")
		}
	})
}
