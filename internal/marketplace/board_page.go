package marketplace

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/jobposting"
	"hirekit/internal/recruit"
)

// A board job's page (/talenthub/{company}/jobs/{job}) is the web app's,
// but the server writes its head (title, description, canonical link,
// Open Graph, the JobPosting JSON-LD) and its content into the app's
// index.html first: a search engine or a link preview reads the job
// without running a script, and a visitor sees it before the script has
// loaded. React replaces the content on its first render.

// Texts the server writes; the web app's are the same
// (web/src/features/talenthub-jobs/texts.ts).
const (
	textJobClosed    = "Closed"
	textApplyNote    = "A phone number, a resume and a profile more than 60% complete are required to apply."
	textDetails      = "Basic details"
	textRequirements = "Requirements"
	textDescription  = "Job description"
	textOnCareers    = "View on the careers page"
	textJobNotFound  = "Job not found"
)

var proficiencyTexts = []string{"Any level", "Level 1", "Level 2", "Level 3"}

// BoardJobPath is a board job's page.
func BoardJobPath(companySlug, jobSlug string) string {
	return "/talenthub/" + url.PathEscape(companySlug) + "/jobs/" + url.PathEscape(jobSlug)
}

// BoardSitemapPath lists the open board jobs for search engines.
const BoardSitemapPath = "/talenthub/sitemap.xml"

// JobPageParts are what the server writes into the web app's index.html
// for a board job's page: Head at its <!--seo--> placeholder (replacing
// the app's own title and description), Body inside the root element.
type JobPageParts struct {
	Head, Body string
	Status     int
}

type jobPageHead struct {
	Title, Description, Canonical string
	NoIndex                       bool
	JSONLD                        template.JS
}

type jobPageFact struct{ Term, Value string }

type jobPageBody struct {
	Title, Company, Careers string
	Closed                  bool
	Facts                   []jobPageFact
	Requirements            []string
	Description             template.HTML
	Texts                   map[string]string
}

// jobPageStyle lays the server's content out as the React page does
// (MUI's md container, its type scale): the app's policy allows inline
// styles, and nothing shifts much when React takes over.
const jobPageStyle = `.thj{box-sizing:border-box;max-width:900px;margin:0 auto;padding:32px 24px;font-family:Roboto,Helvetica,Arial,sans-serif;color:rgba(0,0,0,.87);line-height:1.5}` +
	`.thj h1{font-size:2.125rem;font-weight:400;margin:0}.thj h2{font-size:1.25rem;font-weight:500;margin:24px 0 8px}` +
	`.thj-company{color:rgba(0,0,0,.6);margin:0}.thj-closed{display:inline-block;margin:8px 0 0;padding:2px 12px;border-radius:16px;background:#ebebeb;font-size:.8125rem}` +
	`.thj-note{margin:16px 0 0;padding:12px 16px;border-radius:4px;background:#e5f6fd;color:#014361}` +
	`.thj dl{display:grid;grid-template-columns:max-content 1fr;column-gap:16px;row-gap:4px;margin:0}.thj dt{color:rgba(0,0,0,.6)}.thj dd{margin:0}` +
	`.thj ul{padding-left:20px}.thj-description p{margin-top:0}.thj a{color:#1976d2}`

var jobPageTemplates = template.Must(template.New("").Parse(`
{{define "head"}}<title>{{.Title}}</title>
<meta name="description" content="{{.Description}}">
{{if .Canonical}}<link rel="canonical" href="{{.Canonical}}">
<meta property="og:url" content="{{.Canonical}}">{{end}}
<meta property="og:type" content="website">
<meta property="og:site_name" content="Talenthub">
<meta property="og:title" content="{{.Title}}">
<meta property="og:description" content="{{.Description}}">
<meta name="twitter:card" content="summary">
{{if .NoIndex}}<meta name="robots" content="noindex">{{end}}
<style>` + jobPageStyle + `</style>
{{if .JSONLD}}<script type="application/ld+json">{{.JSONLD}}</script>{{end}}
{{end}}
{{define "job"}}<main class="thj" aria-labelledby="thj-title"><header><h1 id="thj-title">{{.Title}}</h1><p class="thj-company">{{.Company}}</p>{{if .Closed}}<p class="thj-closed">{{index .Texts "closed"}}</p>{{end}}</header><p class="thj-note" role="note">{{index .Texts "note"}}</p><section aria-labelledby="thj-details"><h2 id="thj-details">{{index .Texts "details"}}</h2><dl>{{range .Facts}}<dt>{{.Term}}</dt><dd>{{.Value}}</dd>{{end}}</dl>{{if .Careers}}<p><a href="{{.Careers}}">{{index .Texts "careers"}}</a></p>{{end}}</section>{{if .Requirements}}<section aria-labelledby="thj-requirements"><h2 id="thj-requirements">{{index .Texts "requirements"}}</h2><ul>{{range .Requirements}}<li>{{.}}</li>{{end}}</ul></section>{{end}}{{if .Description}}<section aria-labelledby="thj-description"><h2 id="thj-description">{{index .Texts "description"}}</h2><div class="thj-description">{{.Description}}</div></section>{{end}}</main>{{end}}
`))

// RenderBoardJobPage renders a board job's head and content for anyone
// (no viewer: the page is the same for all, and cached). An open job has
// its JobPosting; a closed one says Closed, has no description and no
// JobPosting, and asks not to be indexed (a search engine drops expired
// postings); an unknown one is a 404 with no content, the app's own
// not-found taking over.
func (s *Service) RenderBoardJobPage(ctx context.Context, companySlug, jobSlug string) (*JobPageParts, error) {
	view, err := s.BoardJobPage(ctx, companySlug, jobSlug)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return s.jobPageParts(jobPageHead{Title: textJobNotFound + " · Talenthub", Description: "This talenthub job does not exist.",
			NoIndex: true}, nil, http.StatusNotFound)
	} else if err != nil {
		return nil, err
	}
	j := view.Job
	open := j.Status == BoardOpen
	h := jobPageHead{Title: j.Designation + " at " + j.CompanyName + " · Talenthub", Canonical: s.absURL(BoardJobPath(j.CompanySlug, j.Slug)),
		NoIndex: !open}
	h.Description = jobposting.Summary(j.Description, 155)
	if h.Description == "" {
		h.Description = fmt.Sprintf("%s at %s: a %s job on talenthub.", j.Designation, j.CompanyName, strings.ToLower(JobTypeText(j.JobType)))
	}
	b := &jobPageBody{Title: j.Designation, Company: j.CompanyName, Closed: !open, Description: template.HTML(j.Description), // sanitised when saved (ats.descriptionPolicy)
		Texts: map[string]string{"closed": textJobClosed, "note": textApplyNote, "details": textDetails, "requirements": textRequirements,
			"description": textDescription, "careers": textOnCareers}}
	loc := j.Location
	if loc == "" {
		loc = "—"
	}
	b.Facts = []jobPageFact{{"Type", JobTypeText(j.JobType)}, {"Location", loc}, {"Experience", experienceText(j.MinExperience, j.MaxExperience)}}
	if sal := SalaryText(j.SalaryMin, j.SalaryMax, j.SalaryCurrency); sal != "" {
		b.Facts = append(b.Facts, jobPageFact{"Salary", sal})
	}
	var skills []string
	for _, r := range j.Requirements {
		if !r.Enabled {
			continue
		}
		if r.Type == RequireSkill {
			b.Requirements = append(b.Requirements, r.Name+" · "+proficiencyTexts[min(max(r.Proficiency, 0), 3)])
			skills = append(skills, r.Name)
		} else {
			b.Requirements = append(b.Requirements, "Experience: "+r.Text)
		}
	}
	if open && s.CareersJob != nil {
		b.Careers = s.CareersJob(j.CompanySlug, j.RequisitionSlug)
	}
	if open {
		p := jobposting.Posting{Title: j.Designation, DescriptionHTML: j.Description, DatePosted: j.PublishedAt, JobType: j.JobType,
			Org: jobposting.Organization{Name: j.CompanyName}, URL: h.Canonical, Identifier: [2]string{j.CompanyName, strconv.FormatInt(j.ID, 10)},
			MinExperienceYears: j.MinExperience, Skills: skills, DirectApply: true}
		if s.CareersLanding != nil {
			p.Org.SameAs = s.CareersLanding(j.CompanySlug)
		}
		if r := view.Requisition; r != nil {
			p.Remote = r.Remote
			for _, l := range r.Locations {
				p.Locations = append(p.Locations, jobposting.Location{City: l.City, Country: l.Country, Remote: l.Remote})
			}
		}
		if j.SalaryCurrency != "" {
			p.Salary = &jobposting.Salary{Currency: j.SalaryCurrency, Min: j.SalaryMin, Max: j.SalaryMax}
		}
		ld, err := jobposting.JSON(p)
		if err != nil {
			return nil, err
		}
		h.JSONLD = template.JS(ld)
	}
	return s.jobPageParts(h, b, http.StatusOK)
}

func (s *Service) jobPageParts(h jobPageHead, b *jobPageBody, status int) (*JobPageParts, error) {
	var hb, bb bytes.Buffer
	if err := jobPageTemplates.ExecuteTemplate(&hb, "head", h); err != nil {
		return nil, err
	}
	if b != nil {
		if err := jobPageTemplates.ExecuteTemplate(&bb, "job", b); err != nil {
			return nil, err
		}
	}
	return &JobPageParts{Head: hb.String(), Body: bb.String(), Status: status}, nil
}

// MaxSitemapJobs is the most board jobs the sitemap lists (the newest):
// a sitemap holds at most 50,000 addresses.
const MaxSitemapJobs = 50_000

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type sitemapURLSet struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

// BoardSitemap lists the open board jobs' pages, newest first, for search
// engines; a job whose requisition stopped being live is left out (the
// board closes it when it next reads it).
func (s *Service) BoardSitemap(ctx context.Context) ([]byte, error) {
	var rows []struct {
		RequisitionID int64     `bun:"requisition_id"`
		CompanySlug   string    `bun:"company_slug"`
		Slug          string    `bun:"slug"`
		UpdatedAt     time.Time `bun:"updated_at"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT requisition_id, company_slug, slug, updated_at FROM hub_board_jobs WHERE status = ?
		ORDER BY published_at DESC, id DESC LIMIT ?`, BoardOpen, MaxSitemapJobs).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	set := sitemapURLSet{URLs: []sitemapURL{}}
	// Liveness in batches: a query's bound parameters are limited.
	for start := 0; start < len(rows); start += 500 {
		batch := rows[start:min(start+500, len(rows))]
		ids := make([]int64, len(batch))
		for i, r := range batch {
			ids[i] = r.RequisitionID
		}
		live, err := s.ATS.LiveRequisitions(ctx, ids)
		if err != nil {
			return nil, err
		}
		for _, r := range batch {
			if live[r.RequisitionID] {
				set.URLs = append(set.URLs, sitemapURL{Loc: s.absURL(BoardJobPath(r.CompanySlug, r.Slug)), LastMod: jobposting.Day(r.UpdatedAt)})
			}
		}
	}
	out, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(out, '\n')...), nil
}

// JobTypeText is a board job's type in words.
func JobTypeText(t string) string {
	if t == BoardInternship {
		return "Internship"
	}
	return "Full-time"
}

// SalaryText is a salary range in words ("USD 50,000 – 80,000"); "" for
// none.
func SalaryText(lo, hi *int64, currency string) string {
	switch {
	case lo == nil && hi == nil:
		return ""
	case hi == nil:
		return fmt.Sprintf("%s %s+", currency, thousands(*lo))
	case lo == nil:
		return fmt.Sprintf("%s up to %s", currency, thousands(*hi))
	case *lo == *hi:
		return fmt.Sprintf("%s %s", currency, thousands(*lo))
	}
	return fmt.Sprintf("%s %s – %s", currency, thousands(*lo), thousands(*hi))
}

func thousands(n int64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
