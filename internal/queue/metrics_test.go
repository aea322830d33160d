package queue_test

import (
	"context"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/apptest"
	"hirekit/internal/metrics"
	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

// cancelArgs gives up at once, as a job whose row is gone does.
type cancelArgs struct{}

func (cancelArgs) Kind() string { return "test_cancel" }

type cancelWorker struct {
	river.WorkerDefaults[cancelArgs]
}

func (cancelWorker) Work(ctx context.Context, job *river.Job[cancelArgs]) error {
	return river.JobCancel(context.Canceled)
}

// TestMetricsQueueStats reads the depth River's own rows give: states by
// kind, and the age of the oldest available job, which proves each
// engine's timestamps are read as UTC (a job ready two hours ago is two
// hours old, not one or three).
func TestMetricsQueueStats(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		q, err := queue.New(ctx, db, river.NewWorkers(), queue.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var ids []int64
		for range 2 {
			res, err := q.Insert(ctx, queue.HeartbeatArgs{Worker: "w"}, nil)
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, res.Job.ID)
		}
		if _, err := q.Insert(ctx, queue.HeartbeatArgs{Worker: "w"}, &river.InsertOpts{ScheduledAt: time.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		// The first became ready two hours ago, kept in River's format.
		shift := `UPDATE river_job SET scheduled_at = scheduled_at - interval '2 hours' WHERE id = ?`
		if db.Engine == sqldb.SQLite {
			shift = `UPDATE river_job SET scheduled_at = strftime('%Y-%m-%d %H:%M:%f', scheduled_at, '-2 hours') WHERE id = ?`
		}
		if _, err := db.Write.NewRaw(shift, ids[0]).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		m := metrics.New()
		if err := m.RegisterQueue(q.Stats); err != nil {
			t.Fatal(err)
		}
		got := apptest.Scrape(t, m.Handler())
		if v := got[`hirekit_queue_jobs{kind="heartbeat",state="available"}`]; v != 2 {
			t.Errorf("available heartbeats = %v, want 2", v)
		}
		if v := got[`hirekit_queue_jobs{kind="heartbeat",state="scheduled"}`]; v != 1 {
			t.Errorf("scheduled heartbeats = %v, want 1", v)
		}
		age := got[`hirekit_queue_oldest_available_seconds{kind="heartbeat"}`]
		if age < 7100 || age > 7300+time.Since(start).Seconds() {
			t.Errorf("oldest available age = %v s, want about 7200", age)
		}
	})
}

// TestMetricsJobOutcomes counts each run by what River makes of it.
func TestMetricsJobOutcomes(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		workers := river.NewWorkers()
		river.AddWorker(workers, &flakyWorker{})
		river.AddWorker(workers, cancelWorker{})
		m := metrics.New()
		ctx := context.Background()
		q, err := queue.New(ctx, db, workers, queue.Options{Work: true, PollInterval: 50 * time.Millisecond, Metrics: m})
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
		events, stop := q.Subscribe(river.EventKindJobCompleted, river.EventKindJobCancelled)
		defer stop()
		if _, err := q.Insert(ctx, flakyArgs{FailTimes: 1}, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := q.Insert(ctx, cancelArgs{}, nil); err != nil {
			t.Fatal(err)
		}
		// Both finish, in either order.
		seen := map[string]bool{}
		deadline := time.After(20 * time.Second)
		for !seen["test_flaky"] || !seen["test_cancel"] {
			select {
			case ev := <-events:
				seen[ev.Job.Kind] = true
			case <-deadline:
				t.Fatalf("jobs finished within 20 s: %v", seen)
			}
		}
		got := apptest.Scrape(t, m.Handler())
		for series, want := range map[string]float64{
			`hirekit_jobs_total{kind="test_flaky",outcome="failed"}`:     1,
			`hirekit_jobs_total{kind="test_flaky",outcome="completed"}`:  1,
			`hirekit_jobs_total{kind="test_cancel",outcome="cancelled"}`: 1,
			`hirekit_job_duration_seconds_count{kind="test_flaky"}`:      2,
		} {
			if got[series] != want {
				t.Errorf("%s = %v, want %v", series, got[series], want)
			}
		}
	})
}
