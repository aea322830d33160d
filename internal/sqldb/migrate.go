package sqldb

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/uptrace/bun"
)

//go:embed migrations
var migrationFS embed.FS

// Migration is one numbered SQL file.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Migrations returns the engine's migrations in order.
func Migrations(engine Engine) ([]Migration, error) {
	dir := "migrations/" + string(engine)
	entries, err := fs.ReadDir(migrationFS, dir)
	if err != nil {
		return nil, err
	}
	var out []Migration
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".sql") {
			continue
		}
		num, _, ok := strings.Cut(name, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %s: name must start with NNNN_", name)
		}
		body, err := fs.ReadFile(migrationFS, dir+"/"+name)
		if err != nil {
			return nil, err
		}
		out = append(out, Migration{Version: v, Name: name, SQL: string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	for i, m := range out {
		if m.Version != i+1 {
			return nil, fmt.Errorf("migration %s: want version %d", m.Name, i+1)
		}
	}
	return out, nil
}

// MigrationsHash identifies the whole set of migrations of both engines;
// tests name PostgreSQL template databases by it.
func MigrationsHash() string {
	h := sha256.New()
	for _, e := range []Engine{SQLite, Postgres} {
		ms, _ := Migrations(e)
		for _, m := range ms {
			h.Write([]byte(m.Name))
			h.Write([]byte(m.SQL))
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// migrateLockID is the PostgreSQL advisory lock that keeps two processes
// from migrating at once.
const migrateLockID = 727_001

// LockMigrations holds the migration lock until unlock is called, for
// migrations run by another library (River's migrator takes no lock: two
// processes starting together on an empty PostgreSQL database would both
// create its tables). On SQLite the single writer already serialises them.
// It holds one connection of the pool meanwhile.
func (db *DB) LockMigrations(ctx context.Context) (unlock func(), err error) {
	if db.Engine != Postgres {
		return func() {}, nil
	}
	conn, err := db.Write.Conn(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(?)", migrateLockID); err != nil {
		conn.Close()
		return nil, err
	}
	return func() {
		conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(?)", migrateLockID)
		conn.Close()
	}, nil
}

// Migrate applies every migration not yet recorded, each in its own
// transaction with its record, so a failure leaves no half-applied file.
func (db *DB) Migrate(ctx context.Context) error {
	ms, err := Migrations(db.Engine)
	if err != nil {
		return err
	}
	conn, err := db.Write.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if db.Engine == Postgres {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(?)", migrateLockID); err != nil {
			return err
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(?)", migrateLockID)
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY,
		name TEXT NOT NULL,
		applied_at TIMESTAMP NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	applied := map[int]bool{}
	var versions []int
	if err := conn.NewSelect().Table("schema_migrations").Column("version").Scan(ctx, &versions); err != nil {
		return err
	}
	for _, v := range versions {
		applied[v] = true
	}
	for _, m := range ms {
		if applied[m.Version] {
			continue
		}
		err := conn.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
				return err
			}
			_, err := tx.NewRaw("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", m.Version, m.Name, Now()).Exec(ctx)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
	}
	return nil
}
