package marketplace

import "context"

// RemoveSkill takes a skill off the candidate's profile by its slug.
func (s *Service) RemoveSkill(ctx context.Context, slug string) error {
	id, err := ownID(ctx)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`DELETE FROM hub_skills WHERE hub_candidate_id = ? AND slug = ?`, id, slug).Exec(ctx)
		return oneRow(res, err, "Skill not found")
	})
}
