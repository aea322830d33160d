package apptest

import (
	"strings"
	"testing"
)

// Scenario is one API call made as one role of a team, with the answer it
// must get: API tests are tables of these.
type Scenario struct {
	Name   string
	Role   string // a role of the team; "" calls anonymously
	Method string
	Path   string
	Body   any // JSON body (a string is sent as is)
	// WantStatus is the status; WantBody a substring of the body.
	WantStatus int
	WantBody   string
}

// Run makes each scenario's call as a subtest named after it.
func (s *Server) Run(t *testing.T, tm *Team, scenarios []Scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			token := ""
			if sc.Role != "" {
				token = tm.Tokens[sc.Role]
			}
			resp := s.Do(t, sc.Method, sc.Path, token, sc.Body)
			if resp.Status != sc.WantStatus {
				t.Errorf("%s %s as %q: got %d, want %d (body %s)", sc.Method, sc.Path, sc.Role, resp.Status, sc.WantStatus, resp.Body)
			}
			if !strings.Contains(resp.Body, sc.WantBody) {
				t.Errorf("%s %s as %q: body %s, want it to contain %q", sc.Method, sc.Path, sc.Role, resp.Body, sc.WantBody)
			}
		})
	}
}
