package marketplace_test

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/sqldb"
)

// eventAttrRE finds a real element (not escaped text) with an on…
// attribute.
var eventAttrRE = regexp.MustCompile(`<[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*\son[a-z]+\s*=`)

var ldRE = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)

// fullProfile fills every list and served URL of a profile.
func fullProfile(p *marketplace.Profile) {
	p.AvatarURL = "/files/avatar.png"
	p.ResumeURL = "/files/resume.pdf"
	p.ResumeName = "resume.pdf"
	p.CurrentCompany = "Acme Robotics"
	p.Skills = []marketplace.Skill{{Name: "Go", Slug: "go", Proficiency: 2, LastPassedCertificationSlug: "cert-go-42"},
		{Name: "SQL", Slug: "sql", Proficiency: 0}, {Name: "Rust", Slug: "rust", Proficiency: -1}, {Name: "Kotlin", Proficiency: 1}}
	p.Experiences = []marketplace.Experience{{Designation: "Staff Engineer", Company: "Acme Robotics", Start: "2021-03", Description: "Runs the fleet"}}
	p.Projects = []marketplace.Project{{Title: "Gopher Garden", SourceCodeURL: "https://github.com/asha/garden", WebsiteURL: "javascript:alert(1)"}}
	p.Educations = []marketplace.Education{{Degree: "B.Tech", Major: "Computer Science", Institute: "IIT Bombay", Start: "2010", End: "2014"}}
}

// sectionMarks are, per section, a text only that section puts on the
// page.
var sectionMarks = map[string]string{
	"email":           "asha@hub.test",
	"phone":           "&#43;91 98450 00000",
	"city":            "Pune",
	"resume":          "View Resume",
	"links":           ">GitHub</a>",
	"bio":             "Builds <strong>robots</strong>",
	"skills":          "Verified: Advanced",
	"experiences":     "Staff Engineer",
	"projects":        "Gopher Garden",
	"educations":      "IIT Bombay",
	"current_company": "Works at <strong>Acme Robotics</strong>",
	"career_start":    "Total experience: <strong>",
}

func setupProfile(t *testing.T, db *sqldb.DB) (*apptestApp, int64) {
	t.Helper()
	a := apptest.NewApp(t, db, apptest.ServerOptions{})
	c := apptest.MustHubCandidate(t, a, "asha")
	if _, err := db.Write.ExecContext(context.Background(), `UPDATE hub_candidates SET name = 'Asha Verma', headline = 'Robotics engineer',
		email = 'asha@hub.test', phone = '+91 98450 00000', city = 'Pune', bio = 'Builds **robots**', career_start = ?,
		links = '{"github": "https://github.com/asha", "twitter": "javascript:alert(1)"}' WHERE id = ?`,
		time.Date(2015, 6, 1, 0, 0, 0, 0, time.UTC), c.ID); err != nil {
		t.Fatal(err)
	}
	return &apptestApp{a.Hub}, c.ID
}

type apptestApp struct{ Hub *marketplace.Service }

func render(t *testing.T, hub *marketplace.Service, username string, embed bool) (*marketplace.Page, string) {
	t.Helper()
	page, err := hub.RenderProfilePage(context.Background(), username, embed)
	if err != nil {
		t.Fatalf("render %q: %v", username, err)
	}
	return page, string(page.HTML)
}

// TestProfilePageSections shows every section when public and leaves out
// each when its owner hides it, on the page and in its JSON-LD.
func TestProfilePageSections(t *testing.T) {
	defer marketplace.SetListsForTest(fullProfile)()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, id := setupProfile(t, db)
		all := map[string]bool{}
		for _, s := range marketplace.Sections {
			all[s] = true
		}
		raw, _ := json.Marshal(all)
		if _, err := db.Write.ExecContext(context.Background(), `UPDATE hub_candidates SET visibility = ? WHERE id = ?`, string(raw), id); err != nil {
			t.Fatal(err)
		}
		page, body := render(t, a.Hub, "asha", false)
		if page.Status != http.StatusOK {
			t.Fatalf("status %d", page.Status)
		}
		for sec, mark := range sectionMarks {
			if !strings.Contains(body, mark) {
				t.Errorf("all public: section %s lacks %q", sec, mark)
			}
		}
		// The spec's order: avatar, name, @username, View Resume, Works at,
		// total experience, contact line, social links, Bio, Skills,
		// Experiences, Projects, Education.
		order := []string{`class="th-avatar"`, "Asha Verma</h1>", "@asha", "View Resume", "Works at", "Total experience",
			"asha@hub.test</a> • <a href=\"tel:&#43;919845000000\">&#43;91 98450 00000</a> • <span>Pune</span>", "GitHub</a>",
			">Bio</h2>", ">Skills</h2>", ">Experiences</h2>", ">Projects</h2>", ">Education</h2>"}
		at := 0
		for _, s := range order {
			i := strings.Index(body[at:], s)
			if i < 0 {
				t.Fatalf("%q missing or out of order", s)
			}
			at += i
		}
		for _, want := range []string{`href="/talenthub/certificate/cert-go-42/verify"`, "Unverified", "Partially passed",
			"Verified: Proficient", "How it works?", `<dialog id="th-resume"`, `<h2 id="th-resume-title">Resume</h2>`, `height="900"`,
			`<link rel="canonical" href="http://`, `<meta property="og:type" content="profile">`, `<meta name="twitter:card" content="summary">`,
			"Mar 2021 – Present", "2010 – 2014", "Source code",
			// Report this profile: shown by the script, posting to the API.
			`<details class="th-report" hidden><summary>Report this profile</summary>`,
			`action="/api/v1/talenthub/candidate/profile/asha/report" method="post"`, `value="fake" required> Fake or impersonation</label>`,
			`maxlength="1000"`, `role="status" aria-live="polite"`} {
			if !strings.Contains(body, want) {
				t.Errorf("page lacks %q", want)
			}
		}
		for _, bad := range []string{"javascript:", `<meta name="robots" content="noindex">`} {
			if strings.Contains(body, bad) {
				t.Errorf("page has %q", bad)
			}
		}

		for _, sec := range marketplace.Sections {
			t.Run("Hidden_"+sec, func(t *testing.T) {
				vis := map[string]bool{}
				for k := range all {
					vis[k] = k != sec
				}
				raw, _ := json.Marshal(vis)
				if _, err := db.Write.ExecContext(context.Background(), `UPDATE hub_candidates SET visibility = ? WHERE id = ?`, string(raw), id); err != nil {
					t.Fatal(err)
				}
				_, body := render(t, a.Hub, "asha", false)
				if strings.Contains(body, sectionMarks[sec]) {
					t.Errorf("hidden %s still shows %q", sec, sectionMarks[sec])
				}
				for other, mark := range sectionMarks {
					if other != sec && !strings.Contains(body, mark) && !(sec == "current_company" && other == "experiences") {
						t.Errorf("hiding %s lost %s (%q)", sec, other, mark)
					}
				}
				m := ldRE.FindStringSubmatch(body)
				if m == nil {
					t.Fatal("no JSON-LD")
				}
				ldHides := map[string]string{"email": "asha@hub.test", "phone": "98450", "city": "Pune", "links": "github.com/asha",
					"skills": "Kotlin", "educations": "IIT Bombay"}
				if mark, ok := ldHides[sec]; ok && strings.Contains(m[1], mark) {
					t.Errorf("JSON-LD keeps hidden %s: %s", sec, m[1])
				}
				if sec == "current_company" && strings.Contains(m[1], "worksFor") {
					t.Errorf("JSON-LD keeps worksFor: %s", m[1])
				}
			})
		}
	})
}

// TestProfilePageNotFound answers the Profile not found page, status 404,
// for an unknown, unlisted or reserved username.
func TestProfilePageNotFound(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, id := setupProfile(t, db)
		if _, err := db.Write.ExecContext(context.Background(), `UPDATE hub_candidates SET listed = ? WHERE id = ?`, false, id); err != nil {
			t.Fatal(err)
		}
		for _, u := range []string{"asha", "nobody", "jobs", "embed", "x", "<script>"} {
			for _, embed := range []bool{false, true} {
				page, body := render(t, a.Hub, u, embed)
				if page.Status != http.StatusNotFound || !strings.Contains(body, "<h1>Profile not found</h1>") ||
					!strings.Contains(body, `<meta name="robots" content="noindex">`) || strings.Contains(body, "Asha") || strings.Contains(body, "<script>") {
					t.Errorf("%q (embed %v): status %d, body %.300s", u, embed, page.Status, body)
				}
			}
		}
	})
}

// TestProfilePageHostile escapes a hostile name, headline and bio and
// drops links that are not http or https, on the page, the card and the
// JSON-LD.
func TestProfilePageHostile(t *testing.T) {
	defer marketplace.SetListsForTest(func(p *marketplace.Profile) {
		p.CurrentCompany = `</script><script>alert("co")</script>`
		p.Skills = []marketplace.Skill{{Name: `<img src=x onerror=alert(1)>`, Proficiency: 3, LastPassedCertificationSlug: `../../x"><script>`}}
		p.Projects = []marketplace.Project{{Title: "P", SourceCodeURL: "javascript:alert(1)", WebsiteURL: "data:text/html,hi"}}
		p.AvatarURL = "javascript:alert(1)"
	})()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, id := setupProfile(t, db)
		if _, err := db.Write.ExecContext(context.Background(), `UPDATE hub_candidates SET name = ?, headline = ?, bio = ?, links = ? WHERE id = ?`,
			`<script>alert("name")</script>`, `"><img src=x onerror=alert(2)>`,
			"Hi <script>alert(3)</script> <b onclick=x>bold</b>\n\n[click](javascript:alert(4)) [ok](https://ok.example/a?b=1&c=2) "+
				"[data](data:text/html;base64,PHNjcmlwdD4=) <a href=\"javascript:alert(5)\">x</a> `<code>`",
			`{"github": "javascript:alert(6)", "website": "https://asha.dev"}`, id); err != nil {
			t.Fatal(err)
		}
		for _, embed := range []bool{false, true} {
			_, body := render(t, a.Hub, "asha", embed)
			ld := ldRE.FindStringSubmatch(body)
			if ld == nil {
				t.Fatal("no JSON-LD")
			}
			var doc map[string]any
			if err := json.Unmarshal([]byte(ld[1]), &doc); err != nil {
				t.Fatalf("JSON-LD is not JSON: %v\n%s", err, ld[1])
			}
			person, _ := doc["mainEntity"].(map[string]any)
			if doc["@type"] != "ProfilePage" || person["@type"] != "Person" || person["name"] != `<script>alert("name")</script>` {
				t.Errorf("JSON-LD = %s", ld[1])
			}
			if _, ok := person["image"]; ok {
				t.Errorf("JSON-LD image from a javascript: avatar: %s", ld[1])
			}
			rest := strings.Replace(body, ld[0], "", 1)
			for _, bad := range []string{"<script>alert", "<img src=x", `href="javascript:`, `src="javascript:`, `href="data:text`, "<b "} {
				if strings.Contains(rest, bad) {
					t.Errorf("embed %v: page has %q", embed, bad)
				}
			}
			if m := eventAttrRE.FindString(rest); m != "" {
				t.Errorf("embed %v: an element with an event handler: %s", embed, m)
			}
			if strings.Contains(ld[1], "</script") || strings.Contains(ld[1], "<script") {
				t.Errorf("JSON-LD can end its element: %s", ld[1])
			}
			if !embed {
				for _, want := range []string{`&lt;script&gt;alert(&#34;name&#34;)&lt;/script&gt;`, `<a href="https://ok.example/a?b=1&amp;c=2" rel="nofollow noopener" target="_blank">ok</a>`,
					"<code>&lt;code&gt;</code>", `href="https://asha.dev"`, "click"} {
					if !strings.Contains(body, want) {
						t.Errorf("page lacks %q", want)
					}
				}
			}
		}
	})
}

// TestProfileEmbed is the compact card: name, headline and the strongest
// skills, a link to the full profile, out of search engines.
func TestProfileEmbed(t *testing.T) {
	defer marketplace.SetListsForTest(fullProfile)()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, _ := setupProfile(t, db)
		page, body := render(t, a.Hub, "asha", true)
		if !page.Frameable || page.Status != http.StatusOK {
			t.Fatalf("embed: frameable %v status %d", page.Frameable, page.Status)
		}
		for _, want := range []string{"Asha Verma</h1>", "@asha", "Robotics engineer", "Verified: Advanced", `<meta name="robots" content="noindex">`,
			`/talenthub/asha" target="_blank"`, `<link rel="canonical" href="http://`} {
			if !strings.Contains(body, want) {
				t.Errorf("card lacks %q", want)
			}
		}
		for _, bad := range []string{">Bio</h2>", "<dialog", "profile.js", "profile-" + "x", "th-report"} {
			if strings.Contains(body, bad) {
				t.Errorf("card has %q", bad)
			}
		}
		full, _ := render(t, a.Hub, "asha", false)
		if full.Frameable {
			t.Error("the full profile is frameable")
		}
	})
}

func TestRenderMarkdown(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Hello **world** and *you*", "<p>Hello <strong>world</strong> and <em>you</em></p>"},
		{"- one\n- two", "<ul><li>one</li><li>two</li></ul>"},
		{"1. one\n2. two", "<ol><li>one</li><li>two</li></ol>"},
		{"# Title\nline", "<p><strong>Title</strong><br>line</p>"},
		{"> quoted", "<blockquote><p>quoted</p></blockquote>"},
		{"see https://x.example/a_b_c.", `<p>see <a href="https://x.example/a_b_c" rel="nofollow noopener" target="_blank">https://x.example/a_b_c</a>.</p>`},
		{"[x](ftp://x.example)", "<p>x</p>"},
		{"[x](JAVASCRIPT:alert(1))", "<p>x)</p>"},
		{"<iframe src=//evil>", "<p>&lt;iframe src=//evil&gt;</p>"},
		{"snake_case_name and `**not bold**`", "<p>snake_case_name and <code>**not bold**</code></p>"},
		{"a\x01b\x02", "<p>ab</p>"},
	} {
		if got := string(marketplace.RenderMarkdown(tc.in)); got != tc.want {
			t.Errorf("RenderMarkdown(%q)\n got %s\nwant %s", tc.in, got, tc.want)
		}
	}
}

func TestTotalExperience(t *testing.T) {
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		start time.Time
		want  string
	}{
		{time.Time{}, ""}, {now.AddDate(0, 1, 0), ""}, {now.AddDate(0, 0, -10), "Less than a month"},
		{time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC), "1 year 1 month"}, {time.Date(2020, 11, 28, 0, 0, 0, 0, time.UTC), "6 years"},
		{time.Date(2026, 8, 29, 0, 0, 0, 0, time.UTC), "2 months"},
	} {
		if got := marketplace.TotalExperience(tc.start, now); got != tc.want {
			t.Errorf("TotalExperience(%v) = %q, want %q", tc.start, got, tc.want)
		}
	}
}
