package analytics

import (
	"context"
	"fmt"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Charts lists the caller's dashboard, creating the default set for a
// user who has none yet.
func (s *Service) Charts(ctx context.Context) ([]Chart, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return nil, err
	}
	// Only a first visit writes; every later one is a plain read.
	started, err := s.dashboardStarted(ctx, companyID, actor.UserID)
	if err != nil {
		return nil, err
	}
	if !started {
		if err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
			return s.startDashboard(ctx, companyID, actor.UserID)
		}); err != nil {
			return nil, err
		}
	}
	var rows []chartRow
	if err := s.DB.Conn(ctx).NewRaw(`SELECT `+chartColumns+` FROM analytics_charts WHERE company_id = ? AND user_id = ?
		ORDER BY position, id`, companyID, actor.UserID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := make([]Chart, 0, len(rows))
	for i := range rows {
		c, err := s.chartOf(&rows[i], actor.UserID)
		if err != nil {
			return nil, err
		}
		out = append(out, *c)
	}
	return out, nil
}

// SaveChart creates a chart (slug empty) or changes one the caller owns.
func (s *Service) SaveChart(ctx context.Context, slug string, c Chart) (*Chart, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return nil, err
	}
	if slug != "" {
		// Another user's chart is not found before its form is read.
		if _, err := s.ownChart(ctx, companyID, actor.UserID, slug); err != nil {
			return nil, err
		}
	}
	if err := checkChart(&c); err != nil {
		return nil, err
	}
	// Outside the transaction: Run reads, and the write stays short.
	if err := s.validQuery(ctx, c.Query); err != nil {
		return nil, err
	}
	var saved *chartRow
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if slug != "" {
			res, err := s.DB.Conn(ctx).NewRaw(`UPDATE analytics_charts SET title = ?, chart_type = ?, query = ?, updated_at = ?
				WHERE company_id = ? AND user_id = ? AND slug = ?`, c.Title, c.ChartType, encodeQuery(c.Query), sqldb.NowIn(ctx),
				companyID, actor.UserID, slug).Exec(ctx)
			// No row: deleted since it was read.
			if err := oneRow(res, err); err != nil {
				return err
			}
			saved, err = s.ownChart(ctx, companyID, actor.UserID, slug)
			return err
		}
		if err := s.startDashboard(ctx, companyID, actor.UserID); err != nil {
			return err
		}
		n, err := s.countCharts(ctx, companyID, actor.UserID)
		if err != nil {
			return err
		}
		if n >= MaxCharts {
			return recruit.Errorf(recruit.ECONFLICT, "You can keep at most %d charts. Please delete one before saving another.", MaxCharts)
		}
		saved, err = s.insertChart(ctx, companyID, actor.UserID, c)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.chartOf(saved, actor.UserID)
}

// Chart reads one chart with its data: the caller's own, or one shared
// with the token of its live share link. The data is counted as the
// caller, under the caller's row rules: a shared chart shows its viewer
// only the jobs the viewer sees. Without the right, a chart is not found,
// whether or not it exists.
func (s *Service) Chart(ctx context.Context, slug, shareToken string) (*Chart, *Data, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return nil, nil, err
	}
	r, err := s.chartBySlug(ctx, companyID, slug)
	if err != nil {
		return nil, nil, err
	}
	if r.UserID != actor.UserID && !s.validShare(r, shareToken) {
		return nil, nil, errChartNotFound()
	}
	c, err := s.chartOf(r, actor.UserID)
	if err != nil {
		return nil, nil, err
	}
	d, err := s.Run(ctx, c.Query)
	if err != nil {
		return nil, nil, err
	}
	return c, d, nil
}

// DeleteChart deletes a chart the caller owns.
func (s *Service) DeleteChart(ctx context.Context, slug string) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return err
	}
	if !validSlug(slug) {
		return errChartNotFound()
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`DELETE FROM analytics_charts WHERE company_id = ? AND user_id = ? AND slug = ?`,
			companyID, actor.UserID, slug).Exec(ctx)
		return oneRow(res, err)
	})
}

// ShareChart makes a new share link for a chart the caller owns; the
// previous one stops working.
func (s *Service) ShareChart(ctx context.Context, slug string) (string, error) {
	r, err := s.setShared(ctx, slug, true)
	if err != nil {
		return "", err
	}
	return s.shareURL(r), nil
}

// UnshareChart revokes a chart's share link.
func (s *Service) UnshareChart(ctx context.Context, slug string) error {
	_, err := s.setShared(ctx, slug, false)
	return err
}

// setShared turns the owner's chart's link on (a new one) or off. Either
// way the share version moves on, which is what kills the previous link.
func (s *Service) setShared(ctx context.Context, slug string, shared bool) (*chartRow, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return nil, err
	}
	if !validSlug(slug) {
		return nil, errChartNotFound()
	}
	var r *chartRow
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE analytics_charts SET shared = ?, share_version = share_version + 1, updated_at = ?
			WHERE company_id = ? AND user_id = ? AND slug = ?`, shared, sqldb.NowIn(ctx), companyID, actor.UserID, slug).Exec(ctx)
		if err := oneRow(res, err); err != nil {
			return err
		}
		r, err = s.ownChart(ctx, companyID, actor.UserID, slug)
		return err
	})
	return r, err
}

// oneRow turns a write that touched no row into "Chart not found".
func oneRow(res interface{ RowsAffected() (int64, error) }, err error) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("analytics: rows affected: %w", err)
	}
	if n == 0 {
		return errChartNotFound()
	}
	return nil
}
