package apiv1

// HubUsernameRequest names a talenthub profile by username.
type HubUsernameRequest struct {
	Username string `path:"username"`
}

// HubProfileResult is GET talenthub/candidate/profile/{username}: the
// spec reads "candidate"; 404 means "Profile not found".
type HubProfileResult struct {
	Candidate HubProfile `json:"candidate"`
}

// HubProfile is the spec's candidate profile. What the candidate keeps
// private is empty ("" or []).
type HubProfile struct {
	Username          string            `json:"username"`
	Name              string            `json:"name"`
	Headline          string            `json:"headline"`
	AvatarURL         string            `json:"avatar_url"`
	Email             string            `json:"email"`
	Phone             string            `json:"phone"`
	CandidateLocation HubLocation       `json:"candidate_location"`
	ResumeURL         string            `json:"resume_url"`
	CurrentCompany    HubCompany        `json:"current_company"`
	CareerStart       string            `json:"career_start" description:"YYYY-MM-DD, or empty; total experience counts from it"`
	Bio               string            `json:"bio" description:"markdown"`
	Links             map[string]string `json:"links" description:"the spec's social links by site: linkedin, github, …"`
	Skills            []HubSkill        `json:"skills"`
	Experiences       []HubExperience   `json:"experiences"`
	Projects          []HubProject      `json:"projects"`
	Educations        []HubEducation    `json:"educations"`
}

// HubLocation is candidate_location.
type HubLocation struct {
	City string `json:"city"`
}

// HubCompany is current_company.
type HubCompany struct {
	Name string `json:"name"`
}

// HubSkill is a skill with its proficiency badge (-1, 0 self-added, 1–3
// verified).
type HubSkill struct {
	Name                        string `json:"name"`
	Slug                        string `json:"slug"`
	Proficiency                 int    `json:"proficiency" minimum:"-1" maximum:"3"`
	LastPassedCertificationSlug string `json:"last_passed_certification_slug"`
}

// HubExperience is a role; start and end are "YYYY-MM", end "" = current.
type HubExperience struct {
	ID          int64  `json:"id"`
	Designation string `json:"designation"`
	Company     string `json:"company"`
	Start       string `json:"start"`
	End         string `json:"end"`
	Description string `json:"description"`
}

// HubProject is a project with its links.
type HubProject struct {
	ID             int64  `json:"id"`
	Title          string `json:"title"`
	SourceCodeLink string `json:"source_code_link"`
	WebsiteLink    string `json:"website_link"`
	Description    string `json:"description"`
}

// HubEducation is a degree; start and end are years.
type HubEducation struct {
	ID        int64  `json:"id"`
	Degree    string `json:"degree"`
	Major     string `json:"major"`
	Institute string `json:"institute"`
	Start     string `json:"start"`
	End       string `json:"end"`
}

// HubSkillsResult is GET talenthub/skills (spec: skills).
type HubSkillsResult struct {
	Skills []HubCatalogueSkill `json:"skills"`
}

// HubCatalogueSkill is the spec's "Skill for the filter".
type HubCatalogueSkill struct {
	Name     string `json:"name"`
	Slug     string `json:"slug"`
	Category string `json:"category"`
}

// HubTotalCredits is GET talenthub/credits/get-total-credits.
type HubTotalCredits struct {
	TotalCredits int `json:"total_credits" description:"granted credits; the badge shows 999 at most"`
}
