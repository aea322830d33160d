package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"

	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
)

// statusOf maps each error code to its HTTP status, in one place.
var statusOf = map[string]int{
	recruit.EINVALID:      http.StatusBadRequest,
	recruit.EUNAUTHORIZED: http.StatusUnauthorized,
	recruit.EFORBIDDEN:    http.StatusForbidden,
	recruit.ENOTFOUND:     http.StatusNotFound,
	recruit.ECONFLICT:     http.StatusConflict,
	recruit.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	recruit.EUNSUPPORTED:  http.StatusUnsupportedMediaType,
	recruit.ETHROTTLED:    http.StatusTooManyRequests,
	recruit.EUNAVAILABLE:  http.StatusServiceUnavailable,
	recruit.EINTERNAL:     http.StatusInternalServerError,
}

// writeError answers err: the spec's message with a 4xx status for a
// domain error, or "Something went wrong" (500) for anything else, which is
// logged with the request id and never shown.
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	code := recruit.ErrorCode(err)
	status, ok := statusOf[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	var body apiv1.ErrorBody
	var e *recruit.Error
	if errors.As(err, &e) && code != recruit.EINTERNAL {
		if len(e.Fields) > 0 {
			body.ErrorMessages = e.Fields
		} else {
			body.ErrorMessages = e.Message
		}
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
		}
	} else {
		body.ErrorMessages = "Something went wrong"
	}
	if status >= 500 {
		body.RequestID = RequestID(r.Context())
	}
	if r.Context().Err() != nil && errors.Is(err, r.Context().Err()) {
		// The client went away; nobody reads this answer.
		log.DebugContext(r.Context(), "request abandoned", "request_id", RequestID(r.Context()), "path", logPath(r))
	} else if status >= 500 {
		log.ErrorContext(r.Context(), "request failed", "request_id", RequestID(r.Context()), "method", r.Method, "path", logPath(r), "err", err)
	}
	writeJSON(w, status, body)
}

// writeJSON writes v as JSON with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	enc.Encode(v)
}
