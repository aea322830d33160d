package apiv1

// EducationEntry is one degree of a parsed profile.
type EducationEntry struct {
	Degree    string `json:"degree" maxLength:"200"`
	Institute string `json:"institute" maxLength:"200"`
	StartYear int    `json:"start_year" description:"0 when not given"`
	EndYear   int    `json:"end_year" description:"0 when not given or not finished"`
	Line      string `json:"line,omitempty" readOnly:"true" description:"The resume line the parser read it from; empty for an entry a recruiter changed"`
}

// ExperienceEntry is one role of a parsed profile.
type ExperienceEntry struct {
	Role      string `json:"role" maxLength:"200"`
	Company   string `json:"company" maxLength:"200"`
	StartYear int    `json:"start_year" description:"0 when not given"`
	EndYear   int    `json:"end_year" description:"0 while ongoing or when not given"`
	Line      string `json:"line,omitempty" readOnly:"true" description:"The resume line the parser read it from; empty for an entry a recruiter changed"`
}

// TagEvidence is a resume tag with the sentence that earned it.
type TagEvidence struct {
	Tag      string `json:"tag"`
	Evidence string `json:"evidence" description:"The resume line that proves the tag; empty for a tag a recruiter added"`
}

// ProfileValues are a profile's fields.
type ProfileValues struct {
	Education          []EducationEntry  `json:"education"`
	Experience         []ExperienceEntry `json:"experience"`
	TotalYears         int               `json:"total_years" description:"Years the roles cover, overlaps counted once"`
	Skills             []string          `json:"skills"`
	Links              map[string]string `json:"links"`
	Tags               []TagEvidence     `json:"tags"`
	GraduationYear     int               `json:"graduation_year" description:"0 when none"`
	PostGraduationYear int               `json:"post_graduation_year" description:"0 when none"`
	Evidence           map[string]string `json:"evidence" description:"Field (graduation_year, links.github, …) → the resume line it was read from"`
}

// FieldSource says where a profile field's value comes from.
type FieldSource struct {
	Source   string `json:"source" enum:"parsed,edited"`
	EditedBy string `json:"edited_by,omitempty"`
	EditedAt string `json:"edited_at,omitempty"`
}

// ResumeProfile is GET candidate-applications/{slug}/profile.
type ResumeProfile struct {
	ResumeStatus string `json:"resume_status" enum:"none,processing,parsed,error"`
	ResumeError  string `json:"resume_error,omitempty"`
	ParsedAt     string `json:"parsed_at,omitempty" description:"When the resume was last parsed into this profile; empty when never"`
	// Values are what the page shows: the parsed values with every
	// correction applied; Parsed the parser's alone.
	Values  ProfileValues          `json:"values"`
	Parsed  ProfileValues          `json:"parsed"`
	Sources map[string]FieldSource `json:"sources" description:"Each correctable field (education, experience, total_years, skills, links, tags, graduation_year, post_graduation_year) → parsed or edited"`
	// Editable: the caller may correct fields and parse the resume again.
	Editable bool `json:"editable"`
	// TagChoices are the tags a correction may name.
	TagChoices []string `json:"tag_choices"`
}

// ResumeProfileResult wraps a profile.
type ResumeProfileResult struct {
	Profile ResumeProfile `json:"profile"`
}

// ResumeProfileEdit is PATCH candidate-applications/{slug}/profile: each
// field given replaces the parsed value until restored; a later parse
// never undoes it.
type ResumeProfileEdit struct {
	Slug               string             `path:"slug"`
	Education          *[]EducationEntry  `json:"education,omitempty" maxItems:"20"`
	Experience         *[]ExperienceEntry `json:"experience,omitempty" maxItems:"50"`
	TotalYears         *int               `json:"total_years,omitempty" minimum:"0" maximum:"70"`
	Skills             *[]string          `json:"skills,omitempty" maxItems:"100"`
	Links              *map[string]string `json:"links,omitempty" description:"Site → http(s) URL; the sites of the candidate's social links"`
	Tags               *[]string          `json:"tags,omitempty" description:"Resume tags (the smart search's list, without 'No tags')"`
	GraduationYear     *int               `json:"graduation_year,omitempty" description:"0 clears it"`
	PostGraduationYear *int               `json:"post_graduation_year,omitempty" description:"0 clears it"`
	Restore            []string           `json:"restore,omitempty" description:"Fields to take back to the parsed value"`
}
