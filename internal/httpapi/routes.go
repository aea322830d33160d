package httpapi

import "net/http"

// routes is the whole API, one route a line, in the order of the spec's
// call tables. A reader learns the product from it.
func (s *Server) routes() []Route {
	return []Route{
		{http.MethodGet, "/healthz", "Liveness: the process answers", Public, Handle(s.healthz)},
		{http.MethodGet, "/readyz", "Readiness: the database answers", Public, Handle(s.readyz)},
		{http.MethodGet, "/api/v1/openapi.json", "This API's OpenAPI 3.1 document", Public, Raw(s.openAPI)},
	}
}
