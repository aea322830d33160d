// Package google is the Google Calendar provider: OAuth 2.0 web-server flow
// with PKCE, the ID token verified against a JWKS URL, Calendar v3 freeBusy
// and events with a Meet link.
package google

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/internal/remote"
)

// Google's own endpoints, used for every Config field left empty.
const (
	DefaultAuthURL   = "https://accounts.google.com/o/oauth2/v2/auth"
	DefaultTokenURL  = "https://oauth2.googleapis.com/token"
	DefaultRevokeURL = "https://oauth2.googleapis.com/revoke"
	DefaultJWKSURL   = "https://www.googleapis.com/oauth2/v3/certs"
	DefaultIssuer    = "https://accounts.google.com"
	DefaultAPIBase   = "https://www.googleapis.com/calendar/v3"
)

// PermissionsURL is where a Google user revokes an app's access.
const PermissionsURL = "https://myaccount.google.com/permissions"

// The scopes asked for: who the user is, events to create, and free/busy
// of colleagues' calendars.
const (
	ScopeEvents   = "https://www.googleapis.com/auth/calendar.events"
	ScopeFreeBusy = "https://www.googleapis.com/auth/calendar.freebusy"
)

// Config is a Google OAuth client and where Google is.
type Config struct {
	ClientID     string
	ClientSecret string
	// RedirectURL is Hirekit's callback, /api/v1/oauth/callback/google.
	RedirectURL string
	AuthURL     string
	TokenURL    string
	RevokeURL   string
	JWKSURL     string
	// Issuer is the ID token's expected iss; go-oidc also accepts
	// "accounts.google.com" when it is Google's.
	Issuer  string
	APIBase string
	// HTTPClient makes every call; nil means one with a 30 s timeout.
	HTTPClient *http.Client
}

// Provider is Google Calendar. It is safe for concurrent use.
type Provider struct {
	cfg      Config
	api      *remote.Client
	verifier *oidc.IDTokenVerifier
}

var _ calendar.Provider = (*Provider)(nil)

// New returns the Google provider for cfg, filling empty URLs with
// Google's.
func New(cfg Config) *Provider {
	def := func(s *string, v string) {
		if *s == "" {
			*s = v
		}
	}
	def(&cfg.AuthURL, DefaultAuthURL)
	def(&cfg.TokenURL, DefaultTokenURL)
	def(&cfg.RevokeURL, DefaultRevokeURL)
	def(&cfg.JWKSURL, DefaultJWKSURL)
	def(&cfg.Issuer, DefaultIssuer)
	def(&cfg.APIBase, DefaultAPIBase)
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: 30 * time.Second}
	}
	api := &remote.Client{
		Provider: "google",
		OAuth: oauth2.Config{
			ClientID:     cfg.ClientID,
			ClientSecret: cfg.ClientSecret,
			RedirectURL:  cfg.RedirectURL,
			Scopes:       []string{oidc.ScopeOpenID, "email", "profile", ScopeEvents, ScopeFreeBusy},
			// Google takes the client credentials in the body, as
			// x/oauth2's google.Endpoint says.
			Endpoint: oauth2.Endpoint{AuthURL: cfg.AuthURL, TokenURL: cfg.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
		},
		HTTP:        cfg.HTTPClient,
		DecodeError: decodeError,
		Throttled: func(status int, code string) bool {
			return status == http.StatusForbidden && (code == "rateLimitExceeded" || code == "userRateLimitExceeded")
		},
	}
	// The key set caches Google's keys and refetches on an unknown kid; the
	// context only carries the HTTP client (go-oidc ignores its deadline).
	keys := oidc.NewRemoteKeySet(oidc.ClientContext(context.Background(), cfg.HTTPClient), cfg.JWKSURL)
	return &Provider{
		cfg:      cfg,
		api:      api,
		verifier: oidc.NewVerifier(cfg.Issuer, keys, &oidc.Config{ClientID: cfg.ClientID}),
	}
}

// Name is "google".
func (p *Provider) Name() string { return "google" }

// Durations are the spec's Google self-schedule durations.
func (p *Provider) Durations() []int { return []int{15, 30, 45, 60} }

// PermissionsURL is Google's third-party access page.
func (p *Provider) PermissionsURL() string { return PermissionsURL }

// AuthURL asks for offline access with the consent screen forced, since
// Google returns a refresh token only on consent.
func (p *Provider) AuthURL(state, verifier, loginHint string) string {
	opts := []oauth2.AuthCodeOption{
		oauth2.AccessTypeOffline,
		oauth2.SetAuthURLParam("prompt", "consent"),
		oauth2.SetAuthURLParam("include_granted_scopes", "true"),
	}
	if loginHint != "" {
		opts = append(opts, oauth2.SetAuthURLParam("login_hint", loginHint))
	}
	return p.api.AuthURL(state, verifier, opts...)
}

// idClaims are the ID token claims Hirekit reads.
type idClaims struct {
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name"`
}

// Exchange trades the code for tokens and verifies the ID token (signature
// against the JWKS, issuer, audience, expiry, verified email).
func (p *Provider) Exchange(ctx context.Context, code, verifier string) (calendar.Token, calendar.Account, error) {
	tok, raw, err := p.api.Exchange(ctx, code, verifier)
	if err != nil {
		return calendar.Token{}, calendar.Account{}, err
	}
	rawID, _ := raw.Extra("id_token").(string)
	if rawID == "" {
		return calendar.Token{}, calendar.Account{}, fmt.Errorf("%w: google sent no id_token", calendar.ErrIdentity)
	}
	idt, err := p.verifier.Verify(ctx, rawID)
	if err != nil {
		return calendar.Token{}, calendar.Account{}, fmt.Errorf("%w: %v", calendar.ErrIdentity, err)
	}
	var c idClaims
	if err := idt.Claims(&c); err != nil {
		return calendar.Token{}, calendar.Account{}, fmt.Errorf("%w: %v", calendar.ErrIdentity, err)
	}
	if c.Email == "" || !c.EmailVerified {
		return calendar.Token{}, calendar.Account{}, fmt.Errorf("%w: the email %q is not verified", calendar.ErrIdentity, c.Email)
	}
	acct := calendar.Account{Email: c.Email, Name: c.Name, Subject: idt.Subject}
	if !granted(tok.Scopes) {
		return tok, acct, fmt.Errorf("%w: granted %v", calendar.ErrScopeNotAccepted, tok.Scopes)
	}
	if tok.Refresh == "" {
		return tok, acct, calendar.ErrNoRefreshToken
	}
	return tok, acct, nil
}

// granted reports whether scopes allow creating events and reading
// free/busy (freeBusy accepts any of the calendar-reading scopes).
func granted(scopes []string) bool {
	has := func(s ...string) bool {
		return slices.ContainsFunc(scopes, func(g string) bool { return slices.Contains(s, g) })
	}
	const full = "https://www.googleapis.com/auth/calendar"
	return has(ScopeEvents, full) &&
		has(ScopeFreeBusy, full, full+".readonly", full+".events.freebusy")
}

// Revoke revokes the grant (revoking the refresh token revokes the access
// tokens with it); Google's "invalid_token" means it is already gone.
func (p *Provider) Revoke(ctx context.Context, tok calendar.Token) error {
	t := tok.Refresh
	if t == "" {
		t = tok.Access
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.cfg.RevokeURL,
		strings.NewReader(url.Values{"token": {t}}.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := p.cfg.HTTPClient.Do(req)
	if err != nil {
		return fmt.Errorf("google: revoking: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return nil
	}
	var e struct {
		Error string `json:"error"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&e)
	if resp.StatusCode == http.StatusBadRequest && e.Error == "invalid_token" {
		return nil
	}
	return fmt.Errorf("google: revoking: HTTP %d %s", resp.StatusCode, e.Error)
}

// apiError is Calendar v3's error body.
type apiError struct {
	Error struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
		Errors  []struct {
			Domain  string `json:"domain"`
			Reason  string `json:"reason"`
			Message string `json:"message"`
		} `json:"errors"`
		Status string `json:"status"`
	} `json:"error"`
}

// decodeError names an error by its first reason ("duplicate",
// "notFound", "rateLimitExceeded"), else by its status.
func decodeError(body []byte) (code, message string) {
	var e apiError
	if json.Unmarshal(body, &e) != nil {
		return "", string(truncate(body, 200))
	}
	code = e.Error.Status
	if len(e.Error.Errors) > 0 && e.Error.Errors[0].Reason != "" {
		code = e.Error.Errors[0].Reason
	}
	return code, e.Error.Message
}

func truncate(b []byte, n int) []byte {
	if len(b) > n {
		return b[:n]
	}
	return b
}
