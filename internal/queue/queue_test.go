package queue_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/apptest"
	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

// flakyArgs fails its first attempts, to prove retries.
type flakyArgs struct{ FailTimes int }

func (flakyArgs) Kind() string { return "test_flaky" }

type flakyWorker struct {
	river.WorkerDefaults[flakyArgs]
	calls atomic.Int32
}

func (w *flakyWorker) Work(ctx context.Context, job *river.Job[flakyArgs]) error {
	w.calls.Add(1)
	if job.Attempt <= job.Args.FailTimes {
		return errors.New("not yet")
	}
	return nil
}

// NextRetry retries at once so the test does not wait River's backoff.
func (w *flakyWorker) NextRetry(job *river.Job[flakyArgs]) time.Time { return time.Now() }

// slowArgs runs for a while, to prove Stop drains running jobs.
type slowArgs struct{}

func (slowArgs) Kind() string { return "test_slow" }

type slowWorker struct {
	river.WorkerDefaults[slowArgs]
	started, finished atomic.Bool
}

func (w *slowWorker) Work(ctx context.Context, job *river.Job[slowArgs]) error {
	w.started.Store(true)
	select {
	case <-time.After(700 * time.Millisecond):
		w.finished.Store(true)
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func startQueue(t *testing.T, db *sqldb.DB, workers *river.Workers) *queue.Queue {
	t.Helper()
	ctx := context.Background()
	q, err := queue.New(ctx, db, workers, queue.Options{Work: true, PollInterval: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		q.Stop(ctx)
	})
	return q
}

func waitFor(t *testing.T, events <-chan *river.Event, kind string, want river.EventKind) *river.Event {
	t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		select {
		case ev := <-events:
			if ev.Job.Kind == kind && ev.Kind == want {
				return ev
			}
		case <-timeout:
			t.Fatalf("no %s event for %s within 20s", want, kind)
			return nil
		}
	}
}

func TestHeartbeatJob(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		workers := river.NewWorkers()
		river.AddWorker(workers, &queue.HeartbeatWorker{DB: db})
		q := startQueue(t, db, workers)
		events, cancel := q.Subscribe(river.EventKindJobCompleted)
		defer cancel()

		ctx := context.Background()
		// Enqueued inside a transaction: the job is visible once it commits.
		err := db.RunInTx(ctx, func(ctx context.Context) error {
			_, err := q.Insert(ctx, queue.HeartbeatArgs{Worker: "test"}, nil)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		waitFor(t, events, "heartbeat", river.EventKindJobCompleted)
		var beats int
		if err := db.Conn(ctx).NewRaw("SELECT beats FROM worker_heartbeats WHERE worker = 'test'").Scan(ctx, &beats); err != nil || beats != 1 {
			t.Fatalf("beats = %d, %v; want 1", beats, err)
		}
	})
}

func TestInsertRolledBackWithTransaction(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		q, err := queue.New(context.Background(), db, river.NewWorkers(), queue.Options{})
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		db.RunInTx(ctx, func(ctx context.Context) error {
			if _, err := q.Insert(ctx, queue.HeartbeatArgs{Worker: "x"}, nil); err != nil {
				t.Fatal(err)
			}
			return errors.New("roll back")
		})
		var n int
		if err := db.Conn(ctx).NewRaw("SELECT count(*) FROM river_job").Scan(ctx, &n); err != nil || n != 0 {
			t.Errorf("river_job rows = %d, %v; want 0 after rollback", n, err)
		}
	})
}

func TestRetries(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		workers := river.NewWorkers()
		w := &flakyWorker{}
		river.AddWorker(workers, w)
		q := startQueue(t, db, workers)
		events, cancel := q.Subscribe(river.EventKindJobCompleted)
		defer cancel()
		if _, err := q.Insert(context.Background(), flakyArgs{FailTimes: 2}, nil); err != nil {
			t.Fatal(err)
		}
		ev := waitFor(t, events, "test_flaky", river.EventKindJobCompleted)
		if ev.Job.Attempt != 3 || w.calls.Load() != 3 {
			t.Errorf("completed at attempt %d after %d calls, want 3 and 3", ev.Job.Attempt, w.calls.Load())
		}
	})
}

func TestStopDrainsRunningJobs(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		workers := river.NewWorkers()
		w := &slowWorker{}
		river.AddWorker(workers, w)
		ctx := context.Background()
		q, err := queue.New(ctx, db, workers, queue.Options{Work: true, PollInterval: 50 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := q.Insert(ctx, slowArgs{}, nil); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(20 * time.Second)
		for !w.started.Load() && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if !w.started.Load() {
			t.Fatal("slow job never started")
		}
		stopCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := q.Stop(stopCtx); err != nil {
			t.Fatalf("Stop: %v", err)
		}
		if !w.finished.Load() {
			t.Error("Stop returned before the running job finished")
		}
	})
}
