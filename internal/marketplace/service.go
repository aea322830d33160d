// Package marketplace is talenthub, the candidate marketplace: candidate
// accounts and their sessions, profiles, the public profile page, and
// (issue 29) the jobs board, skills, assessments, referrals and credits.
// Candidates here belong to no company; what they send to a company (an
// application) goes through the owning package's use case.
package marketplace

import (
	"context"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/googleid"
	"hirekit/internal/sqldb"
)

// Mailer sends a templated mail (mail.Mailer does, inside the caller's
// transaction).
type Mailer interface {
	Send(ctx context.Context, kind, to string, companyID int64, data any) error
}

// Service holds talenthub's use cases.
type Service struct {
	DB *sqldb.DB
	// SessionKey signs candidates' session tokens (keys.Talenthub).
	SessionKey []byte
	Mail       Mailer
	BaseURL    string
	Now        func() time.Time

	// Sign-in (sign_in.go). Google is nil when no Google client is
	// configured: candidates then sign in with an emailed code only.
	Google         *googleid.Verifier
	GoogleClientID string
	GoogleAuthURL  string
	Gate           Gate
	// Jobs lists the applications a candidate made (ats owns them).
	Jobs Applications
}

// Gate is what sign-in needs of auth: the public rate limits and the
// company sign-in's failure throttle (auth.Service).
type Gate interface {
	LimitRate(ctx context.Context, bucket, client string) error
	GuardSignIn(ctx context.Context, key, ip string) (done func(context.Context) error, err error)
}

// Applications is what the dashboard reads of ats.
type Applications interface {
	ApplicationsOfHubCandidate(ctx context.Context) ([]ats.OwnApplication, error)
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
