package integrations

import (
	"context"
	"errors"
	"log/slog"
	"strconv"

	"hirekit/internal/recruit"
)

// Service is the integrations screen's use cases: connecting Greenhouse
// (connect_greenhouse.go), disconnecting, and what the fetch dialog lists
// from the connected provider (list_ats.go).
type Service struct {
	Connections *Connections
	// Greenhouse builds a Harvest client for a key acting for a user
	// (greenhouse.New at the configured base URL; a Harvest v3 client
	// would be built here too).
	Greenhouse func(key, onBehalfOf string) Harvest
	// Gate counts the keys a company tries (ProbeRateBucket); nil counts
	// nothing.
	Gate RateGate
	Log  *slog.Logger
}

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

// Providers a company may connect (Hirekit's own ATS needs no
// connection), with the names the screen shows.
var providerNames = map[string]string{Greenhouse: "Greenhouse", Lever: "Lever"}

// Client builds the client of the company's connection to provider:
// what the fetch job pages through. ErrNotConnected when there is none.
// It is a lookup for use cases that checked their permission.
func (s *Service) Client(ctx context.Context, companyID int64, provider string) (Client, error) {
	c, err := s.Connections.Load(ctx, companyID, provider)
	if err != nil {
		return nil, err
	}
	switch provider {
	case Greenhouse:
		if s.Greenhouse != nil {
			return s.Greenhouse(string(c.Secret), c.OnBehalfOf), nil
		}
	}
	return nil, ErrNotConnected
}

// Statuses maps each connected provider of the company to its status
// (connected or errored), for the integration cards. A lookup for
// screening's Integrations, which checked its permission.
func (s *Service) Statuses(ctx context.Context, companyID int64) (map[string]string, error) {
	rows, err := s.Connections.DB.Conn(ctx).QueryContext(ctx,
		"SELECT provider, status FROM ats_connections WHERE company_id = ? ORDER BY provider", companyID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var p, st string
		if err := rows.Scan(&p, &st); err != nil {
			return nil, err
		}
		out[p] = st
	}
	return out, rows.Err()
}

// Disconnect forgets the company's connection to provider (DELETE
// screeno/integrations/disconnect): 'Successfully disconnected!' on the
// screen. Disconnecting what is not connected is not an error.
func (s *Service) Disconnect(ctx context.Context, provider string) error {
	_, company, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return err
	}
	if _, ok := providerNames[provider]; !ok {
		return recruit.Errorf(recruit.EINVALID, "Unknown ATS provider %q", provider)
	}
	if err := s.Connections.Delete(ctx, company, provider); err != nil && !errors.Is(err, ErrNotConnected) {
		return err
	}
	return nil
}

// providerError turns a provider client's failure into what the screen
// shows: a refused key, a rate limit, or the provider being down (the
// cause logged).
func (s *Service) providerError(ctx context.Context, provider string, err error) error {
	name := providerNames[provider]
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
	if s.Log != nil {
		s.Log.WarnContext(ctx, "ats provider call failed", "provider", provider, "err", err)
	}
	return recruit.Errorf(recruit.EUNAVAILABLE, "%s is not answering: try again in a minute.", name)
}

// ErrThrottled: the provider kept answering 429, or asked for a longer
// wait than a client allows. Clients wrap it.
var ErrThrottled = errors.New("integrations: the provider is rate limiting")

// ErrNotFound: the provider has no such record (a job deleted since the
// list was read). Clients wrap it.
var ErrNotFound = errors.New("integrations: not found at the provider")
