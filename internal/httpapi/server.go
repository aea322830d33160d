// Package httpapi is Hirekit's HTTP layer: the route table, thin handlers
// that call domain packages, the error table, middleware and the SPA.
package httpapi

import (
	"cmp"
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"hirekit/internal/analytics"
	"hirekit/internal/apiv1"
	"hirekit/internal/assistant"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/billing"
	"hirekit/internal/blob"
	"hirekit/internal/bulkimport"
	"hirekit/internal/careers"
	"hirekit/internal/config"
	"hirekit/internal/export"
	"hirekit/internal/feedback"
	"hirekit/internal/integrations"
	"hirekit/internal/interview"
	"hirekit/internal/layoffs"
	"hirekit/internal/mail"
	"hirekit/internal/marketplace"
	"hirekit/internal/metrics"
	"hirekit/internal/privacy"
	"hirekit/internal/recruit"
	"hirekit/internal/screening"
	"hirekit/internal/usage"
	"hirekit/internal/webhooks"
)

// Sessions turns a session token (and the request's company_id, 0 when
// none) into an actor; auth.Service does.
type Sessions interface {
	Session(ctx context.Context, token string, companyID int64) (*recruit.Actor, error)
}

// Ready answers whether the database answers (sqldb.DB does).
type Ready interface {
	Ping(ctx context.Context) error
	EngineName() string
}

// Deps are what the server needs; internal/app wires them.
type Deps struct {
	Config     config.Config
	Ready      Ready
	Sessions   Sessions
	Blobs      blob.Store
	Signer     *blob.Signer
	Auth       *auth.Service
	Mailer     *mail.Mailer
	Feedback   *feedback.Service
	Usage      *usage.Service
	Analytics  *analytics.Service
	ATS        *ats.Service
	Interview  *interview.Service
	Assistant  *assistant.Service
	Billing    *billing.Ledger
	Payments   *billing.Payments
	Screening  *screening.Service
	Careers    *careers.Service
	Layoffs    *layoffs.Service
	BulkImport *bulkimport.Service
	Exports    *export.Service
	Hub        *marketplace.Service
	Webhooks   *webhooks.Service
	// Integrations connects other ATSs to screening and fetches their
	// candidates (issue 30).
	Integrations *integrations.Service
	Privacy      *privacy.Service
	// WithClock makes a context whose writes are stamped by now
	// (sqldb.WithClock): the test clock's way in.
	WithClock func(ctx context.Context, now func() time.Time) context.Context
	SPA       fs.FS // the built web app; nil serves no SPA
	Logger    *slog.Logger
	Version   string
	// Metrics records each request (nil records nothing).
	Metrics *metrics.Metrics
}

// Server holds the deps and the built handler.
type Server struct {
	deps    Deps
	log     *slog.Logger
	api     *http.ServeMux
	handler http.Handler
	redact  *redactor
	// index is the web app's index.html (appIndex), into which the
	// server writes a board job's page.
	index []byte

	// clock is the test clock's offset (HIREKIT_TEST_CLOCK), in
	// nanoseconds: requests see the wall clock plus it.
	clock atomic.Int64

	openapiOnce sync.Once
	openapiDoc  []byte
	openapiErr  error
}

// NewServer builds the full handler: the route table on a ServeMux, JSON
// 404/405 under /api/, signed files, the SPA, and the middleware.
func NewServer(deps Deps) *Server {
	if deps.Logger == nil {
		deps.Logger = slog.Default()
	}
	s := &Server{deps: deps, log: deps.Logger, index: appIndex(deps.SPA)}
	s.api = http.NewServeMux()
	routes := s.routes()
	s.redact = newRedactor(routes)
	for _, rt := range routes {
		s.api.Handle(rt.Method+" "+rt.Path, s.wrap(rt))
	}
	other := http.NewServeMux()
	if deps.Blobs != nil && deps.Signer != nil {
		other.Handle("GET /files/{key...}", blob.Handler(deps.Blobs, deps.Signer))
	}
	other.Handle("GET /media/{key...}", mediaHandler(deps.Blobs))
	other.HandleFunc("GET /dev/mailbox", s.devMailboxPage)
	csp := appCSP
	if deps.Payments.Configured() {
		csp = paymentsCSP(deps.Payments.CheckoutURL)
	}
	other.Handle("/", spaHandler(deps.SPA, csp))
	var site http.Handler
	if deps.Careers != nil {
		site = s.careersSite(deps.SPA, other)
	}
	mux := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if site != nil && deps.Careers.Site.Matches(r.Host) {
			setRoute(r, routeCareers)
			site.ServeHTTP(w, r)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == "/healthz" || r.URL.Path == "/readyz" {
			s.serveAPI(w, r)
			return
		}
		// The label is set first: a page that panics still counts under it.
		setRoute(r, routeHubPage)
		if s.hubJobPage(w, r) || s.hubProfilePage(w, r) {
			return
		}
		if _, p := other.Handler(r); p != "" && p != "/" {
			setRoute(r, p)
		} else {
			setRoute(r, routeSPA)
		}
		other.ServeHTTP(w, r)
	})
	s.handler = s.securityHeaders(s.requestID(s.accessLog(s.observe(s.recoverPanics(mux)))))
	return s
}

// serveAPI dispatches an API request. Go's mux answers an unknown path or
// a wrong method in plain text; here both answer in JSON, 405 with Allow.
func (s *Server) serveAPI(w http.ResponseWriter, r *http.Request) {
	h, pattern := s.api.Handler(r)
	setRoute(r, cmp.Or(pattern, routeAPIUnmatched))
	if pattern != "" {
		// ServeHTTP (not h) so the mux sets the path values.
		s.api.ServeHTTP(w, r)
		return
	}
	probe := &headerProbe{header: http.Header{}}
	h.ServeHTTP(probe, r)
	if probe.status == http.StatusMethodNotAllowed {
		w.Header().Set("Allow", probe.header.Get("Allow"))
		writeJSON(w, http.StatusMethodNotAllowed, apiv1.ErrorBody{ErrorMessages: "Method not allowed"})
		return
	}
	writeJSON(w, http.StatusNotFound, apiv1.ErrorBody{ErrorMessages: "Not found"})
}

// headerProbe records what the mux's own 404/405 handler would send.
type headerProbe struct {
	header http.Header
	status int
}

func (p *headerProbe) Header() http.Header         { return p.header }
func (p *headerProbe) Write(b []byte) (int, error) { return len(b), nil }
func (p *headerProbe) WriteHeader(code int)        { p.status = code }

// ServeHTTP serves a request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

// Routes returns the route table (for tests and documentation).
func (s *Server) Routes() []Route { return s.routes() }

// OpenAPI returns the OpenAPI document of the route table.
func (s *Server) OpenAPI() ([]byte, error) {
	s.openapiOnce.Do(func() {
		s.openapiDoc, s.openapiErr = BuildOpenAPI(s.routes())
	})
	return s.openapiDoc, s.openapiErr
}

// BuildOpenAPI turns routes into the OpenAPI document. The version is the
// API's, not the binary's, so the committed document stays stable.
func BuildOpenAPI(routes []Route) ([]byte, error) {
	var ops []apiv1.Operation
	for _, rt := range routes {
		ops = append(ops, apiv1.Operation{
			Method: rt.Method, Path: rt.Path, Summary: rt.Summary, Access: rt.Access.String(),
			Request: rt.request, Response: rt.response, Raw: rt.raw, MediaType: rt.mediaType, Redirect: rt.redirect, SchedulingToken: rt.Access.BySchedulingToken(),
			Public: rt.Access.IsPublic(), Permission: string(rt.Access.Permission()),
		})
	}
	return apiv1.OpenAPI("1", ops)
}
