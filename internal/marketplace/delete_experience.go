package marketplace

import "context"

// DeleteExperience removes one of the candidate's roles.
func (s *Service) DeleteExperience(ctx context.Context, expID int64) error {
	return s.deleteOwn(ctx, "hub_experiences", expID, "Experience not found")
}
