// Package calendar is the provider-neutral face of the Google and Outlook
// calendars a company user may connect: the OAuth connect flow, busy times,
// and interview events with a video link. It knows no database and no HTTP
// routes; the subpackages google and outlook implement Provider against the
// providers' public APIs, every URL taken from their Config so in-process
// fakes (internal/apptest/fakeproviders) can stand in.
package calendar

import (
	"context"
	"strings"
	"time"

	"golang.org/x/oauth2"
)

// Provider is one calendar provider. Methods taking a *Token refresh it
// when it has expired (or the provider refuses it) and write the new token
// back into *tok: the caller persists *tok after the call whenever it
// differs from what it loaded (Microsoft rotates refresh tokens, so an
// unsaved refresh loses the connection sooner or later).
type Provider interface {
	// Name is "google" or "outlook", the spec's provider names.
	Name() string
	// Durations are the self-schedule durations in minutes this provider
	// offers (the spec's 15/30/45/60 for Google, 30/60 for Outlook).
	Durations() []int
	// PermissionsURL is the provider's page where a user revokes Hirekit's
	// access, for the 'refresh_token_not_present' hint.
	PermissionsURL() string
	// AuthURL is the consent page for state (bound by the caller to the user
	// and the transaction) with the PKCE challenge of verifier; loginHint,
	// when not empty, preselects the account.
	AuthURL(state, verifier, loginHint string) string
	// Exchange trades the callback's code for tokens and the verified
	// account. It returns ErrIdentity when the account cannot be verified,
	// ErrScopeNotAccepted when calendar access was not granted and
	// ErrNoRefreshToken when no refresh token came back; the Account is
	// returned with the last two, so a caller may check the email first.
	Exchange(ctx context.Context, code, verifier string) (Token, Account, error)
	// Busy returns the busy intervals of each email's calendar in
	// [start, end), merged and in UTC, asking in windows the provider
	// accepts. An email the provider could not answer for is absent from
	// the map and listed in the errors instead.
	Busy(ctx context.Context, tok *Token, emails []string, start, end time.Time) (map[string][]Interval, []CalendarError, error)
	// CreateEvent creates ev on the connected calendar, with a video link
	// when ev.Online. Creating the same ev.UID twice makes one event.
	CreateEvent(ctx context.Context, tok *Token, ev Event) (Booked, error)
	// UpdateEvent changes an event created by CreateEvent to ev.
	UpdateEvent(ctx context.Context, tok *Token, ev Event) (Booked, error)
	// CancelEvent deletes the event and tells its attendees; an event
	// already gone is not an error.
	CancelEvent(ctx context.Context, tok *Token, ev Event) error
	// Revoke withdraws the grant at the provider where the provider allows
	// it; a grant already gone is not an error.
	Revoke(ctx context.Context, tok Token) error
}

// Token is a connection's credentials, stored encrypted by the caller. The
// JSON form is meant for that storage.
type Token struct {
	Access  string    `json:"access_token"`
	Refresh string    `json:"refresh_token,omitempty"`
	Expiry  time.Time `json:"expiry"`
	// Scopes are the scopes the user granted, as the provider named them.
	Scopes []string `json:"scopes,omitempty"`
}

// Equal reports whether t and o are the same credentials; a caller
// compares the token it loaded with the one after a call to know whether
// to store it again.
func (t Token) Equal(o Token) bool {
	return t.Access == o.Access && t.Refresh == o.Refresh && t.Expiry.Equal(o.Expiry)
}

// Account is who connected, as the provider vouches for it.
type Account struct {
	Email string
	Name  string
	// Subject is the provider's stable id of the account (Google: sub;
	// Microsoft: "tid/oid"): what the account is, where Email is only
	// what it is called.
	Subject string
}

// Is reports whether the account's email is email, ignoring case and
// surrounding space (the 'email_mismatch' check). It catches a user who
// picked another of their accounts by mistake; it is no proof of identity
// (an Entra tenant's administrator sets mail), which is why the
// connection records Subject and shows the account.
func (a Account) Is(email string) bool {
	return strings.EqualFold(strings.TrimSpace(a.Email), strings.TrimSpace(email))
}

// Interval is a busy time [Start, End).
type Interval struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
}

// CalendarError is a calendar the provider could not answer for while
// the rest of the query succeeded (Google freeBusy errors[], Graph
// scheduleInformation.error).
type CalendarError struct {
	Email string
	// Reason is the provider's code: "notFound" (Google),
	// "ErrorMailRecipientNotFound" (Graph), …
	Reason  string
	Message string
}

func (e CalendarError) Error() string {
	if e.Message != "" {
		return "calendar " + e.Email + ": " + e.Reason + ": " + e.Message
	}
	return "calendar " + e.Email + ": " + e.Reason
}

// Event is an interview as a calendar event.
type Event struct {
	// UID is Hirekit's stable id of the interview; the providers'
	// idempotency keys are derived from it.
	UID string
	// ProviderID is the provider's id of the event, as Booked.ID returned
	// it. Outlook needs it to update or cancel; Google derives it from UID.
	ProviderID string
	// Calendar is Google's calendarId; empty means "primary".
	Calendar    string
	Summary     string
	Description string
	Location    string
	Start, End  time.Time
	// TimeZone is the IANA zone the event is shown in; empty means UTC.
	TimeZone  string
	Attendees []Attendee
	// Online asks for a Google Meet or Microsoft Teams link.
	Online bool
}

// Attendee is one invitee of an event.
type Attendee struct {
	Email    string
	Name     string
	Optional bool
}

// Booked is what the provider says about an event it holds.
type Booked struct {
	// ID is the provider's event id, to keep for updates and cancellation.
	ID string
	// JoinURL is the Meet or Teams link; empty while Pending.
	JoinURL string
	// Link opens the event in the provider's calendar.
	Link string
	// Pending means the video link is still being provisioned: update the
	// event later (an UpdateEvent with the same Event) to learn it.
	Pending bool
}

// NewVerifier returns a fresh PKCE code verifier for one connect attempt;
// the caller keeps it with the state until the callback.
func NewVerifier() string {
	return oauth2.GenerateVerifier()
}
