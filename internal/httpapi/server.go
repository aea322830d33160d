// Package httpapi is Hirekit's HTTP layer: the route table, thin handlers
// that call domain packages, the error table, middleware and the SPA.
package httpapi

import (
	"io/fs"
	"log/slog"
	"net/http"
	"sort"
	"strings"
	"sync"

	"hirekit/internal/apiv1"
	"hirekit/internal/auth"
	"hirekit/internal/blob"
	"hirekit/internal/config"
	"hirekit/internal/mail"
	"hirekit/internal/queue"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Authenticator turns a request's credentials into an actor. It returns
// (nil, nil) when the request carries none.
type Authenticator interface {
	Authenticate(r *http.Request) (*recruit.Actor, error)
}

// Deps are what the server needs, wired by hand in cmd/hirekit.
type Deps struct {
	Config config.Config
	DB     *sqldb.DB
	Queue  *queue.Queue
	Blobs  blob.Store
	Signer *blob.Signer
	Auth   *auth.Service
	Mailer *mail.Mailer
	// Authn authenticates requests; nil means Auth does. Tests of the
	// middleware alone pass their own.
	Authn   Authenticator
	SPA     fs.FS // the built web app; nil serves no SPA
	Logger  *slog.Logger
	Version string
}

// Server holds the deps and the built handler.
type Server struct {
	deps    Deps
	log     *slog.Logger
	authn   Authenticator
	handler http.Handler

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
	s := &Server{deps: deps, log: deps.Logger, authn: deps.Authn}
	if s.authn == nil && deps.Auth != nil {
		s.authn = deps.Auth
	}
	mux := http.NewServeMux()
	methods := map[string][]string{}
	for _, rt := range s.routes() {
		mux.Handle(rt.Method+" "+rt.Path, s.wrap(rt))
		methods[rt.Path] = append(methods[rt.Path], rt.Method)
	}
	// Go's mux answers a wrong method in plain text: a method-less pattern
	// per path answers it in JSON instead, with the Allow header.
	for path, ms := range methods {
		sort.Strings(ms)
		allow := strings.Join(ms, ", ")
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", allow)
			writeJSON(w, http.StatusMethodNotAllowed, apiv1.ErrorBody{ErrorMessages: "Method not allowed"})
		})
	}
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, apiv1.ErrorBody{ErrorMessages: "Not found"})
	})
	if deps.Blobs != nil && deps.Signer != nil {
		mux.Handle("GET /files/{key...}", blob.Handler(deps.Blobs, deps.Signer))
	}
	mux.HandleFunc("GET /dev/mailbox", s.devMailboxPage)
	mux.Handle("/", spaHandler(deps.SPA))
	s.handler = s.requestID(s.accessLog(s.recoverPanics(mux)))
	return s
}

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
			Request: rt.request, Response: rt.response, Raw: rt.raw,
		})
	}
	return apiv1.OpenAPI("1", ops)
}
