package auth

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Features returns the company's feature_details: every known flag, with
// the company's setting or the default.
func (s *Service) Features(ctx context.Context, companyID int64) (map[string]map[string]bool, error) {
	out := map[string]map[string]bool{}
	for g, fs := range recruit.FeatureGroups {
		out[g] = map[string]bool{}
		for f, def := range fs {
			out[g][f] = def
		}
	}
	if companyID == 0 {
		return out, nil
	}
	var rows []struct {
		Group   string `bun:"feature_group"`
		Feature string `bun:"feature"`
		Enabled bool   `bun:"enabled"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT feature_group, feature, enabled FROM company_features WHERE company_id = ?", companyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	for _, r := range rows {
		if recruit.ValidFeature(r.Group, r.Feature) {
			out[r.Group][r.Feature] = r.Enabled
		}
	}
	return out, nil
}

// FeatureEnabled reports one flag of the company.
func (s *Service) FeatureEnabled(ctx context.Context, companyID int64, group, feature string) (bool, error) {
	fs, err := s.Features(ctx, companyID)
	if err != nil {
		return false, err
	}
	return fs[group][feature], nil
}

// SetFeature turns a flag on or off for the actor's company.
func (s *Service) SetFeature(ctx context.Context, group, feature string, enabled bool) (map[string]map[string]bool, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	if !recruit.ValidFeature(group, feature) {
		return nil, recruit.Errorf(recruit.EINVALID, "Unknown feature %s.%s", group, feature)
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO company_features (company_id, feature_group, feature, enabled, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (company_id, feature_group, feature) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
			companyID, group, feature, enabled, sqldb.Now()).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.Features(ctx, companyID)
}
