package marketplace

import (
	"encoding/json"
	"time"
)

// Sections a candidate may hide from their public profile, as stored in
// hub_candidates.visibility and sent by the visibility settings.
var Sections = []string{"email", "phone", "city", "resume", "links", "bio", "skills", "experiences", "projects",
	"educations", "current_company", "career_start"}

// Visibility is which sections of a profile are public. The defaults
// follow LinkedIn and Read.cv (docs/decisions.md): everything public
// except the email address and the phone number.
type Visibility map[string]bool

// privateByDefault are the sections hidden until the candidate shows them.
var privateByDefault = map[string]bool{"email": true, "phone": true}

// ParseVisibility reads the stored JSON over the defaults; unknown keys
// are dropped.
func ParseVisibility(raw string) Visibility {
	stored := map[string]bool{}
	_ = json.Unmarshal([]byte(raw), &stored)
	v := Visibility{}
	for _, s := range Sections {
		shown, ok := stored[s]
		if !ok {
			shown = !privateByDefault[s]
		}
		v[s] = shown
	}
	return v
}

// Public reports whether section is shown to visitors.
func (v Visibility) Public(section string) bool { return v[section] }

// Hide blanks the sections of p that v keeps private.
func (v Visibility) Hide(p *Profile) {
	if !v.Public("email") {
		p.Email = ""
	}
	if !v.Public("phone") {
		p.Phone = ""
	}
	if !v.Public("city") {
		p.City = ""
	}
	if !v.Public("resume") {
		p.ResumeURL, p.ResumeName = "", ""
	}
	if !v.Public("links") {
		p.Links = map[string]string{}
	}
	if !v.Public("bio") {
		p.Bio = ""
	}
	if !v.Public("skills") {
		p.Skills = nil
	}
	if !v.Public("experiences") {
		p.Experiences = nil
	}
	if !v.Public("projects") {
		p.Projects = nil
	}
	if !v.Public("educations") {
		p.Educations = nil
	}
	if !v.Public("current_company") {
		p.CurrentCompany = ""
	}
	if !v.Public("career_start") {
		p.CareerStart = time.Time{}
	}
}
