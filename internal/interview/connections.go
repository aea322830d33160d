package interview

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/interview/calendar"
	"hirekit/internal/keys"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The providers a user may connect, in the order the widget offers them.
var calendarProviders = []string{"google", "outlook"}

// Connection states (the spec's google_connected, outlook_errored, … are
// provider + "_" + state).
const (
	ConnConnected = "connected"
	ConnErrored   = "errored"
)

// transactionTTL is how long a connect attempt's state is accepted.
const transactionTTL = 10 * time.Minute

// revokedMessage is what an errored connection tells its user (the spec's
// refresh_token_not_present text).
const revokedMessage = "Please revoke access and try again"

// Connection is a user's connected calendar, without its token.
type Connection struct {
	ID           int64  `bun:"id"`
	CompanyID    int64  `bun:"company_id"`
	UserID       int64  `bun:"user_id"`
	Provider     string `bun:"provider"`
	AccountEmail string `bun:"account_email"`
	// AccountID is the provider's immutable id of the account (Microsoft
	// "tid/oid", Google sub) and AccountName its display name.
	AccountID   string    `bun:"account_id"`
	AccountName string    `bun:"account_name"`
	State       string    `bun:"state"`
	Error       string    `bun:"error"`
	CreatedAt   time.Time `bun:"created_at"`
	UpdatedAt   time.Time `bun:"updated_at"`
	// PermissionsURL is where the user revokes access at the provider.
	PermissionsURL string `bun:"-"`

	sealed string `bun:"-"`
}

// ConnectStart is what the web app needs to open the consent popup.
type ConnectStart struct {
	// State is the caller's current connection, as the spec names it
	// (google_connected, outlook_errored, …); empty when none.
	State string
	// URLs are the consent pages by provider; a provider without a
	// configured client is absent.
	URLs          map[string]string
	TransactionID string
	Connection    *Connection
}

// provider returns a configured provider by name.
func (s *Service) provider(name string) (calendar.Provider, bool) {
	p, ok := s.Providers[name]
	return p, ok && p != nil
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// StartConnect begins connecting the signed-in user's calendar: one
// transaction with a fresh random state and PKCE verifier per configured
// provider, and the consent URLs. returnURL is where the callback sends
// the popup with the outcome (the web app's /oauth-redirect-callback); it
// must be on Hirekit's own origin, empty meaning that page.
func (s *Service) StartConnect(ctx context.Context, returnURL, kind string) (*ConnectStart, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermConnectCalendar)
	if err != nil {
		return nil, err
	}
	if kind != "" && kind != "calendar" {
		return nil, recruit.FieldError("kind", "Only calendar connections are supported")
	}
	ret, err := s.returnURL(returnURL)
	if err != nil {
		return nil, err
	}
	out := &ConnectStart{URLs: map[string]string{}, TransactionID: recruit.OAuthState(16)}
	if out.Connection, err = s.connection(ctx, actor.UserID); err != nil {
		return nil, err
	}
	if c := out.Connection; c != nil {
		out.State = c.Provider + "_" + c.State
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		// Attempts older than their TTL are of no use to anyone.
		if _, err := s.DB.Conn(ctx).NewRaw("DELETE FROM oauth_transactions WHERE created_at < ?", now.Add(-24*time.Hour)).Exec(ctx); err != nil {
			return err
		}
		for _, name := range calendarProviders {
			p, ok := s.provider(name)
			if !ok {
				continue
			}
			state, verifier := recruit.OAuthState(32), calendar.NewVerifier()
			if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO oauth_transactions (state_hash, transaction_id, company_id, user_id, provider, verifier,
				redirect_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, recruit.OAuthStateHash(state), out.TransactionID, companyID, actor.UserID, name,
				verifier, ret, now).Exec(ctx); err != nil {
				return err
			}
			out.URLs[name] = p.AuthURL(state, verifier, actor.Email)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// returnURL checks where the callback may send the popup: a path, or an
// absolute URL on BaseURL's origin (never elsewhere: the status would
// leak to another site).
func (s *Service) returnURL(raw string) (string, error) {
	return recruit.OAuthReturnURL(s.BaseURL, raw)
}

// CallbackResult is where the OAuth callback sends the popup.
type CallbackResult struct {
	Status        string
	TransactionID string
	// Redirect is the return URL with status and transaction_id.
	Redirect string
}

// transaction is a stored connect attempt.
type transaction struct {
	TransactionID string    `bun:"transaction_id"`
	CompanyID     int64     `bun:"company_id"`
	UserID        int64     `bun:"user_id"`
	Provider      string    `bun:"provider"`
	Verifier      string    `bun:"verifier"`
	RedirectURL   string    `bun:"redirect_url"`
	CreatedAt     time.Time `bun:"created_at"`
}

// Callback finishes a connect attempt from the provider's redirect
// (query: code and state, or error and state). The state is the only
// credential: unknown, expired, used, or for another provider, it ends in
// jwt_error without a transaction id (the popup's first answer stands).
// Otherwise the code is exchanged with the transaction's PKCE verifier,
// the account's email checked against the user's, and the token stored
// sealed; the status is one of the spec's keys.
func (s *Service) Callback(ctx context.Context, providerName string, q url.Values) *CallbackResult {
	res := &CallbackResult{Status: calendar.StatusJWTError}
	finish := func(ret string) *CallbackResult {
		if ret == "" {
			ret = s.BaseURL + "/oauth-redirect-callback"
		}
		v := url.Values{"status": {res.Status}}
		if res.TransactionID != "" {
			v.Set("transaction_id", res.TransactionID)
		}
		sep := "?"
		if strings.Contains(ret, "?") {
			sep = "&"
		}
		res.Redirect = ret + sep + v.Encode()
		return res
	}
	p, ok := s.provider(providerName)
	state := q.Get("state")
	if !ok || state == "" || len(state) > 200 {
		return finish("")
	}
	var tx transaction
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		if err := s.DB.Conn(ctx).NewRaw(`SELECT transaction_id, company_id, user_id, provider, verifier, redirect_url, created_at
			FROM oauth_transactions WHERE state_hash = ? AND provider = ? AND used_at IS NULL AND created_at > ?`,
			recruit.OAuthStateHash(state), providerName, now.Add(-transactionTTL)).Scan(ctx, &tx); err != nil {
			return err
		}
		r, err := s.DB.Conn(ctx).NewRaw("UPDATE oauth_transactions SET used_at = ? WHERE state_hash = ? AND used_at IS NULL", now, recruit.OAuthStateHash(state)).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n != 1 {
			return sql.ErrNoRows
		}
		return nil
	})
	if err != nil {
		if !errors.Is(err, sql.ErrNoRows) {
			s.log().Error("calendar callback: transaction", "err", err)
		}
		return finish("")
	}
	res.TransactionID = tx.TransactionID
	defer func() {
		// Recorded for support; the web app learns it from the redirect.
		_ = s.DB.RunInTx(context.WithoutCancel(ctx), func(ctx context.Context) error {
			_, err := s.DB.Conn(ctx).NewRaw("UPDATE oauth_transactions SET status = ? WHERE state_hash = ?", res.Status, recruit.OAuthStateHash(state)).Exec(ctx)
			return err
		})
	}()
	if e := q.Get("error"); e != "" {
		res.Status = calendar.CallbackStatus(e)
		return finish(tx.RedirectURL)
	}
	code := q.Get("code")
	if code == "" {
		return finish(tx.RedirectURL)
	}
	var user struct {
		Email  string `bun:"email"`
		Active bool   `bun:"active"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT email, active FROM users WHERE id = ?", tx.UserID).Scan(ctx, &user); err != nil || !user.Active {
		return finish(tx.RedirectURL)
	}
	tok, acct, err := p.Exchange(ctx, code, tx.Verifier)
	if err == nil || errors.Is(err, calendar.ErrScopeNotAccepted) || errors.Is(err, calendar.ErrNoRefreshToken) {
		// The wrong account is told first, whatever else is wrong.
		if acct.Email != "" && !acct.Is(user.Email) {
			err = calendar.ErrEmailMismatch
		}
	}
	if err == nil {
		err = s.storeConnection(ctx, tx, acct, tok)
		if err != nil {
			s.log().Error("calendar callback: store", "err", err)
		}
	} else if !errors.Is(err, calendar.ErrEmailMismatch) {
		s.log().Warn("calendar callback: exchange", "provider", providerName, "err", err)
	}
	res.Status = calendar.StatusOf(err)
	return finish(tx.RedirectURL)
}

// storeConnection keeps the user's connection (replacing any other: a
// user connects one calendar) with the token sealed.
func (s *Service) storeConnection(ctx context.Context, tx transaction, acct calendar.Account, tok calendar.Token) error {
	sealed, err := s.seal(tx.UserID, tok)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		if _, err := s.DB.Conn(ctx).NewRaw("DELETE FROM calendar_connections WHERE user_id = ?", tx.UserID).Exec(ctx); err != nil {
			return err
		}
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO calendar_connections (company_id, user_id, provider, account_email, account_id, account_name,
			token, state, error, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)`, tx.CompanyID, tx.UserID, tx.Provider,
			strings.ToLower(acct.Email), acct.Subject, acct.Name, sealed, ConnConnected, now, now).Exec(ctx)
		return err
	})
}

// CalendarConnections are the signed-in user's connections (none or one)
// and the providers configured.
func (s *Service) CalendarConnections(ctx context.Context) ([]*Connection, []string, error) {
	actor, _, err := recruit.RequireCompany(ctx, recruit.PermConnectCalendar)
	if err != nil {
		return nil, nil, err
	}
	var out []*Connection
	c, err := s.connection(ctx, actor.UserID)
	if err != nil {
		return nil, nil, err
	}
	if c != nil {
		out = append(out, c)
	}
	return out, s.AvailableProviders(), nil
}

// AvailableProviders are the providers with a configured client.
func (s *Service) AvailableProviders() []string {
	out := []string{}
	for _, name := range calendarProviders {
		if _, ok := s.provider(name); ok {
			out = append(out, name)
		}
	}
	return out
}

// ProviderState is a provider as the connect widget offers it.
type ProviderState struct {
	Name      string
	Available bool
	Durations []int
}

// ProviderInfo lists both providers, whether configured, and their
// self-schedule durations (the spec's: 15/30/45/60 for Google, 30/60 for
// Outlook).
func (s *Service) ProviderInfo() []ProviderState {
	def := map[string][]int{"google": {15, 30, 45, 60}, "outlook": {30, 60}}
	var out []ProviderState
	for _, name := range calendarProviders {
		ps := ProviderState{Name: name, Durations: def[name]}
		if p, ok := s.provider(name); ok {
			ps.Available, ps.Durations = true, p.Durations()
		}
		out = append(out, ps)
	}
	return out
}

// DisconnectCalendar revokes the signed-in user's grant at the provider
// (where the provider can) and forgets the connection and its events'
// links (the events stay on the calendar).
func (s *Service) DisconnectCalendar(ctx context.Context, providerName string) error {
	actor, _, err := recruit.RequireCompany(ctx, recruit.PermConnectCalendar)
	if err != nil {
		return err
	}
	c, err := s.connection(ctx, actor.UserID)
	if err != nil {
		return err
	}
	if c == nil || c.Provider != providerName {
		return recruit.Errorf(recruit.ENOTFOUND, "No %s calendar is connected", providerName)
	}
	if p, ok := s.provider(c.Provider); ok {
		if tok, err := s.open(c); err == nil {
			if err := p.Revoke(ctx, tok); err != nil {
				// The connection goes anyway; the user can still revoke
				// at the provider's permissions page.
				s.log().Warn("calendar disconnect: revoke", "provider", c.Provider, "err", err)
			}
		}
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("DELETE FROM calendar_connections WHERE id = ?", c.ID).Exec(ctx)
		return err
	})
}

// connection loads a user's connection, or nil.
func (s *Service) connection(ctx context.Context, userID int64) (*Connection, error) {
	cs, err := s.connectionsOf(ctx, []int64{userID}, false)
	if err != nil || len(cs) == 0 {
		return nil, err
	}
	return cs[userID], nil
}

// connectionsOf loads the connections of users by user id (only the
// connected ones when connectedOnly).
func (s *Service) connectionsOf(ctx context.Context, users []int64, connectedOnly bool) (map[int64]*Connection, error) {
	out := map[int64]*Connection{}
	if len(users) == 0 {
		return out, nil
	}
	var rows []struct {
		Connection
		Token string `bun:"token"`
	}
	q := `SELECT id, company_id, user_id, provider, account_email, account_id, account_name, token, state, error, created_at, updated_at
		FROM calendar_connections WHERE user_id IN (?)`
	args := []any{bun.In(users)}
	if connectedOnly {
		q += " AND state = ?"
		args = append(args, ConnConnected)
	}
	if err := s.DB.Conn(ctx).NewRaw(q, args...).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	for i := range rows {
		c := rows[i].Connection
		c.sealed = rows[i].Token
		if p, ok := s.provider(c.Provider); ok {
			c.PermissionsURL = p.PermissionsURL()
		}
		out[c.UserID] = &c
	}
	return out, nil
}

// saveToken stores a token a provider call refreshed.
func (s *Service) saveToken(ctx context.Context, c *Connection, tok calendar.Token) error {
	sealed, err := s.seal(c.UserID, tok)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE calendar_connections SET token = ?, updated_at = ? WHERE id = ?", sealed, sqldb.NowIn(ctx), c.ID).Exec(ctx)
		c.sealed = sealed
		return err
	})
}

// markErrored records that the provider refused the connection's grant.
func (s *Service) markErrored(ctx context.Context, c *Connection, cause error) {
	s.log().Warn("calendar connection errored", "user", c.UserID, "provider", c.Provider, "err", cause)
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE calendar_connections SET state = ?, error = ?, updated_at = ? WHERE id = ?",
			ConnErrored, revokedMessage, sqldb.NowIn(ctx), c.ID).Exec(ctx)
		return err
	})
	if err != nil {
		s.log().Error("calendar connection: mark errored", "err", err)
	}
	c.State, c.Error = ConnErrored, revokedMessage
}

// withToken runs fn with the connection's token and stores the token
// again when fn refreshed it; a revoked grant marks the connection
// errored.
func (s *Service) withToken(ctx context.Context, c *Connection, fn func(p calendar.Provider, tok *calendar.Token) error) error {
	p, ok := s.provider(c.Provider)
	if !ok {
		return fmt.Errorf("calendar: provider %s is not configured", c.Provider)
	}
	loaded, err := s.open(c)
	if err != nil {
		return err
	}
	tok := loaded
	err = fn(p, &tok)
	if !tok.Equal(loaded) {
		if serr := s.saveToken(context.WithoutCancel(ctx), c, tok); serr != nil {
			s.log().Error("calendar: store refreshed token", "err", serr)
		}
	}
	if errors.Is(err, calendar.ErrGrantRevoked) {
		s.markErrored(context.WithoutCancel(ctx), c, err)
	}
	return err
}

// seal encrypts a token (keys.Seal); the user id is the additional data,
// so a sealed token copied to another user's row does not open.
func (s *Service) seal(userID int64, tok calendar.Token) (string, error) {
	plain, err := json.Marshal(tok)
	if err != nil {
		return "", err
	}
	return keys.Seal(s.TokenKey, plain, tokenAD(userID))
}

// open decrypts a connection's token.
func (s *Service) open(c *Connection) (calendar.Token, error) {
	var tok calendar.Token
	plain, err := keys.Open(s.TokenKey, c.sealed, tokenAD(c.UserID))
	if err != nil {
		return tok, fmt.Errorf("calendar: token: %w", err)
	}
	return tok, json.Unmarshal(plain, &tok)
}

func tokenAD(userID int64) []byte { return fmt.Appendf(nil, "hirekit calendar token user %d", userID) }
