// Package remote is what the Google and Outlook clients share: the OAuth
// code flow through golang.org/x/oauth2 with PKCE, token refresh, and JSON
// calls that refresh once on 401 and turn throttling into
// calendar.RetryAfterError.
package remote

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/oauth2"

	"hirekit/internal/interview/calendar"
)

// maxBody caps what is read of a provider's answer: a freeBusy of 50
// calendars over 90 days is far below it.
const maxBody = 8 << 20

// early is how long before its expiry a token is refreshed, so it does not
// die in flight.
const early = time.Minute

// Client calls one provider.
type Client struct {
	// Provider names the provider in errors ("google", "outlook").
	Provider string
	OAuth    oauth2.Config
	HTTP     *http.Client
	// RefreshScope is sent with refresh requests when not empty (the
	// Microsoft identity platform requires scope there).
	RefreshScope string
	// Header is added to every API request.
	Header http.Header
	// DecodeError reads the provider's error body into a code and message.
	DecodeError func(body []byte) (code, message string)
	// Throttled reports whether an error answer other than 429 and 503 is
	// throttling (Google's 403 rateLimitExceeded).
	Throttled func(status int, code string) bool
}

// oauthContext carries the client's HTTP client to x/oauth2.
func (c *Client) oauthContext(ctx context.Context) context.Context {
	return context.WithValue(ctx, oauth2.HTTPClient, c.HTTP)
}

// AuthURL is the consent page URL with the S256 challenge of verifier.
func (c *Client) AuthURL(state, verifier string, opts ...oauth2.AuthCodeOption) string {
	opts = append(opts, oauth2.S256ChallengeOption(verifier))
	return c.OAuth.AuthCodeURL(state, opts...)
}

// Exchange trades code and its PKCE verifier for a token; the raw token
// keeps the extras (id_token, scope).
func (c *Client) Exchange(ctx context.Context, code, verifier string) (calendar.Token, *oauth2.Token, error) {
	t, err := c.OAuth.Exchange(c.oauthContext(ctx), code, oauth2.VerifierOption(verifier))
	if err != nil {
		var re *oauth2.RetrieveError
		if errors.As(err, &re) && re.Response != nil {
			if ra := c.retryAfter(re.Response.StatusCode, re.Response.Header, "", err); ra != nil {
				return calendar.Token{}, nil, ra
			}
		}
		return calendar.Token{}, nil, fmt.Errorf("%s: exchanging the code: %w", c.Provider, err)
	}
	tok := calendar.Token{Access: t.AccessToken, Refresh: t.RefreshToken, Expiry: t.Expiry}
	if s, _ := t.Extra("scope").(string); s != "" {
		tok.Scopes = strings.Fields(s)
	} else {
		// RFC 6749 §5.1: scope is omitted when it is what was asked.
		tok.Scopes = append([]string(nil), c.OAuth.Scopes...)
	}
	return tok, t, nil
}

// tokenAnswer is a token endpoint's JSON answer, success or error
// (RFC 6749 §5.1, §5.2).
type tokenAnswer struct {
	AccessToken      string `json:"access_token"`
	RefreshToken     string `json:"refresh_token"`
	ExpiresIn        int64  `json:"expires_in"`
	Scope            string `json:"scope"`
	Error            string `json:"error"`
	ErrorDescription string `json:"error_description"`
}

// Refresh renews tok in place with its refresh token. x/oauth2's refresher
// cannot send a scope, which Microsoft's token endpoint asks for, so this
// posts the form itself.
func (c *Client) Refresh(ctx context.Context, tok *calendar.Token) error {
	if tok.Refresh == "" {
		return calendar.ErrNoRefreshToken
	}
	form := url.Values{
		"grant_type":    {"refresh_token"},
		"refresh_token": {tok.Refresh},
		"client_id":     {c.OAuth.ClientID},
		"client_secret": {c.OAuth.ClientSecret},
	}
	if c.RefreshScope != "" {
		form.Set("scope", c.RefreshScope)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.OAuth.Endpoint.TokenURL, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return fmt.Errorf("%s: refreshing the token: %w", c.Provider, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return fmt.Errorf("%s: refreshing the token: %w", c.Provider, err)
	}
	var a tokenAnswer
	_ = json.Unmarshal(body, &a) // an unreadable body is judged by its status below
	if resp.StatusCode != http.StatusOK || a.AccessToken == "" {
		cause := fmt.Errorf("%s: refreshing the token: HTTP %d %s: %s", c.Provider, resp.StatusCode, a.Error, a.ErrorDescription)
		if a.Error == "invalid_grant" {
			return fmt.Errorf("%w (%v)", calendar.ErrGrantRevoked, cause)
		}
		if ra := c.retryAfter(resp.StatusCode, resp.Header, "", cause); ra != nil {
			return ra
		}
		return cause
	}
	tok.Access = a.AccessToken
	tok.Expiry = time.Time{}
	if a.ExpiresIn > 0 {
		tok.Expiry = time.Now().Add(time.Duration(a.ExpiresIn) * time.Second).UTC()
	}
	// Google usually keeps the refresh token; Microsoft sends a new one to
	// store in place of the old.
	if a.RefreshToken != "" {
		tok.Refresh = a.RefreshToken
	}
	if a.Scope != "" {
		tok.Scopes = strings.Fields(a.Scope)
	}
	return nil
}

// Do calls the API with tok as bearer: in is sent as JSON when not nil and
// a 2xx answer is decoded into out when not nil. An expiring token is
// refreshed first, and a 401 refreshes once and retries.
func (c *Client) Do(ctx context.Context, tok *calendar.Token, method, rawURL string, in, out any) error {
	if !tok.Expiry.IsZero() && time.Until(tok.Expiry) < early {
		if err := c.Refresh(ctx, tok); err != nil {
			return err
		}
	}
	var payload []byte
	if in != nil {
		var err error
		if payload, err = json.Marshal(in); err != nil {
			return err
		}
	}
	for attempt := 0; ; attempt++ {
		resp, body, err := c.send(ctx, tok.Access, method, rawURL, payload)
		if err != nil {
			return err
		}
		switch {
		case resp.StatusCode >= 200 && resp.StatusCode < 300:
			if out == nil || len(bytes.TrimSpace(body)) == 0 {
				return nil
			}
			if err := json.Unmarshal(body, out); err != nil {
				return fmt.Errorf("%s: %s %s: decoding the answer: %w", c.Provider, method, rawURL, err)
			}
			return nil
		case resp.StatusCode == http.StatusUnauthorized && attempt == 0 && tok.Refresh != "":
			// The provider refused a token we thought alive (revoked,
			// rotated, clock skew): refresh once; a revoked grant shows up
			// here as ErrGrantRevoked.
			if err := c.Refresh(ctx, tok); err != nil {
				return err
			}
			continue
		}
		code, msg := c.DecodeError(body)
		apiErr := &calendar.APIError{Provider: c.Provider, Status: resp.StatusCode, Code: code, Message: msg}
		if ra := c.retryAfter(resp.StatusCode, resp.Header, code, apiErr); ra != nil {
			return ra
		}
		return apiErr
	}
}

func (c *Client) send(ctx context.Context, access, method, rawURL string, payload []byte) (*http.Response, []byte, error) {
	var body io.Reader
	if payload != nil {
		body = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, rawURL, body)
	if err != nil {
		return nil, nil, err
	}
	for k, vs := range c.Header {
		req.Header[k] = vs
	}
	req.Header.Set("Authorization", "Bearer "+access)
	req.Header.Set("Accept", "application/json")
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %s %s: %w", c.Provider, method, rawURL, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %s %s: %w", c.Provider, method, rawURL, err)
	}
	return resp, b, nil
}

// retryAfter returns a RetryAfterError when the answer is throttling: any
// 429, a 503 naming a Retry-After, or what the provider's Throttled says.
func (c *Client) retryAfter(status int, h http.Header, code string, cause error) *calendar.RetryAfterError {
	wait, named := calendar.ParseRetryAfter(h.Get("Retry-After"), time.Now())
	throttled := status == http.StatusTooManyRequests ||
		(status == http.StatusServiceUnavailable && named) ||
		(c.Throttled != nil && c.Throttled(status, code))
	if !throttled {
		return nil
	}
	return &calendar.RetryAfterError{Wait: wait, Err: cause}
}
