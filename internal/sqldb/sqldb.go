// Package sqldb opens Hirekit's database, SQLite (the embedded default) or
// PostgreSQL, through bun; applies the numbered migrations; and carries
// transactions in the context so domain code never picks the wrong pool.
package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Engine names a database engine.
type Engine string

const (
	SQLite   Engine = "sqlite"
	Postgres Engine = "postgres"
)

// DB is an open database. On PostgreSQL Read and Write are the same pool.
// On SQLite, Write has exactly one connection and Read several.
type DB struct {
	Engine Engine
	// URL is the PostgreSQL URL, or the SQLite file path.
	URL string
	// Read serves queries outside a transaction.
	Read *bun.DB
	// Write serves transactions (RunInTx).
	Write *bun.DB

	stmts stmtCache
}

// Options tune Open.
type Options struct {
	// MaxConns caps the PostgreSQL pool (tests keep it small, since
	// max_connections is 100 and packages run in parallel).
	MaxConns int
}

// Open opens the database named by databaseURL: empty means the SQLite file
// hirekit.db inside dataDir.
func Open(ctx context.Context, databaseURL, dataDir string, opts Options) (*DB, error) {
	if databaseURL == "" {
		if err := os.MkdirAll(dataDir, 0o750); err != nil {
			return nil, err
		}
		return OpenSQLite(ctx, filepath.Join(dataDir, "hirekit.db"))
	}
	return OpenPostgres(ctx, databaseURL, opts)
}

// OpenSQLite opens (creating if needed) the SQLite database at path.
func OpenSQLite(ctx context.Context, path string) (*DB, error) {
	// WAL lets readers go on while the one writer writes; foreign keys are
	// off by default in SQLite; busy_timeout makes a locked database wait
	// instead of failing at once.
	base := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_pragma=busy_timeout(5000)&_pragma=synchronous(NORMAL)&_time_format=sqlite"
	// _txlock=immediate takes the write lock at BEGIN, so two writers queue
	// on busy_timeout instead of one failing on a lock upgrade.
	write, err := sql.Open("sqlite", base+"&_txlock=immediate")
	if err != nil {
		return nil, err
	}
	// One write connection: SQLite has one writer anyway, and a single
	// connection turns lock contention into an orderly queue in Go.
	write.SetMaxOpenConns(1)
	write.SetConnMaxIdleTime(0)
	read, err := sql.Open("sqlite", base+"&_pragma=query_only(1)")
	if err != nil {
		write.Close()
		return nil, err
	}
	// A few read connections per core: each keeps its own page cache warm
	// and SQLite's shared-memory locks stay uncontended. Measured on 2
	// cores with 32 clients: 8 connections gave the signed-in context
	// request 0.30 of /healthz's throughput, 4 gave 0.56.
	read.SetMaxOpenConns(max(4, 2*runtime.GOMAXPROCS(0)))
	db := &DB{
		Engine: SQLite,
		URL:    path,
		Write:  bun.NewDB(write, sqlitedialect.New()),
		Read:   bun.NewDB(read, sqlitedialect.New()),
	}
	if err := db.Write.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	return db, nil
}

// OpenPostgres opens a pgx-backed pool on url.
func OpenPostgres(ctx context.Context, url string, opts Options) (*DB, error) {
	sqlDB, err := sql.Open("pgx", url)
	if err != nil {
		return nil, err
	}
	if opts.MaxConns > 0 {
		sqlDB.SetMaxOpenConns(opts.MaxConns)
	} else {
		sqlDB.SetMaxOpenConns(20)
	}
	sqlDB.SetMaxIdleConns(sqlDB.Stats().MaxOpenConnections)
	sqlDB.SetConnMaxIdleTime(5 * time.Minute)
	bdb := bun.NewDB(sqlDB, pgdialect.New())
	if err := bdb.PingContext(ctx); err != nil {
		bdb.Close()
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	return &DB{Engine: Postgres, URL: url, Read: bdb, Write: bdb}, nil
}

var _ = stdlib.GetDefaultDriver // registers the "pgx" database/sql driver

// Close closes both pools.
func (db *DB) Close() error {
	db.stmts.mu.Lock()
	for _, st := range db.stmts.stmts {
		st.Close()
	}
	db.stmts.stmts = nil
	db.stmts.mu.Unlock()
	err := db.Write.Close()
	if db.Read != db.Write {
		err = errors.Join(err, db.Read.Close())
	}
	return err
}

// Ping checks the database answers, for /readyz.
func (db *DB) Ping(ctx context.Context) error {
	var one int
	return db.Read.NewRaw("SELECT 1").Scan(ctx, &one)
}

type txKey struct{}

// Conn returns the transaction carried by ctx, or else the read pool. Domain
// code runs every query through it, so a call made inside RunInTx joins the
// transaction instead of waiting for SQLite's one write connection forever.
func (db *DB) Conn(ctx context.Context) bun.IDB {
	if tx, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return tx
	}
	return db.Read
}

// TxFrom returns the transaction carried by ctx, if any.
func TxFrom(ctx context.Context) (bun.Tx, bool) {
	tx, ok := ctx.Value(txKey{}).(bun.Tx)
	return tx, ok
}

// RunInTx runs fn in a write transaction carried by the context it passes
// on. Nested calls join the outer transaction. On SQLite a busy database is
// retried a few times instead of failing the request.
func (db *DB) RunInTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := TxFrom(ctx); ok {
		if ctx.Value(snapshotKey{}) != nil {
			return errors.New("sqldb: a write inside ReadSnapshot")
		}
		return fn(ctx)
	}
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		hooks := &afterCommit{}
		err = db.Write.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return fn(context.WithValue(context.WithValue(ctx, txKey{}, tx), hooksKey{}, hooks))
		})
		if err == nil {
			for _, h := range hooks.fns {
				h()
			}
			return nil
		}
		if !IsBusy(err) {
			return err
		}
		select {
		case <-ctx.Done():
			return errors.Join(err, ctx.Err())
		case <-time.After(time.Duration(attempt+1) * 20 * time.Millisecond):
		}
	}
	return err
}

type snapshotKey struct{}

// ReadSnapshot runs fn in a read-only transaction on the read pool, so the
// several queries of one answer all see the same moment: a list whose rows
// and counts are read apart can show a row still processing beside a
// count that says none is, and a page polling on that count stops with
// the stale row on screen. PostgreSQL needs REPEATABLE READ for that;
// SQLite's deferred transaction in WAL mode already reads one snapshot.
// A write inside fn fails instead of joining (RunInTx says so). Inside
// another transaction fn joins it.
func (db *DB) ReadSnapshot(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := TxFrom(ctx); ok {
		return fn(ctx)
	}
	var opts *sql.TxOptions
	if db.Engine == Postgres {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	return db.Read.RunInTx(ctx, opts, func(ctx context.Context, tx bun.Tx) error {
		return fn(context.WithValue(context.WithValue(ctx, txKey{}, tx), snapshotKey{}, true))
	})
}

type hooksKey struct{}

type afterCommit struct{ fns []func() }

// AfterCommit runs fn once the transaction carried by ctx has committed
// (never if it rolls back), or at once outside a transaction. Caches use
// it: an invalidation before the commit could be undone by a reader that
// still sees the old row.
func AfterCommit(ctx context.Context, fn func()) {
	if h, ok := ctx.Value(hooksKey{}).(*afterCommit); ok {
		h.fns = append(h.fns, fn)
		return
	}
	fn()
}

// IsBusy reports whether err is a transaction worth running again:
// SQLite's "database is locked" or "busy", or a PostgreSQL deadlock.
func IsBusy(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		code := se.Code() & 0xff
		return code == sqlite3.SQLITE_BUSY || code == sqlite3.SQLITE_LOCKED
	}
	// A deadlock PostgreSQL broke by aborting this transaction: counters
	// kept with a write (the analytics rollups) are locked in key order
	// within a statement, but a transaction of several statements can
	// still meet another in the opposite order. Running it again is safe.
	return err != nil && strings.Contains(err.Error(), "SQLSTATE 40P01")
}

// IsUniqueViolation reports whether err is a unique-constraint violation on
// either engine, so callers can answer 409 instead of 500.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || se.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return strings.Contains(err.Error(), "SQLSTATE 23505")
}

// Now is the time Hirekit writes: Go's clock in UTC at microsecond
// precision, the same on both engines (never CURRENT_TIMESTAMP).
func Now() time.Time {
	return time.Now().UTC().Truncate(time.Microsecond)
}

type clockKey struct{}

// WithClock returns ctx whose writes are stamped by now instead of the
// wall clock: the demo loader tells a story over months, and tests pin
// time.
func WithClock(ctx context.Context, now func() time.Time) context.Context {
	return context.WithValue(ctx, clockKey{}, now)
}

// NowIn is the time a write made in ctx is stamped with: the clock ctx
// carries, else Now.
func NowIn(ctx context.Context) time.Time {
	if now, ok := ctx.Value(clockKey{}).(func() time.Time); ok {
		return now().UTC().Truncate(time.Microsecond)
	}
	return Now()
}

// EngineName names the engine ("sqlite" or "postgres") for readiness.
func (db *DB) EngineName() string { return string(db.Engine) }
