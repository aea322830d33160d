// Package outlook is the Outlook (Microsoft 365) calendar provider: the
// Microsoft identity platform's auth code flow with PKCE, the account from
// Graph /me, getSchedule for busy times and /me/events with a Teams link.
package outlook

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"golang.org/x/oauth2"

	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/internal/remote"
)

// Microsoft's own endpoints (the "common" tenant: work, school and
// personal accounts), used for every Config field left empty.
const (
	DefaultAuthURL   = "https://login.microsoftonline.com/common/oauth2/v2.0/authorize"
	DefaultTokenURL  = "https://login.microsoftonline.com/common/oauth2/v2.0/token"
	DefaultGraphBase = "https://graph.microsoft.com/v1.0"
)

// PermissionsURL is where a Microsoft user removes an app's access.
const PermissionsURL = "https://myapps.microsoft.com"

// Scopes asked for: offline_access for a refresh token, User.Read for /me,
// Calendars.ReadWrite for events and getSchedule.
var Scopes = []string{"openid", "profile", "email", "offline_access", "User.Read", "Calendars.ReadWrite"}

// Config is a Microsoft OAuth client and where Microsoft is.
type Config struct {
	ClientID     string
	ClientSecret string
	// RedirectURL is Hirekit's callback, /api/v1/oauth/callback/outlook.
	RedirectURL string
	AuthURL     string
	TokenURL    string
	GraphBase   string
	// HTTPClient makes every call; nil means one with a 30 s timeout.
	HTTPClient *http.Client
}

// Provider is Outlook. It is safe for concurrent use.
type Provider struct {
	cfg Config
	api *remote.Client
}

var _ calendar.Provider = (*Provider)(nil)

// New returns the Outlook provider for cfg, filling empty URLs with
// Microsoft's.
func New(cfg Config) *Provider {
	if cfg.AuthURL == "" {
		cfg.AuthURL = DefaultAuthURL
	}
	if cfg.TokenURL == "" {
		cfg.TokenURL = DefaultTokenURL
	}
	if cfg.GraphBase == "" {
		cfg.GraphBase = DefaultGraphBase
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: 30 * time.Second}
	}
	return &Provider{cfg: cfg, api: &remote.Client{
		Provider: "outlook",
		OAuth: oauth2.Config{
			ClientID:     cfg.ClientID,
			ClientSecret: cfg.ClientSecret,
			RedirectURL:  cfg.RedirectURL,
			Scopes:       Scopes,
			Endpoint:     oauth2.Endpoint{AuthURL: cfg.AuthURL, TokenURL: cfg.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
		},
		HTTP:         cfg.HTTPClient,
		RefreshScope: strings.Join(Scopes, " "),
		// Graph answers in the zone asked for; UTC keeps parsing simple.
		Header:      http.Header{"Prefer": {`outlook.timezone="UTC"`}},
		DecodeError: decodeError,
	}}
}

// Name is "outlook".
func (p *Provider) Name() string { return "outlook" }

// Durations are the spec's Outlook self-schedule durations.
func (p *Provider) Durations() []int { return []int{30, 60} }

// PermissionsURL is Microsoft's My Apps page.
func (p *Provider) PermissionsURL() string { return PermissionsURL }

// AuthURL lets the user pick the account (preselected by loginHint).
func (p *Provider) AuthURL(state, verifier, loginHint string) string {
	opts := []oauth2.AuthCodeOption{
		oauth2.SetAuthURLParam("response_mode", "query"),
		oauth2.SetAuthURLParam("prompt", "select_account"),
	}
	if loginHint != "" {
		opts = append(opts, oauth2.SetAuthURLParam("login_hint", loginHint))
	}
	return p.api.AuthURL(state, verifier, opts...)
}

// me is Graph's user resource, the fields Hirekit reads.
type me struct {
	ID                string `json:"id"`
	DisplayName       string `json:"displayName"`
	Mail              string `json:"mail"`
	UserPrincipalName string `json:"userPrincipalName"`
}

// idClaims are the ID token claims naming the account for good: its
// object id in its tenant. Unlike mail or userPrincipalName, which a
// tenant's administrator sets, oid and tid never change or move to
// another person.
type idClaims struct {
	OID string `json:"oid"`
	TID string `json:"tid"`
}

// accountID reads oid and tid from the ID token of the token answer. The
// token comes straight from Microsoft's token endpoint over TLS in the
// code flow, so its signature need not be checked (OpenID Connect Core
// 3.1.3.7); Graph's /me id must then agree with its oid.
func accountID(raw *oauth2.Token) (idClaims, error) {
	var c idClaims
	idt, _ := raw.Extra("id_token").(string)
	parts := strings.Split(idt, ".")
	if len(parts) != 3 {
		return c, fmt.Errorf("%w: no ID token", calendar.ErrIdentity)
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil || json.Unmarshal(payload, &c) != nil || c.OID == "" || c.TID == "" {
		return c, fmt.Errorf("%w: the ID token names no oid and tid", calendar.ErrIdentity)
	}
	return c, nil
}

// Exchange trades the code for tokens and reads the account from Graph
// /me: /me is the mailbox the calendar belongs to. The account's identity
// is its tenant and object id from the ID token (Subject "tid/oid"), which
// /me's id must match; mail and userPrincipalName are only shown.
func (p *Provider) Exchange(ctx context.Context, code, verifier string) (calendar.Token, calendar.Account, error) {
	tok, raw, err := p.api.Exchange(ctx, code, verifier)
	if err != nil {
		return calendar.Token{}, calendar.Account{}, err
	}
	if !has(tok.Scopes, "User.Read") {
		return tok, calendar.Account{}, fmt.Errorf("%w: granted %v", calendar.ErrScopeNotAccepted, tok.Scopes)
	}
	probe := tok // /me must not refresh the token being handed back
	var u me
	if err := p.api.Do(ctx, &probe, http.MethodGet, p.cfg.GraphBase+"/me", nil, &u); err != nil {
		return calendar.Token{}, calendar.Account{}, fmt.Errorf("%w: %v", calendar.ErrIdentity, err)
	}
	ids, err := accountID(raw)
	if err != nil {
		return calendar.Token{}, calendar.Account{}, err
	}
	if !strings.EqualFold(ids.OID, u.ID) {
		return calendar.Token{}, calendar.Account{}, fmt.Errorf("%w: /me is %s, the ID token %s", calendar.ErrIdentity, u.ID, ids.OID)
	}
	acct := calendar.Account{Email: u.Mail, Name: u.DisplayName, Subject: ids.TID + "/" + ids.OID}
	if acct.Email == "" {
		// Accounts without an Exchange mailbox name have no mail.
		acct.Email = u.UserPrincipalName
	}
	if acct.Email == "" {
		return calendar.Token{}, calendar.Account{}, fmt.Errorf("%w: /me has no email", calendar.ErrIdentity)
	}
	if !has(tok.Scopes, "Calendars.ReadWrite") {
		return tok, acct, fmt.Errorf("%w: granted %v", calendar.ErrScopeNotAccepted, tok.Scopes)
	}
	if tok.Refresh == "" {
		return tok, acct, calendar.ErrNoRefreshToken
	}
	return tok, acct, nil
}

// has reports whether scopes hold the Graph permission, named short or
// with its resource prefix (scope names are case-insensitive).
func has(scopes []string, perm string) bool {
	return slices.ContainsFunc(scopes, func(s string) bool {
		return strings.EqualFold(strings.TrimPrefix(s, "https://graph.microsoft.com/"), perm)
	})
}

// Revoke does nothing at Microsoft: the identity platform has no endpoint
// revoking one app's delegated refresh token (Graph's revokeSignInSessions
// signs the user out everywhere). The caller forgets the tokens; the user
// removes the app at PermissionsURL.
func (p *Provider) Revoke(ctx context.Context, tok calendar.Token) error {
	return nil
}

// graphError is Graph's error body.
type graphError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func decodeError(body []byte) (code, message string) {
	var e graphError
	if json.Unmarshal(body, &e) != nil {
		if len(body) > 200 {
			body = body[:200]
		}
		return "", string(body)
	}
	return e.Error.Code, e.Error.Message
}
