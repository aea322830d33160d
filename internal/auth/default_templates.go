package auth

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// addDefaultTemplates stores recruit.DefaultTemplates for a company just
// created (in the creating transaction). Once stored they are the
// company's own: a deleted one does not come back.
func (s *Service) addDefaultTemplates(ctx context.Context, companyID int64) error {
	now := sqldb.NowIn(ctx)
	for _, t := range recruit.DefaultTemplates {
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO text_templates (company_id, name, subject, body, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, companyID, t.Name, t.Subject, t.Body, now, now).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}
