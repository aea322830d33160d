// Package recruit holds Hirekit's shared vocabulary: the one error type and
// its codes, and (as later issues add them) roles, pipeline states and the
// other terms every domain package speaks. It does no I/O.
package recruit

import (
	"errors"
	"fmt"
	"time"
)

// Error codes. Each maps to one HTTP status in httpapi/errors.go; anything
// that is not an *Error is treated as EINTERNAL.
const (
	EINVALID      = "invalid"      // 400: the input is wrong
	EUNAUTHORIZED = "unauthorized" // 401: no valid session
	EFORBIDDEN    = "forbidden"    // 403: the caller's role may not do this
	ENOTFOUND     = "not_found"    // 404: missing, or another company's
	ECONFLICT     = "conflict"     // 409: duplicate or already done
	ETOOLARGE     = "too_large"    // 413: body or file over its limit
	EUNSUPPORTED  = "unsupported"  // 415: wrong media type
	ETHROTTLED    = "throttled"    // 429: too many attempts
	EINTERNAL     = "internal"     // 500: a bug or an outage; never shown
	EUNAVAILABLE  = "unavailable"  // 503: a dependency is down (readiness)
)

// Error is the error type every domain package returns for a failure a
// user can act on. Message is shown to the user as is, so it carries the
// spec's text where the spec has one.
type Error struct {
	Code    string
	Message string
	// Fields holds per-field messages for form errors; when set, the API
	// answers {"error_messages": {"field": ["…"]}} instead of a string.
	Fields map[string][]string
	// RetryAfter is set with ETHROTTLED.
	RetryAfter time.Duration
}

// Error implements the error interface.
func (e *Error) Error() string {
	return fmt.Sprintf("hirekit error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code string, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// FieldError returns an EINVALID error naming one form field.
func FieldError(field, message string) *Error {
	return &Error{Code: EINVALID, Message: message, Fields: map[string][]string{field: {message}}}
}

// ErrorCode returns the code of err if it is (or wraps) an *Error, and
// EINTERNAL otherwise. A nil error has no code.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the user-facing message of err; internal errors
// never leak their text.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Something went wrong"
}
