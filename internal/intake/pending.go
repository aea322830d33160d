package intake

import (
	"context"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/sqldb"
)

// A file is written to the blob store before the transaction that records
// its row, so a process killed in between would leave a file nothing
// refers to. For rules with Claimed, Save first records the key in
// pending_blobs (committed on its own), the caller's transaction claims it
// with the row that refers to it, and PurgePending deletes the files never
// claimed. docs/decisions.md, "Several processes".

// PendingFor is how long an unclaimed file is kept: far longer than any
// upload's transaction takes, retries included.
const PendingFor = time.Hour

// remember records key as written but not yet claimed. It is stamped by
// the wall clock, never ctx's: the demo loader writes in the past, and a
// back-dated pending row would be purged (its file deleted) by a worker's
// purge_pending_blobs before the loader's transaction claims it (the
// crash soak on the cluster lost a demo resume so).
func (s *Store) remember(ctx context.Context, key string) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("INSERT INTO pending_blobs (blob_key, created_at) VALUES (?, ?)", key, sqldb.Now()).Exec(ctx)
		return err
	})
}

// Claim marks saved files as referred to: call it in the transaction that
// stores the rows naming them, so the claim commits or rolls back with
// them.
func (s *Store) Claim(ctx context.Context, keys ...string) error {
	if s == nil || s.DB == nil {
		return nil
	}
	var args []any
	for _, k := range keys {
		if k != "" {
			args = append(args, k)
		}
	}
	if len(args) == 0 {
		return nil
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("DELETE FROM pending_blobs WHERE blob_key IN (?"+strings.Repeat(", ?", len(args)-1)+")", args...).Exec(ctx)
		return err
	})
}

// PurgePending deletes the files saved before now - PendingFor and never
// claimed, then their rows; it answers how many. A file already gone
// counts as deleted.
func (s *Store) PurgePending(ctx context.Context, now time.Time) (int, error) {
	if s.DB == nil {
		return 0, nil
	}
	var keys []string
	if err := s.DB.Read.NewRaw("SELECT blob_key FROM pending_blobs WHERE created_at < ? ORDER BY created_at LIMIT 1000",
		now.Add(-PendingFor).UTC()).Scan(ctx, &keys); err != nil {
		return 0, err
	}
	for _, k := range keys {
		if err := s.Blobs.Delete(ctx, k); err != nil {
			return 0, err
		}
		if err := s.Claim(ctx, k); err != nil {
			return 0, err
		}
	}
	return len(keys), nil
}

// PurgePendingArgs is the hourly job that runs PurgePending.
type PurgePendingArgs struct{}

// Kind names the job.
func (PurgePendingArgs) Kind() string { return "purge_pending_blobs" }

// PurgePendingWorker runs PurgePending.
type PurgePendingWorker struct {
	river.WorkerDefaults[PurgePendingArgs]
	Files *Store
}

// Work purges once.
func (w *PurgePendingWorker) Work(ctx context.Context, _ *river.Job[PurgePendingArgs]) error {
	_, err := w.Files.PurgePending(ctx, sqldb.NowIn(ctx))
	return err
}
