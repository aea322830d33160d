package httpapi

import (
	"context"
	"net/http"
	"time"
)

type routeKey struct{}

// Route labels of requests that no route table pattern names. Each is one
// series, whatever the path: a label per path would grow without bound.
const (
	routeCareers      = "careers"        // the careers host's pages
	routeHubPage      = "talenthub_page" // server-written talenthub pages
	routeSPA          = "spa"            // the web app and its assets
	routeAPIUnmatched = "api_unmatched"  // an /api/ path no route has (404, 405)
	routeUnknown      = "unrouted"       // a panic before routing
)

// observe records each request's duration by route pattern and status,
// and the requests in flight. The route is learnt while the request is
// dispatched (setRoute), through a holder in the context.
func (s *Server) observe(next http.Handler) http.Handler {
	m := s.deps.Metrics
	if m == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		done := m.InFlight()
		defer done()
		start := time.Now()
		route := routeUnknown
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), routeKey{}, &route)))
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		m.ObserveHTTP(route, rec.status, time.Since(start))
	})
}

// setRoute names the route r is served by for the metrics.
func setRoute(r *http.Request, route string) {
	if p, ok := r.Context().Value(routeKey{}).(*string); ok {
		*p = route
	}
}
