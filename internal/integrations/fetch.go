package integrations

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Fetch states: queued until its job starts, running while it pages, then
// done, or failed with the reason in Error.
const (
	FetchQueued  = "queued"
	FetchRunning = "running"
	FetchDone    = "done"
	FetchFailed  = "failed"
)

// The spec's texts.
var (
	// FetchSubmitted answers a fetch that was queued.
	FetchSubmitted = "Fetching task submitted, will be ready in seconds!"
)

// maxFailures bounds the reasons a fetch keeps: enough to act on.
const maxFailures = 100

// Failure is one candidate a fetch could not bring in, and why.
type Failure struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// Fetch is one fetch-ats-candidates request and its progress: Seen
// candidates so far, of which Added came into screening, Skipped had been
// brought in before (by any fetch) and Failed could not be.
type Fetch struct {
	ID           int64      `bun:"id"`
	Provider     string     `bun:"provider"`
	ATSJobID     string     `bun:"ats_job_id"`
	ATSJobName   string     `bun:"ats_job_name"`
	StagesJSON   string     `bun:"stages"`
	SourcesJSON  string     `bun:"sources"`
	State        string     `bun:"state"`
	Cursor       string     `bun:"cursor"`
	Seen         int        `bun:"seen"`
	Added        int        `bun:"added"`
	Skipped      int        `bun:"skipped"`
	Failed       int        `bun:"failed"`
	Error        string     `bun:"error"`
	FailuresJSON string     `bun:"failures"`
	CreatedAt    time.Time  `bun:"created_at"`
	UpdatedAt    time.Time  `bun:"updated_at"`
	FinishedAt   *time.Time `bun:"finished_at"`
}

// Stages are the stage ids the fetch asked for (none: all).
func (f *Fetch) Stages() []string { return jsonList(f.StagesJSON) }

// Sources are the source ids (Lever: texts) the fetch asked for (none: all).
func (f *Fetch) Sources() []string { return jsonList(f.SourcesJSON) }

// Failures are the candidates the fetch could not bring in, at most 100.
func (f *Fetch) Failures() []Failure {
	out := []Failure{}
	_ = json.Unmarshal([]byte(f.FailuresJSON), &out)
	return out
}

func jsonList(s string) []string {
	out := []string{}
	_ = json.Unmarshal([]byte(s), &out)
	return out
}

const fetchColumns = `id, provider, ats_job_id, ats_job_name, stages, sources, state, cursor, seen, added, skipped, failed,
	error, failures, created_at, updated_at, finished_at`

// FetchInput is the body of POST screeno/integrations/fetch-ats-candidates.
type FetchInput struct {
	Provider string
	JobID    string
	Stages   []string
	Sources  []string
}

// FetchArgs is the job that runs one fetch.
type FetchArgs struct {
	FetchID   int64 `json:"fetch_id"`
	CompanyID int64 `json:"company_id"`
}

// Kind names the job.
func (FetchArgs) Kind() string { return "ats_fetch" }

// StartFetch checks the request, stores the fetch queued and enqueues its
// job in the same transaction. The provider is not called here: the job
// does that, so the answer comes at once.
func (s *Service) StartFetch(ctx context.Context, in FetchInput) (*Fetch, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, err
	}
	if _, ok := Names[in.Provider]; !ok {
		return nil, errBadProvider
	}
	job := strings.TrimSpace(in.JobID)
	if job == "" {
		return nil, errNoJob
	}
	if len(job) > maxIDLength {
		return nil, recruit.Errorf(recruit.EINVALID, "That job id is too long")
	}
	stages, err := filterList(in.Stages, "stages")
	if err != nil {
		return nil, err
	}
	sources, err := filterList(in.Sources, "sources")
	if err != nil {
		return nil, err
	}
	// The connection must be there and usable now; its client is built
	// again by the job.
	if _, err := s.Open(ctx, companyID, in.Provider); err != nil {
		return nil, err
	}
	stagesJSON, _ := json.Marshal(stages)
	sourcesJSON, _ := json.Marshal(sources)
	var out Fetch
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		var by any
		if actor.UserID != 0 {
			by = actor.UserID
		}
		var id int64
		if err := db.NewRaw(`INSERT INTO ats_fetches (company_id, provider, ats_job_id, stages, sources, state, requested_by, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, companyID, in.Provider, job, string(stagesJSON), string(sourcesJSON),
			FetchQueued, by, now, now).Scan(ctx, &id); err != nil {
			return err
		}
		if _, err := s.Queue.Insert(ctx, FetchArgs{FetchID: id, CompanyID: companyID}, nil); err != nil {
			return err
		}
		return db.NewRaw("SELECT "+fetchColumns+" FROM ats_fetches WHERE id = ?", id).Scan(ctx, &out)
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// filterList checks a list of stage or source ids: trimmed, no empties, no
// repeats, bounded.
func filterList(in []string, what string) ([]string, error) {
	out := []string{}
	seen := map[string]bool{}
	for _, v := range in {
		v = strings.TrimSpace(v)
		if v == "" || seen[v] {
			continue
		}
		if len(v) > maxIDLength {
			return nil, recruit.Errorf(recruit.EINVALID, "One of the %s is too long", what)
		}
		seen[v] = true
		out = append(out, v)
	}
	if len(out) > maxFilters {
		return nil, recruit.Errorf(recruit.EINVALID, "Please choose at most %d %s", maxFilters, what)
	}
	return out, nil
}

// Fetches lists the company's 20 newest fetches with their progress (GET
// screeno/integrations/fetches): the screen polls it while one runs.
func (s *Service) Fetches(ctx context.Context) ([]Fetch, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return nil, err
	}
	out := []Fetch{}
	err = s.DB.Conn(ctx).NewRaw("SELECT "+fetchColumns+" FROM ats_fetches WHERE company_id = ? ORDER BY id DESC LIMIT 20",
		companyID).Scan(ctx, &out)
	return out, err
}

// fetch reads one of the company's fetches.
func (s *Service) fetch(ctx context.Context, companyID, id int64) (*Fetch, error) {
	var f Fetch
	err := s.DB.Conn(ctx).NewRaw("SELECT "+fetchColumns+" FROM ats_fetches WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &f)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Fetch %d not found", id)
	}
	return &f, err
}

// FetchWorker runs RunFetch as the system, for the company the job names.
// A domain error will not mend by retrying, so it cancels the job; a
// provider that stays unreachable through every attempt fails the fetch.
type FetchWorker struct {
	river.WorkerDefaults[FetchArgs]
	Integrations *Service
}

// Work runs one fetch until it ends or its run budget is spent.
func (w *FetchWorker) Work(ctx context.Context, job *river.Job[FetchArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	err := w.Integrations.RunFetch(ctx, job.Args.FetchID)
	if err == nil {
		return nil
	}
	if code := recruit.ErrorCode(err); code != recruit.EINTERNAL && code != recruit.EUNAVAILABLE {
		// A provider's or screening's refusal: the fetch ends with it
		// rather than staying "running".
		w.Integrations.failFetch(ctx, job.Args.CompanyID, job.Args.FetchID, recruit.ErrorMessage(err))
		return river.JobCancel(err)
	}
	if job.Attempt >= job.MaxAttempts && ctx.Err() == nil {
		w.Integrations.failFetch(ctx, job.Args.CompanyID, job.Args.FetchID,
			fmt.Sprintf("The fetch stopped after %d tries: the provider could not be reached.", job.Attempt))
	}
	return err
}

// failFetch ends a fetch in failed with a reason a person reads.
func (s *Service) failFetch(ctx context.Context, companyID, id int64, reason string) {
	err := s.DB.RunInTx(context.WithoutCancel(ctx), func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		_, err := s.DB.Conn(ctx).NewRaw(`UPDATE ats_fetches SET state = ?, error = ?, updated_at = ?, finished_at = ?
			WHERE id = ? AND company_id = ? AND state IN (?, ?)`, FetchFailed, reason, now, now, id, companyID, FetchQueued, FetchRunning).Exec(ctx)
		return err
	})
	if err != nil {
		s.log().ErrorContext(ctx, "fail ats fetch", "fetch_id", id, "err", err)
	}
}
