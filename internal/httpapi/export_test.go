package httpapi

import "net/http"

// ServeOne serves one endpoint on a mux pattern with the error adapter
// but no access rule, for tests of decoding and error bodies.
func ServeOne(ep Endpoint, pattern string) http.Handler {
	s := NewServer(Deps{})
	mux := http.NewServeMux()
	mux.Handle(pattern, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := ep.serve(w, r); err != nil {
			writeError(w, r, s.log, err)
		}
	}))
	return s.requestID(mux)
}

// ServeRoute serves one route through the same wrapping (access rule,
// errors, request id) as the real table.
func (s *Server) ServeRoute(rt Route) http.Handler {
	mux := http.NewServeMux()
	mux.Handle(rt.Method+" "+rt.Path, s.wrap(rt))
	return s.requestID(mux)
}

// RequestType returns the route's documented request (a pointer to a
// struct), or nil, for the route-table sweeps.
func (rt Route) RequestType() any { return rt.request }
