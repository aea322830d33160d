package queue

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/sqldb"
)

// HeartbeatArgs is the job that records that workers are alive. It is the
// first real job kind; /readyz and operators can read worker_heartbeats.
type HeartbeatArgs struct {
	Worker string `json:"worker"`
}

// Kind names the job in River's table.
func (HeartbeatArgs) Kind() string { return "heartbeat" }

// HeartbeatWorker writes the heartbeat row.
type HeartbeatWorker struct {
	river.WorkerDefaults[HeartbeatArgs]
	DB *sqldb.DB
}

// Work upserts the worker's row with the time and a beat count.
func (w *HeartbeatWorker) Work(ctx context.Context, job *river.Job[HeartbeatArgs]) error {
	return w.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := w.DB.Conn(ctx).NewRaw(`INSERT INTO worker_heartbeats (worker, beat_at, beats) VALUES (?, ?, 1)
			ON CONFLICT (worker) DO UPDATE SET beat_at = excluded.beat_at, beats = worker_heartbeats.beats + 1`,
			job.Args.Worker, sqldb.Now()).Exec(ctx)
		return err
	})
}

// HeartbeatEvery is the periodic job that runs the heartbeat.
func HeartbeatEvery(interval time.Duration) *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(interval), func() (river.JobArgs, *river.InsertOpts) {
		return HeartbeatArgs{Worker: "hirekit"}, nil
	}, &river.PeriodicJobOpts{RunOnStart: true})
}

// Daily is a periodic job run once a day (and at start, so a process that
// restarts often still runs it).
func Daily(args river.JobArgs) *river.PeriodicJob { return Every(24*time.Hour, args) }

// Every is a periodic job run every interval, and at start.
func Every(interval time.Duration, args river.JobArgs) *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(interval), func() (river.JobArgs, *river.InsertOpts) {
		return args, nil
	}, &river.PeriodicJobOpts{RunOnStart: true})
}
