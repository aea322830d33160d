package careers

import (
	"net"
	"net/url"
	"strings"
)

// Site is where the careers pages are served (DECISIONS.md): requests
// whose host name is HIREKIT_CAREERS_HOST's, and absolute links on that
// host with the scheme and port of HIREKIT_BASE_URL.
type Site struct {
	// Host is the careers host name, lower case, without port.
	Host string
	// Origin is scheme://host[:port] of absolute careers links.
	Origin string
	// BaseURL is the main app's origin, where / on the careers host leads.
	BaseURL string
}

// NewSite builds the site from the two settings.
func NewSite(careersHost, baseURL string) Site {
	host := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(careersHost), "."))
	s := Site{Host: host, Origin: "http://" + host, BaseURL: strings.TrimRight(baseURL, "/")}
	if u, err := url.Parse(baseURL); err == nil && u.Scheme != "" {
		s.Origin = u.Scheme + "://" + host
		if p := u.Port(); p != "" {
			s.Origin = u.Scheme + "://" + net.JoinHostPort(host, p)
		}
	}
	return s
}

// Matches reports whether a request's Host header names the careers host:
// its host name without port, case-insensitively (and without a final dot).
func (s Site) Matches(hostport string) bool {
	if s.Host == "" || hostport == "" {
		return false
	}
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	return strings.EqualFold(strings.TrimSuffix(host, "."), s.Host)
}

// URL returns the absolute careers URL of path (which starts with /).
func (s Site) URL(path string) string { return s.Origin + path }

// LandingPath is a company's careers landing page.
func LandingPath(companySlug string) string { return "/" + url.PathEscape(companySlug) }

// DataRequestPath is a company's public data-request page on the main
// app (privacy): a visitor asks for a copy or the erasure of their data.
func DataRequestPath(companySlug string) string {
	return "/data-request/" + url.PathEscape(companySlug)
}

// EmbedPath is a company's embeddable job list.
func EmbedPath(companySlug string) string { return LandingPath(companySlug) + "/job-embed" }

// JobPath is a job's page with its application form.
func JobPath(companySlug, jobSlug string) string {
	return LandingPath(companySlug) + "/" + url.PathEscape(jobSlug) + "/apply"
}

// SitemapPath is a company's sitemap.
func SitemapPath(companySlug string) string { return LandingPath(companySlug) + "/sitemap.xml" }

// MediaPath is where a careers image (logo, section picture) is served
// to anyone: it is published content, under a random, unguessable key.
func MediaPath(key string) string {
	if key == "" {
		return ""
	}
	return "/media/" + key
}
