package screening

import (
	"context"
	"strings"

	"github.com/riverqueue/river"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// filing is where resumes are filed: a job, found by its title (whatever
// its case) among the jobs of the same provider, or created; and the
// provider they came from ("" for an upload).
type filing struct {
	Title       string
	ATSProvider string
	ATSJobID    string
}

// saveFiles stores accepted files in the blob store and returns their keys;
// if one fails, those already saved are removed again.
func (s *Service) saveFiles(ctx context.Context, companyID int64, files []*intake.File) ([]string, error) {
	keys := make([]string, 0, len(files))
	for _, f := range files {
		key, err := s.Files.Save(ctx, intake.ScreeningResume, companyID, f)
		if err != nil {
			s.removeFiles(ctx, keys)
			return nil, err
		}
		keys = append(keys, key)
	}
	return keys, nil
}

func (s *Service) removeFiles(ctx context.Context, keys []string) {
	for _, k := range keys {
		s.Files.Delete(ctx, k)
	}
}

// fileResumes is what every way into screening shares (an upload, a fetch
// from another ATS). In the ctx transaction it finds or creates the job,
// inserts a candidate in processing per saved file, reserves a credit for
// each (all or nothing: ECONFLICT with the not-enough text when the
// balance cannot cover them) and enqueues one parse job per candidate. It
// returns the candidates' ids in the order of keys.
func (s *Service) fileResumes(ctx context.Context, companyID int64, to filing, names, keys []string) ([]int64, error) {
	if _, ok := sqldb.TxFrom(ctx); !ok {
		return nil, recruit.Errorf(recruit.EINTERNAL, "screening: fileResumes outside a transaction")
	}
	db := s.DB.Conn(ctx)
	now := sqldb.NowIn(ctx)
	var jobID int64
	if err := db.NewRaw(`INSERT INTO screening_jobs (company_id, title, title_key, ats_provider, ats_job_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (company_id, ats_provider, title_key) DO UPDATE SET ats_job_id = excluded.ats_job_id, updated_at = excluded.updated_at
		RETURNING id`, companyID, to.Title, strings.ToLower(to.Title), to.ATSProvider, to.ATSJobID, now, now).Scan(ctx, &jobID); err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(keys))
	for i, key := range keys {
		var id int64
		if err := db.NewRaw(`INSERT INTO screening_resumes (company_id, job_id, filename, blob_key, status, ats_provider, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, companyID, jobID, clean(names[i], MaxFilename), key, StatusProcessing,
			to.ATSProvider, now, now).Scan(ctx, &id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	if err := s.Credits.Reserve(ctx, companyID, ids); err != nil {
		return nil, err
	}
	// The files are held by their rows now: the pending-files purge must
	// not take them (intake.Store.Claim, in this transaction).
	if err := s.Files.Claim(ctx, keys...); err != nil {
		return nil, err
	}
	jobs := make([]river.InsertManyParams, len(ids))
	for i, id := range ids {
		jobs[i] = river.InsertManyParams{Args: ParseResumeArgs{ResumeID: id, CompanyID: companyID}}
	}
	if err := s.Queue.InsertMany(ctx, jobs); err != nil {
		return nil, err
	}
	return ids, nil
}

// jobTitle is a title as jobs store it: trimmed, inner spaces collapsed.
func jobTitle(s string) string { return strings.Join(strings.Fields(s), " ") }
