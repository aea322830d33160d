package httpapi_test

import (
	"net/http"
	"strconv"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestHubAdminAPI: operations and review taggings answer platform admins
// only; an unlisted profile is gone from the public page.
func TestHubAdminAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, srv.App, "asha")
		if r := srv.Do(t, http.MethodPost, "/api/v1/talenthub/candidate/skills", asha.Token, map[string]string{"name": "Go"}); r.Status != http.StatusOK {
			t.Fatalf("skill: %d %s", r.Status, r.Body)
		}
		tm := apptest.MustTeam(t, srv.App, "acme")
		root := apptest.MustPlatformAdmin(t, srv.App, "root password")
		id := strconv.FormatInt(asha.ID, 10)
		routes := []struct {
			method, path string
			body         any
		}{
			{http.MethodGet, "/api/v1/talenthub/admin/candidates?q=ash", nil},
			{http.MethodPost, "/api/v1/talenthub/admin/candidates/" + id + "/unlist", map[string]string{"reason": "Fake"}},
			{http.MethodPost, "/api/v1/talenthub/admin/candidates/" + id + "/lift", nil},
			{http.MethodGet, "/api/v1/talenthub/admin/review-taggings/" + id, nil},
			{http.MethodPost, "/api/v1/talenthub/admin/review-taggings/" + id + "/skills/go/flag", nil},
			{http.MethodDelete, "/api/v1/talenthub/admin/review-taggings/" + id + "/skills/go", nil},
		}
		for _, rt := range routes {
			for who, token := range map[string]string{"candidate": asha.Token, "company admin": tm.Tokens[recruit.RoleAdmin], "ta": tm.Tokens[recruit.RoleTA]} {
				if r := srv.Do(t, rt.method, rt.path, token, rt.body); r.Status != http.StatusForbidden {
					t.Errorf("%s %s as %s: %d, want 403", rt.method, rt.path, who, r.Status)
				}
			}
		}
		var list struct {
			Data apiv1.HubAdminCandidates
			Meta apiv1.Meta
		}
		r := srv.Do(t, http.MethodGet, routes[0].path, root, nil)
		r.JSON(t, &list)
		if r.Status != http.StatusOK || list.Meta.Total != 1 || list.Data.Candidates[0].Username != "asha" || !list.Data.Candidates[0].Listed {
			t.Fatalf("list: %d %s", r.Status, r.Body)
		}
		if r := srv.Do(t, http.MethodPost, routes[1].path, root, map[string]string{"reason": " "}); r.Status != http.StatusBadRequest && r.Status != http.StatusUnprocessableEntity {
			t.Fatalf("no reason: %d %s", r.Status, r.Body)
		}
		if r := srv.Do(t, http.MethodPost, routes[1].path, root, routes[1].body); r.Status != http.StatusOK {
			t.Fatalf("unlist: %d %s", r.Status, r.Body)
		}
		if r := srv.Do(t, http.MethodGet, "/api/v1/talenthub/candidate/profile/asha", "", nil); r.Status != http.StatusNotFound {
			t.Fatalf("public profile after unlisting: %d", r.Status)
		}
		if r := srv.Do(t, http.MethodPut, "/api/v1/talenthub/candidate/visibility", asha.Token, map[string]any{"listed": true}); r.Status != http.StatusBadRequest && r.Status != http.StatusUnprocessableEntity {
			t.Fatalf("relist: %d %s", r.Status, r.Body)
		}
		var prof struct{ Data apiv1.HubAdminProfileResult }
		r = srv.Do(t, http.MethodPost, routes[4].path, root, nil)
		r.JSON(t, &prof)
		if r.Status != http.StatusOK || len(prof.Data.Candidate.Skills) != 1 || prof.Data.Candidate.Skills[0].Proficiency != -1 {
			t.Fatalf("flag: %d %s", r.Status, r.Body)
		}
		if r := srv.Do(t, http.MethodGet, "/api/v1/talenthub/admin/review-taggings/99999", root, nil); r.Status != http.StatusNotFound {
			t.Fatalf("unknown candidate: %d", r.Status)
		}
	})
}
