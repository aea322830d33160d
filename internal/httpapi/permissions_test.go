package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/httpapi"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestPermissionMatrix calls every signed-in route as every role and as
// nobody, and checks the answer against the route's access rule: the
// cells of docs/permissions.md.
func TestPermissionMatrix(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		link, err := srv.Auth.CreatePlatformAdmin(context.Background(), "root@hirekit.test")
		if err != nil {
			t.Fatal(err)
		}
		srv.Do(t, "POST", "/api/v1/users/reset-password", "", map[string]string{"password": "platform pass", "reset_password_token": tokenOf(t, link)})
		a.tokens[recruit.RolePlatformAdmin] = login(t, srv, "root@hirekit.test", "platform pass")

		relogin := func(role string) {
			if role == recruit.RolePlatformAdmin {
				a.tokens[role] = login(t, srv, "root@hirekit.test", "platform pass")
			} else if role == recruit.RoleAdmin {
				a.tokens[role] = login(t, srv, "owner@alpha.test", "correct horse")
			} else {
				a.tokens[role] = login(t, srv, role+"@alpha.test", "role password")
			}
		}
		routes := httpapi.NewServer(httpapi.Deps{}).Routes()
		cells := 0
		// Every answer of the matrix is also held to docs/openapi.json.
		doc := newContract(t)
		for _, rt := range routes {
			if rt.Access.IsPublic() {
				continue
			}
			path := strings.ReplaceAll(rt.Path, "{id}", "999999")
			var body any
			if rt.Method == "POST" || rt.Method == "PUT" {
				body = map[string]any{}
			}
			t.Run(rt.Method+" "+rt.Path, func(t *testing.T) {
				if resp := srv.Do(t, rt.Method, path, "", body); resp.Status != 401 {
					t.Errorf("anonymous: %d, want 401", resp.Status)
				} else {
					doc.check(rt, resp.Status, resp.Header, resp.Body)
				}
				if rt.Access.BySchedulingToken() {
					// The self-schedule page's routes take a scheduling
					// token: no role's session stands in for one.
					for _, role := range recruit.TableRoles {
						resp := srv.Do(t, rt.Method, path, a.tokens[role], body)
						if resp.Status != 401 {
							t.Errorf("%s's session: %d %s, want 401", role, resp.Status, resp.Body)
						}
						doc.check(rt, resp.Status, resp.Header, resp.Body)
						cells++
					}
					return
				}
				for _, role := range recruit.TableRoles {
					p := path
					if role == recruit.RolePlatformAdmin {
						sep := "?"
						if strings.Contains(p, "?") {
							sep = "&"
						}
						p += sep + fmt.Sprintf("company_id=%d", a.company.ID)
					}
					resp := srv.Do(t, rt.Method, p, a.tokens[role], body)
					doc.check(rt, resp.Status, resp.Header, resp.Body)
					denied := resp.Status == 403 && strings.Contains(resp.Body, "You cannot access this page.")
					if want := recruit.RoleHolds(role, rt.Access.Permission()); want == denied || resp.Status == 401 || resp.Status >= 500 {
						t.Errorf("%s: %d %s (allowed by the table: %v)", role, resp.Status, resp.Body, want)
					}
					cells++
					if strings.HasSuffix(rt.Path, "sign-out-everywhere") && resp.Status == 200 {
						relogin(role)
					}
				}
			})
		}
		if cells < 7*40 {
			t.Errorf("only %d cells checked", cells)
		}
		doc.report(t, nil, string(db.Engine))
	})
}
