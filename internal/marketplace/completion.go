package marketplace

import "context"

// CompletionPart is one thing a complete profile has, with its weight in
// percent; the weights add up to 100 (docs/decisions.md).
type CompletionPart struct {
	Key, Label string
	Weight     int
	done       func(p *Profile) bool
}

// CompletionParts are the profile completion rule. A resume and its
// accepted draft (name, headline, career start, experience, education,
// skills) with a phone number pass the spec's 60%.
var CompletionParts = []CompletionPart{
	{"name", "Add your name", 10, func(p *Profile) bool { return p.Name != "" }},
	{"avatar", "Upload a profile picture", 5, func(p *Profile) bool { return p.AvatarURL != "" }},
	{"headline", "Write a headline", 10, func(p *Profile) bool { return p.Headline != "" }},
	{"phone", "Add your phone number", 10, func(p *Profile) bool { return p.Phone != "" }},
	{"city", "Add your city", 5, func(p *Profile) bool { return p.City != "" }},
	{"career_start", "Add when your career started", 5, func(p *Profile) bool { return !p.CareerStart.IsZero() }},
	{"bio", "Write a short bio", 5, func(p *Profile) bool { return p.Bio != "" }},
	{"skills", "Add at least 3 skills", 10, func(p *Profile) bool { return len(p.Skills) >= 3 }},
	{"experiences", "Add an experience", 10, func(p *Profile) bool { return len(p.Experiences) > 0 }},
	{"educations", "Add an education", 10, func(p *Profile) bool { return len(p.Educations) > 0 }},
	{"resume", "Upload your resume", 15, func(p *Profile) bool { return p.ResumeName != "" }},
	{"links", "Add a social link", 5, func(p *Profile) bool { return len(p.Links) > 0 }},
}

// Completion is how complete a profile is and what it misses, in the
// rule's order.
type Completion struct {
	Percent int
	Missing []CompletionPart
}

// CompletionOf applies the rule to p.
func CompletionOf(p *Profile) Completion {
	c := Completion{Missing: []CompletionPart{}}
	for _, part := range CompletionParts {
		if part.done(p) {
			c.Percent += part.Weight
		} else {
			c.Missing = append(c.Missing, part)
		}
	}
	return c
}

// ProfileCompletion is the signed-in candidate's completion.
func (s *Service) ProfileCompletion(ctx context.Context) (*Completion, error) {
	p, err := s.OwnProfile(ctx)
	if err != nil {
		return nil, err
	}
	c := CompletionOf(p)
	return &c, nil
}
