package marketplace

import (
	"context"
	"strings"

	"hirekit/internal/recruit"
)

// Login signs a candidate in with Google (AccessToken) or an emailed code.
// No account for the email is 404, and the web app then goes to
// registration (spec 4); a right code stays unused for it.
func (s *Service) Login(ctx context.Context, c Credentials) (*SignedIn, error) {
	email := normaliseEmail(c.Email)
	if email == "" {
		return nil, recruit.FieldError("email", "Please enter a valid email")
	}
	if err := s.limit(ctx, "talenthub_sign_in", c.IP); err != nil {
		return nil, err
	}
	switch {
	case strings.TrimSpace(c.AccessToken) != "":
		return s.loginGoogle(ctx, c, email)
	case strings.TrimSpace(c.Code) != "":
		var out *SignedIn
		err := s.withCode(ctx, c, email, func(ctx context.Context, code *codeCheck) error {
			a, version, err := s.account(ctx, "email = ?", email)
			if err != nil {
				return err // no account: the code stays for registration
			}
			if err := s.useCode(ctx, code); err != nil {
				return err
			}
			out, err = s.session(a, version)
			return err
		})
		return out, err
	}
	return nil, errNoCredential
}

// loginGoogle finds the account by the Google account's id, else by its
// verified email, and links the Google account to it on first use.
func (s *Service) loginGoogle(ctx context.Context, c Credentials, email string) (*SignedIn, error) {
	sub, _, _, err := s.google(ctx, c, email)
	if err != nil {
		return nil, err
	}
	var out *SignedIn
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, version, err := s.account(ctx, "google_sub = ?", sub)
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			if a, version, err = s.account(ctx, "email = ?", email); err != nil {
				return err
			}
			if _, err := s.DB.Conn(ctx).NewRaw("UPDATE hub_candidates SET google_sub = ? WHERE id = ? AND google_sub IS NULL",
				sub, a.ID).Exec(ctx); err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		out, err = s.session(a, version)
		return err
	})
	return out, err
}
