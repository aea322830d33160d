package ats

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// ProfileEducation is one degree of a profile.
type ProfileEducation struct {
	Degree    string `json:"degree"`
	Institute string `json:"institute"`
	StartYear int    `json:"start_year"` // 0: not given
	EndYear   int    `json:"end_year"`   // 0: not given, or not finished
	// Line is the resume line the parser read it from ("" once edited).
	Line string `json:"line"`
}

// ProfileExperience is one role of a profile.
type ProfileExperience struct {
	Role      string `json:"role"`
	Company   string `json:"company"`
	StartYear int    `json:"start_year"` // 0: not given
	EndYear   int    `json:"end_year"`   // 0: ongoing, or not given
	Line      string `json:"line"`
}

// ProfileValues are the fields of a profile: what the parser read, or
// that with a recruiter's corrections. They are stored as JSON whose keys
// are the field names of ProfileFields, so a correction replaces one key.
type ProfileValues struct {
	Education          []ProfileEducation  `json:"education"`
	Experience         []ProfileExperience `json:"experience"`
	TotalYears         int                 `json:"total_years"`
	Skills             []string            `json:"skills"`
	Links              map[string]string   `json:"links"`
	Tags               []string            `json:"tags"`
	GraduationYear     int                 `json:"graduation_year"`
	PostGraduationYear int                 `json:"post_graduation_year"`
	// Evidence is the line that earned a tag or a field (the parser's;
	// never edited).
	Evidence map[string]string `json:"evidence"`
}

// Profile fields a recruiter may correct.
const (
	FieldEducation          = "education"
	FieldExperience         = "experience"
	FieldTotalYears         = "total_years"
	FieldSkills             = "skills"
	FieldLinks              = "links"
	FieldTags               = "tags"
	FieldGraduationYear     = "graduation_year"
	FieldPostGraduationYear = "post_graduation_year"
)

// ProfileTags are the tags a correction may name: the parser's, without
// "No tags" (the absence of tags).
var ProfileTags = slices.DeleteFunc(slices.Clone(ResumeTags), func(t string) bool { return t == resume.TagNone })

// ProfileFields are the fields a recruiter may correct, in page order.
var ProfileFields = []string{FieldEducation, FieldExperience, FieldTotalYears, FieldSkills, FieldLinks, FieldTags,
	FieldGraduationYear, FieldPostGraduationYear}

// ResumeProfile is an application's parsed profile as the candidate page shows
// it: the values with each correction applied, what the parser read, and
// who corrected which field.
type ResumeProfile struct {
	ResumeStatus recruit.ResumeStatus
	ResumeError  string
	ParsedAt     *time.Time
	Values       ProfileValues
	Parsed       ProfileValues
	Edits        map[string]ProfileEditMark
	// Editable: the actor may correct it and parse the resume again.
	Editable bool
}

// ProfileEditMark says who corrected a field and when.
type ProfileEditMark struct {
	By string
	At time.Time
}

// profileOf is the parser's profile of a parse result.
func profileOf(res resume.Result, thisYear int) ProfileValues {
	p := emptyProfile()
	for _, e := range res.Education {
		p.Education = append(p.Education, ProfileEducation{Degree: e.Degree, Institute: e.Institute, StartYear: e.StartYear, EndYear: e.EndYear, Line: e.Line})
	}
	for _, e := range res.Experience {
		p.Experience = append(p.Experience, ProfileExperience{Role: e.Title, Company: e.Company, StartYear: e.StartYear, EndYear: e.EndYear, Line: e.Line})
	}
	p.TotalYears = resume.TotalYears(res.Experience, thisYear)
	p.Skills = append(p.Skills, res.Skills...)
	p.Links = cleanLinks(res.Links)
	// "No tags" is the absence of tags, not one a recruiter corrects.
	p.Tags = slices.DeleteFunc(resumeTagsOf(res.Tags), func(t string) bool { return t == resume.TagNone })
	p.GraduationYear, p.PostGraduationYear = res.GraduationYear, res.PostGraduationYear
	maps.Copy(p.Evidence, res.Evidence)
	return p
}

func emptyProfile() ProfileValues {
	return ProfileValues{Education: []ProfileEducation{}, Experience: []ProfileExperience{}, Skills: []string{},
		Links: map[string]string{}, Tags: []string{}, Evidence: map[string]string{}}
}

// resumeTagsOf keeps the tags filters know (ResumeTags), in their order.
func resumeTagsOf(tags []string) []string {
	out := []string{}
	for _, t := range ResumeTags {
		if slices.Contains(tags, t) {
			out = append(out, t)
		}
	}
	return out
}

// profileEdit is one stored correction.
type profileEdit struct {
	Field string    `bun:"field"`
	Value string    `bun:"value"`
	By    *string   `bun:"by_name"`
	At    time.Time `bun:"edited_at"`
}

// withEdits applies corrections to parsed values: each replaces its field.
func withEdits(parsed ProfileValues, edits []profileEdit) (ProfileValues, error) {
	raw, err := json.Marshal(parsed)
	if err != nil {
		return parsed, err
	}
	fields := map[string]json.RawMessage{}
	if err := json.Unmarshal(raw, &fields); err != nil {
		return parsed, err
	}
	for _, e := range edits {
		fields[e.Field] = json.RawMessage(e.Value)
	}
	if raw, err = json.Marshal(fields); err != nil {
		return parsed, err
	}
	out := emptyProfile()
	if err := json.Unmarshal(raw, &out); err != nil {
		return parsed, err
	}
	return out, nil
}

// ApplicationProfile returns the parsed profile of an application the
// actor may see. Agencies may not read profiles: a row an agency sees may
// be its repeat submission (review 3, M4), which has no parse of the
// company's to show, so any answer but a refusal would tell it apart.
func (s *Service) ApplicationProfile(ctx context.Context, slug string) (*ResumeProfile, error) {
	if err := recruit.Require(ctx, recruit.PermViewProfile); err != nil {
		return nil, err
	}
	a, err := s.applicationRow(ctx, slug)
	if err != nil {
		return nil, err
	}
	return s.profile(ctx, a)
}

// profile loads the profile of a loaded application.
func (s *Service) profile(ctx context.Context, a *Application) (*ResumeProfile, error) {
	actor := recruit.ActorFrom(ctx)
	p := &ResumeProfile{ResumeStatus: a.ResumeStatus, ResumeError: a.ResumeError, Parsed: emptyProfile(), Edits: map[string]ProfileEditMark{},
		Editable: a.Manageable && actor.Can(recruit.PermEditProfile)}
	parsed, at, err := s.parsedProfile(ctx, a.CompanyID, a.ID)
	if err != nil {
		return nil, err
	}
	if at != nil {
		p.Parsed, p.ParsedAt = parsed, at
	}
	edits, err := s.profileEdits(ctx, a.CompanyID, a.ID)
	if err != nil {
		return nil, err
	}
	for _, e := range edits {
		by := ""
		if e.By != nil {
			by = *e.By
		}
		p.Edits[e.Field] = ProfileEditMark{By: by, At: e.At}
	}
	p.Values, err = withEdits(p.Parsed, edits)
	return p, err
}

// parsedProfile reads the parser's profile; the time is nil when the
// resume was never parsed into one.
func (s *Service) parsedProfile(ctx context.Context, companyID, appID int64) (ProfileValues, *time.Time, error) {
	var row struct {
		Parsed string    `bun:"parsed"`
		At     time.Time `bun:"parsed_at"`
	}
	p := emptyProfile()
	err := s.DB.Conn(ctx).NewRaw("SELECT parsed, parsed_at FROM application_profiles WHERE application_id = ? AND company_id = ?",
		appID, companyID).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return p, nil, nil
	} else if err != nil {
		return p, nil, err
	}
	// Written only by storeParsed from the same type.
	if err := json.Unmarshal([]byte(row.Parsed), &p); err != nil {
		return p, nil, err
	}
	return p, &row.At, nil
}

func (s *Service) profileEdits(ctx context.Context, companyID, appID int64) ([]profileEdit, error) {
	edits := []profileEdit{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT e.field, e.value, u.name AS by_name, e.edited_at FROM application_profile_edits e
		LEFT JOIN users u ON u.id = e.edited_by WHERE e.application_id = ? AND e.company_id = ? ORDER BY e.field`,
		appID, companyID).Scan(ctx, &edits)
	return edits, err
}

// effectiveProfile is the parsed profile with its corrections, for writes
// inside a transaction.
func (s *Service) effectiveProfile(ctx context.Context, companyID, appID int64, parsed ProfileValues) (ProfileValues, map[string]bool, error) {
	edits, err := s.profileEdits(ctx, companyID, appID)
	if err != nil {
		return parsed, nil, err
	}
	edited := map[string]bool{}
	for _, e := range edits {
		edited[e.Field] = true
	}
	v, err := withEdits(parsed, edits)
	return v, edited, err
}

// storeProfile writes what filters and the header read from a profile:
// the graduation year and tags on the application (smart search), and
// the links on the candidate. Links fill the candidate's empty ones and
// never overwrite, except those a recruiter corrected (set), which are
// set, and those removed from the profile (drop), which are removed.
func (s *Service) storeProfile(ctx context.Context, companyID, appID int64, v ProfileValues, set, drop []string) error {
	db := s.DB.Conn(ctx)
	// The match score reads the stored text and the profile with its
	// corrections (match_score.go): a parse and a recruiter's edit both
	// score the application again, once this transaction commits.
	if _, err := s.Queue.Insert(ctx, MatchApplicationArgs{ApplicationID: appID, CompanyID: companyID}, nil); err != nil {
		return err
	}
	var grad any // NULL when there is none
	if v.GraduationYear >= MinGraduationYear && v.GraduationYear <= 9999 {
		grad = v.GraduationYear
	}
	tags := resumeTagsOf(v.Tags)
	if len(tags) == 0 {
		tags = []string{resume.TagNone}
	}
	tagsJSON, _ := json.Marshal(tags)
	now := sqldb.NowIn(ctx)
	if _, err := db.NewRaw("UPDATE candidate_applications SET graduation_year = ?, resume_tags = ?, resume_tag_bits = ?, updated_at = ? WHERE id = ? AND company_id = ?",
		grad, string(tagsJSON), resumeTagBits(tags), now, appID, companyID).Exec(ctx); err != nil {
		return err
	}
	var cand struct {
		ID    int64  `bun:"id"`
		Links string `bun:"links"`
	}
	if err := db.NewRaw(`SELECT c.id, c.links FROM candidates c JOIN candidate_applications a ON a.candidate_id = c.id
		WHERE a.id = ? AND c.company_id = ?`, appID, companyID).Scan(ctx, &cand); err != nil {
		return err
	}
	links := map[string]string{}
	if cand.Links != "" {
		if err := json.Unmarshal([]byte(cand.Links), &links); err != nil {
			return err
		}
	}
	for _, site := range drop {
		delete(links, site)
	}
	for site, u := range v.Links {
		if links[site] == "" || slices.Contains(set, site) {
			links[site] = u
		}
	}
	merged, err := json.Marshal(cleanLinks(links))
	if err != nil {
		return err
	}
	_, err = db.NewRaw("UPDATE candidates SET links = ?, updated_at = ? WHERE id = ? AND company_id = ?", string(merged), now, cand.ID, companyID).Exec(ctx)
	return err
}
