package auth

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// featureListSQL is a subquery giving the company's flags as one text,
// "group.feature=1,…", so the session check reads them in the same
// statement. The aggregate differs by engine.
func (s *Service) featureListSQL() string {
	if s.DB.Engine == sqldb.Postgres {
		return `SELECT string_agg(f.feature_group || '.' || f.feature || '=' || CASE WHEN f.enabled THEN '1' ELSE '0' END, ',')
			FROM company_features f WHERE f.company_id = u.company_id`
	}
	return `SELECT group_concat(f.feature_group || '.' || f.feature || '=' || CASE WHEN f.enabled THEN '1' ELSE '0' END, ',')
		FROM company_features f WHERE f.company_id = u.company_id`
}

// defaultFeatures returns a fresh copy of every flag at its default.
func defaultFeatures() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for g, fs := range recruit.FeatureGroups {
		out[g] = map[string]bool{}
		for f, def := range fs {
			out[g][f] = def
		}
	}
	return out
}

// featuresFrom reads featureListSQL's text over the defaults.
func featuresFrom(list string) map[string]map[string]bool {
	out := defaultFeatures()
	for _, item := range strings.Split(list, ",") {
		key, val, ok := strings.Cut(item, "=")
		group, feature, ok2 := strings.Cut(key, ".")
		if ok && ok2 && recruit.ValidFeature(group, feature) {
			out[group][feature] = val == "1"
		}
	}
	return out
}

// Features returns the company's feature_details: every known flag, with
// the company's setting or the default.
func (s *Service) Features(ctx context.Context, companyID int64) (map[string]map[string]bool, error) {
	out := defaultFeatures()
	if companyID == 0 {
		return out, nil
	}
	// Every page's context reads this, so outside a transaction it is a
	// prepared statement.
	const q = "SELECT feature_group, feature, enabled FROM company_features WHERE company_id = ?"
	var rows *sql.Rows
	var err error
	if _, inTx := sqldb.TxFrom(ctx); inTx {
		rows, err = s.DB.Conn(ctx).QueryContext(ctx, q, companyID)
	} else {
		rows, err = s.DB.QueryPrepared(ctx, q, companyID)
	}
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var group, feature string
		var enabled bool
		if err := rows.Scan(&group, &feature, &enabled); err != nil {
			return nil, err
		}
		if recruit.ValidFeature(group, feature) {
			out[group][feature] = enabled
		}
	}
	return out, rows.Err()
}

// FeatureEnabled reports one flag of the company, from the actor when it
// carries its company's flags.
func (s *Service) FeatureEnabled(ctx context.Context, companyID int64, group, feature string) (bool, error) {
	if a := recruit.ActorFrom(ctx); a != nil && a.CompanyID == companyID && a.Features != nil {
		return a.Features[group][feature], nil
	}
	fs, err := s.Features(ctx, companyID)
	if err != nil {
		return false, err
	}
	return fs[group][feature], nil
}

// CompanyFeatures returns the actor's company's feature flags (GET
// company/features).
func (s *Service) CompanyFeatures(ctx context.Context) (map[string]map[string]bool, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewFeatures)
	if err != nil {
		return nil, err
	}
	if actor.Features != nil {
		return actor.Features, nil
	}
	return s.Features(ctx, companyID)
}

// SetFeature turns a flag on or off for the actor's company.
func (s *Service) SetFeature(ctx context.Context, group, feature string, enabled bool) (map[string]map[string]bool, error) {
	if err := recruit.Require(ctx, recruit.PermManageFeatures); err != nil {
		return nil, err
	}
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
			companyID, group, feature, enabled, sqldb.NowIn(ctx)).Exec(ctx)
		if err != nil {
			return err
		}
		state := "off"
		if enabled {
			state = "on"
		}
		if err := s.audit(ctx, recruit.ActorFrom(ctx).UserID, companyID, AuditFeature, fmt.Sprintf("%s.%s turned %s", group, feature, state), ""); err != nil {
			return err
		}
		return s.touchCompany(ctx, companyID)
	})
	if err != nil {
		return nil, err
	}
	return s.Features(ctx, companyID)
}

// checkRoleFeatures refuses roles whose module the company has turned off
// (recruit.RoleFeatures): the form then offers 'Upgrade plan'.
func (s *Service) checkRoleFeatures(ctx context.Context, companyID int64, roles []string) error {
	for _, role := range roles {
		need, ok := recruit.RoleFeatures[role]
		if !ok {
			continue
		}
		on, err := s.FeatureEnabled(ctx, companyID, need[0], need[1])
		if err != nil {
			return err
		}
		if !on {
			return recruit.FieldError("roles", "Upgrade plan")
		}
	}
	return nil
}
