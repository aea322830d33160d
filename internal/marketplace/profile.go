package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"hirekit/internal/recruit"
)

// Profile is a talenthub candidate's profile, the spec's "Candidate
// profile" entity. The public read (PublicProfile) blanks what the
// candidate's Visibility hides; the owner's read (OwnProfile) has it all.
type Profile struct {
	ID       int64
	Username string
	Name     string
	Headline string
	Email    string
	Phone    string
	City     string
	// AvatarURL and ResumeURL are served URLs ("" when none).
	AvatarURL string
	ResumeURL string
	// ResumeName is the uploaded file's name.
	ResumeName string
	// CurrentCompany is the company of the newest experience with no end.
	CurrentCompany string
	// CareerStart is the first day of the candidate's career (total
	// experience is counted from it); zero when not given.
	CareerStart time.Time
	// Bio is markdown, rendered safely where shown (no HTML; links http
	// and https only).
	Bio string
	// Links are the spec's 24 social links by site key ("linkedin" → URL).
	Links       map[string]string
	Skills      []Skill
	Experiences []Experience
	Projects    []Project
	Educations  []Education
	// Listed is whether the profile is public at all.
	Listed     bool
	Visibility Visibility
	UpdatedAt  time.Time
}

// Skill is one skill on a profile. Proficiency 0 is self-added; above 0
// was verified by an assessment (issue 29); -1 is shown as a badge too.
type Skill struct {
	Name                        string
	Slug                        string
	Proficiency                 int
	LastPassedCertificationSlug string
}

// Experience is one role held. Start and End are months "YYYY-MM"; End
// "" means it is the current role.
type Experience struct {
	ID          int64
	Designation string
	Company     string
	Start, End  string
	Description string
}

// Project is one project on a profile; links are http or https.
type Project struct {
	ID            int64
	Title         string
	SourceCodeURL string
	WebsiteURL    string
	Description   string
}

// Education is one degree; Start and End are years ("" when unknown).
type Education struct {
	ID         int64
	Degree     string
	Major      string
	Institute  string
	Start, End string
}

// loadLists fills a profile's lists (skills, experiences, projects,
// educations), CurrentCompany and its served URLs (avatar, resume). The
// profile store sets it; without one a profile has its base row only.
var loadLists func(ctx context.Context, s *Service, p *Profile) error

// OwnProfile is the signed-in candidate's whole profile.
func (s *Service) OwnProfile(ctx context.Context) (*Profile, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return nil, err
	}
	return s.profileWhere(ctx, "id = ?", recruit.ActorFrom(ctx).HubCandidateID)
}

// PublicProfile is a candidate's profile as anyone may see it: "Profile
// not found" for an unknown or unlisted username (the owner still sees
// their own), and what Visibility hides left out.
func (s *Service) PublicProfile(ctx context.Context, username string) (*Profile, error) {
	name, err := NormalizeUsername(username)
	if err != nil {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Profile not found")
	}
	p, err := s.profileWhere(ctx, "username = ?", name)
	if err != nil {
		return nil, err
	}
	own := recruit.ActorFrom(ctx) != nil && recruit.ActorFrom(ctx).HubCandidateID == p.ID
	if !p.Listed && !own {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Profile not found")
	}
	p.Visibility.Hide(p)
	return p, nil
}

// profileWhere reads one candidate's base row (and lists, when a loader is
// set) by a condition on hub_candidates.
func (s *Service) profileWhere(ctx context.Context, cond string, arg any) (*Profile, error) {
	var p Profile
	var careerStart sql.NullTime
	var links, visibility string
	row, err := s.DB.QueryRowPrepared(ctx, `SELECT id, username, name, headline, email, phone, city, career_start, bio, links,
		listed, visibility, resume_name, updated_at FROM hub_candidates WHERE `+cond, arg)
	if err == nil {
		err = row.Scan(&p.ID, &p.Username, &p.Name, &p.Headline, &p.Email, &p.Phone, &p.City, &careerStart, &p.Bio, &links,
			&p.Listed, &visibility, &p.ResumeName, &p.UpdatedAt)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Profile not found")
	} else if err != nil {
		return nil, err
	}
	if careerStart.Valid {
		p.CareerStart = careerStart.Time
	}
	if err := json.Unmarshal([]byte(links), &p.Links); err != nil || p.Links == nil {
		p.Links = map[string]string{}
	}
	p.Visibility = ParseVisibility(visibility)
	if loadLists != nil {
		if err := loadLists(ctx, s, &p); err != nil {
			return nil, err
		}
	}
	return &p, nil
}
