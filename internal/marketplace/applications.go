package marketplace

import (
	"context"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// Applications are the applications the signed-in candidate made with
// their verified email, at any company, newest first, each with its stage
// in plain words (ats decides which and what is shown).
func (s *Service) Applications(ctx context.Context) ([]ats.OwnApplication, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return nil, err
	}
	return s.ATS.ApplicationsOfHubCandidate(ctx)
}
