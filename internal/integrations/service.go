package integrations

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/recruit"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// Card states of GET screeno/integrations/status and the Lever state of
// GET oauth/generate-redirect-url (spec: disabled, connected, errored or
// other).
const (
	StateDisabled     = "disabled"
	StateNotConnected = "not_connected"
)

// Provider opens a Client on a stored credential (Greenhouse: the Harvest
// key; Lever: its token JSON).
type Provider interface {
	Open(secret []byte, store Store) Client
}

// Keyless is a Provider whose data is the company's own (Hirekit's ATS):
// it needs no connection row, is always connected, and Open is given no
// secret, only Store.CompanyID.
type Keyless interface {
	Provider
	Keyless()
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
// CompanyID is the company the client acts for.
type Store struct {
	CompanyID int64
	Save      func(ctx context.Context, secret []byte) error
	Load      func(ctx context.Context) ([]byte, error)
	Lock      sync.Locker
}

// HarvestProvider is Greenhouse as a Provider: it builds a Harvest client
// for a key acting on behalf of a user (greenhouse.New at the configured
// base URL). The fetch only reads, so Open acts for no one: On-Behalf-Of
// matters to Harvest's writes alone.
type HarvestProvider func(key, onBehalfOf string) Harvest

// Open is a Harvest client on the stored key.
func (p HarvestProvider) Open(secret []byte, _ Store) Client { return p(string(secret), "") }

// Errors of a consent's code exchange.
var (
	ErrScopeNotAccepted = errors.New("integrations: not every scope was granted")
	ErrNoRefreshToken   = errors.New("integrations: no refresh token")
)

// Enqueuer inserts jobs, joining the ctx transaction (queue.Queue does).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// Service is the company's connections to other ATSs and what the
// integrations screen and the fetch dialog ask of them: connecting
// Greenhouse (connect_greenhouse.go) and Lever (connect.go), the cards'
// states, disconnecting, the fetch dialog's lists, and fetching a job's
// candidates into screening (fetch.go, run_fetch.go).
type Service struct {
	DB          *sqldb.DB
	Connections *Connections
	// Providers are the configured providers by name (HarvestProvider for
	// Greenhouse, lever.Provider, hirekitats.Provider); one absent is not
	// offered (its card is disabled and offers a callback).
	Providers map[string]Provider
	// Gate counts the keys a company tries (ProbeRateBucket); nil counts
	// nothing.
	Gate RateGate
	// BaseURL is Hirekit's public URL: the OAuth return page's origin.
	BaseURL string
	// Screening files each fetched resume as uploads are filed.
	Screening *screening.Service
	Queue     Enqueuer
	// RunBudget bounds how long one run of the fetch job pages before it
	// saves its cursor and hands over to a fresh job (DefaultRunBudget
	// when zero), so no run comes near the queue's job timeout.
	RunBudget time.Duration
	Log       *slog.Logger

	locks sync.Map // "company/provider" → *sync.Mutex
}

// DefaultRunBudget keeps a fetch job's run well inside the queue's
// 5-minute job timeout: a page of Greenhouse's 100 resumes downloads in
// well under that.
const DefaultRunBudget = 2 * time.Minute

// Limits of a fetch request.
const (
	maxIDLength = 200
	maxFilters  = 100
)

// RateGate counts calls against a rate bucket (auth.Service.LimitRate).
type RateGate interface {
	LimitRate(ctx context.Context, bucket, client string) error
}

// ProbeRateBucket is auth's rate bucket of pasted keys tried against a
// provider, per company: each try is several calls to the provider.
const ProbeRateBucket = "ats_key_probe"

// limitProbes counts one try of a pasted key for the company.
func (s *Service) limitProbes(ctx context.Context, company int64) error {
	if s.Gate == nil {
		return nil
	}
	return s.Gate.LimitRate(ctx, ProbeRateBucket, "company:"+strconv.FormatInt(company, 10))
}

// User is a provider's user a connection may act on behalf of.
type User struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

// ErrNoUser: the chosen user does not exist at the provider or is
// disabled.
var ErrNoUser = errors.New("integrations: no such user")

// Names are the providers as people read them.
var Names = map[string]string{Greenhouse: "Greenhouse", Lever: "Lever", HirekitATS: "Hirekit ATS"}

// errBadProvider refuses an ATS provider that is none of ours.
var errBadProvider = recruit.Errorf(recruit.EINVALID, "Please choose an ATS: greenhouse, lever or hirekit_ats")

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

func keyless(p Provider) bool {
	_, ok := p.(Keyless)
	return ok
}

// state is the company's connection to provider as the cards name it.
func (s *Service) state(ctx context.Context, companyID int64, provider string) (string, error) {
	p, ok := s.provider(provider)
	if !ok {
		return StateDisabled, nil
	}
	if keyless(p) {
		return StatusConnected, nil
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
// lever, hirekit_ats: disabled, not_connected, connected or errored) and
// the other ATS connected, if any (Greenhouse first; Hirekit's own is
// always there and is not named).
func (s *Service) States(ctx context.Context) (connected string, states map[string]string, err error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return "", nil, err
	}
	states = map[string]string{}
	for _, p := range []string{Greenhouse, Lever, HirekitATS} {
		if states[p], err = s.state(ctx, companyID, p); err != nil {
			return "", nil, err
		}
		if connected == "" && p != HirekitATS && states[p] == StatusConnected {
			connected = p
		}
	}
	return connected, states, nil
}

// Disconnect forgets the company's connection to provider (DELETE
// screeno/integrations/disconnect): 'Successfully disconnected!' on the
// screen. Disconnecting what is not connected is not an error. Lever has
// no revocation endpoint: an admin removes the app at Lever to end the
// grant there.
func (s *Service) Disconnect(ctx context.Context, provider string) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return err
	}
	if provider != Greenhouse && provider != Lever {
		return recruit.FieldError("provider", "Please choose greenhouse or lever")
	}
	if err := s.Connections.Delete(ctx, companyID, provider); err != nil && !errors.Is(err, ErrNotConnected) {
		return err
	}
	return nil
}

// Open is a Client on the company's connection to provider, keeping its
// credential current in the connection row (Hirekit's own ATS needs
// none). The caller passes what the client fails with to
// MarkUnauthorized. A lookup for use cases that checked their permission.
func (s *Service) Open(ctx context.Context, companyID int64, provider string) (Client, error) {
	name, ok := Names[provider]
	if !ok {
		return nil, errBadProvider
	}
	p, ok := s.provider(provider)
	if !ok {
		return nil, recruit.Errorf(recruit.EINVALID, "%s is not offered on this Hirekit", name)
	}
	if keyless(p) {
		return p.Open(nil, Store{CompanyID: companyID}), nil
	}
	c, err := s.Connections.Load(ctx, companyID, provider)
	if errors.Is(err, ErrNotConnected) {
		return nil, recruit.Errorf(recruit.EINVALID, "Please connect %s first!", name)
	}
	if err != nil {
		return nil, err
	}
	if c.Status != StatusConnected {
		return nil, errReconnect(provider)
	}
	lock, _ := s.locks.LoadOrStore(fmt.Sprintf("%d/%s", companyID, provider), &sync.Mutex{})
	return p.Open(c.Secret, Store{
		CompanyID: companyID,
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

// errReconnect is the answer once a provider has refused the stored
// credentials.
func errReconnect(provider string) error {
	if provider == Greenhouse {
		return recruit.Errorf(recruit.EINVALID, textStoredRefused)
	}
	return recruit.Errorf(recruit.EINVALID, "%s refused the saved connection: connect again on Integrations.", Names[provider])
}

// MarkUnauthorized records a refused credential: the card shows errored
// and asks for a reconnection. Other errors pass through untouched.
func (s *Service) MarkUnauthorized(ctx context.Context, companyID int64, provider string, err error) error {
	if !errors.Is(err, ErrUnauthorized) {
		return err
	}
	if p, ok := s.provider(provider); ok && !keyless(p) {
		if merr := s.Connections.MarkErrored(context.WithoutCancel(ctx), companyID, provider, "The provider refused the credentials: please reconnect"); merr != nil && !errors.Is(merr, ErrNotConnected) {
			s.log().ErrorContext(ctx, "integrations: mark errored", "provider", provider, "company_id", companyID, "err", merr)
		}
	}
	return errReconnect(provider)
}

// withClient runs fn on the caller's company's connection to provider;
// what fails is marked (refused credentials) and mapped to what the
// screen shows.
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
	return s.providerError(ctx, provider, s.MarkUnauthorized(ctx, companyID, provider, fn(c)))
}

// providerError turns a provider client's failure into what the screen
// shows: a refused key, a rate limit, or the provider being down (the
// cause logged).
func (s *Service) providerError(ctx context.Context, provider string, err error) error {
	if err == nil {
		return nil
	}
	name := Names[provider]
	var re *recruit.Error
	switch {
	case errors.As(err, &re):
		return err
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.Is(err, ErrNotFound):
		return recruit.Errorf(recruit.ENOTFOUND, "Not found at %s: it may have been deleted.", name)
	case errors.Is(err, ErrThrottled):
		return &recruit.Error{Code: recruit.ETHROTTLED, Message: name + " is limiting requests: try again in a minute."}
	}
	s.log().WarnContext(ctx, "ats provider call failed", "provider", provider, "err", err)
	return recruit.Errorf(recruit.EUNAVAILABLE, "%s is not answering: try again in a minute.", name)
}

// ErrThrottled: the provider kept answering 429, or asked for a longer
// wait than a client allows. Clients wrap it.
var ErrThrottled = errors.New("integrations: the provider is rate limiting")

// ErrNotFound: the provider has no such record (a job deleted since the
// list was read). Clients wrap it.
var ErrNotFound = errors.New("integrations: not found at the provider")
