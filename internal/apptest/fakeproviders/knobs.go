package fakeproviders

import "time"

// Consent modes of the authorize page.
const (
	// ConsentAuto approves at once and redirects with a code.
	ConsentAuto = "auto"
	// ConsentForm shows a small page with the account's email and Allow
	// and Deny buttons (ids "allow" and "deny"), for browser journeys.
	ConsentForm = "form"
	// ConsentDeny redirects with Knobs.AuthorizeError at once.
	ConsentDeny = "deny"
)

// ID token variants a test may ask the next tokens to carry.
const (
	IDTokenWrongAudience       = "wrong_audience"
	IDTokenExpired             = "expired"
	IDTokenUnknownKey          = "unknown_kid"
	IDTokenIssuerWithoutScheme = "issuer_without_scheme"
	IDTokenUnverifiedEmail     = "unverified_email"
)

// Knobs make a fake misbehave the ways the real providers do. The zero
// value is a well-behaved provider.
type Knobs struct {
	// Consent is ConsentAuto (the default), ConsentForm or ConsentDeny.
	Consent string `json:"consent,omitempty"`
	// AuthorizeError is the error a denial redirects with: access_denied
	// (the default), consent_required, interaction_required, …
	AuthorizeError string `json:"authorize_error,omitempty"`
	// Email signs every consent in as this account, whatever the login
	// hint or the form said (the "wrong account" case).
	Email string `json:"email,omitempty"`
	// Scopes grants exactly these scopes instead of those asked (the user
	// unticked a scope).
	Scopes []string `json:"scopes,omitempty"`
	// NoRefreshToken leaves the refresh token out of code exchanges.
	NoRefreshToken bool `json:"no_refresh_token,omitempty"`
	// IDToken mints the next ID tokens wrong in one way (IDToken…).
	IDToken string `json:"id_token,omitempty"`
	// Throttle makes the next API calls answer a throttling error.
	Throttle *Throttle `json:"throttle,omitempty"`
	// ConferencePending leaves the video link unprovisioned on create
	// (Google: createRequest status "pending"; Microsoft: no joinUrl);
	// the next read of the event finds it ready.
	ConferencePending bool `json:"conference_pending,omitempty"`
	// CustomTimeZone makes getSchedule's workingHours carry a
	// customTimeZone object instead of a zone name (Microsoft only).
	CustomTimeZone bool `json:"custom_time_zone,omitempty"`
}

// Throttle is Count calls answering Status (429 by default) with a
// Retry-After header of RetryAfter (none when empty).
type Throttle struct {
	Count      int    `json:"count"`
	Status     int    `json:"status,omitempty"`
	RetryAfter string `json:"retry_after,omitempty"`
}

// Event is an event a fake holds, in one shape for both providers, for
// tests and journeys to inspect.
type Event struct {
	Provider string `json:"provider"`
	// Calendar is the organizer's email.
	Calendar    string    `json:"calendar"`
	ID          string    `json:"id"`
	Summary     string    `json:"summary"`
	Description string    `json:"description,omitempty"`
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"`
	TimeZone    string    `json:"time_zone"`
	Attendees   []string  `json:"attendees"`
	// JoinURL is the Meet or Teams link, empty while pending.
	JoinURL string `json:"join_url,omitempty"`
	// Status is "confirmed" or "cancelled".
	Status string `json:"status"`
	// Sequence counts the updates (Google's sequence; Graph has none, the
	// fake counts PATCHes).
	Sequence int `json:"sequence"`
	// Key is the idempotency key the client sent: Google's
	// conferenceData.createRequest.requestId or Graph's transactionId.
	Key string `json:"key,omitempty"`
	// Notified is the last sendUpdates value (Google); Graph always
	// notifies.
	Notified string `json:"notified,omitempty"`
}

// Request is one busy-times query as the fake received it.
type Request struct {
	Path      string    `json:"path"`
	Start     time.Time `json:"start"`
	End       time.Time `json:"end"`
	Calendars []string  `json:"calendars"`
}
