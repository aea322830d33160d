package ats

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// UpdateApplication sets priority, archived and tags of an application.
// Nil fields are left as they are.
func (s *Service) UpdateApplication(ctx context.Context, slug string, priority *int, archived *bool, tagIDs []int64) (*Application, error) {
	if err := recruit.Require(ctx, recruit.PermUpdateApplication); err != nil {
		return nil, err
	}
	if priority != nil && !recruit.Priority(*priority).Valid() {
		return nil, recruit.FieldError("priority", "Priority must be 127 (none) or 0 to 5")
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationRow(ctx, slug)
		if err != nil {
			return err
		}
		if !a.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot change the candidates of this job")
		}
		db := s.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		if priority != nil {
			if _, err := db.NewRaw("UPDATE candidate_applications SET priority = ?, updated_at = ? WHERE id = ? AND company_id = ?", *priority, now, a.ID, a.CompanyID).Exec(ctx); err != nil {
				return err
			}
		}
		if archived != nil {
			if _, err := db.NewRaw("UPDATE candidate_applications SET archived = ?, updated_at = ? WHERE id = ? AND company_id = ?", *archived, now, a.ID, a.CompanyID).Exec(ctx); err != nil {
				return err
			}
		}
		if tagIDs != nil {
			tags, err := s.tags(ctx, a.CompanyID)
			if err != nil {
				return err
			}
			known := map[int64]bool{}
			for _, t := range tags {
				known[t.ID] = true
			}
			if _, err := db.NewRaw("DELETE FROM application_tags WHERE application_id = ?", a.ID).Exec(ctx); err != nil {
				return err
			}
			for _, id := range uniq(tagIDs) {
				if !known[id] {
					return recruit.FieldError("tags", "Please choose tags of your company")
				}
				if _, err := db.NewRaw("INSERT INTO application_tags (application_id, tag_id) VALUES (?, ?)", a.ID, id).Exec(ctx); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.application(ctx, slug)
}

// RecentApplications lists the newest applications the actor may see
// (GET candidate-application/recent-list), for pickers.
func (s *Service) RecentApplications(ctx context.Context, limit int) ([]ApplicationRow, error) {
	if err := recruit.Require(ctx, recruit.PermRecentApplications); err != nil {
		return nil, err
	}
	page, err := s.listApplications(ctx, ApplicationQuery{Sort: "updated", Page: 1, PerPage: limit}, sqldb.NowIn(ctx))
	if err != nil {
		return nil, err
	}
	return page.Rows, nil
}
