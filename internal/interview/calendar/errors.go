package calendar

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

var (
	// ErrGrantRevoked means the provider refused the refresh token
	// (invalid_grant): the user revoked access, changed their password, or
	// the grant expired. Mark the connection errored and tell the user; the
	// interview itself stays booked in Hirekit.
	ErrGrantRevoked = errors.New("calendar: access was revoked at the provider")
	// ErrNoRefreshToken means the provider gave no refresh token, so the
	// connection could not outlive the access token. Google does this when
	// the user granted access before without revoking it.
	ErrNoRefreshToken = errors.New("calendar: the provider returned no refresh token")
	// ErrScopeNotAccepted means the user did not grant calendar access.
	ErrScopeNotAccepted = errors.New("calendar: calendar access was not granted")
	// ErrIdentity means the account could not be verified (a bad ID token,
	// an unverified email, or no account at all).
	ErrIdentity = errors.New("calendar: the account could not be verified")
	// ErrEmailMismatch is for the caller: the connected account is not the
	// user's email.
	ErrEmailMismatch = errors.New("calendar: the account is not the user's email")
)

// RetryAfterError means the provider is throttling (429, 503, or Google's
// 403 rateLimitExceeded): retry after Wait. Wait is zero when the provider
// named no time; back off on your own schedule then.
type RetryAfterError struct {
	Wait time.Duration
	Err  error
}

func (e *RetryAfterError) Error() string {
	return fmt.Sprintf("calendar: throttled, retry after %s: %v", e.Wait, e.Err)
}

func (e *RetryAfterError) Unwrap() error { return e.Err }

// APIError is an error answer of a provider's API, with the provider's
// own code (Google's errors[].reason, Graph's error.code).
type APIError struct {
	Provider string
	Status   int
	Code     string
	Message  string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("%s: HTTP %d %s: %s", e.Provider, e.Status, e.Code, e.Message)
}

// ParseRetryAfter reads a Retry-After header value, either delay seconds
// or an HTTP date (RFC 9110 §10.2.3), as a wait from now. A date in the
// past is no wait; an unreadable value is not ok.
func ParseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs < 0 {
			return 0, false
		}
		return time.Duration(secs) * time.Second, true
	}
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return max(t.Sub(now), 0), true
}
