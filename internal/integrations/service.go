package integrations

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/recruit"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// Enqueuer inserts jobs, joining the ctx transaction (queue.Queue does).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// Service holds the use cases of fetching from other ATSs: the fetch
// dialog's lists (a provider's jobs, stages and sources), starting a
// fetch, its progress, and the fetch job itself.
type Service struct {
	DB          *sqldb.DB
	Connections *Connections
	Registry    Registry
	// Screening files each fetched resume as uploads are filed.
	Screening *screening.Service
	Queue     Enqueuer
	// RunBudget bounds how long one run of the fetch job pages before it
	// saves its cursor and hands over to a fresh job (DefaultRunBudget
	// when zero), so no run comes near the queue's job timeout.
	RunBudget time.Duration
	Log       *slog.Logger
}

// DefaultRunBudget keeps a fetch job's run well inside the queue's
// 5-minute job timeout: a page of Greenhouse's 100 resumes downloads in
// well under that.
const DefaultRunBudget = 2 * time.Minute

// Limits of a fetch request.
const (
	maxIDLength = 200
	maxFilters  = 100
)

// Jobs lists a connected provider's jobs for the fetch dialog (GET
// screeno/integrations/list-jobs).
func (s *Service) Jobs(ctx context.Context, provider string) ([]Job, error) {
	companyID, c, err := s.dialogClient(ctx, provider)
	if err != nil {
		return nil, err
	}
	jobs, err := c.Jobs(ctx)
	if err != nil {
		return nil, s.providerError(ctx, companyID, provider, err)
	}
	if jobs == nil {
		jobs = []Job{}
	}
	return jobs, nil
}

// Stages lists the stages of one of a provider's jobs (GET
// screeno/integrations/list-stages).
func (s *Service) Stages(ctx context.Context, provider, jobID string) ([]Stage, error) {
	companyID, c, err := s.dialogClient(ctx, provider)
	if err != nil {
		return nil, err
	}
	if jobID = strings.TrimSpace(jobID); jobID == "" {
		return nil, errNoJob
	}
	stages, err := c.Stages(ctx, jobID)
	if err != nil {
		return nil, s.providerError(ctx, companyID, provider, err)
	}
	if stages == nil {
		stages = []Stage{}
	}
	return stages, nil
}

// Sources lists a provider's candidate sources (GET
// screeno/integrations/list-sources); Lever's are text.
func (s *Service) Sources(ctx context.Context, provider string) ([]Origin, error) {
	companyID, c, err := s.dialogClient(ctx, provider)
	if err != nil {
		return nil, err
	}
	sources, err := c.Sources(ctx)
	if err != nil {
		return nil, s.providerError(ctx, companyID, provider, err)
	}
	if sources == nil {
		sources = []Origin{}
	}
	return sources, nil
}

// dialogClient checks the caller may fetch and resolves the provider.
func (s *Service) dialogClient(ctx context.Context, provider string) (int64, Client, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return 0, nil, err
	}
	c, err := s.client(ctx, companyID, provider)
	return companyID, c, err
}
