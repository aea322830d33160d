package webhooks

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/sqldb"
)

// Retention is how long a finished delivery stays in the log: long enough
// to look into last month's failures, short enough that the log (and the
// personal data in its payloads) does not grow for ever.
const Retention = 30 * 24 * time.Hour

// PurgeArgs is the daily job that removes finished deliveries older than
// Retention.
type PurgeArgs struct{}

// Kind names the job.
func (PurgeArgs) Kind() string { return "purge_webhook_deliveries" }

// PurgeWorker runs Purge.
type PurgeWorker struct {
	river.WorkerDefaults[PurgeArgs]
	Webhooks *Service
}

// Work purges once.
func (w *PurgeWorker) Work(ctx context.Context, _ *river.Job[PurgeArgs]) error {
	return w.Webhooks.Purge(ctx, sqldb.NowIn(ctx))
}

// Purge deletes succeeded and failed deliveries (with their attempts)
// created before now - Retention; pending and retrying ones stay until
// they end.
func (s *Service) Purge(ctx context.Context, now time.Time) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("DELETE FROM webhook_deliveries WHERE created_at < ? AND state IN (?, ?)",
			now.Add(-Retention), StateSucceeded, StateFailed).Exec(ctx)
		return err
	})
}
