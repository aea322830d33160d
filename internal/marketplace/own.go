package marketplace

import (
	"context"

	"hirekit/internal/recruit"
)

// ownID is the signed-in candidate's id, once their permission holds.
// Every write names rows by it: a candidate never reaches another's.
func ownID(ctx context.Context) (int64, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return 0, err
	}
	a := recruit.ActorFrom(ctx)
	if a == nil || a.HubCandidateID == 0 {
		return 0, recruit.Errorf(recruit.EFORBIDDEN, "You cannot access this page.")
	}
	return a.HubCandidateID, nil
}
