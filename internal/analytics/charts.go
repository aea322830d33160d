package analytics

import (
	"context"

	"hirekit/internal/recruit"
)

// Charts lists the caller's dashboard, creating the default set for a
// user who has none yet.
func (s *Service) Charts(ctx context.Context) ([]Chart, error) {
	return nil, recruit.Errorf(recruit.ENOTFOUND, "not built")
}

// SaveChart creates a chart (slug empty) or changes one the caller owns.
func (s *Service) SaveChart(ctx context.Context, slug string, c Chart) (*Chart, error) {
	return nil, recruit.Errorf(recruit.ENOTFOUND, "not built")
}

// Chart reads one chart with its data: the caller's own, or one shared
// with the token of its live share link.
func (s *Service) Chart(ctx context.Context, slug, shareToken string) (*Chart, *Data, error) {
	return nil, nil, recruit.Errorf(recruit.ENOTFOUND, "not built")
}

// DeleteChart deletes a chart the caller owns.
func (s *Service) DeleteChart(ctx context.Context, slug string) error {
	return recruit.Errorf(recruit.ENOTFOUND, "not built")
}

// ShareChart makes a new share link for a chart the caller owns; the
// previous one stops working.
func (s *Service) ShareChart(ctx context.Context, slug string) (string, error) {
	return "", recruit.Errorf(recruit.ENOTFOUND, "not built")
}

// UnshareChart revokes a chart's share link.
func (s *Service) UnshareChart(ctx context.Context, slug string) error {
	return recruit.Errorf(recruit.ENOTFOUND, "not built")
}
