// Package apiv1 holds the wire types of every request and response of
// /api/v1, and builds the OpenAPI document from them and the route table.
// The web client's types are generated from that document, so a field
// named here is the field the browser reads.
package apiv1

// Envelope wraps every successful answer: {"data": …}.
type Envelope[T any] struct {
	Data T `json:"data"`
}

// Page wraps a paginated list: {"data": …, "meta": {…}}.
type Page[T any] struct {
	Data T    `json:"data"`
	Meta Meta `json:"meta"`
}

// Meta describes a page of a list. Page is 1-based.
type Meta struct {
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
	Total   int `json:"total"`
}

// ErrorBody is every error answer: error_messages is a string, or an object
// of field → messages for form errors.
type ErrorBody struct {
	ErrorMessages any `json:"error_messages" description:"A message, or an object mapping form fields to lists of messages." oneOf:"string,object"`
	// RequestID lets a user who hit an unexpected failure quote what the
	// log line carries; 4xx answers explain themselves and have none.
	RequestID string `json:"request_id,omitempty" description:"On a 5xx answer only: the request's id (also sent as X-Request-Id), which the server's log line of the failure carries."`
}

// Empty is a request or response with no fields.
type Empty struct{}

// Health answers /healthz and /readyz.
type Health struct {
	Status   string `json:"status" enum:"ok,unavailable"`
	Version  string `json:"version"`
	Database string `json:"database,omitempty" description:"sqlite or postgres (readyz only)"`
}
