package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// testIndex is shaped as web/index.html: the app's own title and
// description, the placeholders, the loading mark and the script.
const testIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Hirekit is a recruiting platform." />
    <title>Hirekit</title>
    <!--seo-->
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
  </head>
  <body>
    <div id="root"><!--ssr--><div role="status"><span>Hirekit</span><span>Loading…</span></div><!--/ssr--></div>
  </body>
</html>
`

var (
	jobLDRE   = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)
	titlesRE  = regexp.MustCompile(`<title>(.*?)</title>`)
	plainSPA  = strings.Replace(testIndex, "<!--seo-->", "", 1)
	nastyName = `Go </script><script>alert(1)</script> Engineer`
)

// hubJobPageWorld is acme with one job on the board, served with a web
// build (testIndex) unless noSPA.
func hubJobPageWorld(t *testing.T, db *sqldb.DB, noSPA bool) (*apptest.Server, *apptest.Team, *ats.Requisition, string) {
	t.Helper()
	opts := apptest.ServerOptions{}
	if !noSPA {
		opts.SPA = fstest.MapFS{"index.html": {Data: []byte(testIndex)}, "robots.txt": {Data: []byte("User-agent: *\nDisallow: /api/\n")}}
	}
	srv := apptest.NewServer(t, db, opts)
	acme := apptest.MustTeam(t, srv.App, "acme")
	ctx := acme.Ctx(t, recruit.RoleAdmin)
	in := apptest.JobInput(nastyName)
	in.Locations = []ats.Location{{City: "Pune", Country: "India"}, {Country: "Germany", Remote: true}}
	in.Description = "<p>Build <strong>things</strong> &amp; ship.</p>"
	job := apptest.MustCreateRequisition(t, ctx, srv.App, in)
	job, err := srv.ATS.ChangeState(ctx, job.ID, ats.ActionPublish, "")
	if err != nil {
		t.Fatal(err)
	}
	resp := srv.Do(t, "POST", "/api/v1/talenthub/company/jobs", acme.Tokens[recruit.RoleAdmin], map[string]any{
		"requisition_id": job.ID, "job_type": "internship", "experience_required": true,
		"skills": []any{map[string]any{"slug": "go", "proficiency": 2}}, "salary_min": 30000, "salary_max": 45000, "salary_currency": "USD"})
	if resp.Status != 200 {
		t.Fatalf("post: %d %s", resp.Status, resp.Body)
	}
	var posted apiv1.Envelope[apiv1.HubJobResultOne]
	resp.JSON(t, &posted)
	return srv, acme, job, "/talenthub/acme/jobs/" + posted.Data.Job.Slug
}

func TestHubJobPageServerRendered(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv, acme, job, path := hubJobPageWorld(t, db, false)
		resp := srv.Do(t, "GET", path, "", nil)
		body := resp.Body
		if resp.Status != 200 || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" ||
			resp.Header.Get("Cache-Control") != "public, max-age=60" || resp.Header.Get("ETag") == "" {
			t.Fatalf("page: %d %v\n%s", resp.Status, resp.Header, body)
		}
		// The app's index, with its script, and the job's head in place
		// of the app's own title and description.
		titles := titlesRE.FindAllStringSubmatch(body, -1)
		wantTitle := "Go &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Engineer at acme · Talenthub"
		if len(titles) != 1 || titles[0][1] != wantTitle {
			t.Errorf("titles %q, want one %q", titles, wantTitle)
		}
		for _, want := range []string{`<script type="module" crossorigin src="/assets/main-abc.js"></script>`,
			`<link rel="canonical" href="` + srv.App.Hub.BaseURL + path + `">`, `<meta property="og:title" content="Go &lt;/script&gt;`,
			`<meta name="description" content="Build things &amp; ship.">`, `<h1 id="thj-title">Go &lt;/script&gt;`, `<p class="thj-company">acme</p>`,
			"<dt>Type</dt><dd>Internship</dd>", "<dt>Location</dt><dd>Pune, India · Remote Germany</dd>", "<dt>Experience</dt><dd>2–5 years</dd>",
			"<dt>Salary</dt><dd>USD 30,000 – 45,000</dd>", "<li>Experience: 2–5 years</li>", "<li>Go · Level 2</li>",
			"<p>Build <strong>things</strong> &amp; ship.</p>", "A phone number, a resume and a profile more than 60% complete are required to apply.",
			"View on the careers page"} {
			if !strings.Contains(body, want) {
				t.Errorf("page lacks %s", want)
			}
		}
		for _, bad := range []string{"<script>alert(1)", "Hirekit is a recruiting platform", "Loading…", "<!--seo-->", `content="noindex"`, "Closed"} {
			if strings.Contains(body, bad) {
				t.Errorf("page has %s", bad)
			}
		}
		m := jobLDRE.FindAllStringSubmatch(body, -1)
		if len(m) != 1 {
			t.Fatalf("%d JSON-LD blocks", len(m))
		}
		var ld map[string]any
		if err := json.Unmarshal([]byte(m[0][1]), &ld); err != nil {
			t.Fatalf("JSON-LD %s: %v", m[0][1], err)
		}
		obj := func(v any) map[string]any { o, _ := v.(map[string]any); return o }
		list := func(v any) []any { l, _ := v.([]any); return l }
		if ld["@context"] != "https://schema.org/" || ld["@type"] != "JobPosting" || ld["title"] != nastyName ||
			ld["description"] != job.Description || ld["employmentType"] != "INTERN" || ld["directApply"] != true ||
			ld["url"] != srv.App.Hub.BaseURL+path {
			t.Errorf("JobPosting %v", ld)
		}
		if d, _ := ld["datePosted"].(string); func() error { _, err := time.Parse("2006-01-02", d); return err }() != nil {
			t.Errorf("datePosted %v", ld["datePosted"])
		}
		if _, ok := ld["validThrough"]; ok {
			t.Error("validThrough though a board job has no closing date")
		}
		org := obj(ld["hiringOrganization"])
		if org["name"] != "acme" || !strings.HasPrefix(fmt.Sprint(org["sameAs"]), "http://careers.localhost") || !strings.HasSuffix(fmt.Sprint(org["sameAs"]), "/acme") {
			t.Errorf("hiringOrganization %v", org)
		}
		places := list(ld["jobLocation"])
		if len(places) != 1 || obj(obj(places[0])["address"])["addressLocality"] != "Pune" || obj(obj(places[0])["address"])["addressCountry"] != "India" {
			t.Errorf("jobLocation %v", ld["jobLocation"])
		}
		reqs := list(ld["applicantLocationRequirements"])
		if ld["jobLocationType"] != "TELECOMMUTE" || len(reqs) != 1 || obj(reqs[0])["name"] != "Germany" {
			t.Errorf("remote %v %v", ld["jobLocationType"], ld["applicantLocationRequirements"])
		}
		salary := obj(ld["baseSalary"])
		if salary["currency"] != "USD" || obj(salary["value"])["minValue"] != float64(30000) || obj(salary["value"])["maxValue"] != float64(45000) ||
			obj(salary["value"])["unitText"] != "YEAR" {
			t.Errorf("baseSalary %v", salary)
		}
		if obj(ld["experienceRequirements"])["monthsOfExperience"] != float64(24) {
			t.Errorf("experienceRequirements %v", ld["experienceRequirements"])
		}
		if s := list(ld["skills"]); len(s) != 1 || s[0] != "Go" {
			t.Errorf("skills %v", ld["skills"])
		}

		// The ETag answers 304; HEAD has the headers and no body.
		req, _ := http.NewRequest("GET", srv.HTTP.URL+path, nil)
		req.Header.Set("If-None-Match", resp.Header.Get("ETag"))
		if r, err := srv.HTTP.Client().Do(req); err != nil || r.StatusCode != 304 {
			t.Errorf("If-None-Match: %v %v", r, err)
		} else {
			r.Body.Close()
		}
		if head := srv.Do(t, "HEAD", path, "", nil); head.Status != 200 || head.Body != "" || head.Header.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("HEAD: %d %q %v", head.Status, head.Body, head.Header)
		}
		if post := srv.Do(t, "POST", path, "", nil); post.Status != 405 || post.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("POST: %d %v", post.Status, post.Header)
		}

		// The sitemap lists it; robots.txt names the sitemap and keeps
		// the web build's rules.
		sm := srv.Do(t, "GET", "/talenthub/sitemap.xml", "", nil)
		if sm.Status != 200 || !strings.HasPrefix(sm.Header.Get("Content-Type"), "application/xml") ||
			!strings.Contains(sm.Body, "<loc>"+srv.App.Hub.BaseURL+path+"</loc>") {
			t.Errorf("sitemap: %d %s", sm.Status, sm.Body)
		}
		robots := srv.Do(t, "GET", "/robots.txt", "", nil)
		if robots.Status != 200 || !strings.Contains(robots.Body, "Disallow: /api/\n") ||
			!strings.Contains(robots.Body, "Sitemap: "+srv.App.Hub.BaseURL+"/talenthub/sitemap.xml\n") {
			t.Errorf("robots.txt: %d %q", robots.Status, robots.Body)
		}

		// Closed: still a page, saying so, without the description or a
		// JobPosting, not indexed, and out of the sitemap.
		if r := srv.Do(t, "DELETE", fmt.Sprintf("/api/v1/talenthub/company/jobs/%d", job.ID), acme.Tokens[recruit.RoleAdmin], nil); r.Status != 200 {
			t.Fatalf("unpost: %d %s", r.Status, r.Body)
		}
		closed := srv.Do(t, "GET", path, "", nil)
		if closed.Status != 200 || !strings.Contains(closed.Body, `<p class="thj-closed">Closed</p>`) || strings.Contains(closed.Body, "application/ld+json") ||
			strings.Contains(closed.Body, "Build <strong>") || !strings.Contains(closed.Body, `<meta name="robots" content="noindex">`) ||
			strings.Contains(closed.Body, "View on the careers page") {
			t.Errorf("closed: %d %s", closed.Status, closed.Body)
		}
		if sm := srv.Do(t, "GET", "/talenthub/sitemap.xml", "", nil); strings.Contains(sm.Body, path) {
			t.Errorf("closed job in the sitemap: %s", sm.Body)
		}
	})
}

func TestHubJobPageNotFoundAndOtherRoutes(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv, _, _, path := hubJobPageWorld(t, db, false)
		// An unknown job (or company, or a slug no job has): the app's
		// index with its loading mark, for React's own not-found; 404,
		// not indexed, not cached.
		for _, p := range []string{"/talenthub/acme/jobs/nope", "/talenthub/globex" + strings.TrimPrefix(path, "/talenthub/acme"),
			"/talenthub/acme/jobs/%00x", "/talenthub/acme/jobs/" + strings.Repeat("x", 300)} {
			resp := srv.Do(t, "GET", p, "", nil)
			if resp.Status != 404 || !strings.Contains(resp.Body, `<meta name="robots" content="noindex">`) ||
				!strings.Contains(resp.Body, "Loading…") || !strings.Contains(resp.Body, "/assets/main-abc.js") ||
				resp.Header.Get("Cache-Control") != "no-cache" || strings.Contains(resp.Body, "application/ld+json") {
				t.Errorf("%s: %d %v %s", p, resp.Status, resp.Header, resp.Body)
			}
			if head := srv.Do(t, "HEAD", p, "", nil); head.Status != 404 || head.Body != "" {
				t.Errorf("HEAD %s: %d", p, head.Status)
			}
		}
		// The app's other talenthub routes get its index untouched.
		for _, p := range []string{"/talenthub/jobs", "/talenthub/acme/jobs", "/talenthub/login", "/talenthub/admin/review-taggings/42",
			"/talenthub/acme/jobs/" + strings.TrimPrefix(path, "/talenthub/acme/jobs/") + "/more", "/talenthub/company/dashboard"} {
			if resp := srv.Do(t, "GET", p, "", nil); resp.Status != 200 || resp.Body != plainSPA || resp.Header.Get("Cache-Control") != "no-cache" {
				t.Errorf("%s: %d %v %s", p, resp.Status, resp.Header, resp.Body)
			}
		}
		// A username is still the server's profile page.
		if resp := srv.Do(t, "GET", "/talenthub/someone", "", nil); resp.Status != 404 || !strings.Contains(resp.Body, "Profile not found") {
			t.Errorf("/talenthub/someone: %d %s", resp.Status, resp.Body)
		}
	})
}

// Without a web build (go test, make build-go) the page is the server's
// rendering in a shell of its own.
func TestHubJobPageWithoutWebBuild(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv, _, _, path := hubJobPageWorld(t, db, true)
		resp := srv.Do(t, "GET", path, "", nil)
		if resp.Status != 200 || !strings.HasPrefix(resp.Body, "<!doctype html>") || !strings.Contains(resp.Body, "application/ld+json") ||
			!strings.Contains(resp.Body, `<h1 id="thj-title">`) || strings.Contains(resp.Body, "<!--ssr-->") {
			t.Errorf("page: %d %s", resp.Status, resp.Body)
		}
		robots := srv.Do(t, "GET", "/robots.txt", "", nil)
		if robots.Status != 200 || robots.Body != "User-agent: *\nDisallow: /api/\n\nSitemap: "+srv.App.Hub.BaseURL+"/talenthub/sitemap.xml\n" {
			t.Errorf("robots.txt: %d %q", robots.Status, robots.Body)
		}
	})
}
