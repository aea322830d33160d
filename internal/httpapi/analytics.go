package httpapi

import (
	"context"
	"time"

	"hirekit/internal/analytics"
	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
)

func chartDataOut(d *analytics.Data) apiv1.ChartData {
	out := apiv1.ChartData{Labels: d.Labels, XAxis: d.XAxis, Data: d.Data, ResponseType: d.ResponseType, DataType: d.DataType}
	if out.Labels == nil {
		out.Labels = []string{}
	}
	if out.XAxis == nil {
		out.XAxis = []string{}
	}
	if out.Data == nil {
		out.Data = [][]float64{}
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func (s *Server) analyticsMetrics(ctx context.Context, _ *apiv1.Empty) (*apiv1.AnalyticsMetrics, error) {
	metrics, mode, err := s.deps.Analytics.Catalogue(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.AnalyticsMetrics{Metrics: []apiv1.AnalyticsMetric{}, ReportMode: mode}
	for _, m := range metrics {
		out.Metrics = append(out.Metrics, apiv1.AnalyticsMetric{Key: m.Key, Title: m.Title, Description: m.Description,
			DataType: m.DataType, ResponseType: m.ResponseType, Filters: nonNil(m.Filters), GroupBy: nonNil(m.GroupBy),
			Periods: m.Periods, ChartTypes: nonNil(m.ChartTypes)})
	}
	return out, nil
}

// queryIn reads a query from the wire; dates are YYYY-MM-DD.
func queryIn(q apiv1.AnalyticsQuery, field string) (analytics.Query, error) {
	out := analytics.Query{Metric: q.Metric, GroupBy: q.GroupBy, Period: q.Period, Filters: analytics.Filters{
		Jobs: q.Filters.Jobs, Departments: q.Filters.Departments, Sources: q.Filters.Sources, Recruiters: q.Filters.Recruiters}}
	for name, in := range map[string]struct {
		text string
		out  *time.Time
	}{"from": {q.Filters.From, &out.Filters.From}, "to": {q.Filters.To, &out.Filters.To}} {
		if in.text == "" {
			continue
		}
		t, err := time.Parse(time.DateOnly, in.text)
		if err != nil {
			return out, recruit.FieldError(field+"filters."+name, "Please give a date as YYYY-MM-DD")
		}
		*in.out = t
	}
	return out, nil
}

func queryOut(q analytics.Query) apiv1.AnalyticsQuery {
	out := apiv1.AnalyticsQuery{Metric: q.Metric, GroupBy: q.GroupBy, Period: q.Period, Filters: apiv1.AnalyticsFilters{
		Jobs: q.Filters.Jobs, Departments: q.Filters.Departments, Sources: q.Filters.Sources, Recruiters: q.Filters.Recruiters}}
	if !q.Filters.From.IsZero() {
		out.Filters.From = q.Filters.From.Format(time.DateOnly)
	}
	if !q.Filters.To.IsZero() {
		out.Filters.To = q.Filters.To.Format(time.DateOnly)
	}
	return out
}

func (s *Server) analyticsQuery(ctx context.Context, req *apiv1.AnalyticsQuery) (*apiv1.ChartData, error) {
	q, err := queryIn(*req, "")
	if err != nil {
		return nil, err
	}
	d, err := s.deps.Analytics.Run(ctx, q)
	if err != nil {
		return nil, err
	}
	out := chartDataOut(d)
	return &out, nil
}

func chartOut(c *analytics.Chart) apiv1.AnalyticsChart {
	return apiv1.AnalyticsChart{Slug: c.Slug, Title: c.Title, ChartType: c.ChartType, Query: queryOut(c.Query),
		Position: c.Position, Owned: c.Owned, ShareURL: c.ShareURL, CreatedAt: rfc3339(c.CreatedAt), UpdatedAt: rfc3339(c.UpdatedAt)}
}

func (s *Server) analyticsCharts(ctx context.Context, _ *apiv1.Empty) (*apiv1.AnalyticsCharts, error) {
	charts, err := s.deps.Analytics.Charts(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.AnalyticsCharts{Charts: []apiv1.AnalyticsChart{}}
	for i := range charts {
		out.Charts = append(out.Charts, chartOut(&charts[i]))
	}
	return out, nil
}

func (s *Server) createAnalyticsChart(ctx context.Context, req *apiv1.AnalyticsChartRequest) (*apiv1.AnalyticsChart, error) {
	return s.saveAnalyticsChart(ctx, &apiv1.AnalyticsChartUpdate{Title: req.Title, ChartType: req.ChartType, Query: req.Query})
}

func (s *Server) saveAnalyticsChart(ctx context.Context, req *apiv1.AnalyticsChartUpdate) (*apiv1.AnalyticsChart, error) {
	q, err := queryIn(req.Query, "query.")
	if err != nil {
		return nil, err
	}
	c, err := s.deps.Analytics.SaveChart(ctx, req.Slug, analytics.Chart{Title: req.Title, ChartType: req.ChartType, Query: q})
	if err != nil {
		return nil, err
	}
	out := chartOut(c)
	return &out, nil
}

func (s *Server) analyticsChart(ctx context.Context, req *apiv1.AnalyticsChartPath) (*apiv1.AnalyticsChartView, error) {
	c, d, err := s.deps.Analytics.Chart(ctx, req.Slug, req.ShareToken)
	if err != nil {
		return nil, err
	}
	return &apiv1.AnalyticsChartView{Chart: chartOut(c), Data: chartDataOut(d)}, nil
}

func (s *Server) deleteAnalyticsChart(ctx context.Context, req *apiv1.SlugPath) (*apiv1.Empty, error) {
	return &apiv1.Empty{}, s.deps.Analytics.DeleteChart(ctx, req.Slug)
}

func (s *Server) shareAnalyticsChart(ctx context.Context, req *apiv1.SlugPath) (*apiv1.AnalyticsShare, error) {
	url, err := s.deps.Analytics.ShareChart(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return &apiv1.AnalyticsShare{ShareURL: url}, nil
}

func (s *Server) unshareAnalyticsChart(ctx context.Context, req *apiv1.SlugPath) (*apiv1.Empty, error) {
	return &apiv1.Empty{}, s.deps.Analytics.UnshareChart(ctx, req.Slug)
}
