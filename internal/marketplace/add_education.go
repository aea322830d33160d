package marketplace

import (
	"context"

	"hirekit/internal/sqldb"
)

// AddEducation adds a degree to the candidate's profile.
func (s *Service) AddEducation(ctx context.Context, in Education) (*Education, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	e, err := checkEducation(in)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.roomFor(ctx, "hub_educations", id); err != nil {
			return err
		}
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_educations (hub_candidate_id, degree, major, institute, start_year, end_year, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, id, e.Degree, e.Major, e.Institute, e.Start, e.End, sqldb.NowIn(ctx)).Scan(ctx, &e.ID); err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
	if err != nil {
		return nil, err
	}
	return &e, nil
}
