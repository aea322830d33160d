package integrations

import (
	"context"
	"errors"
	"strings"

	"hirekit/internal/recruit"
)

// connected is the client of the caller's company's connection to
// provider, for the fetch dialog's lists.
func (s *Service) connected(ctx context.Context, provider string) (Client, int64, error) {
	_, company, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, 0, err
	}
	name, ok := providerNames[provider]
	if !ok {
		return nil, 0, recruit.Errorf(recruit.EINVALID, "Unknown ATS provider %q", provider)
	}
	c, err := s.Client(ctx, company, provider)
	if errors.Is(err, ErrNotConnected) {
		return nil, 0, recruit.Errorf(recruit.EINVALID, "Connect %s first on Integrations.", name)
	}
	return c, company, err
}

// refused is providerError after marking the connection errored when the
// provider refused the stored credentials.
func (s *Service) refused(ctx context.Context, company int64, provider string, err error) error {
	if errors.Is(err, ErrUnauthorized) {
		if merr := s.Connections.MarkErrored(ctx, company, provider, err.Error()); merr != nil && !errors.Is(merr, ErrNotConnected) {
			return merr
		}
		if provider == Greenhouse {
			return recruit.Errorf(recruit.EINVALID, textStoredRefused)
		}
		return recruit.Errorf(recruit.EINVALID, "%s refused the saved connection: connect again on Integrations.", providerNames[provider])
	}
	return s.providerError(ctx, provider, err)
}

// ListJobs lists the connected provider's jobs (GET
// screeno/integrations/list-jobs).
func (s *Service) ListJobs(ctx context.Context, provider string) ([]Job, error) {
	c, company, err := s.connected(ctx, provider)
	if err != nil {
		return nil, err
	}
	jobs, err := c.Jobs(ctx)
	if err != nil {
		return nil, s.refused(ctx, company, provider, err)
	}
	return jobs, nil
}

// ListStages lists the stages of one of the provider's jobs (GET
// screeno/integrations/list-stages).
func (s *Service) ListStages(ctx context.Context, provider, jobID string) ([]Stage, error) {
	c, company, err := s.connected(ctx, provider)
	if err != nil {
		return nil, err
	}
	if jobID = strings.TrimSpace(jobID); jobID == "" {
		return nil, recruit.Errorf(recruit.EINVALID, "Please select a job!")
	}
	stages, err := c.Stages(ctx, jobID)
	if err != nil {
		return nil, s.refused(ctx, company, provider, err)
	}
	return stages, nil
}

// ListSources lists where the provider's candidates come from (GET
// screeno/integrations/list-sources).
func (s *Service) ListSources(ctx context.Context, provider string) ([]Origin, error) {
	c, company, err := s.connected(ctx, provider)
	if err != nil {
		return nil, err
	}
	sources, err := c.Sources(ctx)
	if err != nil {
		return nil, s.refused(ctx, company, provider, err)
	}
	return sources, nil
}
