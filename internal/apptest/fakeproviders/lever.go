package fakeproviders

import (
	"crypto/subtle"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The Lever OAuth application the fake knows.
const (
	LeverClientID     = "hirekit-lever-client"
	LeverClientSecret = "hirekit-lever-secret"
)

// leverScopes are the scopes the fake's API checks, by path.
var leverScopes = map[string]string{
	"postings": "postings:read:admin", "stages": "stages:read:admin", "sources": "sources:read:admin",
	"opportunities": "opportunities:read:admin", "resumes": "resumes:read:admin",
}

// Lever is the fake of Lever's OAuth server (Auth0: /authorize and
// /oauth/token, with the API audience) and of the Data API v1: postings,
// stages, sources, opportunities and their resumes, in the
// {data, hasNext, next} envelope, with access tokens that expire, refresh
// tokens that rotate (the old one stops working at once) and a token
// bucket of 10 requests/s with bursts of 20 per grant
// (external-apis.md §2).
type Lever struct {
	mu           sync.Mutex
	clientID     string
	clientSecret string
	defaults     Knobs
	knobs        Knobs
	now          func() time.Time
	accessTTL    time.Duration
	rate         float64
	burst        float64

	codes   map[string]*leverCode
	access  map[string]*leverAccess
	refresh map[string]*leverGrant
	grants  []*leverGrant

	postings []*lvPosting
	stages   []lvStage
	opps     []*lvOpp // in creation order: the listing's order
	seq      int

	stats LeverStats
}

// LeverStats are counts a test checks.
type LeverStats struct {
	// Refreshes are successful refresh-token grants; RefusedRefreshes the
	// refresh tokens refused (rotated away, revoked, unknown).
	Refreshes        int `json:"refreshes"`
	RefusedRefreshes int `json:"refused_refreshes"`
	// Unauthorized counts API calls answered 401; Throttled those
	// answered 429 (over the rate, or the Throttle knob).
	Unauthorized int `json:"unauthorized"`
	Throttled    int `json:"throttled"`
	APICalls     int `json:"api_calls"`
	// Downloads counts resume downloads by resume id.
	Downloads map[string]int `json:"downloads"`
}

type leverCode struct {
	redirectURI string
	scopes      []string
	expires     time.Time
	used        bool
}

type leverGrant struct {
	scopes  []string
	revoked bool
	bucket  float64
	last    time.Time
}

type leverAccess struct {
	grant   *leverGrant
	expires time.Time
}

func newLever(clientID, clientSecret string) *Lever {
	l := &Lever{clientID: clientID, clientSecret: clientSecret, now: time.Now}
	l.resetLocked()
	return l
}

func (l *Lever) resetLocked() {
	l.knobs = l.defaults
	l.accessTTL = time.Hour
	l.rate, l.burst = 10, 20
	l.codes = map[string]*leverCode{}
	l.access = map[string]*leverAccess{}
	l.refresh = map[string]*leverGrant{}
	l.grants = nil
	l.postings, l.opps, l.seq = nil, nil, 0
	l.stats = LeverStats{Downloads: map[string]int{}}
	l.stages = []lvStage{
		{"fff60592-31dd-4ebe-ba8e-e7a397c30f8e", "New applicant"}, {"51adb2bb-1e24-4135-9950-cb96e3886226", "New lead"},
		{"a42482ff-00ac-4cb2-a698-4b4436885b0c", "Recruiter Screen"}, {"fe763d80-e612-4787-98bc-686679c6ac9b", "Phone Interview"},
		{"fbfb4473-38d2-4acf-943b-28cc0ed7ba87", "On-Site Interview"}, {"f48aad6f-91f7-4e87-b3f3-5e7a9207e54b", "Offer"},
	}
}

// Reset forgets every grant, posting and opportunity; knobs go back to
// the defaults, the rate to 10/s with bursts of 20, tokens to an hour.
func (l *Lever) Reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.resetLocked()
}

// SetDefaults sets the knobs Reset restores, and the knobs now.
func (l *Lever) SetDefaults(k Knobs) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.defaults, l.knobs = k, k
}

// SetKnobs replaces the knobs (Consent, AuthorizeError, Scopes,
// NoRefreshToken and Throttle apply to Lever).
func (l *Lever) SetKnobs(k Knobs) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.knobs = k
}

// SetRate changes the token bucket (requests per second and burst).
func (l *Lever) SetRate(perSecond float64, burst int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.rate, l.burst = perSecond, float64(burst)
}

// SetAccessTTL changes how long the next access tokens live.
func (l *Lever) SetAccessTTL(d time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.accessTTL = d
}

// ExpireAccessTokens ends every access token issued so far (refresh
// tokens still work): what an hour does.
func (l *Lever) ExpireAccessTokens() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, a := range l.access {
		a.expires = l.now().Add(-time.Second)
	}
}

// Revoke revokes every grant, as a Lever admin removing the
// integration does: access and refresh tokens stop working.
func (l *Lever) Revoke() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, g := range l.grants {
		g.revoked = true
	}
}

// Stats are the counts so far.
func (l *Lever) Stats() LeverStats {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.stats
	s.Downloads = map[string]int{}
	for k, v := range l.stats.Downloads {
		s.Downloads[k] = v
	}
	return s
}

func (l *Lever) routes(mux *http.ServeMux, prefix string) {
	mux.HandleFunc("GET "+prefix+"/authorize", l.authorize)
	mux.HandleFunc("POST "+prefix+"/authorize", l.authorize)
	mux.HandleFunc("POST "+prefix+"/oauth/token", l.token)
	api := prefix + "/v1"
	mux.HandleFunc("GET "+api+"/postings", l.api("postings", l.listPostings))
	mux.HandleFunc("GET "+api+"/stages", l.api("stages", l.listStages))
	mux.HandleFunc("GET "+api+"/sources", l.api("sources", l.listSources))
	mux.HandleFunc("GET "+api+"/opportunities", l.api("opportunities", l.listOpportunities))
	mux.HandleFunc("GET "+api+"/opportunities/{id}/resumes", l.api("resumes", l.listResumes))
	mux.HandleFunc("GET "+api+"/opportunities/{id}/resumes/{resume}", l.api("resumes", l.getResume))
	mux.HandleFunc("GET "+api+"/opportunities/{id}/resumes/{resume}/download", l.api("resumes", l.download))
	l.controlRoutes(mux)
}

// audience is the API the fake serves, as Lever wants it named: the
// API base with its trailing slash.
func leverAudience(r *http.Request) string { return "http://" + r.Host + "/lever/v1/" }

// authorize is GET https://auth.lever.co/authorize.
func (l *Lever) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	l.mu.Lock()
	k := l.knobs
	l.mu.Unlock()
	if q.Get("client_id") != l.clientID {
		page(w, http.StatusBadRequest, "Unknown client", "The client_id is not registered with Lever.")
		return
	}
	ru, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || !ru.IsAbs() {
		page(w, http.StatusBadRequest, "Callback URL mismatch", "The redirect_uri is not an allowed callback URL.")
		return
	}
	back := func(v url.Values) {
		if s := q.Get("state"); s != "" {
			v.Set("state", s)
		}
		u := *ru
		u.RawQuery = v.Encode()
		http.Redirect(w, r, u.String(), http.StatusFound)
	}
	if q.Get("response_type") != "code" {
		back(url.Values{"error": {"unsupported_response_type"}, "error_description": {"Unsupported response type"}})
		return
	}
	if q.Get("state") == "" {
		back(url.Values{"error": {"invalid_request"}, "error_description": {"state is required"}})
		return
	}
	if q.Get("audience") != leverAudience(r) {
		// Auth0 names an unknown API so; Lever's needs the trailing slash.
		back(url.Values{"error": {"access_denied"}, "error_description": {"Service not found: " + q.Get("audience")}})
		return
	}
	deny := func() {
		code := k.AuthorizeError
		if code == "" {
			code = "access_denied"
		}
		back(url.Values{"error": {code}, "error_description": {"User did not authorize the request"}})
	}
	switch {
	case k.Consent == ConsentDeny:
		deny()
		return
	case r.Method == http.MethodGet && k.Consent == ConsentForm:
		consentPage(w, "lever", "", strings.Fields(q.Get("scope")))
		return
	case r.Method == http.MethodPost:
		_ = r.ParseForm()
		if r.PostForm.Get("decision") != "allow" {
			deny()
			return
		}
	}
	scopes := strings.Fields(q.Get("scope"))
	if k.Scopes != nil {
		scopes = k.Scopes
	}
	code := randomString(24)
	l.mu.Lock()
	l.codes[code] = &leverCode{redirectURI: q.Get("redirect_uri"), scopes: scopes, expires: l.now().Add(10 * time.Minute)}
	l.mu.Unlock()
	back(url.Values{"code": {code}})
}

func leverOAuthError(w http.ResponseWriter, status int, code, desc string) {
	writeJSON(w, status, map[string]string{"error": code, "error_description": desc})
}

// token is POST https://auth.lever.co/oauth/token: the code exchange, and
// refresh, which rotates the refresh token.
func (l *Lever) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		leverOAuthError(w, http.StatusBadRequest, "invalid_request", "Bad request")
		return
	}
	f := r.PostForm
	if subtle.ConstantTimeCompare([]byte(f.Get("client_id")), []byte(l.clientID)) != 1 ||
		subtle.ConstantTimeCompare([]byte(f.Get("client_secret")), []byte(l.clientSecret)) != 1 {
		leverOAuthError(w, http.StatusUnauthorized, "access_denied", "Unauthorized")
		return
	}
	if a := f.Get("audience"); a != "" && a != leverAudience(r) {
		leverOAuthError(w, http.StatusForbidden, "access_denied", "Service not found: "+a)
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	var g *leverGrant
	switch f.Get("grant_type") {
	case "authorization_code":
		c := l.codes[f.Get("code")]
		if c == nil || c.used || l.now().After(c.expires) || c.redirectURI != f.Get("redirect_uri") {
			leverOAuthError(w, http.StatusForbidden, "invalid_grant", "Invalid authorization code")
			return
		}
		c.used = true
		g = &leverGrant{scopes: c.scopes, bucket: l.burst, last: l.now()}
		l.grants = append(l.grants, g)
	case "refresh_token":
		rt := f.Get("refresh_token")
		g = l.refresh[rt]
		if g == nil || g.revoked {
			l.stats.RefusedRefreshes++
			leverOAuthError(w, http.StatusForbidden, "invalid_grant", "Unknown or invalid refresh token.")
			return
		}
		// Rotation: the refresh token just used is gone for good.
		delete(l.refresh, rt)
		l.stats.Refreshes++
	default:
		leverOAuthError(w, http.StatusForbidden, "unsupported_grant_type", "Unsupported grant type")
		return
	}
	at := randomString(32)
	l.access[at] = &leverAccess{grant: g, expires: l.now().Add(l.accessTTL)}
	out := map[string]any{"access_token": at, "token_type": "Bearer", "expires_in": int(l.accessTTL / time.Second),
		"scope": strings.Join(g.scopes, " ")}
	if slices.Contains(g.scopes, "offline_access") && !l.knobs.NoRefreshToken {
		rt := randomString(40)
		l.refresh[rt] = g
		out["refresh_token"] = rt
	}
	writeJSON(w, http.StatusOK, out)
}

// leverError is the Data API's error body.
func leverError(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, map[string]string{"code": code, "message": msg})
}

// api checks the bearer token, its scope and the rate before serving.
func (l *Lever) api(resource string, h func(w http.ResponseWriter, r *http.Request)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		l.mu.Lock()
		l.stats.APICalls++
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		a := l.access[tok]
		if !ok || a == nil || a.grant.revoked || !l.now().Before(a.expires) {
			l.stats.Unauthorized++
			l.mu.Unlock()
			leverError(w, http.StatusUnauthorized, "UnauthorizedError", "Invalid or expired access token")
			return
		}
		if t := l.knobs.Throttle; t != nil && t.Count > 0 {
			t.Count--
			l.stats.Throttled++
			l.mu.Unlock()
			status := t.Status
			if status == 0 {
				status = http.StatusTooManyRequests
			}
			if t.RetryAfter != "" {
				w.Header().Set("Retry-After", t.RetryAfter)
			}
			leverError(w, status, "TooManyRequests", "Rate limit exceeded")
			return
		}
		g, now := a.grant, l.now()
		g.bucket = min(l.burst, g.bucket+now.Sub(g.last).Seconds()*l.rate)
		g.last = now
		if g.bucket < 1 {
			l.stats.Throttled++
			wait := int((1-g.bucket)/l.rate) + 1
			l.mu.Unlock()
			w.Header().Set("Retry-After", strconv.Itoa(wait))
			leverError(w, http.StatusTooManyRequests, "TooManyRequests", "Rate limit exceeded")
			return
		}
		g.bucket--
		if !slices.Contains(g.scopes, leverScopes[resource]) {
			l.mu.Unlock()
			leverError(w, http.StatusForbidden, "ForbiddenError", "Missing scope "+leverScopes[resource])
			return
		}
		l.mu.Unlock()
		h(w, r)
	}
}
