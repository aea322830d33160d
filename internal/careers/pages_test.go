package careers_test

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"encoding/xml"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/careers"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestSiteMatchesTheCareersHost(t *testing.T) {
	t.Parallel()
	site := careers.NewSite("Careers.Example.com", "https://hire.example.com:8443")
	for host, want := range map[string]bool{
		"careers.example.com": true, "CAREERS.example.COM:443": true, "careers.example.com.": true, "careers.example.com:8443": true,
		"hire.example.com": false, "example.com": false, "careers.example.com.evil.test": false, "": false, "[::1]:80": false,
	} {
		if got := site.Matches(host); got != want {
			t.Errorf("Matches(%q) = %v, want %v", host, got, want)
		}
	}
	if got, want := site.URL(careers.JobPath("acme", "go-1")), "https://careers.example.com:8443/acme/go-1/apply"; got != want {
		t.Errorf("URL = %q, want %q", got, want)
	}
	if got := careers.NewSite("careers.localhost", "http://127.0.0.1").Origin; got != "http://careers.localhost" {
		t.Errorf("origin without port = %q", got)
	}
}

var (
	ldRE    = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)
	styleRE = regexp.MustCompile(`(?s)<style id="ck-theme">(.*?)</style>`)
)

// TestCareersPages serves the landing, the embeddable list and a job page
// on the careers host only, with their titles, meta tags, theme and
// framing rules; / leads to the main app; anything else is a 404 page.
func TestCareersPages(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		base := w.srv.Config.BaseURL
		origin := careers.NewSite(careersHost, base).Origin

		landing := page(t, w.srv, "Careers.Localhost:9999", "/"+w.slug)
		for _, want := range []string{"<title>Careers at alpha</title>", `<link rel="canonical" href="` + origin + `/alpha">`,
			`<meta name="description"`, `<meta property="og:title" content="Careers at alpha">`, "Join our team!", "View open positions",
			"Coming soon!", `id="job-openings-list"`, "We are hiring", "Be a part of our success story", "Engineering", "Platform Engineer",
			`href="/alpha/` + w.job.Slug + `/apply"`, "Bengaluru, India · Remote (India)", "2-5 years", "Powered by",
			`href="` + base + `/data-request/alpha">Your data: ask for a copy or its erasure</a>`, `id="careers-data"`} {
			if !strings.Contains(landing.body, want) {
				t.Errorf("landing lacks %q", want)
			}
		}
		if landing.status != 200 || !strings.Contains(landing.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") ||
			landing.header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("landing: %d, CSP %q, XFO %q", landing.status, landing.header.Get("Content-Security-Policy"), landing.header.Get("X-Frame-Options"))
		}
		// The theme's style element is allowed by its hash, nothing else inline.
		style := styleRE.FindStringSubmatch(landing.body)
		sum := sha256.Sum256([]byte(style[1]))
		if csp := landing.header.Get("Content-Security-Policy"); !strings.Contains(csp, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'") ||
			strings.Contains(csp, "unsafe-inline") || !strings.Contains(style[1], "--ck-primary:#1d4ed8") {
			t.Errorf("CSP %q does not allow exactly the theme %q", csp, style[1])
		}

		embed := page(t, w.srv, careersHost, "/"+w.slug+"/job-embed")
		if embed.status != 200 || !strings.Contains(embed.header.Get("Content-Security-Policy"), "frame-ancestors *") ||
			embed.header.Get("X-Frame-Options") != "" || strings.Contains(embed.body, "Join our team!") || !strings.Contains(embed.body, "Platform Engineer") {
			t.Errorf("embed: %d, CSP %q, XFO %q", embed.status, embed.header.Get("Content-Security-Policy"), embed.header.Get("X-Frame-Options"))
		}

		job := page(t, w.srv, careersHost, "/"+w.slug+"/"+w.job.Slug+"/apply")
		for _, want := range []string{"<title>Platform Engineer - alpha</title>", `<link rel="canonical" href="` + origin + `/alpha/` + w.job.Slug + `/apply">`,
			`<meta name="description" content="Build things.">`, "<p>Build things.</p>", "Posted " + time.Now().UTC().Format("2 Jan 2006"), "Other Jobs"} {
			if !strings.Contains(job.body, want) {
				t.Errorf("job page lacks %q", want)
			}
		}
		if !strings.Contains(job.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
			t.Errorf("job page CSP %q", job.header.Get("Content-Security-Policy"))
		}

		if a := page(t, w.srv, careersHost, "/"); a.status != http.StatusFound || a.header.Get("Location") != base+"/" {
			t.Errorf("/ on the careers host: %d → %q, want 302 → %s/", a.status, a.header.Get("Location"), base)
		}
		for _, p := range []string{"/no-such-company", "/alpha/no-such-job-9/apply", "/alpha/a/b/c", "/alpha/unknown"} {
			if a := page(t, w.srv, careersHost, p); a.status != 404 || !strings.Contains(a.body, "Page not found") {
				t.Errorf("%s: %d", p, a.status)
			}
		}
		// Pages go out gzipped to clients that take it.
		req, _ := http.NewRequest("GET", w.srv.HTTP.URL+"/"+w.slug, nil)
		req.Host = careersHost
		req.Header.Set("Accept-Encoding", "gzip")
		if a := do(t, w.srv, req); a.header.Get("Content-Encoding") != "gzip" || len(a.body) >= len(landing.body)/2 {
			t.Errorf("gzip: %q, %d bytes for %d", a.header.Get("Content-Encoding"), len(a.body), len(landing.body))
		}
		// The main host serves the app, never a careers page.
		if a := page(t, w.srv, "127.0.0.1", "/"+w.slug); strings.Contains(a.body, "Careers at alpha") {
			t.Error("the main host served a careers page")
		}
		// The API answers on the careers host too (the careers app calls it there).
		if a := page(t, w.srv, careersHost, "/api/v1/requisitions/get-open-requisitions?company_slug=alpha"); a.status != 200 ||
			!strings.Contains(a.body, `"designation":"Platform Engineer"`) {
			t.Errorf("API on the careers host: %d %s", a.status, a.body)
		}
	})
}

// TestJobPostingJSONLD parses the JobPosting of a served job page and
// checks every property Google asks for, with valid types.
func TestJobPostingJSONLD(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		saveSettings(t, w, `{"website_url": "https://alpha.example", "options": {"show_salary": true}}`)
		if a := w.srv.Upload(t, "/api/v1/company/logo", w.tm.Tokens[recruit.RoleAdmin], nil, "logo", "logo.png", pngImage()); a.Status != 200 {
			t.Fatalf("logo: %d %s", a.Status, a.Body)
		}
		in := apptest.JobInput(`Engineer </script><script>alert(1)</script>`)
		in.Locations = []ats.Location{{City: "Pune", Country: "India"}, {Country: "Germany", Remote: true}}
		job := mustPublish(t, w.srv, w.ctx, apptest.MustCreateRequisition(t, w.ctx, w.srv.App, in).ID)
		body := page(t, w.srv, careersHost, "/"+w.slug+"/"+job.Slug+"/apply").body
		if strings.Contains(body, "<script>alert(1)") {
			t.Fatal("the title broke out of its element")
		}
		m := ldRE.FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("no JSON-LD in %s", body)
		}
		var ld map[string]any
		if err := json.Unmarshal([]byte(m[1]), &ld); err != nil {
			t.Fatalf("JSON-LD %s: %v", m[1], err)
		}
		str := func(v any) string { s, _ := v.(string); return s }
		obj := func(v any) map[string]any { o, _ := v.(map[string]any); return o }
		list := func(v any) []any { l, _ := v.([]any); return l }
		if ld["@context"] != "https://schema.org/" || ld["@type"] != "JobPosting" {
			t.Errorf("@context %v @type %v", ld["@context"], ld["@type"])
		}
		if str(ld["title"]) != in.Title || str(ld["description"]) != "<p>Build things.</p>" {
			t.Errorf("title %q description %q", ld["title"], ld["description"])
		}
		if _, err := time.Parse("2006-01-02", str(ld["datePosted"])); err != nil {
			t.Errorf("datePosted %v", ld["datePosted"])
		}
		if _, known := ld["validThrough"]; known {
			t.Error("validThrough given though no job has a closing date")
		}
		if ld["employmentType"] != "FULL_TIME" {
			t.Errorf("employmentType %v", ld["employmentType"])
		}
		org := obj(ld["hiringOrganization"])
		if org["@type"] != "Organization" || org["name"] != "alpha" || org["sameAs"] != "https://alpha.example" ||
			!regexp.MustCompile(`^http://careers\.localhost(:\d+)?/media/careers/\d+/[0-9a-f]+\.png$`).MatchString(str(org["logo"])) {
			t.Errorf("hiringOrganization %v", org)
		}
		places := list(ld["jobLocation"])
		if len(places) != 1 || obj(places[0])["@type"] != "Place" || obj(obj(places[0])["address"])["@type"] != "PostalAddress" ||
			obj(obj(places[0])["address"])["addressLocality"] != "Pune" || obj(obj(places[0])["address"])["addressCountry"] != "India" {
			t.Errorf("jobLocation %v", ld["jobLocation"])
		}
		reqs := list(ld["applicantLocationRequirements"])
		if ld["jobLocationType"] != "TELECOMMUTE" || len(reqs) != 1 || obj(reqs[0])["@type"] != "Country" || obj(reqs[0])["name"] != "Germany" {
			t.Errorf("remote: %v %v", ld["jobLocationType"], ld["applicantLocationRequirements"])
		}
		salary := obj(ld["baseSalary"])
		value := obj(salary["value"])
		if salary["@type"] != "MonetaryAmount" || salary["currency"] != "INR" || value["@type"] != "QuantitativeValue" ||
			value["minValue"] != float64(1_000_000) || value["maxValue"] != float64(2_000_000) || value["unitText"] != "YEAR" {
			t.Errorf("baseSalary %v", salary)
		}
		// Without the company's consent to show salaries there is none.
		saveSettings(t, w, `{"options": {"show_salary": false}}`)
		body = page(t, w.srv, careersHost, "/"+w.slug+"/"+job.Slug+"/apply").body
		if strings.Contains(ldRE.FindStringSubmatch(body)[1], "baseSalary") {
			t.Error("baseSalary shown though the company hides salaries")
		}
	})
}

// TestRobotsAndSitemaps: robots.txt points at the sitemap index, which
// lists hiring companies; a company's sitemap lists its live jobs, and a
// closed job leaves it and its page says it is closed.
func TestRobotsAndSitemaps(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		apptest.MustTeam(t, w.srv.App, "beta") // no live job
		origin := careers.NewSite(careersHost, w.srv.Config.BaseURL).Origin
		robots := page(t, w.srv, careersHost, "/robots.txt")
		if robots.status != 200 || !strings.Contains(robots.body, "User-agent: *") || !strings.Contains(robots.body, "Sitemap: "+origin+"/sitemap.xml") {
			t.Errorf("robots.txt: %d %q", robots.status, robots.body)
		}
		var idx struct {
			Sitemaps []struct {
				Loc     string `xml:"loc"`
				LastMod string `xml:"lastmod"`
			} `xml:"sitemap"`
		}
		a := page(t, w.srv, careersHost, "/sitemap.xml")
		if err := xml.Unmarshal([]byte(a.body), &idx); err != nil || a.header.Get("Content-Type") != "application/xml; charset=utf-8" {
			t.Fatalf("sitemap index %q: %v", a.body, err)
		}
		if len(idx.Sitemaps) != 1 || idx.Sitemaps[0].Loc != origin+"/alpha/sitemap.xml" || idx.Sitemaps[0].LastMod != time.Now().UTC().Format("2006-01-02") {
			t.Errorf("sitemap index %+v", idx.Sitemaps)
		}
		urls := func() []string {
			var set struct {
				URLs []struct {
					Loc string `xml:"loc"`
				} `xml:"url"`
			}
			a := page(t, w.srv, careersHost, "/alpha/sitemap.xml")
			if err := xml.Unmarshal([]byte(a.body), &set); err != nil {
				t.Fatalf("alpha's sitemap %q: %v", a.body, err)
			}
			var out []string
			for _, u := range set.URLs {
				out = append(out, u.Loc)
			}
			return out
		}
		jobURL := origin + "/alpha/" + w.job.Slug + "/apply"
		if got := urls(); len(got) != 2 || got[0] != origin+"/alpha" || got[1] != jobURL {
			t.Errorf("alpha's sitemap %v", got)
		}
		if _, err := w.srv.ATS.ChangeState(w.ctx, w.job.ID, ats.ActionArchive, ""); err != nil {
			t.Fatal(err)
		}
		if got := urls(); len(got) != 1 {
			t.Errorf("a closed job stayed in the sitemap: %v", got)
		}
		closed := page(t, w.srv, careersHost, "/alpha/"+w.job.Slug+"/apply")
		if closed.status != 200 || !strings.Contains(closed.body, "Not accepting applications right now!") || ldRE.MatchString(closed.body) ||
			!strings.Contains(closed.body, `<meta name="robots" content="noindex">`) {
			t.Errorf("closed job page: %d", closed.status)
		}
		if a := page(t, w.srv, careersHost, "/beta/sitemap.xml"); a.status != 200 || strings.Contains(a.body, "/apply") {
			t.Errorf("beta's sitemap: %d %s", a.status, a.body)
		}
	})
}

func saveSettings(t *testing.T, w *world, doc string) apptest.Response {
	t.Helper()
	a := w.srv.Do(t, "PUT", "/api/v1/company/careers-page", w.tm.Tokens[recruit.RoleAdmin], doc)
	if a.Status != 200 {
		t.Fatalf("save %s: %d %s", doc, a.Status, a.Body)
	}
	return a
}

// TestCareersSettings: an admin brands the page (checked on save), uploads
// a logo and pictures checked by content and size; the public details and
// the page show them; other roles cannot.
func TestCareersSettings(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.tm.Tokens[recruit.RoleAdmin]
		details := w.srv.Do(t, "GET", "/api/v1/company/get-careers-page-details?company_slug=alpha", "", nil)
		if details.Status != 200 || !strings.Contains(details.Body, `"configured":false`) || !strings.Contains(details.Body, `"themePrimaryColor":"#1d4ed8"`) {
			t.Fatalf("default details: %d %s", details.Status, details.Body)
		}
		for _, tc := range []struct{ doc, want string }{
			{`{"customStyle": {"themePrimaryColor": "blue"}}`, "The primary colour must be a colour like #1d4ed8"},
			{`{"website_url": "javascript:alert(1)"}`, "The website must be a link starting with http:// or https://"},
			{`{"customStyle": {"font": "Comic Sans"}}`, "Please choose one of the fonts offered"},
			{`{"values": [{"title": "", "text": "x"}]}`, "Every one of the values needs a title"},
			{`{"carousels": [{"title": "Office", "images": [{"key": "careers/999999/abc.png", "alt": "x"}]}]}`, "A picture in a carousel is not one of this company's uploads"},
			{`{"hero": {"heading": "` + strings.Repeat("h", 121) + `"}}`, "The hero heading is too long (at most 120 characters)"},
		} {
			a := w.srv.Do(t, "PUT", "/api/v1/company/careers-page", admin, tc.doc)
			if a.Status != 400 || !strings.Contains(a.Body, tc.want) {
				t.Errorf("%s: %d %s, want 400 %q", tc.doc, a.Status, a.Body, tc.want)
			}
		}
		for _, role := range []string{recruit.RoleTA, recruit.RoleHiringManager} {
			if a := w.srv.Do(t, "PUT", "/api/v1/company/careers-page", w.tm.Tokens[role], `{}`); a.Status != 403 {
				t.Errorf("%s saved the careers page: %d", role, a.Status)
			}
		}
		// Pictures: checked by content, not by name.
		if a := w.srv.Upload(t, "/api/v1/company/careers-page/images", admin, nil, "image", "office.png", []byte("GIF89a but not really")); a.Status != 415 {
			t.Errorf("a mislabelled image: %d %s", a.Status, a.Body)
		}
		if a := w.srv.Upload(t, "/api/v1/company/careers-page/images", admin, nil, "image", "office.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)); a.Status != 415 {
			t.Errorf("an SVG: %d %s", a.Status, a.Body)
		}
		big := append(pngImage(), make([]byte, 2<<20)...)
		if a := w.srv.Upload(t, "/api/v1/company/careers-page/images", admin, nil, "image", "big.png", big); a.Status != 413 {
			t.Errorf("a 2 MB picture: %d %s", a.Status, a.Body)
		}
		up := w.srv.Upload(t, "/api/v1/company/careers-page/images", admin, nil, "image", "office.png", pngImage())
		var img struct {
			Data struct{ Key, URL string } `json:"data"`
		}
		up.JSON(t, &img)
		if up.Status != 200 || !strings.HasPrefix(img.Data.URL, "/media/careers/") {
			t.Fatalf("upload: %d %s", up.Status, up.Body)
		}
		media := page(t, w.srv, careersHost, img.Data.URL)
		if media.status != 200 || media.header.Get("Content-Type") != "image/png" || !strings.Contains(media.header.Get("Cache-Control"), "immutable") ||
			media.header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("media: %d %v", media.status, media.header)
		}
		if a := page(t, w.srv, careersHost, "/media/resumes/1/x.pdf"); a.status != 404 {
			t.Errorf("a resume through /media: %d", a.status)
		}
		doc := `{"sub_heading": "We build hiring tools.", "website_url": "https://alpha.example",
			"customStyle": {"themePrimaryColor": "#0F766E", "themeSecondaryColor": "#FDE68A", "font": "serif", "dark": false},
			"hero": {"heading": "Build with alpha", "subheading": "Small team, big problems."},
			"values": [{"title": "Candour", "text": "Say it kindly."}], "benefits": [{"title": "Remote first", "text": ""}],
			"carousels": [{"title": "Our office", "images": [{"key": "` + img.Data.Key + `", "alt": "The office"}]}],
			"privacy_policy_url": "https://alpha.example/privacy", "terms_url": "https://alpha.example/terms",
			"options": {"hide_location_filter": true, "ask_location_and_company": true}}`
		saved := saveSettings(t, w, doc)
		for _, want := range []string{`"themePrimaryColor":"#0f766e"`, `"configured":true`, `"url":"` + img.Data.URL + `"`, `"fontFamily":"Charter`} {
			if !strings.Contains(saved.Body, want) {
				t.Errorf("saved page lacks %s: %s", want, saved.Body)
			}
		}
		landing := page(t, w.srv, careersHost, "/alpha").body
		for _, want := range []string{"Build with alpha", "View open jobs", "Small team, big problems.", "We build hiring tools.", "Candour",
			"Remote first", "Company Website", "--ck-primary:#0f766e", `<meta name="description" content="Small team, big problems.">`} {
			if !strings.Contains(landing, want) {
				t.Errorf("branded landing lacks %q", want)
			}
		}
		if strings.Contains(landing, "Join our team!") || strings.Contains(landing, "Coming soon!") {
			t.Error("the branded landing still shows the default texts")
		}
		// The company-specific fields are kept on the application.
		f := w.form("loc@example.test")
		f["location"], f["current_company"] = "Lisbon", "Analytical Engines"
		if a := w.apply(t, f, "cv.pdf", pdf, nil); a.status != 200 {
			t.Fatalf("apply: %d %s", a.status, a.body)
		}
		if n := count(t, db, "SELECT count(*) FROM candidate_applications WHERE submitted_location = ? AND submitted_current_company = ?", "Lisbon", "Analytical Engines"); n != 1 {
			t.Errorf("location and current company stored on %d applications", n)
		}
	})
}

// TestUnapprovedCompanyHasNoPages: a company a platform admin has not
// approved shows nothing publicly.
func TestUnapprovedCompanyHasNoPages(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		if _, err := db.Write.NewRaw("UPDATE companies SET approved_at = NULL WHERE id = ?", w.tm.Company.ID).Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
		if a := page(t, w.srv, careersHost, "/alpha"); a.status != 404 {
			t.Errorf("landing: %d", a.status)
		}
		if a := w.srv.Do(t, "GET", "/api/v1/requisitions/get-open-requisitions?company_slug=alpha", "", nil); a.Status != 404 {
			t.Errorf("jobs: %d %s", a.Status, a.Body)
		}
	})
}

// TestOpenJobsFollowChanges: the list of live jobs (kept between visits)
// shows every edit, publishing and unpublishing at once.
func TestOpenJobsFollowChanges(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		titles := func() string {
			_, jobs, err := w.srv.Careers.Landing(t.Context(), w.slug)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, j := range jobs {
				out = append(out, j.Title+" @ "+careers.LocationsText(j.Locations))
			}
			return strings.Join(out, "; ")
		}
		if got := titles(); got != "Platform Engineer @ Bengaluru, India · Remote (India)" {
			t.Fatalf("first: %s", got)
		}
		titles() // from the kept list
		in := apptest.JobInput("Platform Engineer II")
		in.Locations = []ats.Location{{City: "Pune", Country: "India"}}
		in.Questions = nil
		if _, err := w.srv.ATS.UpdateRequisition(w.ctx, w.job.ID, in); err != nil {
			t.Fatal(err)
		}
		if got := titles(); got != "Platform Engineer II @ Pune, India" {
			t.Errorf("after an edit: %s", got)
		}
		other := mustPublish(t, w.srv, w.ctx, apptest.MustCreateRequisition(t, w.ctx, w.srv.App, apptest.JobInput("Data Engineer")).ID)
		if got := titles(); !strings.HasPrefix(got, "Data Engineer @") || !strings.Contains(got, "Platform Engineer II") {
			t.Errorf("after publishing another: %s", got)
		}
		if _, err := w.srv.ATS.ChangeState(w.ctx, other.ID, ats.ActionUnpublish, ""); err != nil {
			t.Fatal(err)
		}
		if got := titles(); got != "Platform Engineer II @ Pune, India" {
			t.Errorf("after unpublishing it: %s", got)
		}
	})
}
