package marketplace

import "context"

// UpdateEducation changes one of the candidate's degrees.
func (s *Service) UpdateEducation(ctx context.Context, in Education) (*Education, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	e, err := checkEducation(in)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_educations SET degree = ?, major = ?, institute = ?, start_year = ?, end_year = ?
			WHERE id = ? AND hub_candidate_id = ?`, e.Degree, e.Major, e.Institute, e.Start, e.End, e.ID, id).Exec(ctx)
		return oneRow(res, err, "Education not found")
	})
	if err != nil {
		return nil, err
	}
	return &e, nil
}
