package marketplace

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/resume"
)

// Draft is what an uploaded resume proposes for the profile, item by item.
// Items the profile already has (the same name, link or skill) are left
// out; accepting an item writes it and takes it off the draft, and the
// draft is gone once empty or discarded.
type Draft struct {
	Items []DraftItem `json:"items"`
	// ParseError is why the parser could not read the resume ("" when it
	// could).
	ParseError string `json:"-"`
	CreatedAt  time.Time
}

// DraftItem is one proposed field. Key names it for AcceptDraft: "name",
// "phone", "headline", "career_start", "links.<site>", "skills.<slug>",
// "experiences.<n>", "educations.<n>". Value is the proposal in words,
// Current the profile's value it would replace ("" when it adds).
type DraftItem struct {
	Key     string `json:"key"`
	Section string `json:"section"`
	Label   string `json:"label"`
	Value   string `json:"value"`
	Current string `json:"current"`
	// What is written on acceptance: Text for a field, a link or a skill's
	// name; Experience or Education for a list item.
	Text       string      `json:"text,omitempty"`
	Experience *Experience `json:"experience,omitempty"`
	Education  *Education  `json:"education,omitempty"`
}

// draftFrom turns a parse into draft items, each one valid as the
// profile's own checks see it (what fails them is dropped, never guessed
// at) and each one different from what p already holds.
func draftFrom(r resume.Result, p *Profile, now time.Time) Draft {
	d := Draft{ParseError: r.Error, Items: []DraftItem{}}
	add := func(key, section, label, value, current, text string) {
		if value != "" && value != current {
			d.Items = append(d.Items, DraftItem{Key: key, Section: section, Label: label, Value: value, Current: current, Text: text})
		}
	}
	if n, err := required("name", "Name", clip(r.Name, maxLine), maxLine); err == nil {
		add("name", "basics", "Name", n, p.Name, n)
	}
	if ph, err := checkPhone(r.PhoneNumber); err == nil {
		add("phone", "basics", "Phone", ph, p.Phone, ph)
	}
	// The parser gives years only: a start is January of its year, an end
	// December (or this month, when that is sooner); the candidate
	// corrects the months after accepting.
	var exps []Experience
	for _, e := range r.Experience {
		x := Experience{Designation: clip(e.Title, maxLine), Company: clip(e.Company, maxLine)}
		if e.StartYear > 0 {
			x.Start = fmt.Sprintf("%04d-01", e.StartYear)
		}
		if e.EndYear > 0 {
			x.End = fmt.Sprintf("%04d-12", e.EndYear)
			if cur := now.Format("2006-01"); x.End > cur {
				x.End = cur
			}
		}
		if x, err := checkExperience(x); err == nil {
			x.ID = int64(len(exps) + 1)
			exps = append(exps, x)
		}
	}
	if len(exps) > 0 {
		head := exps[0].Designation
		if head != "" && exps[0].Company != "" && exps[0].End == "" {
			head += " at " + exps[0].Company
		}
		add("headline", "basics", "Headline", clip(head, maxLine), p.Headline, clip(head, maxLine))
		first := ""
		for _, x := range exps {
			if x.Start != "" && (first == "" || x.Start < first) {
				first = x.Start
			}
		}
		if first != "" {
			cur := ""
			if !p.CareerStart.IsZero() {
				cur = p.CareerStart.Format("2006-01-02")
			}
			add("career_start", "basics", "Career start", first+"-01", cur, first+"-01")
		}
	}
	for _, site := range LinkSites {
		if v, err := CheckLink(site, r.Links[site]); err == nil && v != "" {
			add("links."+site, "links", siteLabels[site], v, p.Links[site], v)
		}
	}
	have := map[string]bool{}
	for _, sk := range p.Skills {
		have[sk.Slug] = true
	}
	for _, name := range r.Skills {
		if n, slug, err := checkSkill(clip(name, 60)); err == nil && !have[slug] {
			have[slug] = true
			add("skills."+slug, "skills", "Skill", n, "", n)
		}
	}
	for _, x := range exps {
		d.Items = append(d.Items, DraftItem{Key: "experiences." + strconv.FormatInt(x.ID, 10), Section: "experiences", Label: "Experience",
			Value: describeExperience(x), Experience: &x})
	}
	n := int64(0)
	for _, e := range r.Education {
		x := Education{Degree: clip(e.Degree, maxLine), Institute: clip(e.Institute, maxLine)}
		if e.StartYear > 0 {
			x.Start = strconv.Itoa(e.StartYear)
		}
		if e.EndYear > 0 && e.EndYear >= e.StartYear {
			x.End = strconv.Itoa(e.EndYear)
		}
		if x, err := checkEducation(x); err == nil {
			n++
			x.ID = n
			d.Items = append(d.Items, DraftItem{Key: "educations." + strconv.FormatInt(n, 10), Section: "educations", Label: "Education",
				Value: describeEducation(x), Education: &x})
		}
	}
	return d
}

// clip shortens parsed text to max characters at a word's end: a resume's
// line may be longer than a profile's field.
func clip(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)[:max]
	if i := strings.LastIndexByte(string(r), ' '); i > max/2 {
		return string(r)[:i]
	}
	return string(r)
}

func describeExperience(x Experience) string {
	parts := []string{}
	for _, s := range []string{x.Designation, x.Company} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	out := strings.Join(parts, " at ")
	if x.Start != "" {
		end := x.End
		if end == "" {
			end = "present"
		}
		out += " (" + x.Start + " – " + end + ")"
	}
	return out
}

func describeEducation(x Education) string {
	parts := []string{}
	for _, s := range []string{x.Degree, x.Institute} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	out := strings.Join(parts, ", ")
	if x.Start != "" || x.End != "" {
		out += " (" + strings.Trim(x.Start+" – "+x.End, " –") + ")"
	}
	return out
}
