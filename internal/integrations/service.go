package integrations

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Card statuses of GET screeno/integrations/status and the Lever state of
// GET oauth/generate-redirect-url (spec: disabled, connected, errored or
// other).
const (
	StateDisabled     = "disabled"
	StateNotConnected = "not_connected"
)

// Provider opens a Client on a stored credential.
type Provider interface {
	Open(secret []byte, store Store) Client
}

// OAuthProvider is a Provider connected through a consent popup (Lever).
type OAuthProvider interface {
	Provider
	// AuthCodeURL is the consent page for a single-use state.
	AuthCodeURL(state string) string
	// Exchange trades the callback's code for the credential to store;
	// ErrScopeNotAccepted and ErrNoRefreshToken name what the user must
	// do again.
	Exchange(ctx context.Context, code string) ([]byte, error)
}

// Store keeps an open Client's credential current: Save stores a
// replaced one (a rotated refresh token), Load reads the stored one
// again, Lock serializes the refreshes of one connection in this process.
type Store struct {
	Save func(ctx context.Context, secret []byte) error
	Load func(ctx context.Context) ([]byte, error)
	Lock sync.Locker
}

// Errors of a consent's code exchange.
var (
	ErrScopeNotAccepted = errors.New("integrations: not every scope was granted")
	ErrNoRefreshToken   = errors.New("integrations: no refresh token")
)

// Service is the company's connections to other ATSs and what the
// integrations screen and the fetch dialog ask of them.
type Service struct {
	DB          *sqldb.DB
	Connections *Connections
	// Providers are the configured providers by name; one absent is not
	// offered (its card is disabled and offers a callback).
	Providers map[string]Provider
	// BaseURL is Hirekit's public URL: the OAuth return page's origin.
	BaseURL string
	Log     *slog.Logger

	locks sync.Map // "company/provider" → *sync.Mutex
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

func (s *Service) provider(name string) (Provider, bool) {
	p, ok := s.Providers[name]
	return p, ok && p != nil
}

// state is the company's connection to provider as the cards name it.
func (s *Service) state(ctx context.Context, companyID int64, provider string) (string, error) {
	if _, ok := s.provider(provider); !ok {
		return StateDisabled, nil
	}
	c, err := s.Connections.Load(ctx, companyID, provider)
	if errors.Is(err, ErrNotConnected) {
		return StateNotConnected, nil
	}
	if err != nil {
		return "", err
	}
	return c.Status, nil
}

// States are the company's connection states by provider (greenhouse,
// lever: disabled, not_connected, connected or errored) and the provider
// connected, if any (the first connected one).
func (s *Service) States(ctx context.Context) (connected string, states map[string]string, err error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return "", nil, err
	}
	states = map[string]string{}
	for _, p := range []string{Greenhouse, Lever} {
		if states[p], err = s.state(ctx, companyID, p); err != nil {
			return "", nil, err
		}
		if connected == "" && states[p] == StatusConnected {
			connected = p
		}
	}
	return connected, states, nil
}

// Disconnect forgets the company's connection to provider
// (DELETE screeno/integrations/disconnect). Lever has no revocation
// endpoint: an admin removes the app at Lever to end the grant there.
func (s *Service) Disconnect(ctx context.Context, provider string) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return err
	}
	if provider != Greenhouse && provider != Lever {
		return recruit.FieldError("provider", "Please choose greenhouse or lever")
	}
	err = s.Connections.Delete(ctx, companyID, provider)
	if errors.Is(err, ErrNotConnected) {
		return recruit.Errorf(recruit.ENOTFOUND, "No %s connection to remove", provider)
	}
	return err
}

// Open is a Client on the company's connection to provider, keeping its
// credential current in the connection row. The caller passes what
// fails with ErrUnauthorized to MarkUnauthorized.
func (s *Service) Open(ctx context.Context, companyID int64, provider string) (Client, error) {
	p, ok := s.provider(provider)
	if !ok {
		return nil, recruit.Errorf(recruit.EINVALID, "%s is not offered on this Hirekit", provider)
	}
	c, err := s.Connections.Load(ctx, companyID, provider)
	if errors.Is(err, ErrNotConnected) {
		return nil, recruit.Errorf(recruit.EINVALID, "Please connect %s first", provider)
	}
	if err != nil {
		return nil, err
	}
	lock, _ := s.locks.LoadOrStore(fmt.Sprintf("%d/%s", companyID, provider), &sync.Mutex{})
	return p.Open(c.Secret, Store{
		Save: func(ctx context.Context, secret []byte) error {
			return s.Connections.UpdateSecret(ctx, companyID, provider, secret)
		},
		Load: func(ctx context.Context) ([]byte, error) {
			c, err := s.Connections.Load(ctx, companyID, provider)
			if err != nil {
				return nil, err
			}
			return c.Secret, nil
		},
		Lock: lock.(*sync.Mutex),
	}), nil
}

// MarkUnauthorized records a refused credential: the card shows errored
// and asks for a reconnection. Other errors pass through untouched.
func (s *Service) MarkUnauthorized(ctx context.Context, companyID int64, provider string, err error) error {
	if errors.Is(err, ErrUnauthorized) {
		if merr := s.Connections.MarkErrored(context.WithoutCancel(ctx), companyID, provider, "The provider refused the credentials: please reconnect"); merr != nil {
			s.log().Error("integrations: mark errored", "provider", provider, "err", merr)
		}
		return recruit.Errorf(recruit.EINVALID, "%s refused the connection: please reconnect", providerName(provider))
	}
	return err
}

func providerName(p string) string {
	switch p {
	case Greenhouse:
		return "Greenhouse"
	case Lever:
		return "Lever"
	}
	return p
}

// withClient runs fn on the caller's company's connection to provider.
func (s *Service) withClient(ctx context.Context, provider string, fn func(Client) error) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return err
	}
	if provider == "" {
		return recruit.FieldError("ats_provider", "Please choose an ATS")
	}
	c, err := s.Open(ctx, companyID, provider)
	if err != nil {
		return err
	}
	return s.MarkUnauthorized(ctx, companyID, provider, fn(c))
}

// Jobs lists the provider's jobs for the fetch dialog
// (GET screeno/integrations/list-jobs).
func (s *Service) Jobs(ctx context.Context, provider string) (out []Job, err error) {
	err = s.withClient(ctx, provider, func(c Client) error { out, err = c.Jobs(ctx); return err })
	return out, err
}

// Stages lists a job's stages (GET screeno/integrations/list-stages).
func (s *Service) Stages(ctx context.Context, provider, jobID string) (out []Stage, err error) {
	if jobID == "" {
		return nil, recruit.FieldError("ats_job_id", "Please select a job!")
	}
	err = s.withClient(ctx, provider, func(c Client) error { out, err = c.Stages(ctx, jobID); return err })
	return out, err
}

// Sources lists where candidates came from (GET
// screeno/integrations/list-sources; Lever's are text).
func (s *Service) Sources(ctx context.Context, provider string) (out []Origin, err error) {
	err = s.withClient(ctx, provider, func(c Client) error { out, err = c.Sources(ctx); return err })
	return out, err
}
