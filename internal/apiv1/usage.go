package apiv1

import "time"

// UsageEventsRequest is POST usage-events: a batch of the pages the
// signed-in user opened. Token is for navigator.sendBeacon only, which
// cannot set the Authorization header: the session token sent here is
// checked exactly like the header's, and is looked at only when the
// request has no Authorization header.
type UsageEventsRequest struct {
	Events []UsageEvent `json:"events" maxItems:"50"`
	Token  string       `json:"token,omitempty"`
}

// UsageEvent is one page opened: one of the 23 usage-tracking page
// identifiers, and when the browser saw it (RFC 3339).
type UsageEvent struct {
	Page string    `json:"page"`
	At   time.Time `json:"at"`
}

// UsageEventsRecorded says how many events were stored (0 for a platform
// admin acting for a company: they are not its users).
type UsageEventsRecorded struct {
	Recorded int `json:"recorded"`
}
