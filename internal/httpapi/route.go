package httpapi

import (
	"hirekit/internal/recruit"
)

// Route is one line of the route table: the mux, the OpenAPI document, the
// permission-matrix test, docs/permissions.md and the bad-input and
// cross-tenant sweeps all read it.
type Route struct {
	Method  string
	Path    string // a ServeMux pattern path such as /api/v1/requisitions/{id}
	Summary string
	Access  Access
	Endpoint
}

// Access is who may call a route: nobody in particular (public) or an
// actor holding a permission of recruit's table, signed in with a session
// or holding a scheduling token. The middleware checks it before the
// handler as a fast 403; the use case the handler calls checks the same
// permission again, so no other entry (the assistant, a worker) gets
// around it.
type Access struct {
	public     bool
	perm       recruit.Permission
	scheduling bool
	beacon     bool
}

// Public routes need no session.
var Public = Access{public: true}

// Perm routes need a session whose actor holds p.
func Perm(p recruit.Permission) Access {
	if !p.Valid() {
		panic("httpapi: route names an unknown permission " + string(p))
	}
	return Access{perm: p}
}

// SchedulingToken routes are called by the holder of a self-scheduling
// link, who has no session: its token (scheduling_token in the query, or
// in a POST's JSON body) is the credential, and the actor holding p is
// recruit.KindScheduler. A session token is no such credential.
func SchedulingToken(p recruit.Permission) Access {
	a := Perm(p)
	a.scheduling = true
	return a
}

// Beacon routes need a session whose actor holds p, like Perm, and also
// take the session token from the JSON body's "token" when the request
// has no Authorization header: navigator.sendBeacon, which sends what a
// page has left as it is hidden, cannot set headers. The token is checked
// exactly as the header's would be (company_id too).
func Beacon(p recruit.Permission) Access {
	a := Perm(p)
	a.beacon = true
	return a
}

// BySchedulingToken reports whether the route's caller holds a
// scheduling token instead of a session.
func (a Access) BySchedulingToken() bool { return a.scheduling }

// IsPublic reports whether the route needs no session.
func (a Access) IsPublic() bool { return a.public }

// Permission is the permission a signed-in route needs.
func (a Access) Permission() recruit.Permission { return a.perm }

// Allows reports whether an actor may call the route.
func (a Access) Allows(actor *recruit.Actor) bool {
	return a.public || actor.Can(a.perm)
}

// String describes the rule for the API documentation.
func (a Access) String() string {
	if a.public {
		return "public"
	}
	if a.scheduling {
		return "scheduling token (scheduling_token), permission " + string(a.perm)
	}
	if a.beacon {
		return "permission " + string(a.perm) + " (session token in the Authorization header, or in the JSON body's token for navigator.sendBeacon)"
	}
	return "permission " + string(a.perm)
}
