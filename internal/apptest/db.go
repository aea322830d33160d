// Package apptest holds test helpers that use real parts: both database
// engines, an in-process server, an SMTP server and provider fakes.
package apptest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

// PostgresURL is the server tests use: HIREKIT_TEST_POSTGRES_URL, else the
// machine's local server with trust auth.
func PostgresURL() string {
	if u := os.Getenv("HIREKIT_TEST_POSTGRES_URL"); u != "" {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
}

// Engines lists the engines every store test runs on.
var Engines = []sqldb.Engine{sqldb.SQLite, sqldb.Postgres}

// NewDB runs body once per engine as subtests "sqlite" and "postgres", each
// with a fresh, migrated database that is removed afterwards. PostgreSQL
// that does not answer fails the test: it never skips.
func NewDB(t *testing.T, body func(t *testing.T, db *sqldb.DB)) {
	t.Helper()
	for _, engine := range Engines {
		t.Run(string(engine), func(t *testing.T) {
			body(t, OpenDB(t, engine))
		})
	}
}

// OpenDB returns a fresh migrated database of one engine for t.
func OpenDB(tb testing.TB, engine sqldb.Engine) *sqldb.DB {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var db *sqldb.DB
	var err error
	switch engine {
	case sqldb.SQLite:
		db, err = sqldb.OpenSQLite(ctx, filepath.Join(tb.TempDir(), "test.db"))
		if err == nil {
			err = Migrate(ctx, db)
		}
	case sqldb.Postgres:
		var dsn string
		dsn, err = newPostgresDatabase(tb)
		if err == nil {
			// Four connections a test database: max_connections is 100
			// and packages run in parallel.
			db, err = sqldb.OpenPostgres(ctx, dsn, sqldb.Options{MaxConns: 4})
		}
	}
	if err != nil {
		tb.Fatalf("open %s test database: %v", engine, err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// Migrate applies Hirekit's and River's migrations.
func Migrate(ctx context.Context, db *sqldb.DB) error {
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	return queue.Migrate(ctx, db)
}

// newPostgresDatabase creates a database from the migrated template (built
// once per migrations hash, under an advisory lock so parallel packages
// build it once) and drops it when the test ends.
func newPostgresDatabase(tb testing.TB) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	admin, err := sql.Open("pgx", PostgresURL())
	if err != nil {
		return "", err
	}
	defer admin.Close()
	if err := admin.PingContext(ctx); err != nil {
		return "", fmt.Errorf("PostgreSQL at %s does not answer (start it; tests never skip): %w", PostgresURL(), err)
	}
	tmpl := "hirekit_tmpl_" + sqldb.MigrationsHash()
	if err := ensureTemplate(ctx, admin, tmpl); err != nil {
		return "", err
	}
	b := make([]byte, 6)
	rand.Read(b)
	name := "hirekit_t_" + hex.EncodeToString(b)
	if _, err := admin.ExecContext(ctx, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, tmpl)); err != nil {
		return "", fmt.Errorf("create test database: %w", err)
	}
	tb.Cleanup(func() {
		admin, err := sql.Open("pgx", PostgresURL())
		if err != nil {
			return
		}
		defer admin.Close()
		admin.Exec(fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name))
	})
	return withDatabase(PostgresURL(), name), nil
}

func ensureTemplate(ctx context.Context, admin *sql.DB, tmpl string) error {
	conn, err := admin.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	// One lock for all packages of all runs on this server.
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(727002)"); err != nil {
		return err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(727002)")
	var exists bool
	if err := conn.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", tmpl).Scan(&exists); err != nil {
		return err
	}
	if exists {
		return nil
	}
	// Build under a temporary name and rename when complete, so a crash
	// midway never leaves a half-migrated template behind.
	building := tmpl + "_building"
	conn.ExecContext(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", building))
	if _, err := conn.ExecContext(ctx, "CREATE DATABASE "+building); err != nil {
		return err
	}
	db, err := sqldb.OpenPostgres(ctx, withDatabase(PostgresURL(), building), sqldb.Options{MaxConns: 2})
	if err != nil {
		return err
	}
	err = Migrate(ctx, db)
	db.Close()
	if err != nil {
		return fmt.Errorf("migrate template: %w", err)
	}
	_, err = conn.ExecContext(ctx, fmt.Sprintf("ALTER DATABASE %s RENAME TO %s", building, tmpl))
	return err
}

func withDatabase(dsn, name string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return dsn
	}
	u.Path = "/" + name
	return u.String()
}

// Logger returns a logger that writes to the test log only when the test
// fails (warnings and errors), keeping passing runs quiet.
func Logger(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// BlobKeys lists the files of a file:// blob store (metadata aside), for
// tests that check nothing was left behind.
func BlobKeys(blobURL string) ([]string, error) {
	root := strings.TrimPrefix(blobURL, "file://")
	var out []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".meta" {
			return filepath.SkipDir
		}
		if d.IsDir() || strings.HasSuffix(path, ".meta") {
			return nil
		}
		rel, err := filepath.Rel(root, path)
		out = append(out, rel)
		return err
	})
	return out, err
}

// OpenAgain opens a second handle on db's database, as another process
// of the same install would (its own pools; on SQLite its own write
// connection to the same file), closed when the test ends.
func OpenAgain(tb testing.TB, db *sqldb.DB) *sqldb.DB {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var other *sqldb.DB
	var err error
	switch db.Engine {
	case sqldb.SQLite:
		other, err = sqldb.OpenSQLite(ctx, db.URL)
	default:
		other, err = sqldb.OpenPostgres(ctx, db.URL, sqldb.Options{MaxConns: 4})
	}
	if err != nil {
		tb.Fatalf("open %s again: %v", db.Engine, err)
	}
	tb.Cleanup(func() { other.Close() })
	return other
}
