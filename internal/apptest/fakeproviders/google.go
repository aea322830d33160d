package fakeproviders

import (
	"crypto/sha256"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// The scopes Google's Calendar API checks, by what they allow.
const (
	googleCalendar         = "https://www.googleapis.com/auth/calendar"
	googleCalendarReadonly = "https://www.googleapis.com/auth/calendar.readonly"
	googleEvents           = "https://www.googleapis.com/auth/calendar.events"
	googleFreeBusy         = "https://www.googleapis.com/auth/calendar.freebusy"
	googleEventsFreeBusy   = "https://www.googleapis.com/auth/calendar.events.freebusy"
)

// GoogleIssuer is the iss of the fake's ID tokens: Google's own, so a
// client needs only its JWKS URL pointed at the fake.
const GoogleIssuer = "https://accounts.google.com"

// Google is the fake of Google's OAuth server and Calendar v3.
type Google struct {
	*authority
	// events are keyed by lower-case calendar email, then event id; order
	// keeps creation order for listings. Guarded by authority.mu.
	events map[string]map[string]*gEvent
	order  []*gEvent
}

func newGoogle(clientID, clientSecret string) (*Google, error) {
	g := &Google{events: map[string]map[string]*gEvent{}}
	a, err := newAuthority("google", clientID, clientSecret, g)
	if err != nil {
		return nil, err
	}
	g.authority = a
	return g, nil
}

// Reset forgets every account, event, request and knob.
func (g *Google) Reset() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.resetLocked()
	g.events = map[string]map[string]*gEvent{}
	g.order = nil
}

func (g *Google) routes(mux *http.ServeMux, prefix string) {
	mux.HandleFunc("GET "+prefix+"/o/oauth2/v2/auth", g.authorize)
	mux.HandleFunc("POST "+prefix+"/o/oauth2/v2/auth", g.authorize)
	mux.HandleFunc("POST "+prefix+"/token", g.token)
	mux.HandleFunc("POST "+prefix+"/revoke", g.revoke)
	mux.HandleFunc("GET "+prefix+"/oauth2/v3/certs", g.jwks)
	mux.HandleFunc("POST "+prefix+"/calendar/v3/freeBusy", g.freeBusy)
	mux.HandleFunc("POST "+prefix+"/calendar/v3/calendars/{calendarId}/events", g.insert)
	mux.HandleFunc("GET "+prefix+"/calendar/v3/calendars/{calendarId}/events/{eventId}", g.get)
	mux.HandleFunc("PATCH "+prefix+"/calendar/v3/calendars/{calendarId}/events/{eventId}", g.patch)
	mux.HandleFunc("PUT "+prefix+"/calendar/v3/calendars/{calendarId}/events/{eventId}", g.put)
	mux.HandleFunc("DELETE "+prefix+"/calendar/v3/calendars/{calendarId}/events/{eventId}", g.delete)
}

func (g *Google) denial(code string) url.Values { return url.Values{"error": {code}} }

func (g *Google) approval(gr *grant) url.Values {
	return url.Values{"scope": {strings.Join(googleScopes(gr.scopes), " ")}, "authuser": {"0"}, "prompt": {"consent"}}
}

// offline: Google returns a refresh token for access_type=offline, and
// only on the first consent unless prompt=consent forces the screen again.
func (g *Google) offline(q url.Values, scopes []string, consentedBefore bool) bool {
	return q.Get("access_type") == "offline" && (strings.Contains(q.Get("prompt"), "consent") || !consentedBefore)
}

// googleScopes names granted scopes as Google's token answer does: the
// short OpenID scopes become their userinfo URLs.
func googleScopes(scopes []string) []string {
	out := make([]string, 0, len(scopes))
	for _, s := range scopes {
		switch s {
		case "email":
			s = "https://www.googleapis.com/auth/userinfo.email"
		case "profile":
			s = "https://www.googleapis.com/auth/userinfo.profile"
		}
		out = append(out, s)
	}
	return out
}

// googleTokenAnswer is the token endpoint's answer.
type googleTokenAnswer struct {
	AccessToken  string `json:"access_token"`
	ExpiresIn    int    `json:"expires_in"`
	RefreshToken string `json:"refresh_token,omitempty"`
	Scope        string `json:"scope"`
	TokenType    string `json:"token_type"`
	IDToken      string `json:"id_token,omitempty"`
}

func oauthError(w http.ResponseWriter, status int, code, desc string) {
	writeJSON(w, status, map[string]string{"error": code, "error_description": desc})
}

// token is POST https://oauth2.googleapis.com/token: code exchange (with
// PKCE) and refresh, which keeps the refresh token.
func (g *Google) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", "Bad Request")
		return
	}
	if !g.clientOK(r) {
		oauthError(w, http.StatusUnauthorized, "invalid_client", "The OAuth client was not found.")
		return
	}
	var (
		gr          *grant
		withRefresh bool
	)
	switch r.PostForm.Get("grant_type") {
	case "authorization_code":
		c, why := g.redeem(r.PostForm.Get("code"), r.PostForm.Get("redirect_uri"), r.PostForm.Get("code_verifier"))
		switch why {
		case codeUnknown:
			oauthError(w, http.StatusBadRequest, "invalid_grant", "Malformed auth code.")
			return
		case codeUsed:
			oauthError(w, http.StatusBadRequest, "invalid_grant", "Bad Request")
			return
		case codeRedirectMismatch:
			oauthError(w, http.StatusBadRequest, "redirect_uri_mismatch", "Bad Request")
			return
		case codeVerifierMissing:
			oauthError(w, http.StatusBadRequest, "invalid_grant", "Missing code verifier.")
			return
		case codeVerifierMismatch:
			oauthError(w, http.StatusBadRequest, "invalid_grant", "Invalid code verifier.")
			return
		}
		gr, withRefresh = c.grant, c.offline
	case "refresh_token":
		var ok bool
		if gr, ok = g.grantOf(r.PostForm.Get("refresh_token")); !ok {
			oauthError(w, http.StatusBadRequest, "invalid_grant", "Token has been expired or revoked.")
			return
		}
	default:
		oauthError(w, http.StatusBadRequest, "unsupported_grant_type", "Invalid grant_type: "+r.PostForm.Get("grant_type"))
		return
	}
	access, refresh := g.issue(gr, "ya29.", "1//0g", withRefresh)
	ans := googleTokenAnswer{
		AccessToken:  access,
		ExpiresIn:    int(tokenLife / time.Second),
		RefreshToken: refresh,
		Scope:        strings.Join(googleScopes(gr.scopes), " "),
		TokenType:    "Bearer",
	}
	if gr.hasScope("openid") {
		ans.IDToken = g.idToken(g.claims(gr))
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, ans)
}

// claims are a Google ID token's claims for the grant's account.
func (g *Google) claims(gr *grant) map[string]any {
	now := time.Now()
	c := map[string]any{
		"iss":            GoogleIssuer,
		"azp":            g.clientID,
		"aud":            g.clientID,
		"sub":            googleSubject(gr.email),
		"email":          gr.email,
		"email_verified": true,
		"name":           displayName(gr.email),
		"iat":            now.Unix(),
		"exp":            now.Add(time.Hour).Unix(),
	}
	if gr.nonce != "" {
		c["nonce"] = gr.nonce
	}
	return c
}

// googleSubject is a stable numeric account id, as Google's sub is.
func googleSubject(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(email)))
	return "1" + new(big.Int).SetBytes(sum[:9]).String()
}

// displayName makes "Jane Doe" of jane.doe@example.com.
func displayName(email string) string {
	local, _, _ := strings.Cut(email, "@")
	words := strings.FieldsFunc(local, func(r rune) bool { return r == '.' || r == '_' || r == '-' })
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// revoke is POST https://oauth2.googleapis.com/revoke: revoking either
// token of a grant revokes the grant.
func (g *Google) revoke(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", "Bad Request")
		return
	}
	tok := r.Form.Get("token")
	g.mu.Lock()
	gr, ok := g.refresh[tok]
	if !ok {
		if at, isAccess := g.access[tok]; isAccess {
			gr, ok = at.grant, true
		}
	}
	live := ok && !gr.revoked
	if live {
		gr.revoked = true
	}
	g.mu.Unlock()
	if !live {
		oauthError(w, http.StatusBadRequest, "invalid_token", "Token expired or revoked")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{})
}

// googleStatus names an HTTP status as Google's error bodies do.
var googleStatus = map[int]string{
	400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED", 404: "NOT_FOUND",
	409: "ALREADY_EXISTS", 429: "RESOURCE_EXHAUSTED", 503: "UNAVAILABLE",
}

// apiError writes Calendar v3's error body.
func googleAPIError(w http.ResponseWriter, status int, domain, reason, message string) {
	body := map[string]any{"code": status, "message": message,
		"errors": []map[string]string{{"domain": domain, "reason": reason, "message": message}}}
	if s, ok := googleStatus[status]; ok {
		body["status"] = s
	}
	writeJSON(w, status, map[string]any{"error": body})
}

// api authenticates a Calendar call, applies the Throttle knob and checks
// that the grant holds one of scopes.
func (g *Google) api(w http.ResponseWriter, r *http.Request, scopes ...string) (*grant, bool) {
	gr, ok := g.bearer(r)
	if !ok {
		w.Header().Set("WWW-Authenticate", `Bearer realm="https://accounts.google.com/", error="invalid_token"`)
		googleAPIError(w, http.StatusUnauthorized, "global", "authError",
			"Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.")
		return nil, false
	}
	if t, ok := g.throttled(); ok {
		if t.RetryAfter != "" {
			w.Header().Set("Retry-After", t.RetryAfter)
		}
		switch t.Status {
		case http.StatusServiceUnavailable:
			googleAPIError(w, t.Status, "global", "backendError", "Backend Error")
		default:
			googleAPIError(w, t.Status, "usageLimits", "rateLimitExceeded", "Rate Limit Exceeded")
		}
		return nil, false
	}
	if !gr.hasScope(scopes...) {
		googleAPIError(w, http.StatusForbidden, "global", "insufficientPermissions", "Request had insufficient authentication scopes.")
		return nil, false
	}
	return gr, true
}

// calendarOf resolves a calendarId to an email: "primary" is the caller's.
func calendarOf(gr *grant, id string) string {
	if id == "primary" {
		return gr.email
	}
	return id
}
