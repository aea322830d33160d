package fakeproviders

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

// DefaultEmail is the account a consent signs in as when neither a knob,
// the login hint nor the consent form names one.
const DefaultEmail = "user@example.com"

// tokenLife is how long access tokens live, as the providers answer
// expires_in.
const tokenLife = 3599 * time.Second

// flavour is what differs between the providers' authorize pages.
type flavour interface {
	// denial is the error redirect's parameters for an OAuth error code.
	denial(code string) url.Values
	// approval is the extra parameters of a successful redirect.
	approval(g *grant) url.Values
	// offline reports whether the exchange of a code for this consent
	// returns a refresh token.
	offline(q url.Values, scopes []string, consentedBefore bool) bool
	// claims are the ID token's claims for a consent.
	claims(g *grant) map[string]any
}

// authority is one provider's OAuth server and the state of its accounts,
// all under one lock.
type authority struct {
	provider     string // "google" or "microsoft", in events and pages
	clientID     string
	clientSecret string
	flavour      flavour
	kid          string
	key          *rsa.PrivateKey
	// stranger signs ID tokens with a key the JWKS does not publish.
	stranger *rsa.PrivateKey

	mu        sync.Mutex
	defaults  Knobs // what Reset restores
	knobs     Knobs
	codes     map[string]*authCode
	access    map[string]*accessToken
	refresh   map[string]*grant
	consented map[string]bool
	busy      map[string][]span
	known     map[string]string // lower-case email → email as first seen
	requests  []Request
}

type span struct{ start, end time.Time }

// grant is one consent: an account and the scopes it granted.
type grant struct {
	email   string
	scopes  []string
	nonce   string
	revoked bool
}

type authCode struct {
	grant       *grant
	redirectURI string
	challenge   string
	method      string
	offline     bool
	expires     time.Time
	used        bool
}

type accessToken struct {
	grant   *grant
	expires time.Time
}

func newAuthority(provider, clientID, clientSecret string, f flavour) (*authority, error) {
	keys, err := signingKeys()
	if err != nil {
		return nil, err
	}
	key, stranger := keys[0], keys[1]
	a := &authority{provider: provider, clientID: clientID, clientSecret: clientSecret, flavour: f,
		kid: provider + "-k1", key: key, stranger: stranger}
	a.resetLocked()
	return a, nil
}

// signingKeys are the ID-token key and the unpublished one, made once per
// process: generating RSA keys is the slowest part of starting a fake.
var signingKeys = sync.OnceValues(func() ([2]*rsa.PrivateKey, error) {
	var k [2]*rsa.PrivateKey
	for i := range k {
		var err error
		if k[i], err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			return k, err
		}
	}
	return k, nil
})

func (a *authority) resetLocked() {
	a.knobs = a.defaults
	a.codes = map[string]*authCode{}
	a.access = map[string]*accessToken{}
	a.refresh = map[string]*grant{}
	a.consented = map[string]bool{}
	a.busy = map[string][]span{}
	a.known = map[string]string{}
	a.requests = nil
}

// SetKnobs replaces the knobs.
func (a *authority) SetKnobs(k Knobs) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.knobs = k
}

// SetDefaults sets the knobs and makes them what Reset restores (the
// standalone server's -consent flag).
func (a *authority) SetDefaults(k Knobs) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.defaults, a.knobs = k, k
}

// Knobs returns the knobs as they are now (a throttle counts down).
func (a *authority) Knobs() Knobs {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.knobs
}

// AddCalendar makes email's calendar known, so busy queries answer for it
// instead of a per-calendar error.
func (a *authority) AddCalendar(email string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.knowLocked(email)
}

func (a *authority) knowLocked(email string) {
	if _, ok := a.known[strings.ToLower(email)]; !ok {
		a.known[strings.ToLower(email)] = email
	}
}

func (a *authority) isKnownLocked(email string) bool {
	_, ok := a.known[strings.ToLower(email)]
	return ok
}

// AddBusy marks [start, end) busy on email's calendar (making it known).
func (a *authority) AddBusy(email string, start, end time.Time) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.knowLocked(email)
	k := strings.ToLower(email)
	a.busy[k] = append(a.busy[k], span{start.UTC(), end.UTC()})
}

// RevokeGrant revokes every grant of email, as when the user removes the
// app: its refresh tokens answer invalid_grant and its access tokens 401.
func (a *authority) RevokeGrant(email string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, g := range a.refresh {
		if strings.EqualFold(g.email, email) {
			g.revoked = true
		}
	}
	for _, t := range a.access {
		if strings.EqualFold(t.grant.email, email) {
			t.grant.revoked = true
		}
	}
}

// ExpireAccessTokens makes every access token issued so far expired, so the
// next API call answers 401 and the client must refresh.
func (a *authority) ExpireAccessTokens() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, t := range a.access {
		t.expires = time.Now().Add(-time.Second)
	}
}

// Connected reports whether email holds a grant that is not revoked.
func (a *authority) Connected(email string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, g := range a.refresh {
		if strings.EqualFold(g.email, email) && !g.revoked {
			return true
		}
	}
	return false
}

// Requests returns the busy-times queries received, in order.
func (a *authority) Requests() []Request {
	a.mu.Lock()
	defer a.mu.Unlock()
	return slices.Clone(a.requests)
}

// approve records a consent of email to the scopes of the authorize
// request q and returns the code for it.
func (a *authority) approve(q url.Values, email string) (string, *grant) {
	a.mu.Lock()
	defer a.mu.Unlock()
	scopes := strings.Fields(q.Get("scope"))
	if a.knobs.Scopes != nil {
		scopes = slices.Clone(a.knobs.Scopes)
	}
	g := &grant{email: email, scopes: scopes, nonce: q.Get("nonce")}
	key := strings.ToLower(email)
	c := &authCode{
		grant:       g,
		redirectURI: q.Get("redirect_uri"),
		challenge:   q.Get("code_challenge"),
		method:      q.Get("code_challenge_method"),
		offline:     a.flavour.offline(q, scopes, a.consented[key]) && !a.knobs.NoRefreshToken,
		expires:     time.Now().Add(10 * time.Minute),
	}
	a.consented[key] = true
	a.knowLocked(email)
	code := randomString(32)
	a.codes[code] = c
	return code, g
}

// Why a code could not be redeemed; each provider words them its own way.
const (
	codeUnknown = iota + 1
	codeUsed
	codeRedirectMismatch
	codeVerifierMissing
	codeVerifierMismatch
)

// redeem checks a code against the exchange's redirect URI and PKCE
// verifier (RFC 7636 §4.6) and uses it up; zero means it was good.
func (a *authority) redeem(code, redirectURI, verifier string) (*authCode, int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	c, ok := a.codes[code]
	switch {
	case !ok || time.Now().After(c.expires):
		return nil, codeUnknown
	case c.used:
		return nil, codeUsed
	case c.redirectURI != redirectURI:
		return nil, codeRedirectMismatch
	case c.challenge != "" && verifier == "":
		return nil, codeVerifierMissing
	case c.challenge != "" && !pkceMatches(c.challenge, c.method, verifier):
		return nil, codeVerifierMismatch
	}
	c.used = true
	return c, 0
}

func pkceMatches(challenge, method, verifier string) bool {
	want := verifier
	if method == "S256" {
		sum := sha256.Sum256([]byte(verifier))
		want = base64.RawURLEncoding.EncodeToString(sum[:])
	}
	return subtle.ConstantTimeCompare([]byte(want), []byte(challenge)) == 1
}

// issue returns a new access token for g, and a refresh token when
// withRefresh.
func (a *authority) issue(g *grant, accessPrefix, refreshPrefix string, withRefresh bool) (access, refresh string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	access = accessPrefix + randomString(40)
	a.access[access] = &accessToken{grant: g, expires: time.Now().Add(tokenLife)}
	if withRefresh {
		refresh = refreshPrefix + randomString(40)
		a.refresh[refresh] = g
	}
	return access, refresh
}

// grantOf is the live grant of a refresh token.
func (a *authority) grantOf(refresh string) (*grant, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	g, ok := a.refresh[refresh]
	if !ok || g.revoked {
		return nil, false
	}
	return g, true
}

// clientOK checks the client's credentials, sent as HTTP Basic or in the
// form (RFC 6749 §2.3.1).
func (a *authority) clientOK(r *http.Request) bool {
	id, secret, basic := r.BasicAuth()
	if basic {
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	return id == a.clientID && subtle.ConstantTimeCompare([]byte(secret), []byte(a.clientSecret)) == 1
}

// bearer is the grant behind the request's access token, or false when the
// token is missing, unknown, expired or revoked.
func (a *authority) bearer(r *http.Request) (*grant, bool) {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return nil, false
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	t, ok := a.access[tok]
	if !ok || t.grant.revoked || time.Now().After(t.expires) {
		return nil, false
	}
	return t.grant, true
}

// throttled takes one call of the Throttle knob, if any is left.
func (a *authority) throttled() (Throttle, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	t := a.knobs.Throttle
	if t == nil || t.Count <= 0 {
		return Throttle{}, false
	}
	t.Count--
	out := *t
	if out.Status == 0 {
		out.Status = http.StatusTooManyRequests
	}
	return out, true
}

// hasScope reports whether g granted any of scopes.
func (g *grant) hasScope(scopes ...string) bool {
	return slices.ContainsFunc(g.scopes, func(s string) bool {
		return slices.ContainsFunc(scopes, func(want string) bool { return strings.EqualFold(s, want) })
	})
}

// idToken signs claims as an RS256 JWT, wrong in the way the IDToken knob
// says.
func (a *authority) idToken(claims map[string]any) string {
	a.mu.Lock()
	variant := a.knobs.IDToken
	a.mu.Unlock()
	key, kid := a.key, a.kid
	switch variant {
	case IDTokenWrongAudience:
		claims["aud"] = "someone-else.apps.example.com"
	case IDTokenExpired:
		claims["iat"] = time.Now().Add(-2 * time.Hour).Unix()
		claims["exp"] = time.Now().Add(-time.Hour).Unix()
	case IDTokenUnknownKey:
		key, kid = a.stranger, a.provider+"-unknown"
	case IDTokenIssuerWithoutScheme:
		if iss, ok := claims["iss"].(string); ok {
			claims["iss"] = strings.TrimPrefix(iss, "https://")
		}
	case IDTokenUnverifiedEmail:
		claims["email_verified"] = false
	}
	return signJWT(key, kid, claims)
}

func signJWT(key *rsa.PrivateKey, kid string, claims map[string]any) string {
	enc := func(v any) string {
		b, _ := json.Marshal(v)
		return base64.RawURLEncoding.EncodeToString(b)
	}
	signing := enc(map[string]string{"alg": "RS256", "kid": kid, "typ": "JWT"}) + "." + enc(claims)
	sum := sha256.Sum256([]byte(signing))
	sig, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, sum[:])
	if err != nil {
		panic(err) // only a broken key fails to sign
	}
	return signing + "." + base64.RawURLEncoding.EncodeToString(sig)
}

// jwks serves the public signing key as a JSON Web Key Set (RFC 7517).
func (a *authority) jwks(w http.ResponseWriter, r *http.Request) {
	pub := a.key.PublicKey
	w.Header().Set("Cache-Control", "public, max-age=3600")
	writeJSON(w, http.StatusOK, map[string]any{"keys": []map[string]string{{
		"kty": "RSA",
		"alg": "RS256",
		"use": "sig",
		"kid": a.kid,
		"n":   base64.RawURLEncoding.EncodeToString(pub.N.Bytes()),
		"e":   base64.RawURLEncoding.EncodeToString(big.NewInt(int64(pub.E)).Bytes()),
	}}})
}

// authorize serves the consent page: checks the request as the providers
// do, then approves, shows the form or denies as the Consent knob says.
func (a *authority) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("client_id") != a.clientID {
		page(w, http.StatusUnauthorized, "Error 401: invalid_client", "The OAuth client was not found.")
		return
	}
	back, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || !back.IsAbs() || (back.Scheme != "http" && back.Scheme != "https") {
		page(w, http.StatusBadRequest, "Error 400: redirect_uri_mismatch", "The redirect URI is missing or not absolute.")
		return
	}
	redirect := func(params url.Values) {
		bq := back.Query()
		for k, v := range params {
			bq[k] = v
		}
		if s := q.Get("state"); s != "" {
			bq.Set("state", s)
		}
		back.RawQuery = bq.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	}
	// response_type=id_token is OpenID Connect's implicit sign-in (what
	// "Sign in with Google" in a browser uses): the ID token comes back in
	// the redirect's fragment, and a nonce is required (OIDC Core 3.2.2.1).
	implicit := q.Get("response_type") == "id_token"
	if implicit {
		redirect = func(params url.Values) {
			if s := q.Get("state"); s != "" {
				params.Set("state", s)
			}
			back.Fragment, back.RawFragment = "", ""
			http.Redirect(w, r, back.String()+"#"+params.Encode(), http.StatusFound)
		}
		if q.Get("nonce") == "" {
			redirect(url.Values{"error": {"invalid_request"}, "error_description": {"Missing required parameter: nonce"}})
			return
		}
	} else if q.Get("response_type") != "code" {
		redirect(url.Values{"error": {"unsupported_response_type"}})
		return
	}
	if m := q.Get("code_challenge_method"); q.Get("code_challenge") != "" && m != "S256" && m != "plain" && m != "" {
		redirect(url.Values{"error": {"invalid_request"}})
		return
	}
	knobs := a.Knobs()
	mode := knobs.Consent
	email := firstOf(knobs.Email, q.Get("login_hint"), DefaultEmail)
	if r.Method == http.MethodPost {
		if err := r.ParseForm(); err != nil || r.PostForm.Get("decision") != "allow" {
			redirect(a.flavour.denial("access_denied"))
			return
		}
		if e := strings.TrimSpace(r.PostForm.Get("email")); e != "" && knobs.Email == "" {
			email = e
		}
		mode = ConsentAuto
	}
	switch mode {
	case ConsentDeny:
		redirect(a.flavour.denial(firstOf(knobs.AuthorizeError, "access_denied")))
	case ConsentForm:
		consentPage(w, a.provider, email, strings.Fields(q.Get("scope")))
	default:
		code, g := a.approve(q, email)
		params := a.flavour.approval(g)
		if implicit {
			params.Set("id_token", a.idToken(a.flavour.claims(g)))
		} else {
			params.Set("code", code)
		}
		redirect(params)
	}
}

func firstOf(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

func randomString(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	return base64.RawURLEncoding.EncodeToString(b)[:n]
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v) // a client gone mid-answer is its own problem
}
