package careers

import (
	"strconv"

	"hirekit/internal/ats"
	"hirekit/internal/jobposting"
)

// JobPosting is the schema.org JobPosting of an open job, as JSON-LD
// (jobposting writes it; the talenthub board's job pages share it):
// title, description, datePosted, employmentType, hiringOrganization with
// its logo, jobLocation for places and jobLocationType TELECOMMUTE with
// applicantLocationRequirements for remote ones, baseSalary when the
// page shows the salary. validThrough is left out: a job has no closing
// date, and a closed job drops the whole block and leaves the sitemap.
func (s *Service) JobPosting(c *Company, job *ats.Requisition) ([]byte, error) {
	p := jobposting.Posting{Title: job.Title, DescriptionHTML: job.Description, DatePosted: postedOn(job), JobType: job.JobType,
		Org: jobposting.Organization{Name: c.Name, SameAs: c.Settings.WebsiteURL}, URL: s.Site.URL(JobPath(c.Slug, job.Slug)),
		Identifier: [2]string{c.Name, strconv.FormatInt(job.ID, 10)}, Remote: job.Remote,
		MinExperienceYears: job.MinExperience, DirectApply: true}
	if c.LogoKey != "" {
		p.Org.Logo = s.Site.URL(MediaPath(c.LogoKey))
	}
	p.Locations = postingLocations(job.Locations)
	if ShowsSalary(c, job) {
		p.Salary = &jobposting.Salary{Currency: job.SalaryCurrency, Min: job.MinSalary, Max: job.MaxSalary}
	}
	return jobposting.JSON(p)
}

// postingLocations are a job's places as a JobPosting takes them.
func postingLocations(locs []ats.Location) []jobposting.Location {
	out := make([]jobposting.Location, 0, len(locs))
	for _, l := range locs {
		out = append(out, jobposting.Location{City: l.City, Country: l.Country, Remote: l.Remote})
	}
	return out
}
