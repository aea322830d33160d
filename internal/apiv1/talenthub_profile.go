package apiv1

import "mime/multipart"

// HubOwnProfileResult is the signed-in candidate's whole profile (GET
// talenthub/candidate/profile and every profile edit): nothing hidden,
// with the resume's file name and the completion meter.
type HubOwnProfileResult struct {
	Candidate  HubProfile    `json:"candidate"`
	ResumeName string        `json:"resume_name"`
	Completion HubCompletion `json:"completion"`
}

// HubBasicsInput is PUT talenthub/candidate/profile: the profile's own
// fields, all sent together.
type HubBasicsInput struct {
	Name        string `json:"name"`
	Headline    string `json:"headline"`
	Phone       string `json:"phone"`
	City        string `json:"city"`
	CareerStart string `json:"career_start" description:"YYYY-MM-DD or YYYY-MM, or empty"`
	Bio         string `json:"bio" description:"markdown; shown without HTML, links http and https only"`
}

// HubLinksInput is PUT talenthub/candidate/links: every link the profile
// keeps (one left out or empty is removed).
type HubLinksInput struct {
	Links map[string]string `json:"links" description:"site → http(s) URL on that site's host (any host for website)"`
}

// HubAvatarForm is POST talenthub/candidate/avatar.
type HubAvatarForm struct {
	Avatar *multipart.FileHeader `formData:"avatar" required:"true" description:"PNG, JPEG, WebP or GIF, at most 2 MB; stored as a 256 px square JPEG"`
}

// HubResumeForm is POST talenthub/candidate/resume.
type HubResumeForm struct {
	Resume *multipart.FileHeader `formData:"resume" required:"true" description:"pdf, docx or doc (by content), at most 5 MB, one file"`
}

// HubExperienceUpdate is PUT …/{id}: changes a role of the candidate's.
type HubExperienceUpdate struct {
	ID int64 `path:"id"`
	HubExperienceRequest
}

// HubExperienceRequest adds (POST) a role.
type HubExperienceRequest struct {
	Designation string `json:"designation"`
	Company     string `json:"company"`
	Start       string `json:"start" description:"YYYY-MM, or empty"`
	End         string `json:"end" description:"YYYY-MM; empty for the current role"`
	Description string `json:"description"`
}

// HubExperienceResult is the role as saved.
type HubExperienceResult struct {
	Experience HubExperience `json:"experience"`
}

// HubProjectUpdate is PUT …/{id}: changes a project of the candidate's.
type HubProjectUpdate struct {
	ID int64 `path:"id"`
	HubProjectRequest
}

// HubProjectRequest adds (POST) a project.
type HubProjectRequest struct {
	Title          string `json:"title"`
	SourceCodeLink string `json:"source_code_link" description:"http(s) URL or empty"`
	WebsiteLink    string `json:"website_link" description:"http(s) URL or empty"`
	Description    string `json:"description"`
}

// HubProjectResult is the project as saved.
type HubProjectResult struct {
	Project HubProject `json:"project"`
}

// HubEducationUpdate is PUT …/{id}: changes a degree of the candidate's.
type HubEducationUpdate struct {
	ID int64 `path:"id"`
	HubEducationRequest
}

// HubEducationRequest adds (POST) a degree.
type HubEducationRequest struct {
	Degree    string `json:"degree"`
	Major     string `json:"major"`
	Institute string `json:"institute"`
	Start     string `json:"start" description:"YYYY, or empty"`
	End       string `json:"end" description:"YYYY, or empty"`
}

// HubEducationResult is the degree as saved.
type HubEducationResult struct {
	Education HubEducation `json:"education"`
}

// HubSkillInput is POST talenthub/candidate/skills (proficiency 0).
type HubSkillInput struct {
	Name string `json:"name"`
}

// HubSkillResult is the skill as kept.
type HubSkillResult struct {
	Skill HubSkill `json:"skill"`
}

// HubSkillPath names a skill of the candidate's by slug.
type HubSkillPath struct {
	Slug string `path:"slug"`
}

// HubDraftResult is the resume draft: what the last uploaded resume
// proposes, field by field. parse_error says why nothing could be read.
type HubDraftResult struct {
	Items      []HubDraftItem `json:"items"`
	ParseError string         `json:"parse_error"`
	ResumeName string         `json:"resume_name"`
}

// HubDraftItem is one proposed field: value beside the profile's current
// value ("" when the item adds to a list).
type HubDraftItem struct {
	Key     string `json:"key" description:"name, phone, headline, career_start, links.<site>, skills.<slug>, experiences.<n> or educations.<n>"`
	Section string `json:"section" enum:"basics,links,skills,experiences,educations"`
	Label   string `json:"label"`
	Value   string `json:"value"`
	Current string `json:"current"`
}

// HubDraftAccept is POST talenthub/candidate/resume-draft/accept: the
// keys to accept, or all.
type HubDraftAccept struct {
	Fields []string `json:"fields"`
	All    bool     `json:"all"`
}

// HubCompletion is the profile's completion with what it misses.
type HubCompletion struct {
	Percent int                 `json:"percent" minimum:"0" maximum:"100"`
	Missing []HubCompletionPart `json:"missing"`
}

// HubCompletionPart is one missing part of the completion rule.
type HubCompletionPart struct {
	Key    string `json:"key"`
	Label  string `json:"label"`
	Weight int    `json:"weight"`
}
