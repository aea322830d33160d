package careers

import (
	"encoding/json"
	"strconv"

	"hirekit/internal/ats"
)

// employmentTypes maps our job types to schema.org's employmentType.
var employmentTypes = map[string]string{
	"full_time":  "FULL_TIME",
	"part_time":  "PART_TIME",
	"contract":   "CONTRACTOR",
	"internship": "INTERN",
	"temporary":  "TEMPORARY",
}

// JobPosting is the schema.org JobPosting of an open job, as JSON-LD
// (https://schema.org/JobPosting and Google's job posting guidelines):
// title, description, datePosted, employmentType, hiringOrganization with
// its logo, jobLocation for places and jobLocationType TELECOMMUTE with
// applicantLocationRequirements for remote ones, baseSalary when the
// page shows the salary. validThrough is left out: a job has no closing
// date, and a closed job drops the whole block and leaves the sitemap.
// json.Marshal escapes <, > and &, so a description cannot end the
// script element it is written into.
func (s *Service) JobPosting(c *Company, job *ats.Requisition) ([]byte, error) {
	org := map[string]any{"@type": "Organization", "name": c.Name}
	if c.Settings.WebsiteURL != "" {
		org["sameAs"] = c.Settings.WebsiteURL
	}
	if c.LogoKey != "" {
		org["logo"] = s.Site.URL(MediaPath(c.LogoKey))
	}
	p := map[string]any{
		"@context":           "https://schema.org/",
		"@type":              "JobPosting",
		"title":              job.Title,
		"description":        job.Description,
		"datePosted":         day(postedOn(job)),
		"employmentType":     employmentType(job.JobType),
		"hiringOrganization": org,
		"url":                s.Site.URL(JobPath(c.Slug, job.Slug)),
		"directApply":        true,
		"identifier":         map[string]any{"@type": "PropertyValue", "name": c.Name, "value": strconv.FormatInt(job.ID, 10)},
	}
	if job.Description == "" {
		p["description"] = job.Title
	}
	var places, countries []map[string]any
	for _, l := range job.Locations {
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
	remote := job.Remote || len(countries) > 0
	if len(places) > 0 {
		p["jobLocation"] = places
	}
	if remote || len(places) == 0 {
		// A job with no place is done from wherever the applicant is;
		// the countries it names are where they may live.
		p["jobLocationType"] = "TELECOMMUTE"
		if len(countries) > 0 {
			p["applicantLocationRequirements"] = countries
		}
	}
	if ShowsSalary(c, job) {
		value := map[string]any{"@type": "QuantitativeValue", "unitText": "YEAR"}
		if job.MinSalary != nil {
			value["minValue"] = *job.MinSalary
		}
		if job.MaxSalary != nil {
			value["maxValue"] = *job.MaxSalary
		}
		p["baseSalary"] = map[string]any{"@type": "MonetaryAmount", "currency": job.SalaryCurrency, "value": value}
	}
	if job.MinExperience != nil {
		p["experienceRequirements"] = map[string]any{"@type": "OccupationalExperienceRequirements",
			"monthsOfExperience": int(*job.MinExperience * 12)}
	}
	return json.Marshal(p)
}

func employmentType(jobType string) string {
	if t, ok := employmentTypes[jobType]; ok {
		return t
	}
	return "OTHER"
}
