package marketplace

import "context"

// DeleteEducation removes one of the candidate's degrees.
func (s *Service) DeleteEducation(ctx context.Context, educationID int64) error {
	return s.deleteOwn(ctx, "hub_educations", educationID, "Education not found")
}
