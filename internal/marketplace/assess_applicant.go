package marketplace

import (
	"context"
	"strings"

	"hirekit/internal/recruit"
)

// ApplicantSkills are the skills, with their badges, that the talenthub
// candidate holding email shows on their public profile: for the ATS's
// candidate page, called only after ats allowed the caller to read the
// application sent with that address. Nothing (no error) when no
// candidate holds the address, the profile is unlisted or its skills are
// private: a company sees no more of the candidate than anyone could.
func (s *Service) ApplicantSkills(ctx context.Context, email string) (username string, skills []Skill, err error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if email == "" {
		return "", []Skill{}, nil
	}
	p, err := s.profileWhere(ctx, "lower(email) = ? AND email_verified_at IS NOT NULL", email)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return "", []Skill{}, nil
	}
	if err != nil {
		return "", nil, err
	}
	if !p.Listed {
		return "", []Skill{}, nil
	}
	p.Visibility.Hide(p)
	if p.Skills == nil {
		p.Skills = []Skill{}
	}
	return p.Username, p.Skills, nil
}
