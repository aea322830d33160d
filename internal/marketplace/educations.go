package marketplace

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// checkEducation validates a degree: a degree or an institute, years
// "YYYY" with the end not before the start.
func checkEducation(in Education) (Education, error) {
	var err error
	out := Education{ID: in.ID}
	if out.Degree, err = field("degree", "Degree", in.Degree, maxLine, false); err != nil {
		return out, err
	}
	if out.Major, err = field("major", "Major", in.Major, maxLine, false); err != nil {
		return out, err
	}
	if out.Institute, err = field("institute", "Institute", in.Institute, maxLine, false); err != nil {
		return out, err
	}
	if out.Degree == "" && out.Institute == "" {
		return out, recruit.FieldError("degree", "Please enter a degree or an institute")
	}
	out.Start, out.End, err = period(in.Start, in.End, yearPattern, "as a year, like 2018")
	return out, err
}

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
		return s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_educations (hub_candidate_id, degree, major, institute, start_year, end_year, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, id, e.Degree, e.Major, e.Institute, e.Start, e.End, sqldb.NowIn(ctx)).Scan(ctx, &e.ID)
	})
	if err != nil {
		return nil, err
	}
	return &e, nil
}

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

// DeleteEducation removes one of the candidate's degrees.
func (s *Service) DeleteEducation(ctx context.Context, educationID int64) error {
	return s.deleteOwn(ctx, "hub_educations", educationID, "Education not found")
}
