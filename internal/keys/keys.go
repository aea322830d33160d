// Package keys derives purpose-bound keys from the install's master secret,
// so a session token, a scheduling token and a file URL signature can never
// stand in for one another.
package keys

import (
	"crypto/hkdf"
	"crypto/sha256"
)

// Purposes of derived keys. Changing one invalidates everything signed
// with it.
const (
	Session  = "hirekit session token v1"
	Schedule = "hirekit scheduling token v1"
	Files    = "hirekit file url v1"
	// Candidate signs the tokens of candidates signed in with a passcode.
	Candidate = "hirekit candidate token v1"
	// CalendarTokens seals the OAuth tokens of connected Google and
	// Outlook calendars at rest (AES-256-GCM).
	CalendarTokens = "hirekit calendar tokens v1"
	// Layoffs signs the links of people on the /layoffs page.
	Layoffs = "hirekit layoffs link v1"
	// Charts signs the share links of saved charts.
	Charts = "hirekit chart share link v1"
	// Talenthub signs the session tokens of talenthub candidates.
	Talenthub = "hirekit talenthub session v1"
	// MailPreferences signs the unsubscribe links of optional mail
	// (mail.Mailer.UnsubscribeToken).
	MailPreferences = "hirekit mail preferences v1"
	// Webhooks seals webhook endpoints' signing secrets at rest
	// (AES-256-GCM).
	Webhooks = "hirekit webhook secrets v1"
	// ATSCredentials seals a company's Greenhouse key and Lever tokens at
	// rest (AES-256-GCM).
	ATSCredentials = "hirekit ats credentials v1"
	// DataRequests signs the links that verify a data request's email
	// (privacy).
	DataRequests = "hirekit data request link v1"
)

// Derive returns a 32-byte key for purpose, derived from secret with
// HKDF-SHA256.
func Derive(secret, purpose string) []byte {
	k, err := hkdf.Key(sha256.New, []byte(secret), nil, purpose, 32)
	if err != nil {
		// Only an impossible length makes hkdf fail.
		panic(err)
	}
	return k
}
