package auth

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/sqldb"
)

// PurgeArgs is the daily job that deletes what auth keeps only for a
// while: throttle counts, spent and expired mailed tokens, old invites.
type PurgeArgs struct{}

// Kind names the job.
func (PurgeArgs) Kind() string { return "purge_auth" }

// PurgeWorker runs Purge.
type PurgeWorker struct {
	river.WorkerDefaults[PurgeArgs]
	Auth *Service
}

// Work purges once.
func (w *PurgeWorker) Work(ctx context.Context, _ *river.Job[PurgeArgs]) error {
	return w.Auth.Purge(ctx, sqldb.NowIn(ctx))
}

// Purge deletes rows past their use: failed sign-ins and rate counts after
// a day (their windows are an hour at most), addresses not used to sign in
// for 180 days, mailed tokens a week after they were used or expired, and
// invites 90 days after they ended.
func (s *Service) Purge(ctx context.Context, now time.Time) error {
	day := 24 * time.Hour
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		for _, q := range []struct {
			sql  string
			args []any
		}{
			{"DELETE FROM login_failures WHERE created_at < ?", []any{now.Add(-day)}},
			{"DELETE FROM rate_events WHERE created_at < ?", []any{now.Add(-day)}},
			{"DELETE FROM known_logins WHERE last_at < ?", []any{now.Add(-180 * day)}},
			{"DELETE FROM user_tokens WHERE (used_at IS NOT NULL AND used_at < ?) OR expires_at < ?", []any{now.Add(-7 * day), now.Add(-7 * day)}},
			{"DELETE FROM invites WHERE accepted_at IS NULL AND (revoked_at < ? OR expires_at < ?)", []any{now.Add(-90 * day), now.Add(-90 * day)}},
		} {
			if _, err := s.DB.Conn(ctx).NewRaw(q.sql, q.args...).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
}
