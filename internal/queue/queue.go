// Package queue runs Hirekit's background jobs with River, in the same
// database as everything else, on SQLite and on PostgreSQL. (It is not
// called "jobs": in the product a job is a requisition.)
package queue

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/metrics"
	"hirekit/internal/sqldb"
)

// Options tune a Queue.
type Options struct {
	// Work makes the queue run workers; without it the queue only inserts
	// (serve --no-workers).
	Work bool
	// PollInterval is how often workers look for new jobs.
	PollInterval time.Duration
	// MaxWorkers bounds jobs run at once.
	MaxWorkers int
	// JobTimeout bounds one job's run (5 minutes when zero).
	JobTimeout time.Duration
	// Periodic jobs run on a schedule by the elected leader.
	Periodic []*river.PeriodicJob
	Logger   *slog.Logger
	// Metrics records each job run's outcome (nil records nothing).
	Metrics *metrics.Metrics
}

// rescueMargin is how long past its timeout a running job is taken for
// abandoned.
const rescueMargin = 10 * time.Second

// Queue inserts jobs inside the caller's transaction and, when asked, works
// them. On SQLite one River client does both over the single write
// connection. On PostgreSQL the workers use pgx (a pgxpool) while an
// insert-only client over database/sql joins bun's *sql.Tx.
type Queue struct {
	db       *sqldb.DB
	inserter *river.Client[*sql.Tx]
	worker   subscriber
	pool     *pgxpool.Pool
	started  bool
}

// subscriber is the part of a River client the Queue needs whatever its TTx.
type subscriber interface {
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
	StopAndCancel(ctx context.Context) error
	Subscribe(kinds ...river.EventKind) (<-chan *river.Event, func())
}

// New builds a Queue over db with the given workers.
func New(ctx context.Context, db *sqldb.DB, workers *river.Workers, opts Options) (*Queue, error) {
	if opts.PollInterval <= 0 {
		opts.PollInterval = time.Second
	}
	if opts.MaxWorkers <= 0 {
		opts.MaxWorkers = 4
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.JobTimeout <= 0 {
		opts.JobTimeout = 5 * time.Minute
	}
	cfg := func(work bool) *river.Config {
		c := &river.Config{
			Logger:      opts.Logger,
			MaxAttempts: 5,
			JobTimeout:  opts.JobTimeout,
			// A job still "running" after its timeout was cancelled by
			// River already; 10 s later only a dead process (a crash, a
			// SIGKILL) can still hold it, so it is run again. River's
			// default waits an hour, which would leave an interrupted
			// screening batch half done that long.
			RescueStuckJobsAfter: opts.JobTimeout + rescueMargin,
		}
		if work {
			c.Workers = workers
			c.Queues = map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: opts.MaxWorkers}}
			c.FetchPollInterval = opts.PollInterval
			// A batch of short jobs (a screening upload) is fetched again as
			// soon as workers free up; River's 100 ms cooldown held 4
			// workers to 40 parses a second.
			c.FetchCooldown = min(opts.PollInterval, 10*time.Millisecond)
			c.PeriodicJobs = opts.Periodic
			if opts.Metrics != nil {
				c.Middleware = []rivertype.Middleware{&jobMetrics{m: opts.Metrics}}
			}
		}
		return c
	}
	q := &Queue{db: db}
	switch db.Engine {
	case sqldb.SQLite:
		// Jobs share the single write connection: River's SQLite driver
		// asks for exactly that, and app inserts join the app's transaction.
		client, err := river.NewClient(riversqlite.New(db.Write.DB), cfg(opts.Work))
		if err != nil {
			return nil, fmt.Errorf("river client: %w", err)
		}
		q.inserter = client
		if opts.Work {
			q.worker = client
		}
	case sqldb.Postgres:
		client, err := river.NewClient(riverdatabasesql.New(db.Write.DB), cfg(false))
		if err != nil {
			return nil, fmt.Errorf("river insert client: %w", err)
		}
		q.inserter = client
		if opts.Work {
			pcfg, err := pgxpool.ParseConfig(db.URL)
			if err != nil {
				return nil, err
			}
			pcfg.MaxConns = int32(min(opts.MaxWorkers+2, 8))
			pool, err := pgxpool.NewWithConfig(ctx, pcfg)
			if err != nil {
				return nil, err
			}
			w, err := river.NewClient[pgx.Tx](riverpgxv5.New(pool), cfg(true))
			if err != nil {
				pool.Close()
				return nil, fmt.Errorf("river worker client: %w", err)
			}
			q.pool, q.worker = pool, w
		}
	}
	return q, nil
}

// Start starts the workers, if any.
func (q *Queue) Start(ctx context.Context) error {
	if q.worker == nil {
		return nil
	}
	if err := q.worker.Start(ctx); err != nil {
		return err
	}
	q.started = true
	return nil
}

// Stop stops fetching new jobs and waits for running ones to finish until
// ctx ends; then it cancels what is left (River retries those later).
func (q *Queue) Stop(ctx context.Context) error {
	var err error
	if q.started {
		err = q.worker.Stop(ctx)
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
			cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			err = q.worker.StopAndCancel(cctx)
			cancel()
		}
	}
	if q.pool != nil {
		q.pool.Close()
	}
	return err
}

// Insert enqueues a job. Inside sqldb.RunInTx it joins that transaction, so
// the job exists exactly when the row it is about does.
func (q *Queue) Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error) {
	if tx, ok := sqldb.TxFrom(ctx); ok {
		return q.inserter.InsertTx(ctx, tx.Tx, args, opts)
	}
	var res *rivertype.JobInsertResult
	err := q.db.RunInTx(ctx, func(ctx context.Context) error {
		tx, _ := sqldb.TxFrom(ctx)
		var err error
		res, err = q.inserter.InsertTx(ctx, tx.Tx, args, opts)
		return err
	})
	return res, err
}

// Cancel cancels a job that has not run yet, joining the transaction in
// ctx like Insert, so it is cancelled exactly when the change that makes
// it pointless commits. A job that is gone, or already finished, is left
// as it is.
func (q *Queue) Cancel(ctx context.Context, jobID int64) error {
	cancel := func(ctx context.Context) error {
		tx, _ := sqldb.TxFrom(ctx)
		_, err := q.inserter.JobCancelTx(ctx, tx.Tx, jobID)
		if errors.Is(err, rivertype.ErrNotFound) {
			return nil
		}
		return err
	}
	if _, ok := sqldb.TxFrom(ctx); ok {
		return cancel(ctx)
	}
	return q.db.RunInTx(ctx, cancel)
}

// InsertMany enqueues several jobs at once, in the ctx transaction as
// Insert does (a screening batch enqueues one job per file).
func (q *Queue) InsertMany(ctx context.Context, params []river.InsertManyParams) error {
	if len(params) == 0 {
		return nil
	}
	if tx, ok := sqldb.TxFrom(ctx); ok {
		_, err := q.inserter.InsertManyTx(ctx, tx.Tx, params)
		return err
	}
	return q.db.RunInTx(ctx, func(ctx context.Context) error {
		return q.InsertMany(ctx, params)
	})
}

// Subscribe returns job events of the given kinds (tests wait on these
// rather than sleeping). It needs a working queue.
func (q *Queue) Subscribe(kinds ...river.EventKind) (<-chan *river.Event, func()) {
	if q.worker == nil {
		ch := make(chan *river.Event)
		return ch, func() {}
	}
	return q.worker.Subscribe(kinds...)
}

// Migrate creates or updates River's own tables.
func Migrate(ctx context.Context, db *sqldb.DB) error {
	// Under Hirekit's migration lock: two processes starting together
	// (serve and worker) must not both create River's tables.
	unlock, err := db.LockMigrations(ctx)
	if err != nil {
		return err
	}
	defer unlock()
	switch db.Engine {
	case sqldb.SQLite:
		m, err := rivermigrate.New(riversqlite.New(db.Write.DB), nil)
		if err != nil {
			return err
		}
		_, err = m.Migrate(ctx, rivermigrate.DirectionUp, nil)
		return err
	default:
		m, err := rivermigrate.New(riverdatabasesql.New(db.Write.DB), nil)
		if err != nil {
			return err
		}
		_, err = m.Migrate(ctx, rivermigrate.DirectionUp, nil)
		return err
	}
}
