package sqldb_test

import (
	"context"
	"errors"
	"sort"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/sqldb"
)

func ctxT(t *testing.T) context.Context {
	// Deadlines everywhere: a call that waits on SQLite's one write
	// connection from inside a transaction must fail, not hang.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestRunInTx(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := ctxT(t)
		t.Run("CommitsAndJoinsNested", func(t *testing.T) {
			err := db.RunInTx(ctx, func(ctx context.Context) error {
				if _, err := db.Conn(ctx).NewRaw("INSERT INTO companies (name, slug, created_at, updated_at) VALUES ('Acme', 'acme', ?, ?)", sqldb.Now(), sqldb.Now()).Exec(ctx); err != nil {
					return err
				}
				// A nested call joins the outer transaction instead of
				// waiting for the write connection the outer one holds.
				return db.RunInTx(ctx, func(ctx context.Context) error {
					var n int
					return db.Conn(ctx).NewRaw("SELECT count(*) FROM companies WHERE slug = 'acme'").Scan(ctx, &n)
				})
			})
			if err != nil {
				t.Fatal(err)
			}
			var n int
			if err := db.Conn(ctx).NewRaw("SELECT count(*) FROM companies").Scan(ctx, &n); err != nil || n != 1 {
				t.Fatalf("count = %d, %v; want 1", n, err)
			}
		})
		t.Run("RollsBackOnError", func(t *testing.T) {
			boom := errors.New("boom")
			err := db.RunInTx(ctx, func(ctx context.Context) error {
				if _, err := db.Conn(ctx).NewRaw("INSERT INTO companies (name, slug, created_at, updated_at) VALUES ('B', 'b', ?, ?)", sqldb.Now(), sqldb.Now()).Exec(ctx); err != nil {
					return err
				}
				return boom
			})
			if !errors.Is(err, boom) {
				t.Fatalf("err = %v, want boom", err)
			}
			var n int
			db.Conn(ctx).NewRaw("SELECT count(*) FROM companies WHERE slug = 'b'").Scan(ctx, &n)
			if n != 0 {
				t.Errorf("count = %d after rollback, want 0", n)
			}
		})
		t.Run("UniqueViolation", func(t *testing.T) {
			err := db.RunInTx(ctx, func(ctx context.Context) error {
				_, err := db.Conn(ctx).NewRaw("INSERT INTO companies (name, slug, created_at, updated_at) VALUES ('Acme 2', 'acme', ?, ?)", sqldb.Now(), sqldb.Now()).Exec(ctx)
				return err
			})
			if !sqldb.IsUniqueViolation(err) {
				t.Errorf("IsUniqueViolation(%v) = false, want true", err)
			}
			if sqldb.IsUniqueViolation(errors.New("other")) {
				t.Error("IsUniqueViolation(other) = true")
			}
		})
		t.Run("TimesRoundTripInUTC", func(t *testing.T) {
			now := sqldb.Now()
			var got time.Time
			if err := db.Conn(ctx).NewRaw("SELECT created_at FROM companies WHERE slug = 'acme'").Scan(ctx, &got); err != nil {
				t.Fatal(err)
			}
			if got.IsZero() || got.After(now) || now.Sub(got) > time.Minute {
				t.Errorf("created_at = %v, want shortly before %v", got, now)
			}
		})
	})
}

// TestReadSnapshot: two reads inside one snapshot agree although a write
// commits between them, and a write inside the snapshot fails instead of
// joining it.
func TestReadSnapshot(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := ctxT(t)
		count := func(ctx context.Context) int {
			var n int
			if err := db.Conn(ctx).NewRaw("SELECT count(*) FROM companies").Scan(ctx, &n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		insert := func(ctx context.Context, slug string) error {
			return db.RunInTx(ctx, func(ctx context.Context) error {
				_, err := db.Conn(ctx).NewRaw("INSERT INTO companies (name, slug, created_at, updated_at) VALUES (?, ?, ?, ?)",
					slug, slug, sqldb.Now(), sqldb.Now()).Exec(ctx)
				return err
			})
		}
		var first, second int
		err := db.ReadSnapshot(ctx, func(sctx context.Context) error {
			first = count(sctx)
			if err := insert(ctx, "between"); err != nil { // outside the snapshot
				return err
			}
			second = count(sctx)
			if err := insert(sctx, "inside"); err == nil {
				t.Error("a write inside the snapshot succeeded")
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if first != second {
			t.Errorf("the snapshot read %d then %d companies", first, second)
		}
		if after := count(ctx); after != first+1 {
			t.Errorf("%d companies after, want %d (the write between, not the one inside)", after, first+1)
		}
	})
}

func TestEnsureSecret(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := ctxT(t)
		first, err := db.EnsureSecret(ctx, "")
		if err != nil || len(first) != 64 {
			t.Fatalf("EnsureSecret = %q, %v; want 64 hex characters", first, err)
		}
		second, _ := db.EnsureSecret(ctx, "")
		if second != first {
			t.Errorf("second EnsureSecret = %q, want the stored %q", second, first)
		}
		if got, _ := db.EnsureSecret(ctx, "configured-secret-of-enough-length!!"); got != "configured-secret-of-enough-length!!" {
			t.Errorf("configured secret ignored: %q", got)
		}
	})
}

func TestMigrateIsIdempotent(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := ctxT(t)
		if err := db.Migrate(ctx); err != nil {
			t.Fatalf("second Migrate: %v", err)
		}
		var n int
		db.Conn(ctx).NewRaw("SELECT count(*) FROM schema_migrations").Scan(ctx, &n)
		ms, _ := sqldb.Migrations(db.Engine)
		if n != len(ms) {
			t.Errorf("schema_migrations has %d rows, want %d", n, len(ms))
		}
	})
}

// TestSchemaParity checks both engines end with the same tables and
// columns. It ignores River's tables (each engine has its own River
// migration line), FTS5 shadow tables and tsvector columns.
func TestSchemaParity(t *testing.T) {
	ctx := ctxT(t)
	lite := apptest.OpenDB(t, sqldb.SQLite)
	pg := apptest.OpenDB(t, sqldb.Postgres)

	var liteCols []string
	var tables []string
	if err := lite.Read.NewRaw("SELECT name FROM sqlite_master WHERE type = 'table'").Scan(ctx, &tables); err != nil {
		t.Fatal(err)
	}
	for _, tbl := range tables {
		if ignoredTable(tbl) {
			continue
		}
		var cols []string
		if err := lite.Read.NewRaw("SELECT name FROM pragma_table_info(?)", tbl).Scan(ctx, &cols); err != nil {
			t.Fatal(err)
		}
		for _, c := range cols {
			liteCols = append(liteCols, tbl+"."+c)
		}
	}
	var pgRows []struct {
		Table  string `bun:"table_name"`
		Column string `bun:"column_name"`
		Type   string `bun:"data_type"`
	}
	if err := pg.Read.NewRaw("SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'").Scan(ctx, &pgRows); err != nil {
		t.Fatal(err)
	}
	var pgCols []string
	for _, r := range pgRows {
		if ignoredTable(r.Table) || r.Type == "tsvector" {
			continue
		}
		pgCols = append(pgCols, r.Table+"."+r.Column)
	}
	sort.Strings(liteCols)
	sort.Strings(pgCols)
	if strings.Join(liteCols, "\n") != strings.Join(pgCols, "\n") {
		t.Errorf("schemas differ:\nsqlite only: %v\npostgres only: %v", minus(liteCols, pgCols), minus(pgCols, liteCols))
	}
	if len(liteCols) < 10 {
		t.Errorf("only %d columns compared; the query found too little", len(liteCols))
	}
}

func ignoredTable(name string) bool {
	return strings.HasPrefix(name, "river_") || strings.HasPrefix(name, "sqlite_") ||
		strings.Contains(name, "_fts")
}

func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, x := range b {
		in[x] = true
	}
	var out []string
	for _, x := range a {
		if !in[x] {
			out = append(out, x)
		}
	}
	return out
}

// TestDeadlockRetried: two transactions that update the same two rows in
// opposite orders both succeed. PostgreSQL aborts one of them with a
// deadlock, and RunInTx runs it again; SQLite's single writer never lets
// them meet (each waits a moment for the other, then goes on).
func TestDeadlockRetried(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := ctxT(t)
		for _, slug := range []string{"dl-a", "dl-b"} {
			if _, err := db.Write.NewRaw("INSERT INTO companies (name, slug, created_at, updated_at) VALUES (?, ?, ?, ?)",
				slug, slug, sqldb.Now(), sqldb.Now()).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		locked := [2]chan struct{}{make(chan struct{}), make(chan struct{})}
		run := func(me int, first, second string) error {
			attempt := 0
			return db.RunInTx(ctx, func(ctx context.Context) error {
				attempt++
				update := func(slug string) error {
					_, err := db.Conn(ctx).NewRaw("UPDATE companies SET name = ? WHERE slug = ?", slug+"-by-"+first, slug).Exec(ctx)
					return err
				}
				if err := update(first); err != nil {
					return err
				}
				if attempt == 1 {
					close(locked[me])
					select { // the other holds its first row, or never will
					case <-locked[1-me]:
					case <-time.After(500 * time.Millisecond):
					}
				}
				return update(second)
			})
		}
		errs := make(chan error, 2)
		go func() { errs <- run(0, "dl-a", "dl-b") }()
		go func() { errs <- run(1, "dl-b", "dl-a") }()
		for range 2 {
			if err := <-errs; err != nil {
				t.Errorf("a transaction failed: %v", err)
			}
		}
	})
}
