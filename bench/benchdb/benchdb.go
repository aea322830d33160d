// Package benchdb opens and fills the databases the bench drivers time:
// a SQLite file cached between runs, or a PostgreSQL database created on
// first use, seeded by multi-row inserts (SQLite) or COPY (PostgreSQL).
package benchdb

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

// Open opens and migrates the bench database: on SQLite the file name in
// the cache folder, on PostgreSQL the database dbURL names (created when
// missing).
func Open(ctx context.Context, engine, dbURL, cache, name string) (*sqldb.DB, error) {
	var db *sqldb.DB
	switch engine {
	case "sqlite":
		if err := os.MkdirAll(cache, 0o755); err != nil {
			return nil, err
		}
		var err error
		if db, err = sqldb.OpenSQLite(ctx, filepath.Join(cache, name)); err != nil {
			return nil, err
		}
	case "postgres":
		u, err := url.Parse(dbURL)
		if err != nil {
			return nil, err
		}
		dbName := strings.TrimPrefix(u.Path, "/")
		u.Path = "/postgres"
		admin, err := sql.Open("pgx", u.String())
		if err != nil {
			return nil, err
		}
		var exists bool
		admin.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", dbName).Scan(&exists)
		if !exists {
			if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+pgx.Identifier{dbName}.Sanitize()); err != nil {
				admin.Close()
				return nil, err
			}
		}
		admin.Close()
		if db, err = sqldb.OpenPostgres(ctx, dbURL, sqldb.Options{MaxConns: 4}); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("engine must be sqlite or postgres")
	}
	if err := db.Migrate(ctx); err != nil {
		return nil, err
	}
	return db, queue.Migrate(ctx, db)
}

// Table is rows to load into one table.
type Table struct {
	Name string
	Cols []string
	Rows [][]any
}

// Load writes the tables in order (COPY on PostgreSQL, multi-row inserts
// in one transaction on SQLite) and refreshes the planner's statistics.
func Load(ctx context.Context, db *sqldb.DB, tables []Table) error {
	if db.Engine == sqldb.Postgres {
		conn, err := pgx.Connect(ctx, db.URL)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		for _, t := range tables {
			if _, err := conn.CopyFrom(ctx, pgx.Identifier{t.Name}, t.Cols, pgx.CopyFromRows(t.Rows)); err != nil {
				return fmt.Errorf("copy %s: %w", t.Name, err)
			}
		}
		_, err = conn.Exec(ctx, "ANALYZE")
		return err
	}
	err := db.RunInTx(ctx, func(ctx context.Context) error {
		for _, t := range tables {
			if err := insertMany(ctx, db, t); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	_, err = db.Write.ExecContext(ctx, "ANALYZE")
	return err
}

// insertMany writes rows in multi-row INSERTs of a few hundred rows (under
// SQLite's bound-parameter limit).
func insertMany(ctx context.Context, db *sqldb.DB, t Table) error {
	per := 30000 / len(t.Cols)
	ph := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(t.Cols)), ", ") + ")"
	for i := 0; i < len(t.Rows); i += per {
		end := min(i+per, len(t.Rows))
		var args []any
		var vals []string
		for _, r := range t.Rows[i:end] {
			vals = append(vals, ph)
			args = append(args, r...)
		}
		q := "INSERT INTO " + t.Name + " (" + strings.Join(t.Cols, ", ") + ") VALUES " + strings.Join(vals, ", ")
		if _, err := db.Conn(ctx).ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("insert %s: %w", t.Name, err)
		}
	}
	return nil
}

// Alternate runs f iterations times, each followed by SELECT 1 through the
// same pool as the baseline (alternating, so both see the same machine),
// and answers both runs' durations.
func Alternate(ctx context.Context, db *sqldb.DB, iterations int, f func()) (runs, one []time.Duration, err error) {
	for i := 0; i < iterations; i++ {
		t0 := time.Now()
		f()
		runs = append(runs, time.Since(t0))
		t1 := time.Now()
		if err := db.Ping(ctx); err != nil {
			return nil, nil, err
		}
		one = append(one, time.Since(t1))
	}
	return runs, one, nil
}

// Percentile is the q-th quantile (0 to 1) of durations.
func Percentile(d []time.Duration, q float64) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[int(float64(len(s)-1)*q)]
}
