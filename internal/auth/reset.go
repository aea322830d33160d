package auth

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// At most tokenBurst mails of one kind to one user per window, so the
// forms cannot be used to flood someone's mailbox.
const (
	tokenBurst       = 5
	tokenBurstWindow = time.Hour
)

// ForgotPassword asks for a reset link to be mailed to email. It does the
// same work for every address, known or not (it only enqueues a job, which
// looks the user up), so neither its answer nor its timing tells who has an
// account.
func (s *Service) ForgotPassword(ctx context.Context, email, ip string) error {
	email = NormalizeEmail(email)
	if email == "" {
		return recruit.FieldError("email", "Please enter your email")
	}
	if len(email) > 254 || !validEmail(email) {
		return recruit.FieldError("email", "Please enter a valid email address")
	}
	if err := s.limitRate(ctx, "forgot_password", ip); err != nil {
		return err
	}
	_, err := s.Queue.Insert(ctx, ResetMailArgs{Email: email}, nil)
	return err
}

// ResetMailArgs is the job that mails a reset link, if the email is an
// active user's.
type ResetMailArgs struct {
	Email string `json:"email"`
}

// Kind names the job.
func (ResetMailArgs) Kind() string { return "mail_password_reset" }

// ResetMailWorker runs MailPasswordReset.
type ResetMailWorker struct {
	river.WorkerDefaults[ResetMailArgs]
	Auth *Service
}

// Work mails one reset link.
func (w *ResetMailWorker) Work(ctx context.Context, job *river.Job[ResetMailArgs]) error {
	return w.Auth.MailPasswordReset(ctx, job.Args.Email)
}

// MailPasswordReset mails a reset link when email belongs to an active
// user, at most tokenBurst an hour. It runs as a queue job.
func (s *Service) MailPasswordReset(ctx context.Context, email string) error {
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

// ResetPassword sets a new password from a mailed token. The token is
// checked before the password is hashed. It ends every existing session
// (session_version), retires the user's other reset links, clears the
// email's failed sign-ins and, since the user proved they read the
// mailbox, marks the email verified.
func (s *Service) ResetPassword(ctx context.Context, token, password, ip string) error {
	if err := checkPasswordRules(password); err != nil {
		return err
	}
	if err := s.limitRate(ctx, "reset_password", ip); err != nil {
		return err
	}
	if _, err := s.peekUserToken(ctx, token, TokenResetPassword, errBadResetToken); err != nil {
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
		return s.setPassword(ctx, userID, hash, true)
	})
}

// setPassword stores a new password hash, ends every session, retires the
// user's unused reset links and clears the email's failed sign-ins;
// verified marks the email verified too (a reset proved the mailbox).
func (s *Service) setPassword(ctx context.Context, userID int64, hash string, verified bool) error {
	now := sqldb.NowIn(ctx)
	db := s.DB.Conn(ctx)
	verify := ""
	args := []any{hash}
	if verified {
		verify = "email_verified_at = COALESCE(email_verified_at, ?), "
		args = append(args, now)
	}
	args = append(args, now, userID)
	if _, err := db.NewRaw(`UPDATE users SET password_hash = ?, session_version = session_version + 1, `+verify+`updated_at = ?
		WHERE id = ?`, args...).Exec(ctx); err != nil {
		return err
	}
	if _, err := db.NewRaw("UPDATE user_tokens SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL",
		now, userID, TokenResetPassword).Exec(ctx); err != nil {
		return err
	}
	u, err := s.UserByID(ctx, userID)
	if err != nil {
		return err
	}
	if err := s.clearFailures(ctx, u.Email); err != nil {
		return err
	}
	return s.touchUser(ctx, userID)
}
