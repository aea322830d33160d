package marketplace

import (
	"context"
	"strconv"

	"hirekit/internal/recruit"
)

// ReferralResult says what came of a referral mark. A ref that cannot
// count is answered, not refused: the web app sends whatever its link
// carried and forgets it either way.
type ReferralResult struct {
	Recorded bool
	Message  string
}

// MarkReferral records who referred the signed-in candidate: ref is the
// referrer's username (the ?ref= of a shared link). It is stored once, as
// the referrer's id (a username may change); issue 29 credits it. One's
// own username and unknown names are not recorded.
func (s *Service) MarkReferral(ctx context.Context, ref string) (*ReferralResult, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return nil, err
	}
	me := recruit.ActorFrom(ctx).HubCandidateID
	username, err := NormalizeUsername(ref)
	if err != nil {
		return &ReferralResult{Message: "This referral link is not valid."}, nil
	}
	out := &ReferralResult{}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		referrer, _, err := s.account(ctx, "username = ?", username)
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			out.Message = "This referral link is not valid."
			return nil
		} else if err != nil {
			return err
		}
		if referrer.ID == me {
			out.Message = "You cannot refer yourself."
			return nil
		}
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_candidates SET referred_by = ?, updated_at = ? WHERE id = ? AND referred_by = ''`,
			strconv.FormatInt(referrer.ID, 10), s.now().UTC(), me).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			out.Recorded, out.Message = true, "Referral recorded."
		} else {
			out.Message = "Your referral was already recorded."
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
