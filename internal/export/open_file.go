package export

import (
	"context"
	"errors"
	"io"

	"github.com/riverqueue/river"

	"hirekit/internal/blob"
	"hirekit/internal/recruit"
)

// Open returns the file of one of the actor's own exports, to be streamed
// to them: 409 while it is being written or when it failed, not found for
// anyone else's or once its day is over.
func (s *Service) Open(ctx context.Context, slug string) (io.ReadCloser, *Export, error) {
	x, err := s.Get(ctx, slug)
	if err != nil {
		return nil, nil, err
	}
	switch x.State {
	case StateDone:
	case StateFailed:
		return nil, nil, recruit.Errorf(recruit.ECONFLICT, "This export failed: %s", x.Error)
	default:
		return nil, nil, recruit.Errorf(recruit.ECONFLICT, "This export is not ready yet")
	}
	f, _, err := s.Blobs.Open(ctx, x.FileKey)
	if errors.Is(err, blob.ErrNotFound) {
		return nil, nil, errNotFound
	}
	return f, x, err
}

// PurgeArgs is the hourly job that removes exports past their day.
type PurgeArgs struct{}

// Kind names the job.
func (PurgeArgs) Kind() string { return "purge_exports" }

// PurgeWorker runs Purge.
type PurgeWorker struct {
	river.WorkerDefaults[PurgeArgs]
	Exports *Service
}

// Work purges once.
func (w *PurgeWorker) Work(ctx context.Context, _ *river.Job[PurgeArgs]) error {
	return w.Exports.Purge(ctx)
}

// Purge removes every export past its day, file and row, across
// companies, a thousand at a time. Reads already treat them as gone; the
// purge frees the storage. The row goes first, so a file is never served
// without one.
func (s *Service) Purge(ctx context.Context) error {
	var old []Export
	if err := s.DB.Read.NewRaw("SELECT id, company_id, file_key FROM exports WHERE expires_at <= ? ORDER BY id LIMIT 1000", s.now()).Scan(ctx, &old); err != nil {
		return err
	}
	for _, x := range old {
		if _, err := s.DB.Write.NewRaw("DELETE FROM exports WHERE id = ? AND company_id = ?", x.ID, x.CompanyID).Exec(ctx); err != nil {
			return err
		}
		if x.FileKey != "" {
			if err := s.Blobs.Delete(ctx, x.FileKey); err != nil {
				return err
			}
		}
	}
	return nil
}
