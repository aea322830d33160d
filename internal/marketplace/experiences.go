package marketplace

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// checkExperience validates a role: a designation or a company (a parsed
// resume often has only one of them; docs/decisions.md), months
// "YYYY-MM" with the end not before the start (no end: the current role).
func checkExperience(in Experience) (Experience, error) {
	var err error
	out := Experience{ID: in.ID}
	if out.Designation, err = field("designation", "Designation", in.Designation, maxLine, false); err != nil {
		return out, err
	}
	if out.Company, err = field("company", "Company", in.Company, maxLine, false); err != nil {
		return out, err
	}
	if out.Designation == "" && out.Company == "" {
		return out, recruit.FieldError("designation", "Please enter a designation or a company")
	}
	if out.Start, out.End, err = period(in.Start, in.End, monthPattern, "as YYYY-MM, like 2021-04"); err != nil {
		return out, err
	}
	if out.End != "" && out.Start == "" {
		return out, recruit.FieldError("start", "Please enter when this role started")
	}
	out.Description, err = field("description", "Description", in.Description, maxDescription, true)
	return out, err
}

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
		return s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_experiences (hub_candidate_id, designation, company, start_month, end_month, description,
			created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, id, e.Designation, e.Company, e.Start, e.End, e.Description,
			sqldb.NowIn(ctx)).Scan(ctx, &e.ID)
	})
	if err != nil {
		return nil, err
	}
	return &e, nil
}

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

// DeleteExperience removes one of the candidate's roles.
func (s *Service) DeleteExperience(ctx context.Context, expID int64) error {
	return s.deleteOwn(ctx, "hub_experiences", expID, "Experience not found")
}
