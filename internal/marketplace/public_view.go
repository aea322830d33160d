package marketplace

import (
	"encoding/json"
	"html/template"
	"net/url"
	"strings"
)

// SocialSites are the spec's 24 social links in the order a profile shows
// them, with the name each is shown under.
var SocialSites = []struct{ Key, Label string }{
	{"linkedin", "LinkedIn"}, {"github", "GitHub"}, {"website", "Website"}, {"twitter", "Twitter"},
	{"facebook", "Facebook"}, {"instagram", "Instagram"}, {"youtube", "YouTube"}, {"dribbble", "Dribbble"},
	{"behance", "Behance"}, {"stackoverflow", "Stack Overflow"}, {"calendly", "Calendly"}, {"telegram", "Telegram"},
	{"angellist", "AngelList"}, {"quora", "Quora"}, {"leetcode", "LeetCode"}, {"stopstalk", "StopStalk"},
	{"geeksforgeeks", "GeeksforGeeks"}, {"codechef", "CodeChef"}, {"codeforces", "Codeforces"}, {"kaggle", "Kaggle"},
	{"medium", "Medium"}, {"substack", "Substack"}, {"blogger", "Blogger"}, {"wordpress", "WordPress"},
}

// pageView is what the page templates need; every field is public data
// (the profile went through Visibility.Hide before it got here).
type pageView struct {
	P                             *Profile
	Title, Description, Canonical string
	Image, Avatar, Initials       string
	Experience, ProfileURL        string
	Contact                       []contactItem
	Links                         []linkView
	Bio                           template.HTML
	Skills                        []skillView
	Experiences                   []itemView
	Projects                      []itemView
	Educations                    []itemView
	Badges                        []badgeView
	CSS, JS                       string
	JSONLD                        template.JS
	NoIndex, Embed                bool
	Texts                         map[string]string
	// ReportURL is where "Report this profile" posts (report.go).
	ReportURL string
	Reasons   []struct{ Key, Label string }
}

// contactItem's Href is a mailto: or tel: URL made here (the scheme is
// ours, the number digits only), which html/template would otherwise
// refuse as an unknown scheme.
type contactItem struct {
	Text string
	Href template.URL
}

type linkView struct{ Label, URL string }

type skillView struct {
	Name, Badge, CertificateURL string
	Level                       int
}

type itemView struct {
	Title, Subtitle, When, Description string
	Links                              []linkView
}

type badgeView struct {
	Badge, Level, Meaning string
	Class                 int
}

var pageTexts = map[string]string{"notFound": textNotFound, "viewResume": textViewResume, "resume": textResume,
	"howItWorks": textHowItWorks, "worksAt": textWorksAt}

// badgeHelp is the How it works? dialog: what each badge means.
var badgeHelp = []badgeView{
	{Badge: textUnverified, Level: "0", Meaning: "Added by the candidate and not yet tested on Talenthub.", Class: 0},
	{Badge: textPartial, Level: "-1", Meaning: "The candidate took the skill's assessment and answered part of it right, below the pass mark.", Class: -1},
	{Badge: badgeTexts[1], Level: "1", Meaning: "Passed Talenthub's online assessment of the skill.", Class: 1},
	{Badge: badgeTexts[2], Level: "2", Meaning: "Passed the assessment at the advanced level; a linked badge opens the certificate's verification page.", Class: 2},
	{Badge: badgeTexts[3], Level: "3", Meaning: "Passed the assessment at the expert level, the highest; a linked badge opens the certificate's verification page.", Class: 3},
}

func (s *Service) pageView(p *Profile, embed bool) *pageView {
	v := &pageView{P: p, Canonical: s.absURL(ProfilePath(p.Username)), ProfileURL: ProfilePath(p.Username),
		Avatar: p.AvatarURL, Initials: initials(p.Name), Experience: TotalExperience(p.CareerStart, s.now()),
		Bio: RenderMarkdown(p.Bio), CSS: profileCSS.Path, JS: profileJS.Path, Embed: embed, Texts: pageTexts,
		Badges: badgeHelp, NoIndex: embed || !p.Listed, Reasons: ReportReasons,
		ReportURL: "/api/v1/talenthub/candidate/profile/" + url.PathEscape(p.Username) + "/report"}
	if s.absURL(p.AvatarURL) == "" {
		// Neither a path of ours nor an http(s) URL (javascript:, //host).
		v.Avatar = ""
	}
	v.Image = s.absURL(v.Avatar)
	v.Title = p.Name + " (@" + p.Username + ") · Talenthub"
	v.Description = profileDescription(p, v.Experience)
	if p.Email != "" {
		v.Contact = append(v.Contact, contactItem{Text: p.Email, Href: template.URL("mailto:" + url.PathEscape(p.Email))})
	}
	if p.Phone != "" {
		v.Contact = append(v.Contact, contactItem{Text: p.Phone, Href: template.URL("tel:" + strings.Map(telRune, p.Phone))})
	}
	if p.City != "" {
		v.Contact = append(v.Contact, contactItem{Text: p.City})
	}
	for _, site := range SocialSites {
		if u, ok := SafeURL(p.Links[site.Key]); ok {
			v.Links = append(v.Links, linkView{Label: site.Label, URL: u})
		}
	}
	for _, sk := range p.Skills {
		sv := skillView{Name: sk.Name, Badge: BadgeText(sk.Proficiency), Level: min(max(sk.Proficiency, -1), 3)}
		// Spec: a proficiency above 1 with a certification slug links to
		// the certificate's verification page.
		if sk.Proficiency > 1 && sk.LastPassedCertificationSlug != "" {
			sv.CertificateURL = "/talenthub/certificate/" + urlSegment(sk.LastPassedCertificationSlug) + "/verify"
		}
		v.Skills = append(v.Skills, sv)
	}
	for _, e := range p.Experiences {
		v.Experiences = append(v.Experiences, itemView{Title: e.Designation, Subtitle: e.Company,
			When: span(monthText(e.Start), monthText(e.End), textPresent), Description: e.Description})
	}
	for _, pr := range p.Projects {
		it := itemView{Title: pr.Title, Description: pr.Description}
		if u, ok := SafeURL(pr.SourceCodeURL); ok {
			it.Links = append(it.Links, linkView{Label: "Source code", URL: u})
		}
		if u, ok := SafeURL(pr.WebsiteURL); ok {
			it.Links = append(it.Links, linkView{Label: "Website", URL: u})
		}
		v.Projects = append(v.Projects, it)
	}
	for _, e := range p.Educations {
		sub := e.Institute
		if e.Major != "" {
			sub = e.Major + " · " + e.Institute
		}
		v.Educations = append(v.Educations, itemView{Title: e.Degree, Subtitle: strings.Trim(sub, " ·"), When: span(e.Start, e.End, textPresent)})
	}
	if embed {
		// The card shows the strongest skills first, at most six.
		if len(v.Skills) > 6 {
			v.Skills = topSkills(v.Skills, 6)
		}
	}
	return v
}

func topSkills(skills []skillView, n int) []skillView {
	out := append([]skillView(nil), skills...)
	// A stable insertion sort by level, highest first: few skills.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Level > out[j-1].Level; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out[:n]
}

func profileDescription(p *Profile, experience string) string {
	var parts []string
	if p.Headline != "" {
		parts = append(parts, p.Headline)
	}
	if p.CurrentCompany != "" {
		parts = append(parts, textWorksAt+" "+p.CurrentCompany)
	}
	if experience != "" {
		parts = append(parts, experience+" of experience")
	}
	if len(p.Skills) > 0 {
		var names []string
		for i, sk := range p.Skills {
			if i == 5 {
				break
			}
			names = append(names, sk.Name)
		}
		parts = append(parts, "Skills: "+strings.Join(names, ", "))
	}
	d := p.Name + "'s profile on Talenthub"
	if len(parts) > 0 {
		d += ". " + strings.Join(parts, ". ")
	}
	if r := []rune(d); len(r) > 160 {
		d = string(r[:157]) + "…"
	}
	return d
}

func initials(name string) string {
	var out []rune
	for _, w := range strings.Fields(name) {
		out = append(out, []rune(strings.ToUpper(w))[0])
		if len(out) == 2 {
			break
		}
	}
	return string(out)
}

func telRune(r rune) rune {
	if (r >= '0' && r <= '9') || r == '+' {
		return r
	}
	return -1
}

func urlSegment(s string) string {
	return strings.NewReplacer("/", "%2F", "?", "%3F", "#", "%23").Replace(s)
}

// personLD is the profile's schema.org Person as JSON-LD: only what the
// page itself shows (json.Marshal escapes <, > and &, so no value ends
// the script element it is written into).
func (s *Service) personLD(p *Profile) ([]byte, error) {
	person := map[string]any{
		"@type":      "Person",
		"name":       p.Name,
		"url":        s.absURL(ProfilePath(p.Username)),
		"identifier": p.Username,
	}
	if p.Headline != "" {
		person["jobTitle"] = p.Headline
	}
	if img := s.absURL(p.AvatarURL); img != "" {
		person["image"] = img
	}
	if p.CurrentCompany != "" {
		person["worksFor"] = map[string]any{"@type": "Organization", "name": p.CurrentCompany}
	}
	var alumni []map[string]any
	seen := map[string]bool{}
	for _, e := range p.Educations {
		if e.Institute != "" && !seen[e.Institute] {
			seen[e.Institute] = true
			alumni = append(alumni, map[string]any{"@type": "EducationalOrganization", "name": e.Institute})
		}
	}
	if len(alumni) > 0 {
		person["alumniOf"] = alumni
	}
	var same []string
	for _, site := range SocialSites {
		if u, ok := SafeURL(p.Links[site.Key]); ok {
			same = append(same, u)
		}
	}
	if len(same) > 0 {
		person["sameAs"] = same
	}
	if p.City != "" {
		person["homeLocation"] = map[string]any{"@type": "Place", "name": p.City}
	}
	if p.Email != "" {
		person["email"] = p.Email
	}
	if p.Phone != "" {
		person["telephone"] = p.Phone
	}
	var skills []string
	for _, sk := range p.Skills {
		skills = append(skills, sk.Name)
	}
	if len(skills) > 0 {
		person["knowsAbout"] = skills
	}
	return json.Marshal(map[string]any{"@context": "https://schema.org", "@type": "ProfilePage",
		"dateModified": p.UpdatedAt.UTC().Format("2006-01-02T15:04:05Z"), "mainEntity": person})
}
