// Package lever is the Lever Data API client behind integrations.Client:
// OAuth 2.0 (authorization code with the API audience, refresh tokens
// that rotate on every refresh), postings, stages, sources as text,
// opportunities by posting and stage, and their resumes, paged by Lever's
// next/hasNext cursor under its 10 requests/s limit
// (/work/shared/reference/external-apis.md §2). It knows no database:
// the caller persists the rotated tokens through Client.Save.
package lever

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
)

// Lever's own endpoints, when the configuration leaves them empty.
const (
	DefaultAuthURL = "https://auth.lever.co"
	DefaultAPIURL  = "https://api.lever.co/v1"
)

// Scopes are what Hirekit asks for: reading postings, stages, sources and
// opportunities with their resumes, and offline_access for a refresh
// token.
var Scopes = []string{"offline_access", "postings:read:admin", "stages:read:admin", "sources:read:admin",
	"opportunities:read:admin", "resumes:read:admin", "files:read:admin"}

// Errors of the code exchange; each maps to a return status of the spec.
var (
	// ErrScopeNotAccepted: the grant lacks a scope Hirekit needs.
	ErrScopeNotAccepted = errors.New("lever: not every scope was granted")
	// ErrNoRefreshToken: the token answer carried no refresh token.
	ErrNoRefreshToken = errors.New("lever: no refresh token")
	// ErrAuthorization: Lever refused the code (or the client).
	ErrAuthorization = errors.New("lever: authorization failed")
)

// Config is a registered Lever OAuth application and where Lever is.
type Config struct {
	ClientID, ClientSecret string
	// AuthURL is Lever's authorization server (…/authorize and
	// …/oauth/token); APIURL the Data API base (…/v1). Empty: Lever's.
	AuthURL, APIURL string
	// RedirectURI is Hirekit's callback, registered with Lever.
	RedirectURI string
	// HTTP is the client used for every call (default: 30 s timeout).
	HTTP *http.Client
	// RatePerSecond and Burst shape the client-side token bucket (default
	// 10 and 10: Lever's steady rate, leaving its burst allowance spare).
	RatePerSecond float64
	Burst         int
	// Now is the clock (tests move it); default time.Now.
	Now func() time.Time
}

func (c *Config) authURL() string {
	if c.AuthURL != "" {
		return strings.TrimRight(c.AuthURL, "/")
	}
	return DefaultAuthURL
}

func (c *Config) apiURL() string {
	if c.APIURL != "" {
		return strings.TrimRight(c.APIURL, "/")
	}
	return DefaultAPIURL
}

// Audience is the API the tokens are for: the API base with its trailing
// slash, which Lever requires exactly.
func (c *Config) Audience() string { return c.apiURL() + "/" }

func (c *Config) httpClient() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return &http.Client{Timeout: 30 * time.Second}
}

func (c *Config) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// AuthCodeURL is the consent page a Lever Super Admin approves in the
// popup. state is the single-use value the callback checks.
func (c *Config) AuthCodeURL(state string) string {
	v := url.Values{
		"client_id":     {c.ClientID},
		"redirect_uri":  {c.RedirectURI},
		"response_type": {"code"},
		"state":         {state},
		"audience":      {c.Audience()},
		"scope":         {strings.Join(Scopes, " ")},
		"prompt":        {"consent"},
	}
	return c.authURL() + "/authorize?" + v.Encode()
}

// PermissionsURL is where a Lever admin revokes Hirekit's access.
func (c *Config) PermissionsURL() string { return "https://hire.lever.co/settings/integrations" }

// Token is a Lever grant: a short-lived access token and the refresh
// token that replaces itself on every refresh.
type Token struct {
	AccessToken  string    `json:"access_token"`
	RefreshToken string    `json:"refresh_token"`
	Expiry       time.Time `json:"expiry"`
	Scope        string    `json:"scope,omitempty"`
}

// tokenAnswer is the token endpoint's answer (Auth0's shape).
type tokenAnswer struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int64  `json:"expires_in"`
	Scope        string `json:"scope"`
	Error        string `json:"error"`
	Description  string `json:"error_description"`
}

// Exchange trades the callback's code for tokens and checks the grant:
// every scope Hirekit asked for, and a refresh token.
func (c *Config) Exchange(ctx context.Context, code string) (Token, error) {
	tok, err := c.token(ctx, url.Values{"grant_type": {"authorization_code"}, "code": {code}, "redirect_uri": {c.RedirectURI}})
	if err != nil {
		return Token{}, err
	}
	granted := strings.Fields(tok.Scope)
	for _, s := range Scopes {
		if tok.Scope != "" && !slices.Contains(granted, s) {
			return tok, ErrScopeNotAccepted
		}
	}
	if tok.RefreshToken == "" {
		return tok, ErrNoRefreshToken
	}
	return tok, nil
}

// errGrant is the token endpoint refusing a refresh token (invalid_grant:
// rotated away, revoked, or expired).
var errGrant = errors.New("lever: refresh token refused")

// refresh trades a refresh token for a new access token and a new
// refresh token (the old one stops working).
func (c *Config) refresh(ctx context.Context, refreshToken string) (Token, error) {
	tok, err := c.token(ctx, url.Values{"grant_type": {"refresh_token"}, "refresh_token": {refreshToken}})
	if err != nil {
		return Token{}, err
	}
	if tok.RefreshToken == "" {
		// Lever rotates; should it ever not, the old token stays valid.
		tok.RefreshToken = refreshToken
	}
	return tok, nil
}

func (c *Config) token(ctx context.Context, form url.Values) (Token, error) {
	form.Set("client_id", c.ClientID)
	form.Set("client_secret", c.ClientSecret)
	form.Set("audience", c.Audience())
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.authURL()+"/oauth/token", strings.NewReader(form.Encode()))
	if err != nil {
		return Token{}, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	resp, err := c.httpClient().Do(req)
	if err != nil {
		return Token{}, fmt.Errorf("lever: token: %w", err)
	}
	defer resp.Body.Close()
	var a tokenAnswer
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	_ = json.Unmarshal(body, &a)
	if resp.StatusCode != http.StatusOK {
		if a.Error == "invalid_grant" || a.Error == "unauthorized_client" || a.Error == "access_denied" {
			if form.Get("grant_type") == "refresh_token" {
				return Token{}, fmt.Errorf("%w: %s", errGrant, a.Description)
			}
			return Token{}, fmt.Errorf("%w: %s %s", ErrAuthorization, a.Error, a.Description)
		}
		if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden || resp.StatusCode == http.StatusBadRequest {
			return Token{}, fmt.Errorf("%w: HTTP %d %s", ErrAuthorization, resp.StatusCode, a.Error)
		}
		return Token{}, fmt.Errorf("lever: token: HTTP %d", resp.StatusCode)
	}
	if a.AccessToken == "" {
		return Token{}, fmt.Errorf("lever: token: no access token")
	}
	exp := a.ExpiresIn
	if exp <= 0 {
		exp = 3600
	}
	return Token{AccessToken: a.AccessToken, RefreshToken: a.RefreshToken, Scope: a.Scope,
		Expiry: c.now().Add(time.Duration(exp) * time.Second)}, nil
}
