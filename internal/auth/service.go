package auth

import (
	"context"
	"time"

	"hirekit/internal/recruit"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

// Mailer sends a templated mail (mail.Mailer does, inside the caller's
// transaction).
type Mailer interface {
	Send(ctx context.Context, kind, to string, companyID int64, data any) error
}

// Enqueuer inserts a job (queue.Queue does, joining the ctx transaction).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// HubSessions turns a talenthub candidate's session token into its actor
// (marketplace.Service does). ok is false for a token that is not one.
type HubSessions interface {
	Session(ctx context.Context, raw string) (actor *recruit.Actor, ok bool, err error)
}

// Options configure the parts of Service that are not the database.
type Options struct {
	Mailer     Mailer
	Queue      Enqueuer
	SessionKey []byte // derived from the master secret for sessions only
	// CandidateKey signs candidates' tokens (another key, another audience).
	CandidateKey []byte
	BaseURL      string // origin of links in mail
	// AutoApprove approves new companies at sign-up (self-hosted default);
	// otherwise a platform admin approves them.
	AutoApprove bool
	// BcryptCost defaults to bcrypt.DefaultCost; tests lower it.
	BcryptCost int
	// WandReturnOrigins are the extension origins a /wand sign-in may
	// return to with its token.
	WandReturnOrigins []string
	// RateLimits replace the default limit of a public rate bucket (by
	// name); 0 turns a bucket off. The careers apply limit comes from
	// HIREKIT_APPLY_RATE_PER_IP this way.
	RateLimits map[string]int
	// NoRateLimits turns every public rate limit and the login throttle
	// off (HIREKIT_RATE_LIMITS=off, which config allows only on a dev
	// mailbox install) so an external sweep from one address tests
	// validation, not the limiter.
	NoRateLimits bool
	Now          func() time.Time
	// Hub resolves talenthub candidates' tokens; nil means none.
	Hub HubSessions
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
