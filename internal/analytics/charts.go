package analytics

import "context"

// Charts lists the caller's dashboard, creating the default set for a
// user who has none yet.
func (s *Service) Charts(ctx context.Context) ([]Chart, error) {
	panic("analytics: Charts is built on branch r3/charts")
}

// SaveChart creates a chart (slug empty) or changes one the caller owns.
func (s *Service) SaveChart(ctx context.Context, slug string, c Chart) (*Chart, error) {
	panic("analytics: SaveChart is built on branch r3/charts")
}

// Chart reads one chart with its data: the caller's own, or one shared
// with the token of its live share link.
func (s *Service) Chart(ctx context.Context, slug, shareToken string) (*Chart, *Data, error) {
	panic("analytics: Chart is built on branch r3/charts")
}

// DeleteChart deletes a chart the caller owns.
func (s *Service) DeleteChart(ctx context.Context, slug string) error {
	panic("analytics: DeleteChart is built on branch r3/charts")
}

// ShareChart makes a new share link for a chart the caller owns; the
// previous one stops working.
func (s *Service) ShareChart(ctx context.Context, slug string) (string, error) {
	panic("analytics: ShareChart is built on branch r3/charts")
}

// UnshareChart revokes a chart's share link.
func (s *Service) UnshareChart(ctx context.Context, slug string) error {
	panic("analytics: UnshareChart is built on branch r3/charts")
}
