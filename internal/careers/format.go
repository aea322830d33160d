package careers

import (
	"strconv"
	"strings"

	"hirekit/internal/ats"
	"hirekit/internal/jobposting"
	"hirekit/internal/recruit"
)

// The texts below are how the careers pages write a job's facts; the web
// app writes them the same way (web/src/careers/format.ts).

// LocationsText is a job's locations ("Bengaluru, India · Remote (India)"),
// or '-' for none.
func LocationsText(locs []ats.Location) string {
	if len(locs) == 0 {
		return "-"
	}
	parts := make([]string, 0, len(locs))
	for _, l := range locs {
		parts = append(parts, LocationText(l))
	}
	return strings.Join(parts, " · ")
}

// LocationText is one location: a remote one as Remote (country).
func LocationText(l ats.Location) string {
	switch {
	case l.Remote || strings.EqualFold(l.City, "remote"):
		if l.Country == "" {
			return "Remote"
		}
		return "Remote (" + l.Country + ")"
	case l.City == "":
		return l.Country
	case l.Country == "":
		return l.City
	}
	return l.City + ", " + l.Country
}

// ExperienceText is a job's experience range with unit ("2-5 years",
// "2-5 yrs"), "" when the job has none.
func ExperienceText(j *ats.Requisition, unit string) string {
	if j.MinExperience == nil && j.MaxExperience == nil {
		return ""
	}
	lo := 0.0
	if j.MinExperience != nil {
		lo = *j.MinExperience
	}
	if j.MaxExperience == nil {
		return years(lo) + "+ " + unit
	}
	return years(lo) + "-" + years(*j.MaxExperience) + " " + unit
}

func years(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// PostedText is 'Posted D MMM YYYY' (DECISIONS.md).
func PostedText(j *ats.Requisition) string {
	return "Posted " + postedOn(j).UTC().Format("2 Jan 2006")
}

// JobTypeText is the job type as people read it ("Full-time").
func JobTypeText(j *ats.Requisition) string { return recruit.TitleOf(recruit.JobTypes, j.JobType) }

// SalaryText is a job's salary range ("INR 3,000,000 - 4,500,000 a year").
func SalaryText(j *ats.Requisition) string {
	var lo, hi string
	if j.MinSalary != nil {
		lo = thousands(*j.MinSalary)
	}
	if j.MaxSalary != nil {
		hi = thousands(*j.MaxSalary)
	}
	switch {
	case lo != "" && hi != "":
		return j.SalaryCurrency + " " + lo + " - " + hi + " a year"
	case lo != "":
		return "From " + j.SalaryCurrency + " " + lo + " a year"
	case hi != "":
		return "Up to " + j.SalaryCurrency + " " + hi + " a year"
	}
	return ""
}

func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Summary is the start of a job's description as plain text, at most
// limit characters, cut at a word: the page's meta description.
func Summary(descriptionHTML string, limit int) string {
	return jobposting.Summary(descriptionHTML, limit)
}

// PostedOn is the day a job went on the careers page, YYYY-MM-DD.
func PostedOn(j *ats.Requisition) string { return day(postedOn(j)) }
