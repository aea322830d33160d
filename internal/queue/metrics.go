package queue

import (
	"context"
	"errors"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/metrics"
	"hirekit/internal/sqldb"
)

// jobMetrics records each job run's outcome and duration. It is River
// worker middleware rather than an event subscription: a subscriber's
// buffer drops events when full, the middleware sees every run.
type jobMetrics struct {
	river.MiddlewareDefaults
	m *metrics.Metrics
}

func (j *jobMetrics) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) (err error) {
	start := time.Now()
	defer func() {
		// A panic is a failed run too (River recovers it further out).
		if v := recover(); v != nil {
			j.m.ObserveJob(job.Kind, failedOrDiscarded(job), time.Since(start))
			panic(v)
		}
		j.m.ObserveJob(job.Kind, jobOutcome(job, err), time.Since(start))
	}()
	return doInner(ctx)
}

// jobOutcome names what River makes of a run that returned err.
func jobOutcome(job *rivertype.JobRow, err error) string {
	var cancel *rivertype.JobCancelError
	var snooze *rivertype.JobSnoozeError
	switch {
	case err == nil:
		return metrics.JobCompleted
	case errors.As(err, &cancel):
		return metrics.JobCancelled
	case errors.As(err, &snooze):
		return metrics.JobSnoozed
	default:
		return failedOrDiscarded(job)
	}
}

func failedOrDiscarded(job *rivertype.JobRow) string {
	if job.Attempt >= job.MaxAttempts {
		return metrics.JobDiscarded
	}
	return metrics.JobFailed
}

// Stats reads the queue's depth from river_job: jobs per kind and waiting
// state, and how long the oldest available job of each kind has been
// ready. Both engines keep scheduled_at in UTC.
func (q *Queue) Stats(ctx context.Context) ([]metrics.QueueCount, []metrics.QueueOldest, error) {
	var counts []metrics.QueueCount
	rows, err := q.db.Read.QueryContext(ctx, `SELECT kind, state, COUNT(*) FROM river_job
		WHERE state IN ('available', 'scheduled', 'retryable', 'running') GROUP BY kind, state ORDER BY kind, state`)
	if err != nil {
		return nil, nil, err
	}
	for rows.Next() {
		var c metrics.QueueCount
		if err := rows.Scan(&c.Kind, &c.State, &c.Count); err != nil {
			rows.Close()
			return nil, nil, err
		}
		counts = append(counts, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	age := `EXTRACT(EPOCH FROM now() - MIN(scheduled_at))::float8`
	if q.db.Engine == sqldb.SQLite {
		age = `(julianday('now') - julianday(MIN(scheduled_at))) * 86400.0`
	}
	var oldest []metrics.QueueOldest
	rows, err = q.db.Read.QueryContext(ctx, `SELECT kind, `+age+` FROM river_job WHERE state = 'available' GROUP BY kind ORDER BY kind`)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var o metrics.QueueOldest
		if err := rows.Scan(&o.Kind, &o.Seconds); err != nil {
			return nil, nil, err
		}
		oldest = append(oldest, o)
	}
	return counts, oldest, rows.Err()
}
