package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"net/mail"
	"strings"

	"hirekit/internal/recruit"
)

// Sign-in (DECISIONS.md, talenthub sign-in): a candidate is one verified
// email. Google proves it with an ID token whose email_verified is true;
// an emailed code proves it otherwise. The code is the default when no
// Google client is configured, and offered beside Google when one is.

// The spec's texts.
var (
	errTerms        = recruit.Errorf(recruit.EINVALID, "Please accept the terms!")
	errGoogle       = recruit.Errorf(recruit.EINVALID, "Unable to authenticate with Google!")
	errInvalidToken = recruit.Errorf(recruit.EINVALID, "Invalid token!")
	errNoAccount    = recruit.Errorf(recruit.ENOTFOUND, "There is no talenthub account with this email. Please register.")
	errNoCredential = recruit.Errorf(recruit.EINVALID, "Please sign in with Google or the code we emailed you")
)

// Credentials prove an email: a Google ID token (AccessToken, with the
// Nonce the browser's redirect set), or an emailed Code.
type Credentials struct {
	Email       string
	AccessToken string
	Nonce       string
	Code        string
	IP          string
}

// SignedIn is a candidate's new session.
type SignedIn struct {
	Token   string
	Account *Account
}

// Account is who is signed in, as the web app keeps it in its session.
type Account struct {
	ID         int64
	Email      string
	Name       string
	Username   string
	PictureURL string
	ReferredBy string
	// Roles are the session's roles (talenthub_candidate).
	Roles []string
}

// SignInOptions says how candidates may sign in here.
type SignInOptions struct {
	// GoogleClientID and GoogleAuthURL are set when Google is offered.
	GoogleClientID string
	GoogleAuthURL  string
	EmailCode      bool
}

// Options is how candidates may sign in: the emailed code always, Google
// when a client is configured.
func (s *Service) Options() SignInOptions {
	o := SignInOptions{EmailCode: true}
	if s.Google != nil {
		o.GoogleClientID, o.GoogleAuthURL = s.GoogleClientID, s.GoogleAuthURL
	}
	return o
}

// normaliseEmail is the stored form of an email (hub_candidates keeps it
// lower-case) or "" when it is not one.
func normaliseEmail(raw string) string {
	e := strings.ToLower(strings.TrimSpace(raw))
	if len(e) > 254 {
		return ""
	}
	a, err := mail.ParseAddress(e)
	if err != nil || a.Address != e || !strings.Contains(e[strings.LastIndexByte(e, '@')+1:], ".") {
		return ""
	}
	return e
}

// google verifies a Google ID token for email: any fault of the token is
// 'Invalid token!'; a good token for another or unverified email, or no
// Google here, is 'Unable to authenticate with Google!'. It runs outside
// any transaction (it may fetch Google's keys).
func (s *Service) google(ctx context.Context, c Credentials, email string) (subject, name, picture string, err error) {
	if s.Google == nil {
		return "", "", "", errGoogle
	}
	id, err := s.Google.Verify(ctx, strings.TrimSpace(c.AccessToken), c.Nonce)
	if err != nil {
		return "", "", "", errInvalidToken
	}
	if !id.EmailVerified || !strings.EqualFold(strings.TrimSpace(id.Email), email) {
		return "", "", "", errGoogle
	}
	return id.Subject, id.Name, id.Picture, nil
}

// account reads a candidate's account by a condition on hub_candidates.
func (s *Service) account(ctx context.Context, cond string, arg any) (*Account, int64, error) {
	var a Account
	var version int64
	err := s.DB.Conn(ctx).NewRaw(`SELECT id, email, name, username, picture_url, referred_by, session_version
		FROM hub_candidates WHERE `+cond, arg).Scan(ctx, &a.ID, &a.Email, &a.Name, &a.Username, &a.PictureURL, &a.ReferredBy, &version)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, 0, errNoAccount
	}
	a.Roles = []string{recruit.RoleTalentCandidate}
	return &a, version, err
}

// session signs a token for an account read at version.
func (s *Service) session(a *Account, version int64) (*SignedIn, error) {
	tok, err := s.IssueToken(a.ID, version)
	if err != nil {
		return nil, err
	}
	return &SignedIn{Token: tok, Account: a}, nil
}

// Me is the signed-in candidate's account.
func (s *Service) Me(ctx context.Context) (*Account, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return nil, err
	}
	a, _, err := s.account(ctx, "id = ?", recruit.ActorFrom(ctx).HubCandidateID)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, "Your session has ended, please log in again")
	}
	return a, err
}

// limit counts a sign-in call from ip (no gate in tests that wire none).
func (s *Service) limit(ctx context.Context, bucket, ip string) error {
	if s.Gate == nil {
		return nil
	}
	return s.Gate.LimitRate(ctx, bucket, ip)
}
