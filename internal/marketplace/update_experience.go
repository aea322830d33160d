package marketplace

import "context"

// UpdateExperience changes one of the candidate's roles.
func (s *Service) UpdateExperience(ctx context.Context, in Experience) (*Experience, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	e, err := checkExperience(in)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_experiences SET designation = ?, company = ?, start_month = ?, end_month = ?, description = ?
			WHERE id = ? AND hub_candidate_id = ?`, e.Designation, e.Company, e.Start, e.End, e.Description, e.ID, id).Exec(ctx)
		return oneRow(res, err, "Experience not found")
	})
	if err != nil {
		return nil, err
	}
	return &e, nil
}
