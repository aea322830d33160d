package marketplace

import (
	"context"
	"database/sql"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// FlaggedProficiency is the spec's -1 badge: a skill a platform admin
// found unsupported by the profile (review taggings). It stays on the
// profile, shown as flagged, until the candidate proves it by an
// assessment or removes it.
const FlaggedProficiency = -1

// AdminReview is what a platform admin reviews of a candidate: the whole
// profile (nothing hidden) and, from the applications they made with
// their verified email, what the parser read with its evidence.
type AdminReview struct {
	Profile  *Profile
	Taggings []ats.HubTagging
}

// AdminProfile is a candidate's review (review taggings).
func (s *Service) AdminProfile(ctx context.Context, id int64) (*AdminReview, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	p, err := s.profileWhere(ctx, "id = ?", id)
	if err != nil {
		return nil, err
	}
	out := &AdminReview{Profile: p, Taggings: []ats.HubTagging{}}
	if s.ATS != nil {
		// Every talenthub email is verified (sign-in proves it).
		if out.Taggings, err = s.ATS.TaggingsOfEmail(ctx, p.Email); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ReviewSkill is a platform admin's correction of one skill on a
// candidate's profile: flag sets proficiency -1, remove deletes it.
func (s *Service) ReviewSkill(ctx context.Context, id int64, slug, action string) (*AdminReview, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	if action != "flag" && action != "remove" {
		return nil, recruit.FieldError("action", "The action is flag or remove")
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		var res sql.Result
		var err error
		if action == "flag" {
			res, err = db.NewRaw(`UPDATE hub_skills SET proficiency = ? WHERE hub_candidate_id = ? AND slug = ?`, FlaggedProficiency, id, slug).Exec(ctx)
		} else {
			res, err = db.NewRaw(`DELETE FROM hub_skills WHERE hub_candidate_id = ? AND slug = ?`, id, slug).Exec(ctx)
		}
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "This skill is not on the profile")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.AdminProfile(ctx, id)
}
