package marketplace

import "context"

// AddSkill adds a self-added skill (proficiency 0) to the candidate's
// profile; one already there is left as it is (its proficiency too).
func (s *Service) AddSkill(ctx context.Context, name string) (*Skill, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	n, slug, err := checkSkill(name)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.addSkill(ctx, id, n, slug); err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
	if err != nil {
		return nil, err
	}
	return &Skill{Name: n, Slug: slug}, nil
}
