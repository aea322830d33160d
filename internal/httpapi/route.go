package httpapi

import (
	"slices"
	"strings"

	"hirekit/internal/recruit"
)

// Route is one line of the route table: the mux, the OpenAPI document, the
// permission-matrix test and the cross-tenant sweep all read it.
type Route struct {
	Method  string
	Path    string // a ServeMux pattern path such as /api/v1/requisitions/{id}
	Summary string
	Access  Access
	Endpoint
}

// Access is who may call a route; one middleware checks it for every route.
type Access struct {
	public bool
	roles  []string // empty = any signed-in user
}

// Public routes need no session.
var Public = Access{public: true}

// SignedIn routes need any valid session.
var SignedIn = Access{}

// Roles routes need a session holding one of roles.
func Roles(roles ...string) Access { return Access{roles: roles} }

// IsPublic reports whether the route needs no session.
func (a Access) IsPublic() bool { return a.public }

// Allows reports whether a caller holding roles may call the route. A
// platform admin may call every route (acting for a company they name).
func (a Access) Allows(roles []string) bool {
	if a.public || len(a.roles) == 0 {
		return true
	}
	if slices.Contains(roles, recruit.RolePlatformAdmin) {
		return true
	}
	for _, have := range roles {
		for _, want := range a.roles {
			if have == want {
				return true
			}
		}
	}
	return false
}

// String describes the rule for the API documentation.
func (a Access) String() string {
	switch {
	case a.public:
		return "public"
	case len(a.roles) == 0:
		return "signed in"
	default:
		return "roles: " + strings.Join(a.roles, ", ")
	}
}
