package lever

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"

	"hirekit/internal/integrations"
)

// maxRetries is how many times one call is retried after a 429 or 503
// (Lever: "retry with exponential backoff").
const maxRetries = 5

// Client is one company's Lever connection. It is safe for concurrent
// use: refreshes are serialized (by Lock when several Clients share a
// connection), so a rotated refresh token is never refreshed twice.
type Client struct {
	cfg *Config
	// Save stores a rotated token (the old refresh token no longer
	// works): the caller seals it in the connection row. A refresh whose
	// token cannot be stored fails.
	Save func(ctx context.Context, tok Token) error
	// Load reads the stored token again before refreshing, so a Client
	// adopts a token another process rotated instead of spending a dead
	// refresh token. Optional.
	Load func(ctx context.Context) (Token, error)
	// Lock serializes refreshes among every Client of the connection in
	// this process; nil: the Client's own.
	Lock sync.Locker

	own     sync.Mutex
	mu      sync.Mutex // guards tok
	tok     Token
	limiter *bucket
}

var _ integrations.Client = (*Client)(nil)

// New is a client holding tok.
func New(cfg *Config, tok Token) *Client {
	rate, burst := cfg.RatePerSecond, cfg.Burst
	if rate <= 0 {
		rate = 10
	}
	if burst <= 0 {
		burst = 10
	}
	return &Client{cfg: cfg, tok: tok, limiter: newBucket(rate, burst)}
}

// Token is the token the client holds now.
func (c *Client) Token() Token {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.tok
}

func (c *Client) set(t Token) {
	c.mu.Lock()
	c.tok = t
	c.mu.Unlock()
}

// fresh: usable for a minute more (a call in flight must not expire).
func (c *Client) fresh(t Token) bool {
	return t.AccessToken != "" && c.cfg.now().Before(t.Expiry.Add(-time.Minute))
}

func (c *Client) accessToken(ctx context.Context) (string, error) {
	if t := c.Token(); c.fresh(t) {
		return t.AccessToken, nil
	}
	return c.refresh(ctx, c.Token().AccessToken)
}

// refresh replaces the access token stale (expired, or refused with a
// 401). Under the lock it first looks whether someone else already did:
// only one refresh spends a refresh token.
func (c *Client) refresh(ctx context.Context, stale string) (string, error) {
	l := c.Lock
	if l == nil {
		l = &c.own
	}
	l.Lock()
	defer l.Unlock()
	t := c.Token()
	if t.AccessToken != stale && c.fresh(t) {
		return t.AccessToken, nil
	}
	if c.Load != nil {
		if s, err := c.Load(ctx); err == nil && s.RefreshToken != "" && s.RefreshToken != t.RefreshToken {
			c.set(s)
			if s.AccessToken != stale && c.fresh(s) {
				return s.AccessToken, nil
			}
			t = s
		}
	}
	nt, err := c.cfg.refresh(ctx, t.RefreshToken)
	if errors.Is(err, errGrant) || errors.Is(err, ErrAuthorization) {
		return "", fmt.Errorf("%w (%v)", integrations.ErrUnauthorized, err)
	}
	if err != nil {
		return "", err
	}
	c.set(nt)
	if c.Save != nil {
		if err := c.Save(context.WithoutCancel(ctx), nt); err != nil {
			return "", fmt.Errorf("lever: store the rotated token: %w", err)
		}
	}
	return nt.AccessToken, nil
}

// APIError is a non-2xx answer of the Data API: {"code","message"}.
type APIError struct {
	Status  int
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("lever: HTTP %d %s: %s", e.Status, e.Code, e.Message)
}

// get calls the Data API: the rate limit first, a refresh on 401 (once),
// waits on 429 and 503 as Retry-After says or with exponential backoff.
// The caller closes the body of the 2xx answer it gets.
func (c *Client) get(ctx context.Context, path string, q url.Values) (*http.Response, error) {
	u := c.cfg.apiURL() + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	refreshed := false
	for attempt := 0; ; attempt++ {
		if err := c.limiter.wait(ctx); err != nil {
			return nil, err
		}
		at, err := c.accessToken(ctx)
		if err != nil {
			return nil, err
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("Authorization", "Bearer "+at)
		req.Header.Set("Accept", "application/json")
		resp, err := c.cfg.httpClient().Do(req)
		if err != nil {
			return nil, fmt.Errorf("lever: GET %s: %w", path, err)
		}
		switch {
		case resp.StatusCode < 300:
			return resp, nil
		case resp.StatusCode == http.StatusUnauthorized:
			drain(resp)
			if refreshed {
				return nil, fmt.Errorf("%w (HTTP 401 after a refresh)", integrations.ErrUnauthorized)
			}
			refreshed = true
			if _, err := c.refresh(ctx, at); err != nil {
				return nil, err
			}
			attempt--
			continue
		case (resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable) && attempt < maxRetries:
			wait := retryAfter(resp.Header.Get("Retry-After"), attempt)
			drain(resp)
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return nil, ctx.Err()
			case <-t.C:
			}
			continue
		}
		e := &APIError{Status: resp.StatusCode}
		_ = json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(e)
		drain(resp)
		return nil, e
	}
}

// retryAfter is the wait a 429 asks for (seconds or an HTTP date), else
// 500 ms doubled per attempt; never more than a minute.
func retryAfter(h string, attempt int) time.Duration {
	d := (500 * time.Millisecond) << attempt
	if s, err := strconv.Atoi(h); err == nil && s >= 0 {
		d = time.Duration(s) * time.Second
	} else if t, err := http.ParseTime(h); err == nil {
		d = time.Until(t)
	}
	return min(max(d, 0), time.Minute)
}

func drain(resp *http.Response) {
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
}

// envelope is Lever's answer: {"data": …, "hasNext": …, "next": …}.
type envelope[T any] struct {
	Data    T      `json:"data"`
	HasNext bool   `json:"hasNext"`
	Next    string `json:"next"`
}

func (c *Client) page(ctx context.Context, path string, q url.Values, out any) error {
	resp, err := c.get(ctx, path, q)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(io.LimitReader(resp.Body, 32<<20)).Decode(out); err != nil {
		return fmt.Errorf("lever: GET %s: %w", path, err)
	}
	return nil
}

// all reads every page of a list.
func all[T any](ctx context.Context, c *Client, path string, q url.Values) ([]T, error) {
	if q == nil {
		q = url.Values{}
	}
	q.Set("limit", "100")
	var out []T
	for pages := 0; ; pages++ {
		if pages > 10000 {
			return nil, fmt.Errorf("lever: GET %s: too many pages", path)
		}
		var env envelope[[]T]
		if err := c.page(ctx, path, q, &env); err != nil {
			return nil, err
		}
		out = append(out, env.Data...)
		if !env.HasNext || env.Next == "" {
			return out, nil
		}
		q.Set("offset", env.Next)
	}
}

// bucket is a token bucket: rate tokens a second, at most burst saved.
type bucket struct {
	mu     sync.Mutex
	rate   float64
	burst  float64
	tokens float64
	last   time.Time
}

func newBucket(rate float64, burst int) *bucket {
	return &bucket{rate: rate, burst: float64(burst), tokens: float64(burst), last: time.Now()}
}

// wait takes one token, sleeping until there is one.
func (b *bucket) wait(ctx context.Context) error {
	for {
		b.mu.Lock()
		now := time.Now()
		b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
		b.last = now
		if b.tokens >= 1 {
			b.tokens--
			b.mu.Unlock()
			return nil
		}
		need := time.Duration((1 - b.tokens) / b.rate * float64(time.Second))
		b.mu.Unlock()
		t := time.NewTimer(need)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
	}
}
