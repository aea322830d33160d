package ats

import (
	"context"

	"github.com/riverqueue/river"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// reparseTask is the upgrade_tasks row of ReparseOldResumes, inserted by
// the migration that added the parsed profile.
const reparseTask = "reparse_resumes"

// reparseBatch is how many resumes one ReparseOldResumes job queues: a
// short transaction, and an install of any size done in a chain of them.
const reparseBatch = 200

// ReparseOldArgs is the job that queues, a batch at a time, the resumes
// parsed before the smart-search index or the parsed profile existed.
type ReparseOldArgs struct {
	AfterID int64 `json:"after_id"`
}

// Kind names the job.
func (ReparseOldArgs) Kind() string { return "reparse_old_resumes" }

// ReparseOldWorker runs ReparseOldResumes.
type ReparseOldWorker struct {
	river.WorkerDefaults[ReparseOldArgs]
	ATS *Service
}

// Work queues one batch.
func (w *ReparseOldWorker) Work(ctx context.Context, job *river.Job[ReparseOldArgs]) error {
	return w.ATS.ReparseOldResumes(ctx, job.Args.AfterID)
}

// EnqueueReparseOnce enqueues the first ReparseOldResumes job if no
// process has yet: the task's row is claimed and the job inserted in one
// transaction, so of processes starting together one enqueues it, and a
// restart enqueues nothing. It reports whether it enqueued.
func (s *Service) EnqueueReparseOnce(ctx context.Context) (bool, error) {
	enqueued := false
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE upgrade_tasks SET enqueued_at = ? WHERE name = ? AND enqueued_at IS NULL",
			sqldb.NowIn(ctx), reparseTask).Exec(ctx)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		enqueued = true
		_, err = s.Queue.Insert(ctx, ReparseOldArgs{}, nil)
		return err
	})
	return enqueued, err
}

// ReparseOldResumes marks for parsing again the next batch of resumes,
// after application afterID, that have no indexed text or no parsed
// profile (parsed before either existed, or never parsed), and enqueues
// their parses; then the next batch, or, after the last, marks the task
// done. Resumes being parsed are left to their own job. It is
// maintenance across companies, as the purges are: no actor.
func (s *Service) ReparseOldResumes(ctx context.Context, afterID int64) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		var apps []struct {
			ID        int64 `bun:"id"`
			CompanyID int64 `bun:"company_id"`
		}
		if err := db.NewRaw(`SELECT a.id, a.company_id FROM candidate_applications a
			WHERE a.id > ? AND a.resume_key <> '' AND a.resume_status <> ?
			AND (NOT EXISTS (SELECT 1 FROM application_texts t WHERE t.application_id = a.id)
				OR NOT EXISTS (SELECT 1 FROM application_profiles p WHERE p.application_id = a.id))
			ORDER BY a.id LIMIT ?`, afterID, recruit.ResumeProcessing, reparseBatch).Scan(ctx, &apps); err != nil {
			return err
		}
		for _, a := range apps {
			if err := s.requeueParse(ctx, a.CompanyID, a.ID); err != nil {
				return err
			}
		}
		if len(apps) == reparseBatch {
			_, err := s.Queue.Insert(ctx, ReparseOldArgs{AfterID: apps[len(apps)-1].ID}, nil)
			return err
		}
		_, err := db.NewRaw("UPDATE upgrade_tasks SET done_at = ? WHERE name = ?", sqldb.NowIn(ctx), reparseTask).Exec(ctx)
		return err
	})
}
