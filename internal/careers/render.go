package careers

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"net/http"

	"hirekit/internal/ats"
)

// Rendered is what the server writes into the careers entry's index.html
// before React takes over: the head (title, meta description, canonical
// link, Open Graph, the theme, JSON-LD) at its placeholder comment, and
// the page's content inside the root element, so a crawler that runs no
// script reads the page, and a visitor sees it before the script loads.
// The markup follows the React components' (web/src/careers/), class for
// class, so the page looks the same before and after.
type Rendered struct {
	Head string
	Body string
	// StyleHash is the CSP source of the theme's style element.
	StyleHash string
	Status    int
	// Frameable pages (the job list for an iframe) may be framed by any
	// site; every other page refuses to be.
	Frameable bool
}

// Texts of the pages that the server writes too.
const (
	defaultHeading = "Join our team!"
	hiringChip     = "We are hiring"
	hiringHeadline = "Be a part of our success story"
	noOpenings     = "No open positions at the moment!"
	comingSoon     = "Coming soon!"
	poweredBy      = "Powered by"
	yourData       = "Your data: ask for a copy or its erasure"
)

// head is what the head template needs.
type head struct {
	Title, Description, Canonical, Image, SiteName, ThemeColour string
	NoIndex                                                     bool
	Style                                                       template.CSS
	JSONLD                                                      template.JS
}

// view is what the body templates need.
type view struct {
	C           *Company
	Landing     string
	Logo        string
	Embed       bool
	Jobs        []jobView
	Departments []department
	Job         *jobView
	Open        bool
	Description template.HTML
	Others      []jobView
	HeroHeading string
	DefaultHero bool
	// DataRequest is the company's public data-request page (the main
	// app's), linked from every page's footer.
	DataRequest  string
	Texts        map[string]string
	ClosedText   string
	SalaryText   string
	LifeAtImages []imageView
	Carousels    []carouselView
}

type jobView struct {
	Title, Path, Type, Locations, Experience, ExperienceShort, Posted, Department string
}

type department struct {
	Title string
	Jobs  []jobView
}

type imageView struct{ URL, Alt string }

type carouselView struct {
	Title  string
	Images []imageView
}

func (s *Service) jobView(c *Company, j *ats.Requisition) jobView {
	dept := ""
	if j.Department != nil {
		dept = *j.Department
	}
	return jobView{Title: j.Title, Path: JobPath(c.Slug, j.Slug), Type: JobTypeText(j), Locations: LocationsText(j.Locations),
		Experience: ExperienceText(j, "years"), ExperienceShort: ExperienceText(j, "yrs"), Posted: PostedText(j), Department: dept}
}

// byDepartment groups jobs under their department titles in the order
// they first appear, '-' for none (the spec's job list).
func byDepartment(jobs []jobView) []department {
	var out []department
	at := map[string]int{}
	for _, j := range jobs {
		title := j.Department
		if title == "" {
			title = "-"
		}
		i, ok := at[title]
		if !ok {
			i = len(out)
			at[title] = i
			out = append(out, department{Title: title})
		}
		out[i].Jobs = append(out[i].Jobs, j)
	}
	return out
}

func (s *Service) baseView(c *Company) *view {
	v := &view{C: c, Landing: LandingPath(c.Slug), Logo: MediaPath(c.LogoKey), ClosedText: ClosedText,
		DataRequest: s.Site.BaseURL + DataRequestPath(c.Slug),
		HeroHeading: c.Settings.Hero.Heading, DefaultHero: c.Settings.Hero.Heading == "",
		Texts: map[string]string{"defaultHeading": defaultHeading, "chip": hiringChip, "headline": hiringHeadline,
			"noOpenings": noOpenings, "comingSoon": comingSoon, "poweredBy": poweredBy, "yourData": yourData}}
	for _, im := range c.Settings.LifeAt.Images {
		v.LifeAtImages = append(v.LifeAtImages, imageView{URL: MediaPath(im.Key), Alt: im.Alt})
	}
	for _, car := range c.Settings.Carousels {
		cv := carouselView{Title: car.Title}
		for _, im := range car.Images {
			cv.Images = append(cv.Images, imageView{URL: MediaPath(im.Key), Alt: im.Alt})
		}
		v.Carousels = append(v.Carousels, cv)
	}
	return v
}

// RenderLanding renders a company's landing page, or with embed its job
// list alone (for an iframe on the company's own site).
func (s *Service) RenderLanding(c *Company, jobs []ats.Requisition, embed bool) (*Rendered, error) {
	v := s.baseView(c)
	v.Embed = embed
	for i := range jobs {
		v.Jobs = append(v.Jobs, s.jobView(c, &jobs[i]))
	}
	v.Departments = byDepartment(v.Jobs)
	h := head{Title: "Careers at " + c.Name, Canonical: s.Site.URL(LandingPath(c.Slug)), SiteName: c.Name}
	h.Description = firstOf(c.Settings.Hero.Subheading, c.Settings.SubHeading,
		fmt.Sprintf("Open positions at %s: find a job you love and apply online.", c.Name))
	if embed {
		h.Title = "Open positions at " + c.Name
	}
	return s.render(c, h, "landing", v, http.StatusOK, embed)
}

// RenderJob renders a job's page with its description and other jobs; a
// closed job keeps its text, says it is closed, and has no JobPosting.
func (s *Service) RenderJob(c *Company, job *ats.Requisition, others []ats.Requisition) (*Rendered, error) {
	v := s.baseView(c)
	jv := s.jobView(c, job)
	v.Job, v.Open = &jv, Open(job)
	v.Description = template.HTML(job.Description) // sanitised when saved (ats.descriptionPolicy)
	if ShowsSalary(c, job) {
		v.SalaryText = SalaryText(job)
	}
	for i := range others {
		v.Others = append(v.Others, s.jobView(c, &others[i]))
	}
	h := head{Title: job.Title + " - " + c.Name, Canonical: s.Site.URL(JobPath(c.Slug, job.Slug)), SiteName: c.Name}
	h.Description = firstOf(Summary(job.Description, 155), job.Title+" at "+c.Name)
	if v.Open {
		ld, err := s.JobPosting(c, job)
		if err != nil {
			return nil, err
		}
		h.JSONLD = template.JS(ld)
	} else {
		h.NoIndex = true
	}
	return s.render(c, h, "job", v, http.StatusOK, false)
}

// RenderNotFound is the careers host's 404 page.
func (s *Service) RenderNotFound() *Rendered {
	c := &Company{Name: "Careers", Settings: DefaultSettings()}
	r, err := s.render(c, head{Title: "Page not found", Description: "This page does not exist.", NoIndex: true}, "notfound", s.baseView(c), http.StatusNotFound, false)
	if err != nil {
		return &Rendered{Status: http.StatusNotFound, Head: "<title>Page not found</title>", Body: "<h1>Page not found</h1>"}
	}
	return r
}

func (s *Service) render(c *Company, h head, page string, v *view, status int, frameable bool) (*Rendered, error) {
	css := ThemeCSS(c.Settings.Style)
	h.Style = template.CSS(css)
	h.ThemeColour = colourOr(c.Settings.Style.PrimaryColor, DefaultPrimary)
	if c.LogoKey != "" {
		h.Image = s.Site.URL(MediaPath(c.LogoKey))
	}
	var hb, bb bytes.Buffer
	if err := pages.ExecuteTemplate(&hb, "head", h); err != nil {
		return nil, err
	}
	if err := pages.ExecuteTemplate(&bb, page, v); err != nil {
		return nil, err
	}
	sum := sha256.Sum256([]byte(css))
	return &Rendered{Head: hb.String(), Body: bb.String(), StyleHash: "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'",
		Status: status, Frameable: frameable}, nil
}

func firstOf(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}
