package auth

import (
	"context"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// At most tokenBurst mails of one kind to one user per window, so the
// forms cannot be used to flood someone's mailbox.
const (
	tokenBurst       = 5
	tokenBurstWindow = time.Hour
)

// ForgotPassword mails a reset link when email belongs to an active user.
// It answers the same for unknown emails, so it cannot be used to learn
// who has an account.
func (s *Service) ForgotPassword(ctx context.Context, email string) error {
	email = NormalizeEmail(email)
	if email == "" {
		return recruit.FieldError("email", "Please enter your email")
	}
	if len(email) > 254 {
		return recruit.FieldError("email", "Please enter a valid email address")
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		u, err := s.UserByEmail(ctx, email)
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			return nil
		} else if err != nil {
			return err
		}
		if !u.Active {
			return nil
		}
		var recent int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM user_tokens WHERE user_id = ? AND kind = ? AND created_at > ?",
			u.ID, TokenResetPassword, s.now().Add(-tokenBurstWindow).UTC()).Scan(ctx, &recent); err != nil {
			return err
		}
		if recent >= tokenBurst {
			return nil
		}
		token, err := s.newUserToken(ctx, u.ID, TokenResetPassword)
		if err != nil {
			return err
		}
		return s.Mailer.Send(ctx, "reset_password", u.Email, u.Company(), map[string]string{
			"Name": u.Name, "Link": s.BaseURL + "/reset-password/" + token,
		})
	})
}

var errBadResetToken = recruit.Errorf(recruit.EINVALID, "This reset link is invalid or has expired")

// ResetPassword sets a new password from a mailed token. It ends every
// existing session (session_version) and, since the user proved they read
// the mailbox, marks the email verified.
func (s *Service) ResetPassword(ctx context.Context, token, password string) error {
	if err := checkPasswordRules(password); err != nil {
		return err
	}
	hash, err := s.hashPassword(password)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		userID, err := s.useUserToken(ctx, token, TokenResetPassword, errBadResetToken)
		if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		_, err = s.DB.Conn(ctx).NewRaw(`UPDATE users SET password_hash = ?, session_version = session_version + 1,
			email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?`, hash, now, now, userID).Exec(ctx)
		if err != nil {
			return err
		}
		return s.touchUser(ctx, userID)
	})
}
