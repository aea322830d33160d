package marketplace

import (
	"context"

	"hirekit/internal/sqldb"
)

// AddExperience adds a role to the candidate's profile.
func (s *Service) AddExperience(ctx context.Context, in Experience) (*Experience, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	e, err := checkExperience(in)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.roomFor(ctx, "hub_experiences", id); err != nil {
			return err
		}
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_experiences (hub_candidate_id, designation, company, start_month, end_month, description,
			created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, id, e.Designation, e.Company, e.Start, e.End, e.Description,
			sqldb.NowIn(ctx)).Scan(ctx, &e.ID); err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
	if err != nil {
		return nil, err
	}
	return &e, nil
}
