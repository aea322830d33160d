// Package jobposting writes a job as schema.org JobPosting JSON-LD
// (https://schema.org/JobPosting and Google's job posting guidelines).
// The careers pages and the talenthub board's job pages both publish
// one; each fills a Posting from its own data and this package owns the
// shape, so the two never drift apart. It knows no store and no domain.
package jobposting

import (
	"encoding/json"
	"time"
)

// employmentTypes maps Hirekit's job types (the requisition's and the
// board's, which share their words) to schema.org's employmentType.
var employmentTypes = map[string]string{
	"full_time":  "FULL_TIME",
	"part_time":  "PART_TIME",
	"contract":   "CONTRACTOR",
	"internship": "INTERN",
	"temporary":  "TEMPORARY",
}

// EmploymentType is schema.org's word for a job type; OTHER when unknown.
func EmploymentType(jobType string) string {
	if t, ok := employmentTypes[jobType]; ok {
		return t
	}
	return "OTHER"
}

// Posting is what a JobPosting says. Empty fields are left out.
type Posting struct {
	Title string
	// DescriptionHTML is the job's description (sanitised HTML, which
	// Google accepts); the title stands in when it is empty.
	DescriptionHTML string
	DatePosted      time.Time
	// ValidThrough is when applications close; zero when the job has no
	// closing date.
	ValidThrough time.Time
	// JobType is Hirekit's word (EmploymentType translates it).
	JobType string
	Org     Organization
	URL     string
	// Identifier is the job's id at the organization (name, value).
	Identifier [2]string
	Locations  []Location
	// Remote: the job is done from anywhere (jobLocationType TELECOMMUTE).
	Remote bool
	// Salary is nil when the page does not show one.
	Salary *Salary
	// MinExperienceYears is the least experience asked, in years.
	MinExperienceYears *float64
	Skills             []string
	DirectApply        bool
}

// Organization is the hiring organization.
type Organization struct {
	Name   string
	SameAs string // its website (or careers page)
	Logo   string // an absolute URL
}

// Location is one of a job's places; a remote one (or one without a
// city) names the country its applicants may live in.
type Location struct {
	City, Country string
	Remote        bool
}

// Salary is a yearly range; either bound may be missing.
type Salary struct {
	Currency string
	Min, Max *int64
}

// Day is a date as JobPosting and sitemaps want it; "" for zero.
func Day(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02")
}

// JSON is the posting as JSON-LD. json.Marshal escapes <, > and &, so no
// text in it can end the script element it is written into.
func JSON(p Posting) ([]byte, error) {
	org := map[string]any{"@type": "Organization", "name": p.Org.Name}
	if p.Org.SameAs != "" {
		org["sameAs"] = p.Org.SameAs
	}
	if p.Org.Logo != "" {
		org["logo"] = p.Org.Logo
	}
	ld := map[string]any{
		"@context":           "https://schema.org/",
		"@type":              "JobPosting",
		"title":              p.Title,
		"description":        p.DescriptionHTML,
		"datePosted":         Day(p.DatePosted),
		"employmentType":     EmploymentType(p.JobType),
		"hiringOrganization": org,
	}
	if p.DescriptionHTML == "" {
		ld["description"] = p.Title
	}
	if p.URL != "" {
		ld["url"] = p.URL
	}
	if p.DirectApply {
		ld["directApply"] = true
	}
	if p.Identifier[1] != "" {
		ld["identifier"] = map[string]any{"@type": "PropertyValue", "name": p.Identifier[0], "value": p.Identifier[1]}
	}
	if !p.ValidThrough.IsZero() {
		ld["validThrough"] = p.ValidThrough.UTC().Format(time.RFC3339)
	}
	var places, countries []map[string]any
	for _, l := range p.Locations {
		if l.Remote || l.City == "" || l.City == "Remote" {
			if l.Country != "" {
				countries = append(countries, map[string]any{"@type": "Country", "name": l.Country})
			}
			continue
		}
		addr := map[string]any{"@type": "PostalAddress", "addressLocality": l.City}
		if l.Country != "" {
			addr["addressCountry"] = l.Country
		}
		places = append(places, map[string]any{"@type": "Place", "address": addr})
	}
	if len(places) > 0 {
		ld["jobLocation"] = places
	}
	if p.Remote || len(countries) > 0 || len(places) == 0 {
		// A job with no place is done from wherever the applicant is;
		// the countries it names are where they may live.
		ld["jobLocationType"] = "TELECOMMUTE"
		if len(countries) > 0 {
			ld["applicantLocationRequirements"] = countries
		}
	}
	if s := p.Salary; s != nil && (s.Min != nil || s.Max != nil) {
		value := map[string]any{"@type": "QuantitativeValue", "unitText": "YEAR"}
		if s.Min != nil {
			value["minValue"] = *s.Min
		}
		if s.Max != nil {
			value["maxValue"] = *s.Max
		}
		ld["baseSalary"] = map[string]any{"@type": "MonetaryAmount", "currency": s.Currency, "value": value}
	}
	if p.MinExperienceYears != nil {
		ld["experienceRequirements"] = map[string]any{"@type": "OccupationalExperienceRequirements",
			"monthsOfExperience": int(*p.MinExperienceYears * 12)}
	}
	if len(p.Skills) > 0 {
		ld["skills"] = p.Skills
	}
	return json.Marshal(ld)
}
