package integrations

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The OAuth return statuses of the spec (the popup's page stores one
// under the transaction id; the integrations page tells the user).
const (
	ReturnSuccess          = "success"
	ReturnJWTError         = "jwt_error"
	ReturnAccessDenied     = "access_denied"
	ReturnScopeNotAccepted = "scope_not_accepted"
	ReturnNoRefreshToken   = "refresh_token_not_present"
	ReturnAuthorization    = "authorization_error"
)

// connectTTL is how long a consent's state is accepted, as for calendars.
const connectTTL = 10 * time.Minute

// ConnectStart answers GET oauth/generate-redirect-url?kind=ats: the
// company's state with the provider, the consent page to open in the
// popup (empty when the provider is not offered) and the transaction the
// return page stores the status under.
type ConnectStart struct {
	State         string
	RedirectURL   string
	TransactionID string
}

// StartConnect begins connecting the company to an OAuth provider
// (Lever): a single-use random state, kept hashed in oauth_transactions
// (the calendars' table, provider "lever") and bound to the caller, the
// company and returnURL for 10 minutes.
func (s *Service) StartConnect(ctx context.Context, provider, returnURL string) (*ConnectStart, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, err
	}
	if provider != Lever {
		return nil, recruit.FieldError("provider", "Only lever connects through OAuth")
	}
	ret, err := s.returnURL(returnURL)
	if err != nil {
		return nil, err
	}
	out := &ConnectStart{}
	if out.State, err = s.state(ctx, companyID, provider); err != nil {
		return nil, err
	}
	p, ok := s.provider(provider)
	op, oauth := p.(OAuthProvider)
	if !ok || !oauth {
		return out, nil
	}
	out.TransactionID = recruit.OAuthState(16)
	state := recruit.OAuthState(32)
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		// verifier stays empty: Lever's is a confidential client (secret),
		// the state alone binds the return.
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO oauth_transactions (state_hash, transaction_id, company_id, user_id, provider, verifier,
			redirect_url, created_at) VALUES (?, ?, ?, ?, ?, '', ?, ?)`, recruit.OAuthStateHash(state), out.TransactionID, companyID, actor.UserID,
			provider, ret, now).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	out.RedirectURL = op.AuthCodeURL(state)
	return out, nil
}

// returnURL checks where the callback may send the popup: a path, or an
// absolute URL on BaseURL's origin.
func (s *Service) returnURL(raw string) (string, error) {
	return recruit.OAuthReturnURL(s.BaseURL, raw)
}

// Callback finishes a consent from the provider's redirect and returns
// where to send the popup (the return page with status and
// transaction_id). The state is the only credential: unknown, expired,
// used or another provider's, it ends in jwt_error with no transaction.
func (s *Service) Callback(ctx context.Context, provider string, q url.Values) string {
	status, txID, ret := ReturnJWTError, "", ""
	finish := func() string {
		if ret == "" {
			ret = s.BaseURL + "/oauth-redirect-callback"
		}
		v := url.Values{"status": {status}}
		if txID != "" {
			v.Set("transaction_id", txID)
		}
		sep := "?"
		if strings.Contains(ret, "?") {
			sep = "&"
		}
		return ret + sep + v.Encode()
	}
	p, _ := s.provider(provider)
	op, ok := p.(OAuthProvider)
	state := q.Get("state")
	if !ok || state == "" || len(state) > 200 {
		return finish()
	}
	var tx struct {
		TransactionID string `bun:"transaction_id"`
		CompanyID     int64  `bun:"company_id"`
		UserID        int64  `bun:"user_id"`
		RedirectURL   string `bun:"redirect_url"`
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		if err := s.DB.Conn(ctx).NewRaw(`SELECT transaction_id, company_id, user_id, redirect_url FROM oauth_transactions
			WHERE state_hash = ? AND provider = ? AND used_at IS NULL AND created_at > ?`,
			recruit.OAuthStateHash(state), provider, now.Add(-connectTTL)).Scan(ctx, &tx); err != nil {
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
			s.log().Error("ats callback: transaction", "err", err)
		}
		return finish()
	}
	txID, ret = tx.TransactionID, tx.RedirectURL
	defer func() {
		_ = s.DB.RunInTx(context.WithoutCancel(ctx), func(ctx context.Context) error {
			_, err := s.DB.Conn(ctx).NewRaw("UPDATE oauth_transactions SET status = ? WHERE state_hash = ?", status, recruit.OAuthStateHash(state)).Exec(ctx)
			return err
		})
	}()
	if e := q.Get("error"); e != "" {
		status = ReturnAuthorization
		if e == "access_denied" && !strings.HasPrefix(q.Get("error_description"), "Service not found") {
			status = ReturnAccessDenied
		}
		return finish()
	}
	var active bool
	if err := s.DB.Conn(ctx).NewRaw("SELECT active FROM users WHERE id = ?", tx.UserID).Scan(ctx, &active); err != nil || !active || q.Get("code") == "" {
		return finish()
	}
	secret, err := op.Exchange(ctx, q.Get("code"))
	switch {
	case errors.Is(err, ErrScopeNotAccepted):
		status = ReturnScopeNotAccepted
	case errors.Is(err, ErrNoRefreshToken):
		status = ReturnNoRefreshToken
	case err != nil:
		s.log().Warn("ats callback: exchange", "provider", provider, "err", err)
		status = ReturnAuthorization
	default:
		if err := s.Connections.Save(ctx, Connection{CompanyID: tx.CompanyID, Provider: provider, Secret: secret, ConnectedBy: tx.UserID}); err != nil {
			s.log().Error("ats callback: store", "err", err)
			status = ReturnAuthorization
		} else {
			status = ReturnSuccess
		}
	}
	return finish()
}
