// Package googleid verifies Google ID tokens ("Sign in with Google") the
// way Google documents: an RS256 signature by a key of Google's JWKS, the
// audience our client id, the issuer accounts.google.com (with or without
// https://), and an expiry in the future. It knows Google's contract only,
// nothing of who signs in.
package googleid

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
)

// Google's own endpoints, used for every Config field left empty.
const (
	DefaultAuthURL = "https://accounts.google.com/o/oauth2/v2/auth"
	DefaultJWKSURL = "https://www.googleapis.com/oauth2/v3/certs"
	// Issuer is the iss of Google's ID tokens; go-oidc also takes
	// "accounts.google.com", which Google uses as well.
	Issuer = "https://accounts.google.com"
)

// ErrInvalid is every refused token: a bad signature, algorithm, audience,
// issuer, expiry, nonce, or a malformed token.
var ErrInvalid = errors.New("googleid: invalid token")

// Config is where Google's keys are and which client the tokens are for.
type Config struct {
	ClientID string
	JWKSURL  string
	// HTTPClient fetches the JWKS; nil means one with a 10 s timeout.
	HTTPClient *http.Client
	// Now is the clock expiry is checked against; nil means time.Now.
	Now func() time.Time
}

// Identity is what a verified token says of the person.
type Identity struct {
	Subject       string
	Email         string
	EmailVerified bool
	Name          string
	Picture       string
}

// Verifier checks ID tokens. It is safe for concurrent use; the key set
// is cached and fetched again when a token names a key it does not hold
// (Google rotates its keys every few days).
type Verifier struct {
	verifier *oidc.IDTokenVerifier
}

// New returns a verifier for cfg, or nil when no client id is configured
// (Google sign-in is then not offered).
func New(cfg Config) *Verifier {
	if cfg.ClientID == "" {
		return nil
	}
	if cfg.JWKSURL == "" {
		cfg.JWKSURL = DefaultJWKSURL
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: 10 * time.Second}
	}
	keys := oidc.NewRemoteKeySet(oidc.ClientContext(context.Background(), cfg.HTTPClient), cfg.JWKSURL)
	return &Verifier{verifier: oidc.NewVerifier(Issuer, keys, &oidc.Config{
		ClientID: cfg.ClientID,
		// Google signs ID tokens with RS256 only; HS256 and "none" are
		// refused before any key is looked at.
		SupportedSigningAlgs: []string{oidc.RS256},
		Now:                  cfg.Now,
	})}
}

type claims struct {
	Email         string `json:"email"`
	EmailVerified any    `json:"email_verified"`
	Name          string `json:"name"`
	Picture       string `json:"picture"`
	Nonce         string `json:"nonce"`
}

// Verify checks raw and returns who it names. A non-empty nonce must
// equal the token's (the browser's sign-in redirect sets one).
func (v *Verifier) Verify(ctx context.Context, raw, nonce string) (*Identity, error) {
	if v == nil {
		return nil, fmt.Errorf("%w: google sign-in is not configured", ErrInvalid)
	}
	tok, err := v.verifier.Verify(ctx, raw)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	var c claims
	if err := tok.Claims(&c); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	if nonce != "" && c.Nonce != nonce {
		return nil, fmt.Errorf("%w: nonce mismatch", ErrInvalid)
	}
	if tok.Subject == "" {
		return nil, fmt.Errorf("%w: no subject", ErrInvalid)
	}
	// Google sends email_verified as a boolean, some older tokens as the
	// string "true".
	verified := c.EmailVerified == true || c.EmailVerified == "true"
	return &Identity{Subject: tok.Subject, Email: c.Email, EmailVerified: verified, Name: c.Name, Picture: c.Picture}, nil
}
