package httpapi_test

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

var assetRE = regexp.MustCompile(`href="(/talenthub/static/profile-[0-9a-f]+\.css)"`)

// TestHubProfilePage serves /talenthub/{username} and its card on the
// main host with their policies and caching, the Profile not found page
// for unknown names, and leaves talenthub's other paths to the web app.
func TestHubProfilePage(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, srv.App, "asha")
		if _, err := db.Write.ExecContext(context.Background(), `UPDATE hub_candidates SET name = 'Asha Verma', bio = 'Builds robots' WHERE id = ?`, c.ID); err != nil {
			t.Fatal(err)
		}

		res := srv.Do(t, http.MethodGet, "/talenthub/asha", "", nil)
		if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") ||
			!strings.Contains(res.Body, "Asha Verma</h1>") || !strings.Contains(res.Body, "Builds robots") {
			t.Fatalf("profile: %d %s %.300s", res.Status, res.Header.Get("Content-Type"), res.Body)
		}
		csp := res.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") ||
			res.Header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("profile policy %q, X-Frame-Options %q", csp, res.Header.Get("X-Frame-Options"))
		}
		if cc := res.Header.Get("Cache-Control"); cc != "public, max-age=60" || res.Header.Get("ETag") == "" {
			t.Errorf("Cache-Control %q, ETag %q", cc, res.Header.Get("ETag"))
		}
		req, _ := http.NewRequest(http.MethodGet, srv.HTTP.URL+"/talenthub/asha", nil)
		req.Header.Set("If-None-Match", res.Header.Get("ETag"))
		if resp, err := srv.HTTP.Client().Do(req); err != nil || resp.StatusCode != http.StatusNotModified {
			t.Errorf("If-None-Match: %v %v", resp.StatusCode, err)
		}

		embed := srv.Do(t, http.MethodGet, "/talenthub/embed/asha", "", nil)
		if embed.Status != http.StatusOK || !strings.Contains(embed.Header.Get("Content-Security-Policy"), "frame-ancestors *") ||
			embed.Header.Get("X-Frame-Options") != "" || !strings.Contains(embed.Body, "View profile") {
			t.Errorf("embed: %d %q %q", embed.Status, embed.Header.Get("Content-Security-Policy"), embed.Header.Get("X-Frame-Options"))
		}

		m := assetRE.FindStringSubmatch(res.Body)
		if m == nil {
			t.Fatal("no stylesheet link")
		}
		css := srv.Do(t, http.MethodGet, m[1], "", nil)
		if css.Status != http.StatusOK || !strings.HasPrefix(css.Header.Get("Content-Type"), "text/css") ||
			!strings.Contains(css.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("stylesheet: %d %q", css.Status, css.Header.Get("Content-Type"))
		}
		if r := srv.Do(t, http.MethodGet, "/talenthub/static/profile-0000.css", "", nil); r.Status != http.StatusNotFound {
			t.Errorf("unknown asset: %d", r.Status)
		}

		for _, p := range []string{"/talenthub/nobody", "/talenthub/embed/nobody", "/talenthub/embed/jobs"} {
			r := srv.Do(t, http.MethodGet, p, "", nil)
			if r.Status != http.StatusNotFound || !strings.Contains(r.Body, "Profile not found") || r.Header.Get("Cache-Control") != "no-cache" {
				t.Errorf("%s: %d %.200s", p, r.Status, r.Body)
			}
		}
		// Talenthub's own pages (reserved words, deeper paths) are the web
		// app's: no web build in tests, so its "not built" answer. (A board
		// job's page, /talenthub/{company}/jobs/{job}, is the app's index
		// with the job written in: talenthub_job_page_test.go.)
		for _, p := range []string{"/talenthub/jobs", "/talenthub/visibility-settings", "/talenthub/acme/jobs", "/talenthub/embed", "/talenthub/"} {
			if r := srv.Do(t, http.MethodGet, p, "", nil); strings.Contains(r.Body, "Profile not found") || strings.Contains(r.Body, "<html") {
				t.Errorf("%s went to the profile page: %d", p, r.Status)
			}
		}
		if r := srv.Do(t, http.MethodPost, "/talenthub/asha", "", nil); r.Status != http.StatusMethodNotAllowed {
			t.Errorf("POST: %d", r.Status)
		}
	})
}

// TestHubVisibility reads and saves the signed-in candidate's visibility:
// the public page follows, bad input is a 4xx that writes nothing, and
// nobody else reads or changes it.
func TestHubVisibility(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, srv.App, "asha")
		bob := apptest.MustHubCandidate(t, srv.App, "bob")
		tm := apptest.MustTeam(t, srv.App, "acme")
		if _, err := db.Write.ExecContext(context.Background(), `UPDATE hub_candidates SET bio = 'Builds robots', city = 'Pune' WHERE id = ?`, asha.ID); err != nil {
			t.Fatal(err)
		}
		const path = "/api/v1/talenthub/candidate/visibility"
		get := func(token string) apiv1.HubVisibility {
			t.Helper()
			r := srv.Do(t, http.MethodGet, path, token, nil)
			if r.Status != http.StatusOK {
				t.Fatalf("GET: %d %s", r.Status, r.Body)
			}
			var out apiv1.Envelope[apiv1.HubVisibilityResult]
			r.JSON(t, &out)
			return out.Data.Visibility
		}

		v := get(asha.Token)
		if v.Username != "asha" || !v.Listed || v.Sections["email"] || v.Sections["phone"] || !v.Sections["bio"] || len(v.Sections) != 12 ||
			!strings.HasSuffix(v.ProfileURL, "/talenthub/asha") || !strings.HasSuffix(v.EmbedURL, "/talenthub/embed/asha") ||
			!strings.Contains(v.EmbedSnippet, `<iframe src="`+v.EmbedURL+`"`) {
			t.Fatalf("defaults: %+v", v)
		}

		r := srv.Do(t, http.MethodPut, path, asha.Token, map[string]any{"sections": map[string]bool{"bio": false, "email": true}})
		if r.Status != http.StatusOK {
			t.Fatalf("PUT: %d %s", r.Status, r.Body)
		}
		if v := get(asha.Token); v.Sections["bio"] || !v.Sections["email"] || !v.Sections["city"] || !v.Listed {
			t.Fatalf("after save: %+v", v.Sections)
		}
		if page := srv.Do(t, http.MethodGet, "/talenthub/asha", "", nil); strings.Contains(page.Body, "Builds robots") ||
			!strings.Contains(page.Body, "asha@hub.test") || !strings.Contains(page.Body, "Pune") {
			t.Errorf("page after hiding the bio and showing the email: %.400s", page.Body)
		}

		for name, body := range map[string]string{
			"UnknownKey":   `{"sections": {"bio": true, "salary": true}}`,
			"NUL":          `{"sections": {"bio\u0000": true}}`,
			"WrongType":    `{"sections": {"bio": "yes"}}`,
			"WrongShape":   `{"sections": ["bio"]}`,
			"ListedString": `{"listed": "no"}`,
			"NotJSON":      `{"sections": `,
		} {
			r := srv.Do(t, http.MethodPut, path, asha.Token, body)
			if r.Status < 400 || r.Status >= 500 || !strings.Contains(r.Body, "error") {
				t.Errorf("%s: %d %s", name, r.Status, r.Body)
			}
		}
		if r := srv.Do(t, http.MethodPut, path, asha.Token, `{"sections": {"bio": true, "salary": true}}`); !strings.Contains(r.Body, "Unknown section: salary") {
			t.Errorf("unknown key message: %s", r.Body)
		}
		if v := get(asha.Token); v.Sections["bio"] {
			t.Error("a refused save changed the bio")
		}

		// Bob's save is his own; company users and visitors get none.
		if r := srv.Do(t, http.MethodPut, path, bob.Token, map[string]any{"listed": false, "sections": map[string]bool{"city": false}}); r.Status != http.StatusOK {
			t.Fatalf("bob: %d %s", r.Status, r.Body)
		}
		if v := get(asha.Token); !v.Listed || !v.Sections["city"] {
			t.Errorf("bob's save reached asha: %+v", v)
		}
		if v := get(bob.Token); v.Listed || v.Username != "bob" {
			t.Errorf("bob: %+v", v)
		}
		if r := srv.Do(t, http.MethodGet, "/talenthub/bob", "", nil); r.Status != http.StatusNotFound {
			t.Errorf("unlisted bob: %d", r.Status)
		}
		for _, role := range []string{recruit.RoleAdmin, recruit.RoleTA} {
			for _, m := range []string{http.MethodGet, http.MethodPut} {
				if r := srv.Do(t, m, path, tm.Tokens[role], map[string]any{"listed": false}); r.Status != http.StatusForbidden && r.Status != http.StatusNotFound {
					t.Errorf("%s %s: %d %s", role, m, r.Status, r.Body)
				}
			}
		}
		if r := srv.Do(t, http.MethodPut, path, "", map[string]any{"listed": false}); r.Status != http.StatusUnauthorized {
			t.Errorf("anonymous: %d", r.Status)
		}
		if v := get(asha.Token); !v.Listed {
			t.Error("asha was unlisted by someone else")
		}
	})
}
