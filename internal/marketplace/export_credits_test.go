package marketplace

import "context"

// GrantCreditsForTest grants granted credits once per cause and key.
func GrantCreditsForTest(s *Service, ctx context.Context, candidateID int64, cause, key string, credits int) (bool, error) {
	return s.grantCredits(ctx, candidateID, cause, key, credits, CreditGranted, "")
}
