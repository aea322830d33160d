package fakeproviders

import (
	"crypto/rand"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
)

// MicrosoftTenant is the tenant id in the fake's ID tokens.
const MicrosoftTenant = "72f988bf-0000-4000-8000-00000000fa4e"

// graphPrefix is the resource part of Graph scope names.
const graphPrefix = "https://graph.microsoft.com/"

// oidcScopes are the OpenID Connect scopes, which Microsoft leaves out of
// the token answer's scope.
var oidcScopes = []string{"openid", "profile", "email", "offline_access"}

// Microsoft is the fake of the Microsoft identity platform and Graph's
// calendar.
type Microsoft struct {
	*authority
	// events by id, and in creation order; guarded by authority.mu.
	events map[string]*mEvent
	order  []*mEvent
}

func newMicrosoft(clientID, clientSecret string) (*Microsoft, error) {
	m := &Microsoft{events: map[string]*mEvent{}}
	a, err := newAuthority("microsoft", clientID, clientSecret, m)
	if err != nil {
		return nil, err
	}
	m.authority = a
	return m, nil
}

// Reset forgets every account, event, request and knob.
func (m *Microsoft) Reset() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.resetLocked()
	m.events = map[string]*mEvent{}
	m.order = nil
}

func (m *Microsoft) routes(mux *http.ServeMux, prefix string) {
	mux.HandleFunc("GET "+prefix+"/{tenant}/oauth2/v2.0/authorize", m.authorize)
	mux.HandleFunc("POST "+prefix+"/{tenant}/oauth2/v2.0/authorize", m.authorize)
	mux.HandleFunc("POST "+prefix+"/{tenant}/oauth2/v2.0/token", m.token)
	mux.HandleFunc("GET "+prefix+"/{tenant}/discovery/v2.0/keys", m.jwks)
	g := prefix + "/graph/v1.0"
	mux.HandleFunc("GET "+g+"/me", m.me)
	mux.HandleFunc("POST "+g+"/me/calendar/getSchedule", m.getSchedule)
	mux.HandleFunc("POST "+g+"/me/events", m.create)
	mux.HandleFunc("GET "+g+"/me/events/{id}", m.get)
	mux.HandleFunc("PATCH "+g+"/me/events/{id}", m.patch)
	mux.HandleFunc("DELETE "+g+"/me/events/{id}", m.delete)
}

func (m *Microsoft) denial(code string) url.Values {
	desc := "AADSTS90000: The request was not completed."
	switch code {
	case "access_denied":
		desc = "AADSTS65004: User declined to consent to access the app."
	case "consent_required", "interaction_required":
		desc = "AADSTS65001: The user or administrator has not consented to use the application."
	}
	return url.Values{"error": {code}, "error_description": {desc}}
}

func (m *Microsoft) approval(*grant) url.Values {
	return url.Values{"session_state": {guid()}}
}

// offline: a refresh token comes only with offline_access.
func (m *Microsoft) offline(_ url.Values, scopes []string, _ bool) bool {
	return slices.Contains(scopes, "offline_access")
}

// graphScopes names granted scopes as the token answer does: Graph's with
// their resource, the OpenID ones left out.
func graphScopes(scopes []string) string {
	var out []string
	for _, s := range scopes {
		if slices.Contains(oidcScopes, s) {
			continue
		}
		if !strings.HasPrefix(s, "https://") {
			s = graphPrefix + s
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// hasGraph reports whether g granted one of the Graph permissions, named
// short or with the resource.
func (g *grant) hasGraph(perms ...string) bool {
	for _, p := range perms {
		if g.hasScope(p, graphPrefix+p) {
			return true
		}
	}
	return false
}

type microsoftTokenAnswer struct {
	TokenType    string `json:"token_type"`
	Scope        string `json:"scope"`
	ExpiresIn    int    `json:"expires_in"`
	ExtExpiresIn int    `json:"ext_expires_in"`
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token,omitempty"`
	IDToken      string `json:"id_token,omitempty"`
}

// aadError writes the identity platform's error body.
func aadError(w http.ResponseWriter, status int, code string, aadsts int, text string) {
	now := time.Now().UTC()
	trace, corr := guid(), guid()
	writeJSON(w, status, map[string]any{
		"error": code,
		"error_description": fmt.Sprintf("AADSTS%d: %s\r\nTrace ID: %s\r\nCorrelation ID: %s\r\nTimestamp: %s",
			aadsts, text, trace, corr, now.Format("2006-01-02 15:04:05Z")),
		"error_codes":    []int{aadsts},
		"timestamp":      now.Format("2006-01-02 15:04:05Z"),
		"trace_id":       trace,
		"correlation_id": corr,
	})
}

// token is POST /{tenant}/oauth2/v2.0/token: code exchange (with PKCE)
// and refresh, which needs scope and rotates the refresh token (the old
// one stays valid, as Microsoft's does).
func (m *Microsoft) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		aadError(w, http.StatusBadRequest, "invalid_request", 900144, "The request body must contain the following parameter: 'grant_type'.")
		return
	}
	if !m.clientOK(r) {
		aadError(w, http.StatusUnauthorized, "invalid_client", 7000215, "Invalid client secret provided.")
		return
	}
	var (
		gr          *grant
		withRefresh bool
	)
	switch r.PostForm.Get("grant_type") {
	case "authorization_code":
		c, why := m.redeem(r.PostForm.Get("code"), r.PostForm.Get("redirect_uri"), r.PostForm.Get("code_verifier"))
		switch why {
		case codeUnknown:
			aadError(w, http.StatusBadRequest, "invalid_grant", 9002313, "Invalid request. Request is malformed or invalid.")
			return
		case codeUsed:
			aadError(w, http.StatusBadRequest, "invalid_grant", 54005, "OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.")
			return
		case codeRedirectMismatch:
			aadError(w, http.StatusBadRequest, "invalid_grant", 500112, "The reply address does not match the reply address provided when requesting Authorization code.")
			return
		case codeVerifierMissing, codeVerifierMismatch:
			aadError(w, http.StatusBadRequest, "invalid_grant", 501481, "The Code_Verifier does not match the code_challenge supplied in the authorization request.")
			return
		}
		gr, withRefresh = c.grant, c.offline
	case "refresh_token":
		if r.PostForm.Get("scope") == "" {
			aadError(w, http.StatusBadRequest, "invalid_request", 90014, "The required field 'scope' is missing from the credential.")
			return
		}
		var ok bool
		if gr, ok = m.grantOf(r.PostForm.Get("refresh_token")); !ok {
			aadError(w, http.StatusBadRequest, "invalid_grant", 70008, "The provided authorization code or refresh token has expired due to inactivity.")
			return
		}
		withRefresh = true
	default:
		aadError(w, http.StatusBadRequest, "unsupported_grant_type", 70003, "The app requested an unsupported grant type.")
		return
	}
	access, refresh := m.issue(gr, "EwB", "M.C5", withRefresh)
	ans := microsoftTokenAnswer{
		TokenType: "Bearer", Scope: graphScopes(gr.scopes),
		ExpiresIn: int(tokenLife / time.Second), ExtExpiresIn: int(tokenLife / time.Second),
		AccessToken: access, RefreshToken: refresh,
	}
	if gr.hasScope("openid") {
		ans.IDToken = m.idToken(m.claims(gr))
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, ans)
}

func (m *Microsoft) claims(gr *grant) map[string]any {
	now := time.Now()
	c := map[string]any{
		"ver":                "2.0",
		"iss":                "https://login.microsoftonline.com/" + MicrosoftTenant + "/v2.0",
		"aud":                m.clientID,
		"sub":                googleSubject(gr.email),
		"oid":                userID(gr.email),
		"tid":                MicrosoftTenant,
		"preferred_username": gr.email,
		"email":              gr.email,
		"name":               displayName(gr.email),
		"iat":                now.Unix(),
		"nbf":                now.Unix(),
		"exp":                now.Add(time.Hour).Unix(),
	}
	if gr.nonce != "" {
		c["nonce"] = gr.nonce
	}
	return c
}

// userID is a stable GUID for an account.
func userID(email string) string {
	s := googleSubject(email) + "00000000000000000000000000000000"
	return s[:8] + "-" + s[8:12] + "-" + s[12:16] + "-" + s[16:20] + "-" + s[20:32]
}

func guid() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// graphError writes Graph's error body.
func graphError(w http.ResponseWriter, status int, code, message string) {
	writeJSON(w, status, map[string]any{"error": map[string]any{
		"code":    code,
		"message": message,
		"innerError": map[string]string{
			"date":              time.Now().UTC().Format("2006-01-02T15:04:05"),
			"request-id":        guid(),
			"client-request-id": guid(),
		},
	}})
}

// api authenticates a Graph call, applies the Throttle knob and checks
// the grant holds one of perms.
func (m *Microsoft) api(w http.ResponseWriter, r *http.Request, perms ...string) (*grant, bool) {
	gr, ok := m.bearer(r)
	if !ok {
		w.Header().Set("WWW-Authenticate", `Bearer realm="", authorization_uri="https://login.microsoftonline.com/common/oauth2/authorize", client_id="00000003-0000-0000-c000-000000000000"`)
		graphError(w, http.StatusUnauthorized, "InvalidAuthenticationToken", "Access token has expired or is not yet valid.")
		return nil, false
	}
	if t, ok := m.throttled(); ok {
		if t.RetryAfter != "" {
			w.Header().Set("Retry-After", t.RetryAfter)
		}
		switch t.Status {
		case http.StatusServiceUnavailable:
			graphError(w, t.Status, "serviceNotAvailable", "The service is temporarily unavailable. Please retry later.")
		default:
			graphError(w, t.Status, "TooManyRequests", "Please retry again later.")
		}
		return nil, false
	}
	if !gr.hasGraph(perms...) {
		graphError(w, http.StatusForbidden, "ErrorAccessDenied", "Access is denied. Check credentials and try again.")
		return nil, false
	}
	return gr, true
}

// me is GET /me.
func (m *Microsoft) me(w http.ResponseWriter, r *http.Request) {
	gr, ok := m.api(w, r, "User.Read", "User.ReadWrite", "User.ReadBasic.All", "User.Read.All")
	if !ok {
		return
	}
	name := displayName(gr.email)
	given, sur, _ := strings.Cut(name, " ")
	writeJSON(w, http.StatusOK, map[string]any{
		"@odata.context":    "https://graph.microsoft.com/v1.0/$metadata#users/$entity",
		"businessPhones":    []string{},
		"displayName":       name,
		"givenName":         given,
		"jobTitle":          nil,
		"mail":              gr.email,
		"mobilePhone":       nil,
		"officeLocation":    nil,
		"preferredLanguage": nil,
		"surname":           sur,
		"userPrincipalName": gr.email,
		"id":                userID(gr.email),
	})
}
