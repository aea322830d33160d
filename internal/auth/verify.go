package auth

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// VerifyResult answers POST users/verify-email.
type VerifyResult struct {
	EmailVerified   bool
	CompanyApproved bool
}

var errBadVerifyToken = recruit.Errorf(recruit.EINVALID, "This verification link is invalid or has expired")

// VerifyEmail consumes a verification token and marks the email verified.
func (s *Service) VerifyEmail(ctx context.Context, token string) (*VerifyResult, error) {
	var res VerifyResult
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		userID, err := s.useUserToken(ctx, token, TokenVerifyEmail, errBadVerifyToken)
		if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?", now, now, userID).Exec(ctx); err != nil {
			return err
		}
		if err := s.touchUser(ctx, userID); err != nil {
			return err
		}
		u, err := s.UserByID(ctx, userID)
		if err != nil {
			return err
		}
		res.EmailVerified = true
		if u.CompanyID != nil {
			c, err := s.companyByID(ctx, *u.CompanyID)
			if err != nil {
				return err
			}
			res.CompanyApproved = c.ApprovedAt != nil
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &res, nil
}

// ResendVerification mails a new verification link to the signed-in user.
func (s *Service) ResendVerification(ctx context.Context) error {
	if err := recruit.Require(ctx, recruit.PermUseProfile); err != nil {
		return err
	}
	actor := recruit.ActorFrom(ctx)
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		u, err := s.UserByID(ctx, actor.UserID)
		if err != nil {
			return err
		}
		if u.EmailVerifiedAt != nil {
			return recruit.Errorf(recruit.ECONFLICT, "Your email is already verified")
		}
		var recent int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM user_tokens WHERE user_id = ? AND kind = ? AND created_at > ?",
			u.ID, TokenVerifyEmail, s.now().Add(-tokenBurstWindow).UTC()).Scan(ctx, &recent); err != nil {
			return err
		}
		if recent >= tokenBurst {
			return recruit.Errorf(recruit.ETHROTTLED, "Too many emails sent, please try again later.")
		}
		return s.sendVerification(ctx, u)
	})
}
