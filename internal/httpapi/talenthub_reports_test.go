package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestHubReportsAPI: anyone reports a listed profile by JSON, limited per
// client address; platform admins alone list and dismiss the reports, and
// unlisting closes them.
func TestHubReportsAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}})
		asha := apptest.MustHubCandidate(t, srv.App, "asha")
		root := apptest.MustPlatformAdmin(t, srv.App, "root password")
		tm := apptest.MustTeam(t, srv.App, "acme")
		// report posts from client (through the trusted proxy) with a body
		// of the given content type.
		report := func(client, username, ctype, body string) *httptest.ResponseRecorder {
			r := httptest.NewRequest("POST", "/api/v1/talenthub/candidate/profile/"+username+"/report", strings.NewReader(body))
			r.Header.Set("Content-Type", ctype)
			r.RemoteAddr = "10.1.2.3:443"
			r.Header.Set("X-Forwarded-For", client)
			rec := httptest.NewRecorder()
			srv.Handler().ServeHTTP(rec, r)
			return rec
		}
		const js = "application/json"
		if rec := report("198.51.100.1", "asha", js, `{"reason":"fake","details":"Not her photo"}`); rec.Code != 200 || !strings.Contains(rec.Body.String(), "will review") {
			t.Fatalf("report: %d %s", rec.Code, rec.Body)
		}
		for _, c := range []struct {
			user, ctype, body string
			want              int
		}{
			{"asha", js, `{"reason":"rude"}`, 422},
			{"asha", js, `{"reason":"spam","details":"` + strings.Repeat("x", 1001) + `"}`, 422},
			{"asha", js, `{"reason":"spam","details":"a\u0000b"}`, 400},
			{"asha", "application/x-www-form-urlencoded", `reason=spam`, 415},
			{"nobody-here", js, `{"reason":"spam"}`, 404},
		} {
			if rec := report("198.51.100.2", c.user, c.ctype, c.body); rec.Code != c.want && !(c.want == 422 && rec.Code == 400) {
				t.Errorf("%s %.40s: %d %s, want %d", c.user, c.body, rec.Code, rec.Body, c.want)
			}
		}
		for range 10 {
			report("203.0.113.50", "asha", js, `{"reason":"spam"}`)
		}
		if rec := report("203.0.113.50", "asha", js, `{"reason":"spam"}`); rec.Code != 429 || rec.Header().Get("Retry-After") == "" {
			t.Errorf("the 11th report from one address: %d %q", rec.Code, rec.Header().Get("Retry-After"))
		}

		list := "/api/v1/talenthub/admin/reports"
		dismiss := "/api/v1/talenthub/admin/reports/asha/dismiss"
		for who, token := range map[string]string{"candidate": asha.Token, "company admin": tm.Tokens[recruit.RoleAdmin]} {
			for _, rt := range [][2]string{{http.MethodGet, list}, {http.MethodPost, dismiss}} {
				if r := srv.Do(t, rt[0], rt[1], token, nil); r.Status != http.StatusForbidden {
					t.Errorf("%s %s as %s: %d, want 403", rt[0], rt[1], who, r.Status)
				}
			}
		}
		var page struct {
			Data apiv1.HubReportedProfiles
			Meta apiv1.Meta
		}
		r := srv.Do(t, http.MethodGet, list, root, nil)
		r.JSON(t, &page)
		if r.Status != 200 || page.Meta.Total != 1 || page.Data.Profiles[0].ReportCount != 2 || page.Data.Profiles[0].OpenCount != 2 ||
			page.Data.Profiles[0].Reports[0].Reason != "spam" || page.Data.Profiles[0].CandidateID != asha.ID {
			t.Fatalf("list: %d %s", r.Status, r.Body)
		}
		if strings.Contains(r.Body, "reporter") || strings.Contains(r.Body, "198.51.100") {
			t.Errorf("the list names a reporter: %s", r.Body)
		}
		if r := srv.Do(t, http.MethodGet, list+"?status=closed", root, nil); r.Status != 400 && r.Status != 422 {
			t.Errorf("unknown status: %d", r.Status)
		}
		// Unlisting closes the open reports; the public page then 404s.
		if r := srv.Do(t, http.MethodPost, "/api/v1/talenthub/admin/candidates/"+strconv.FormatInt(asha.ID, 10)+"/unlist", root,
			map[string]string{"reason": "Impersonation"}); r.Status != 200 {
			t.Fatalf("unlist: %d %s", r.Status, r.Body)
		}
		r = srv.Do(t, http.MethodGet, list, root, nil)
		r.JSON(t, &page)
		if page.Meta.Total != 0 {
			t.Fatalf("open after unlisting: %s", r.Body)
		}
		r = srv.Do(t, http.MethodPost, dismiss, root, nil)
		var res struct {
			Data apiv1.HubReportedProfileResult
		}
		r.JSON(t, &res)
		if r.Status != 200 || res.Data.Profile.State != "unlisted" || res.Data.Profile.OpenCount != 0 || !res.Data.Profile.Hidden {
			t.Fatalf("dismiss after unlisting: %d %s", r.Status, r.Body)
		}
		if rec := report("198.51.100.9", "asha", js, `{"reason":"spam"}`); rec.Code != 404 {
			t.Errorf("report of an unlisted profile: %d", rec.Code)
		}
	})
}
