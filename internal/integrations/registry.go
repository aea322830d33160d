package integrations

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"hirekit/internal/recruit"
)

// Factory builds a provider's Client over a company's connection (its
// opened credential). The composition root registers one per provider.
type Factory func(ctx context.Context, c *Connection) (Client, error)

// Registry maps a provider name (Greenhouse, Lever, HirekitATS) to the
// factory of its client: the fetch job and the dialog's lists reach every
// provider through it, so adding one is one line in internal/app.
type Registry map[string]Factory

// Names are the providers as people read them.
var Names = map[string]string{Greenhouse: "Greenhouse", Lever: "Lever", HirekitATS: "Hirekit ATS"}

// errBadProvider refuses an external_ats_provider that is none of ours.
var errBadProvider = recruit.Errorf(recruit.EINVALID, "Please choose an ATS: greenhouse, lever or hirekit_ats")

// client resolves the company's connection to provider into a Client.
// Hirekit's own ATS needs no connection: its data is the company's own,
// so it is always there (DECISIONS.md).
func (s *Service) client(ctx context.Context, companyID int64, provider string) (Client, error) {
	name, ok := Names[provider]
	if !ok {
		return nil, errBadProvider
	}
	factory, ok := s.Registry[provider]
	if !ok {
		return nil, recruit.Errorf(recruit.EINVALID, "%s is not available on this install", name)
	}
	var conn *Connection
	if provider == HirekitATS {
		conn = &Connection{CompanyID: companyID, Provider: provider, Status: StatusConnected}
	} else {
		var err error
		conn, err = s.Connections.Load(ctx, companyID, provider)
		if errors.Is(err, ErrNotConnected) {
			return nil, recruit.Errorf(recruit.EINVALID, "Please connect %s first!", name)
		} else if err != nil {
			return nil, err
		}
		if conn.Status != StatusConnected {
			return nil, errReconnect(provider)
		}
	}
	c, err := factory(ctx, conn)
	if err != nil {
		return nil, fmt.Errorf("%s client: %w", provider, err)
	}
	return c, nil
}

// errReconnect is the answer once a provider has refused the stored
// credentials.
func errReconnect(provider string) error {
	return recruit.Errorf(recruit.ECONFLICT, "%s refused the stored credentials. Please reconnect it on the integrations page.", Names[provider])
}

// providerError turns what a provider answered into what a person reads:
// refused credentials mark the connection errored; anything else is the
// provider being unreachable (logged, the details are no one's business).
func (s *Service) providerError(ctx context.Context, companyID int64, provider string, err error) error {
	if err == nil || recruit.ErrorCode(err) != recruit.EINTERNAL {
		return err
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if errors.Is(err, ErrUnauthorized) {
		s.markErrored(ctx, companyID, provider, err)
		return errReconnect(provider)
	}
	s.log().WarnContext(ctx, "ats provider call failed", "provider", provider, "company_id", companyID, "err", err)
	return recruit.Errorf(recruit.EUNAVAILABLE, "Could not reach %s. Please try again in a minute.", Names[provider])
}

// markErrored records refused credentials on the connection (Hirekit's own
// ATS has none).
func (s *Service) markErrored(ctx context.Context, companyID int64, provider string, cause error) {
	if provider == HirekitATS {
		return
	}
	if err := s.Connections.MarkErrored(ctx, companyID, provider, cause.Error()); err != nil && !errors.Is(err, ErrNotConnected) {
		s.log().ErrorContext(ctx, "mark ats connection errored", "provider", provider, "company_id", companyID, "err", err)
	}
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}
