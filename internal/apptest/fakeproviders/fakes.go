// Package fakeproviders is an in-process fake of Google (OAuth 2.0, ID
// tokens with a JWKS, Calendar v3 freeBusy and events), Microsoft
// (identity platform OAuth, Graph /me, getSchedule and events),
// Razorpay (orders, Checkout, webhooks; razorpay.go), Greenhouse Harvest
// (greenhouse.go) and Lever (OAuth with rotating refresh tokens, the Data
// API; lever.go), following
// the documented request and answer shapes and error bodies
// (/work/shared/reference/external-apis.md §4, §5, §7). Go tests use it
// through Start; browser journeys run it as a server
// (go run ./internal/apptest/cmd/fakeproviders) and steer it through the
// JSON control endpoints under /_fake/.
//
// It imports nothing of Hirekit but resume/fixture (a stdlib-only writer
// of the Greenhouse and Lever fakes' resume PDFs), so it stays light and honest: the
// production clients are tested against it, never the other way round.
package fakeproviders

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// The OAuth clients the fakes know, unless Options name others.
const (
	GoogleClientID        = "hirekit-test.apps.googleusercontent.com"
	GoogleClientSecret    = "hirekit-google-secret"
	MicrosoftClientID     = "5e3ce6c0-2b1f-4285-8d4b-75ee78787346"
	MicrosoftClientSecret = "hirekit-microsoft-secret"
)

// Options are the OAuth clients the fakes accept; empty fields take the
// package's defaults.
type Options struct {
	GoogleClientID        string
	GoogleClientSecret    string
	MicrosoftClientID     string
	MicrosoftClientSecret string
	RazorpayKeyID         string
	RazorpayKeySecret     string
	RazorpayWebhookSecret string
	LeverClientID         string
	LeverClientSecret     string
}

// Fakes is both providers on one handler: Google under /google, Microsoft
// under /microsoft, the control endpoints under /_fake.
type Fakes struct {
	Google    *Google
	Microsoft *Microsoft
	Razorpay  *Razorpay
	// Greenhouse is Harvest under /greenhouse (HIREKIT_GREENHOUSE_URL),
	// its attachment links under /greenhouse-s3.
	Greenhouse *Greenhouse
	Lever      *Lever
	// URL is the base URL when started by Start.
	URL string
	mux *http.ServeMux
}

// New builds both fakes (generating their signing keys).
func New(o Options) (*Fakes, error) {
	def := func(s *string, v string) {
		if *s == "" {
			*s = v
		}
	}
	def(&o.GoogleClientID, GoogleClientID)
	def(&o.GoogleClientSecret, GoogleClientSecret)
	def(&o.MicrosoftClientID, MicrosoftClientID)
	def(&o.MicrosoftClientSecret, MicrosoftClientSecret)
	def(&o.RazorpayKeyID, RazorpayKeyID)
	def(&o.RazorpayKeySecret, RazorpayKeySecret)
	def(&o.RazorpayWebhookSecret, RazorpayWebhookSecret)
	def(&o.LeverClientID, LeverClientID)
	def(&o.LeverClientSecret, LeverClientSecret)
	g, err := newGoogle(o.GoogleClientID, o.GoogleClientSecret)
	if err != nil {
		return nil, err
	}
	m, err := newMicrosoft(o.MicrosoftClientID, o.MicrosoftClientSecret)
	if err != nil {
		return nil, err
	}
	f := &Fakes{Google: g, Microsoft: m, mux: http.NewServeMux(),
		Razorpay: newRazorpay(o.RazorpayKeyID, o.RazorpayKeySecret, o.RazorpayWebhookSecret)}
	g.routes(f.mux, "/google")
	m.routes(f.mux, "/microsoft")
	f.Razorpay.routes(f.mux, "/razorpay")
	f.Greenhouse = newGreenhouse()
	f.Greenhouse.routes(f.mux, "/greenhouse", "/greenhouse-s3/resumes")
	f.Greenhouse.control(f.mux)
	f.Lever = newLever(o.LeverClientID, o.LeverClientSecret)
	f.Lever.routes(f.mux, "/lever")
	f.controlRoutes()
	return f, nil
}

// Start runs the fakes on a loopback port until the test ends.
func Start(tb testing.TB) *Fakes {
	tb.Helper()
	f, err := New(Options{})
	if err != nil {
		tb.Fatal(err)
	}
	srv := httptest.NewServer(f)
	tb.Cleanup(srv.Close)
	f.URL = srv.URL
	return f
}

// ServeHTTP serves both providers and the control endpoints.
func (f *Fakes) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mux.ServeHTTP(w, r)
}

// Endpoints are the URLs a client configures to talk to the fakes.
type Endpoints struct {
	GoogleAuthURL      string `json:"google_auth_url"`
	GoogleTokenURL     string `json:"google_token_url"`
	GoogleRevokeURL    string `json:"google_revoke_url"`
	GoogleJWKSURL      string `json:"google_jwks_url"`
	GoogleIssuer       string `json:"google_issuer"`
	GoogleAPIBase      string `json:"google_api_base"`
	MicrosoftAuthURL   string `json:"microsoft_auth_url"`
	MicrosoftTokenURL  string `json:"microsoft_token_url"`
	MicrosoftJWKSURL   string `json:"microsoft_jwks_url"`
	MicrosoftGraphBase string `json:"microsoft_graph_base"`
	RazorpayAPIURL     string `json:"razorpay_api_url"`
	RazorpayCheckout   string `json:"razorpay_checkout_url"`
	GreenhouseURL      string `json:"greenhouse_url"`
	LeverAuthURL       string `json:"lever_auth_url"`
	LeverAPIURL        string `json:"lever_api_url"`
}

// EndpointsAt are the fakes' URLs when served at base (no trailing slash).
func EndpointsAt(base string) Endpoints {
	return Endpoints{
		GoogleAuthURL:      base + "/google/o/oauth2/v2/auth",
		GoogleTokenURL:     base + "/google/token",
		GoogleRevokeURL:    base + "/google/revoke",
		GoogleJWKSURL:      base + "/google/oauth2/v3/certs",
		GoogleIssuer:       GoogleIssuer,
		GoogleAPIBase:      base + "/google/calendar/v3",
		MicrosoftAuthURL:   base + "/microsoft/common/oauth2/v2.0/authorize",
		MicrosoftTokenURL:  base + "/microsoft/common/oauth2/v2.0/token",
		MicrosoftJWKSURL:   base + "/microsoft/common/discovery/v2.0/keys",
		MicrosoftGraphBase: base + "/microsoft/graph/v1.0",
		RazorpayAPIURL:     base + "/razorpay",
		RazorpayCheckout:   base + "/razorpay/checkout.js",
		GreenhouseURL:      base + "/greenhouse",
		LeverAuthURL:       base + "/lever",
		LeverAPIURL:        base + "/lever/v1",
	}
}

// Endpoints are the URLs of fakes started by Start.
func (f *Fakes) Endpoints() Endpoints { return EndpointsAt(f.URL) }

// Authorize does what the user's browser does with an authorize URL: it
// follows the consent page (clicking Allow when the Consent knob shows the
// form) and returns the query the provider redirects to the callback with
// (code and state, or error).
func Authorize(tb testing.TB, authURL string) url.Values {
	tb.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(authURL)
	if err != nil {
		tb.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		// The consent form posts back to its own URL.
		resp, err = c.Post(authURL, "application/x-www-form-urlencoded", strings.NewReader("decision=allow"))
		if err != nil {
			tb.Fatal(err)
		}
		resp.Body.Close()
	}
	if resp.StatusCode != http.StatusFound {
		tb.Fatalf("authorize: got HTTP %d, want 302", resp.StatusCode)
	}
	back, err := url.Parse(resp.Header.Get("Location"))
	if err != nil {
		tb.Fatal(err)
	}
	return back.Query()
}
