package integrations

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"time"

	"hirekit/internal/billing"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// errFetchedBefore rolls back a candidate whose once-only key another
// fetch took first: it was parsed and charged there.
var errFetchedBefore = errors.New("integrations: fetched before")

// stopFetch ends a run with the fetch failed for a reason a person reads.
type stopFetch struct{ reason string }

func (e *stopFetch) Error() string { return e.reason }

// outcome of bringing one candidate in.
type outcome int

const (
	added outcome = iota
	skipped
	failed
)

// RunFetch runs a fetch from where it was: it pages through the provider's
// candidates from the stored cursor and brings each in (bring). After each
// page one transaction stores the next cursor with the counters, so a run
// that stops (a crash, a deploy, a page the provider failed) resumes at
// the page it was on and counts nothing twice. Once the run budget is
// spent, the same transaction enqueues the next run. Refused credentials
// mark the connection errored and fail the fetch; too few credits fail it
// with the count brought in so far.
func (s *Service) RunFetch(ctx context.Context, fetchID int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermRunATSFetch)
	if err != nil {
		return err
	}
	f, err := s.fetch(ctx, companyID, fetchID)
	if err != nil {
		return err
	}
	if f.State == FetchDone || f.State == FetchFailed {
		return nil
	}
	err = s.run(ctx, companyID, f)
	var stop *stopFetch
	if errors.As(err, &stop) {
		s.failFetch(ctx, companyID, f.ID, stop.reason)
		return nil
	}
	return err
}

func (s *Service) run(ctx context.Context, companyID int64, f *Fetch) error {
	started := time.Now()
	budget := s.RunBudget
	if budget <= 0 {
		budget = DefaultRunBudget
	}
	if err := s.exec(ctx, "UPDATE ats_fetches SET state = ?, updated_at = ? WHERE id = ?", FetchRunning, sqldb.NowIn(ctx), f.ID); err != nil {
		return err
	}
	client, err := s.Open(ctx, companyID, f.Provider)
	if err != nil {
		if code := recruit.ErrorCode(err); code != recruit.EINTERNAL {
			return &stopFetch{recruit.ErrorMessage(err)}
		}
		return err
	}
	if f.ATSJobName == "" {
		if err := s.nameJob(ctx, companyID, f, client); err != nil {
			return err
		}
	}
	for {
		page, err := client.Candidates(ctx, Query{JobID: f.ATSJobID, Stages: f.Stages(), Sources: f.Sources(), Cursor: f.Cursor})
		if err != nil {
			return s.runError(ctx, companyID, f.Provider, err)
		}
		failures := f.Failures()
		for _, c := range page.Candidates {
			what, reason, err := s.bring(ctx, companyID, f, client, c)
			if err != nil {
				if recruit.ErrorCode(err) == recruit.ECONFLICT {
					// Out of credits: what this page brought in so far
					// stays counted, and the fetch stops.
					if err := s.saveProgress(ctx, companyID, f, f.Cursor, failures, false); err != nil {
						return err
					}
					return &stopFetch{fmt.Sprintf("Not enough credits: %d candidates were brought in before the credits ran out. Buy credits or share Hirekit to earn %d more, then fetch again.",
						f.Added, billing.ShareCredits)}
				}
				return s.runError(ctx, companyID, f.Provider, err)
			}
			f.Seen++
			switch what {
			case added:
				f.Added++
			case skipped:
				f.Skipped++
			case failed:
				f.Failed++
				if len(failures) < maxFailures {
					failures = append(failures, Failure{Name: c.Name, Reason: reason})
				}
			}
		}
		last := page.Next == ""
		more := !last && time.Since(started) >= budget
		if err := s.saveProgress(ctx, companyID, f, page.Next, failures, more); err != nil {
			return err
		}
		if last || more {
			return nil
		}
		f.Cursor = page.Next
	}
}

// runError sorts a provider's failure during a run: refused credentials
// stop the fetch (and mark the connection); the rest is retried by the
// queue from the saved cursor.
func (s *Service) runError(ctx context.Context, companyID int64, provider string, err error) error {
	if errors.Is(err, ErrUnauthorized) {
		return &stopFetch{recruit.ErrorMessage(s.MarkUnauthorized(ctx, companyID, provider, err))}
	}
	return fmt.Errorf("%s: %w", provider, err)
}

// nameJob reads the job's name from the provider, once: screening files
// the candidates under it.
func (s *Service) nameJob(ctx context.Context, companyID int64, f *Fetch, client Client) error {
	jobs, err := client.Jobs(ctx)
	if err != nil {
		return s.runError(ctx, companyID, f.Provider, err)
	}
	for _, j := range jobs {
		if j.ID == f.ATSJobID {
			f.ATSJobName = j.Name
			break
		}
	}
	if f.ATSJobName == "" {
		return &stopFetch{fmt.Sprintf("The job is no longer in %s.", Names[f.Provider])}
	}
	return s.exec(ctx, "UPDATE ats_fetches SET ats_job_name = ?, updated_at = ? WHERE id = ?", f.ATSJobName, sqldb.NowIn(ctx), f.ID)
}

// saveProgress stores the cursor of the next page with the counters, and
// with more enqueues the run that goes on from there, in one transaction.
// A last page (next "") ends the fetch done.
func (s *Service) saveProgress(ctx context.Context, companyID int64, f *Fetch, next string, failures []Failure, more bool) error {
	failuresJSON, _ := json.Marshal(failures)
	f.FailuresJSON = string(failuresJSON)
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		state, finished := FetchRunning, any(nil)
		if next == "" {
			state, finished = FetchDone, now
		}
		if _, err := s.DB.Conn(ctx).NewRaw(`UPDATE ats_fetches SET cursor = ?, seen = ?, added = ?, skipped = ?, failed = ?, failures = ?,
			state = ?, updated_at = ?, finished_at = ? WHERE id = ?`, next, f.Seen, f.Added, f.Skipped, f.Failed, f.FailuresJSON,
			state, now, finished, f.ID).Exec(ctx); err != nil {
			return err
		}
		if !more {
			return nil
		}
		_, err := s.Queue.Insert(ctx, FetchArgs{FetchID: f.ID, CompanyID: companyID}, nil)
		return err
	})
}

// bring brings one candidate into screening, once per company and
// provider: a candidate whose key is taken is skipped without a download
// (or, if this very fetch took it in an earlier run, counted added again,
// since that run's counters were not saved). Otherwise its resume is
// downloaded under the screening limit, checked by content, and filed by
// screening with the key in the same transaction. The error is what stops
// the run: refused credentials, too few credits (ECONFLICT), an ended
// context; a resume that cannot be had is a failure with its reason.
func (s *Service) bring(ctx context.Context, companyID int64, f *Fetch, client Client, c Candidate) (outcome, string, error) {
	var by int64
	err := s.DB.Conn(ctx).NewRaw("SELECT fetch_id FROM ats_fetched WHERE company_id = ? AND provider = ? AND external_id = ?",
		companyID, f.Provider, c.ExternalID).Scan(ctx, &by)
	switch {
	case err == nil && by == f.ID:
		return added, "", nil
	case err == nil:
		return skipped, "", nil
	case !errors.Is(err, sql.ErrNoRows):
		return 0, "", err
	}
	if c.ExternalID == "" {
		return failed, "The provider gave no id for this candidate", nil
	}
	if c.Resume == nil {
		return failed, "No resume", nil
	}
	file, reason, err := s.download(ctx, f.Provider, client, c)
	if err != nil || reason != "" {
		return failed, reason, err
	}
	defer file.Close()
	_, err = s.Screening.AddFetchedResume(ctx, screening.FetchedResume{Provider: f.Provider, ATSJobID: f.ATSJobID, JobTitle: f.ATSJobName, File: file},
		func(ctx context.Context, candidateID int64) error {
			res, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO ats_fetched (company_id, provider, external_id, screening_candidate_id, fetch_id, created_at)
				VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, companyID, f.Provider, c.ExternalID, candidateID, f.ID, sqldb.NowIn(ctx)).Exec(ctx)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n == 0 {
				return errFetchedBefore
			}
			return nil
		})
	switch {
	case errors.Is(err, errFetchedBefore):
		return skipped, "", nil
	case err != nil:
		return 0, "", err
	}
	return added, "", nil
}

// download opens the candidate's resume and spools it as a screening
// upload is spooled: at most the upload limit, its type read from its
// bytes. A reason says why a resume cannot be had; an error stops the
// run.
func (s *Service) download(ctx context.Context, provider string, client Client, c Candidate) (*intake.File, string, error) {
	rc, err := client.Resume(ctx, c)
	switch {
	case errors.Is(err, ErrNoResume):
		return nil, "No resume", nil
	case errors.Is(err, ErrUnauthorized), ctx.Err() != nil:
		return nil, "", err
	case err != nil:
		s.log().WarnContext(ctx, "ats resume download failed", "provider", provider, "candidate", c.ExternalID, "err", err)
		return nil, "The resume could not be downloaded", nil
	}
	defer rc.Close()
	name := path.Base(c.Resume.Filename)
	if name == "." || name == "/" {
		name = "resume.pdf"
	}
	file, err := intake.Spool(intake.ScreeningResume, name, rc)
	switch {
	case err == nil:
		return file, "", nil
	case ctx.Err() != nil:
		return nil, "", ctx.Err()
	case recruit.ErrorCode(err) != recruit.EINTERNAL:
		return nil, recruit.ErrorMessage(err), nil
	}
	s.log().WarnContext(ctx, "ats resume read failed", "provider", provider, "candidate", c.ExternalID, "err", err)
	return nil, "The resume could not be downloaded", nil
}

// exec runs one write in its own short transaction.
func (s *Service) exec(ctx context.Context, query string, args ...any) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).ExecContext(ctx, query, args...)
		return err
	})
}
