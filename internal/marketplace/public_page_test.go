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
		for _, want := range []string{`href="/talenthub/certificate/cert-go-42/verify"`, "Unverified", "Verification pending",
			"Verified: Proficient", "How it works?", `<dialog id="th-resume"`, `<h2 id="th-resume-title">Resume</h2>`, `height="900"`,
			`<link rel="canonical" href="http://`, `<meta property="og:type" content="profile">`, `<meta name="twitter:card" content="summary">`,
			"Mar 2021 – Present", "2010 – 2014", "Source code"} {
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
