package integrations

import (
	"context"
	"strings"

	"hirekit/internal/recruit"
)

// errNoJob: the spec's text for a list or fetch without a job.
var errNoJob = recruit.Errorf(recruit.EINVALID, "Please select a job!")

// Jobs lists the provider's jobs for the fetch dialog (GET
// screeno/integrations/list-jobs; Lever: postings, every state).
func (s *Service) Jobs(ctx context.Context, provider string) (out []Job, err error) {
	err = s.withClient(ctx, provider, func(c Client) error { out, err = c.Jobs(ctx); return err })
	if err == nil && out == nil {
		out = []Job{}
	}
	return out, err
}

// Stages lists a job's stages, in pipeline order (GET
// screeno/integrations/list-stages; Lever's are the account's).
func (s *Service) Stages(ctx context.Context, provider, jobID string) (out []Stage, err error) {
	if jobID = strings.TrimSpace(jobID); jobID == "" {
		if _, _, err := recruit.RequireCompany(ctx, recruit.PermUseScreening); err != nil {
			return nil, err
		}
		return nil, errNoJob
	}
	err = s.withClient(ctx, provider, func(c Client) error { out, err = c.Stages(ctx, jobID); return err })
	if err == nil && out == nil {
		out = []Stage{}
	}
	return out, err
}

// Sources lists where the provider's candidates came from (GET
// screeno/integrations/list-sources; Lever's are text).
func (s *Service) Sources(ctx context.Context, provider string) (out []Origin, err error) {
	err = s.withClient(ctx, provider, func(c Client) error { out, err = c.Sources(ctx); return err })
	if err == nil && out == nil {
		out = []Origin{}
	}
	return out, err
}
