// Package greenhouse is the Greenhouse Harvest v1 client behind
// integrations.Client (reference §1): Basic auth with the key as the user
// name, Link-header paging, 429 answered by waiting as Retry-After says,
// and resumes downloaded from the signed S3 links Greenhouse hands out,
// fetched afresh once when one has expired.
//
// Harvest v3 (OAuth client credentials, cursor paging) would be a second
// implementation of the same interfaces, chosen when the connection is
// built (docs/decisions.md).
package greenhouse

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/integrations"
)

// DefaultBaseURL is Harvest's host; the client adds /v1.
const DefaultBaseURL = "https://harvest.greenhouse.io"

// Limits of the client.
const (
	// perPage is the page size asked for: Harvest's largest (1–500).
	perPage = 500
	// maxItems bounds one listing (jobs, sources, users), so a provider
	// that pages forever cannot hold a request.
	maxItems = 20000
	// maxRetries is how many 429 answers one call waits through.
	maxRetries = 5
	// defaultMaxWait bounds one Retry-After wait; Harvest's window is 10 s.
	defaultMaxWait = 30 * time.Second
	// maxBody bounds a JSON answer (a page of 500 candidates is ~2 MB).
	maxBody = 32 << 20
)

// Client talks to one Greenhouse account with one Harvest key.
type Client struct {
	// BaseURL is Harvest's origin (DefaultBaseURL when empty), without /v1.
	BaseURL string
	Key     string
	// OnBehalfOf is the Greenhouse user id write calls are audited as.
	OnBehalfOf string
	HTTP       *http.Client
	// PerPage overrides the page size of candidate pages (tests).
	PerPage int
	// MaxWait bounds one Retry-After wait (30 s when zero); a longer
	// announced wait fails the call as throttled.
	MaxWait time.Duration
	// Sleep waits d or until ctx ends (tests replace it).
	Sleep func(ctx context.Context, d time.Duration) error
}

// New builds a client for key at base (DefaultBaseURL when empty).
func New(base, key, onBehalfOf string) *Client {
	return &Client{BaseURL: base, Key: key, OnBehalfOf: onBehalfOf, HTTP: &http.Client{Timeout: 60 * time.Second}}
}

var _ integrations.Client = (*Client)(nil)

// Error is an answer of Harvest other than 2xx. It is
// integrations.ErrUnauthorized for 401 and 403 (bad key, or a key that
// lacks the endpoint's permission).
type Error struct {
	Status  int
	Message string
	// RetryAfter is the wait a 429 announced.
	RetryAfter time.Duration
}

func (e *Error) Error() string {
	return fmt.Sprintf("greenhouse: HTTP %d: %s", e.Status, e.Message)
}

// Is makes 401 and 403 integrations.ErrUnauthorized, 404
// integrations.ErrNotFound.
func (e *Error) Is(target error) bool {
	switch target {
	case integrations.ErrUnauthorized:
		return e.Status == http.StatusUnauthorized || e.Status == http.StatusForbidden
	case integrations.ErrNotFound:
		return e.Status == http.StatusNotFound
	}
	return false
}

// ErrThrottled: Harvest asked for a longer wait than the client allows,
// or kept answering 429.
var ErrThrottled = integrations.ErrThrottled

func (c *Client) base() string {
	b := strings.TrimRight(c.BaseURL, "/")
	if b == "" {
		b = DefaultBaseURL
	}
	return b
}

func (c *Client) url(path string, q url.Values) string {
	u := c.base() + "/v1" + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	return u
}

func (c *Client) httpClient() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return http.DefaultClient
}

func (c *Client) sleep(ctx context.Context, d time.Duration) error {
	if c.Sleep != nil {
		return c.Sleep(ctx, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// get calls Harvest (never with a body: Harvest answers 403 to a GET
// with one), waiting through 429s, and decodes the JSON answer into v. It
// returns the rel="next" link, "" on the last page.
func (c *Client) get(ctx context.Context, rawURL string, v any) (next string, err error) {
	maxWait := c.MaxWait
	if maxWait == 0 {
		maxWait = defaultMaxWait
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
		if err != nil {
			return "", err
		}
		// Basic auth: the key is the user name, the password empty.
		req.SetBasicAuth(c.Key, "")
		req.Header.Set("Accept", "application/json")
		resp, err := c.httpClient().Do(req)
		if err != nil {
			return "", fmt.Errorf("greenhouse: %w", err)
		}
		if resp.StatusCode == http.StatusTooManyRequests {
			wait := retryAfter(resp.Header)
			drain(resp)
			if attempt >= maxRetries || wait > maxWait {
				return "", fmt.Errorf("%w (Retry-After %s)", ErrThrottled, wait)
			}
			if err := c.sleep(ctx, wait); err != nil {
				return "", err
			}
			continue
		}
		defer drain(resp)
		if resp.StatusCode/100 != 2 {
			return "", apiError(resp)
		}
		if err := json.NewDecoder(io.LimitReader(resp.Body, maxBody)).Decode(v); err != nil {
			return "", fmt.Errorf("greenhouse: decode %s: %w", req.URL.Path, err)
		}
		return c.nextLink(resp.Header.Get("Link"))
	}
}

// retryAfter reads Retry-After in seconds (or an HTTP date); a missing or
// unreadable value waits one second.
func retryAfter(h http.Header) time.Duration {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(0, time.Until(t))
	}
	return time.Second
}

func drain(resp *http.Response) {
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
}

// apiError reads Harvest's {"message"} (or {"errors":[{"message"}]}).
func apiError(resp *http.Response) error {
	var body struct {
		Message string `json:"message"`
		Errors  []struct {
			Message string `json:"message"`
		} `json:"errors"`
	}
	_ = json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&body)
	msg := body.Message
	if msg == "" && len(body.Errors) > 0 {
		msg = body.Errors[0].Message
	}
	if msg == "" {
		msg = http.StatusText(resp.StatusCode)
	}
	return &Error{Status: resp.StatusCode, Message: msg}
}

var linkRE = regexp.MustCompile(`<([^>]*)>\s*;\s*rel="?([a-z]+)"?`)

// nextLink is the rel="next" URL of a Link header. It must stay on
// Harvest's origin: the client follows it with the key.
func (c *Client) nextLink(h string) (string, error) {
	for _, m := range linkRE.FindAllStringSubmatch(h, -1) {
		if m[2] != "next" {
			continue
		}
		if !c.sameOrigin(m[1]) {
			return "", fmt.Errorf("greenhouse: next page %q is not on %s", m[1], c.base())
		}
		return m[1], nil
	}
	return "", nil
}

func (c *Client) sameOrigin(raw string) bool {
	u, err := url.Parse(raw)
	b, berr := url.Parse(c.base())
	return err == nil && berr == nil && u.Scheme == b.Scheme && u.Host == b.Host
}

// list follows every page of path (per_page 500, skip_count) into out,
// up to maxItems.
func list[T any](ctx context.Context, c *Client, path string, q url.Values) ([]T, error) {
	if q == nil {
		q = url.Values{}
	}
	q.Set("per_page", strconv.Itoa(perPage))
	q.Set("skip_count", "true")
	var out []T
	for next := c.url(path, q); next != ""; {
		var page []T
		var err error
		if next, err = c.get(ctx, next, &page); err != nil {
			return nil, err
		}
		out = append(out, page...)
		if len(out) > maxItems {
			return nil, fmt.Errorf("greenhouse: %s has more than %d items", path, maxItems)
		}
	}
	return out, nil
}

type job struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Status     string `json:"status"`
	IsTemplate bool   `json:"is_template"`
}

// Jobs lists the account's jobs (templates left out), as Harvest orders
// them.
func (c *Client) Jobs(ctx context.Context) ([]integrations.Job, error) {
	jobs, err := list[job](ctx, c, "/jobs", nil)
	if err != nil {
		return nil, err
	}
	out := []integrations.Job{}
	for _, j := range jobs {
		if !j.IsTemplate {
			out = append(out, integrations.Job{ID: strconv.FormatInt(j.ID, 10), Name: j.Name, Status: j.Status})
		}
	}
	return out, nil
}

// Stages lists a job's active stages in pipeline order (priority).
func (c *Client) Stages(ctx context.Context, jobID string) ([]integrations.Stage, error) {
	if _, err := strconv.ParseInt(jobID, 10, 64); err != nil {
		return nil, &Error{Status: http.StatusNotFound, Message: "Resource not found"}
	}
	var stages []struct {
		ID       int64  `json:"id"`
		Name     string `json:"name"`
		Active   *bool  `json:"active"`
		Priority int    `json:"priority"`
	}
	// The job's stages are one answer (the docs list no paging for it).
	if _, err := c.get(ctx, c.url("/jobs/"+jobID+"/stages", nil), &stages); err != nil {
		return nil, err
	}
	sortStable(stages, func(i int) int { return stages[i].Priority })
	out := []integrations.Stage{}
	for _, s := range stages {
		if s.Active == nil || *s.Active {
			out = append(out, integrations.Stage{ID: strconv.FormatInt(s.ID, 10), Name: s.Name})
		}
	}
	return out, nil
}

// Sources lists where the account's candidates come from.
func (c *Client) Sources(ctx context.Context) ([]integrations.Origin, error) {
	sources, err := list[struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
	}](ctx, c, "/sources", nil)
	if err != nil {
		return nil, err
	}
	out := []integrations.Origin{}
	for _, s := range sources {
		out = append(out, integrations.Origin{ID: strconv.FormatInt(s.ID, 10), Name: s.Name})
	}
	return out, nil
}

// User is a Greenhouse user a key may act on behalf of.
type User = integrations.User

type user struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Email    string `json:"primary_email_address"`
	Disabled bool   `json:"disabled"`
}

// Users lists the account's enabled users, for the On-Behalf-Of choice.
func (c *Client) Users(ctx context.Context) ([]User, error) {
	users, err := list[user](ctx, c, "/users", nil)
	if err != nil {
		return nil, err
	}
	out := []User{}
	for _, u := range users {
		if !u.Disabled {
			out = append(out, User{ID: strconv.FormatInt(u.ID, 10), Name: u.Name, Email: u.Email})
		}
	}
	return out, nil
}

// User reads one user (GET /v1/users/{id}): how a key's On-Behalf-Of
// choice is checked, since write permissions cannot be probed (§1.7).
// A disabled or unknown user is integrations.ErrNoUser.
func (c *Client) User(ctx context.Context, id string) (*User, error) {
	if _, err := strconv.ParseInt(id, 10, 64); err != nil {
		return nil, integrations.ErrNoUser
	}
	var u user
	if _, err := c.get(ctx, c.url("/users/"+id, nil), &u); err != nil {
		var e *Error
		if errors.As(err, &e) && e.Status == http.StatusNotFound {
			return nil, integrations.ErrNoUser
		}
		return nil, err
	}
	if u.Disabled {
		return nil, integrations.ErrNoUser
	}
	return &User{ID: strconv.FormatInt(u.ID, 10), Name: u.Name, Email: u.Email}, nil
}

// sortStable is an insertion sort by key (a job has a handful of stages).
func sortStable[T any](s []T, key func(i int) int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && key(j) < key(j-1); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
