package careers

import "context"

// CompanyDetails returns the careers page of the company with slug, for
// anyone (GET company/get-careers-page-details).
func (s *Service) CompanyDetails(ctx context.Context, slug string) (*Company, error) {
	_, c, err := s.visit(ctx, slug)
	return c, err
}
