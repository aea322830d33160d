package careers

import (
	"context"
	"encoding/xml"
	"slices"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// Robots is the careers host's robots.txt (DECISIONS.md: once per host,
// pointing at the sitemap index). Everything on the host is public.
func (s *Service) Robots() string {
	return "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: " + s.Site.URL("/sitemap.xml") + "\n"
}

type sitemapIndex struct {
	XMLName  xml.Name      `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex"`
	Sitemaps []sitemapLink `xml:"sitemap"`
}

type sitemapLink struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type urlSet struct {
	XMLName xml.Name      `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapLink `xml:"url"`
}

// SitemapIndex lists one sitemap per company with live jobs (approved
// companies only), for search engines.
func (s *Service) SitemapIndex(ctx context.Context) ([]byte, error) {
	// The index is the install's, not a company's: an applicant of none.
	actx := recruit.WithActor(ctx, recruit.ApplicantActor(0))
	hiring, err := s.Jobs.HiringCompanies(actx)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(hiring))
	for i, h := range hiring {
		ids[i] = h.CompanyID
	}
	companies, err := s.Companies.CompaniesByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	idx := sitemapIndex{Sitemaps: []sitemapLink{}}
	for _, h := range hiring {
		c, ok := companies[h.CompanyID]
		if !ok || c.ApprovedAt == nil {
			continue
		}
		idx.Sitemaps = append(idx.Sitemaps, sitemapLink{Loc: s.Site.URL(SitemapPath(c.Slug)), LastMod: day(h.Updated)})
	}
	slices.SortFunc(idx.Sitemaps, func(a, b sitemapLink) int {
		if a.Loc < b.Loc {
			return -1
		}
		return 1
	})
	return marshalXML(idx)
}

// CompanySitemap lists the company's landing page and each live job's
// page; a closed job leaves it.
func (s *Service) CompanySitemap(ctx context.Context, slug string) ([]byte, error) {
	actx, c, err := s.visit(ctx, slug)
	if err != nil {
		return nil, err
	}
	jobs, err := s.Jobs.LiveJobs(actx, ats.LiveJobsQuery{})
	if err != nil {
		return nil, err
	}
	set := urlSet{URLs: []sitemapLink{{Loc: s.Site.URL(LandingPath(c.Slug))}}}
	for _, j := range jobs {
		set.URLs = append(set.URLs, sitemapLink{Loc: s.Site.URL(JobPath(c.Slug, j.Slug)), LastMod: day(postedOn(&j))})
	}
	if len(jobs) > 0 {
		set.URLs[0].LastMod = set.URLs[1].LastMod
	}
	return marshalXML(set)
}

func marshalXML(v any) ([]byte, error) {
	b, err := xml.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(b, '\n')...), nil
}

// day is a date as sitemaps and JobPosting want it.
func day(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02")
}

// postedOn is when a job went on the careers page (its last publishing),
// or when it was created if that is unknown.
func postedOn(j *ats.Requisition) time.Time {
	if j.PublishedAt != nil {
		return *j.PublishedAt
	}
	return j.CreatedAt
}
