// Package analytics answers the charts: a catalogue of metrics computed
// from the pipeline's own history (what ats and interview record; no
// second source of truth), queries over them under the candidate list's
// row rules, and the users' saved chart cards with their share links.
package analytics

import (
	"context"
	"slices"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Response types and data types of the spec's chart data.
const (
	SingleValue = "single_value"
	Series      = "series"

	Counts     = "counts"
	Percentage = "percentage"
	Days       = "days"
)

// Chart types a saved chart may be drawn as.
var ChartTypes = []string{"bar", "line", "pie", "number", "table"}

// Data is the spec's chart data: Data[i] is the series Labels[i], one
// number per XAxis category. A single value is one label, one category and
// one number, -1 when there is none.
type Data struct {
	Labels       []string
	XAxis        []string
	Data         [][]float64
	ResponseType string
	DataType     string
}

// Metric is a catalogue entry.
type Metric struct {
	Key          string
	Title        string
	Description  string
	DataType     string
	ResponseType string
	Filters      []string
	GroupBy      []string
	Periods      bool
	ChartTypes   []string
}

// Filters narrow a query; empty means all. From and To are dates in the
// company's time zone, To inclusive; zero means open.
type Filters struct {
	Jobs        []int64
	Departments []int64
	Sources     []string
	Recruiters  []int64
	From, To    time.Time
}

// Query asks for one metric.
type Query struct {
	Metric  string
	Filters Filters
	GroupBy string
	Period  string // day, week or month; empty for none
}

// Chart is a saved chart card.
type Chart struct {
	ID        int64
	Slug      string
	Title     string
	ChartType string
	Query     Query
	Position  int
	Owned     bool
	ShareURL  string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Jobs is what analytics needs of the ats package: its row rule, so a
// chart counts exactly the jobs the caller's candidate list shows
// (ats.Service does).
type Jobs interface {
	// VisibleJobs is a subquery of the ids of the jobs the caller sees,
	// "" when they see every job of the company.
	VisibleJobs(ctx context.Context) (string, []any, error)
}

// Service answers the analytics calls.
type Service struct {
	DB   *sqldb.DB
	Jobs Jobs
	// Key signs share links; BaseURL makes them absolute.
	Key     []byte
	BaseURL string
	// RawRows answers every metric from the raw rows, never from the
	// rollups: the same answers, slower (the tests and the bench compare).
	RawRows bool
}

// Report modes (spec: company 56 gets source_wise, any other combined).
const (
	SourceWise = "source_wise"
	Combined   = "combined"
)

// sourceWiseCompany is the one company the spec gives the source_wise
// report mode by default.
const sourceWiseCompany = 56

// reportMode is a company's report mode.
func reportMode(companyID int64) string {
	if companyID == sourceWiseCompany {
		return SourceWise
	}
	return Combined
}

// Catalogue lists the metrics the caller may query, and the company's
// report mode (source_wise or combined). Product usage is listed only for
// those who may chart it.
func (s *Service) Catalogue(ctx context.Context) ([]Metric, string, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return nil, "", err
	}
	out := []Metric{}
	for _, m := range catalogue {
		if m.perm == "" || actor.Can(m.perm) {
			// Copies: the catalogue's lists are shared by every call.
			c := m.Metric
			c.Filters, c.GroupBy, c.ChartTypes = slices.Clone(c.Filters), slices.Clone(c.GroupBy), slices.Clone(c.ChartTypes)
			out = append(out, c)
		}
	}
	return out, reportMode(companyID), nil
}

// Run answers a query as chart data, counting only the rows the caller may
// see: the jobs of their candidate list (a hiring manager's own), in their
// company. A filter naming a job they cannot see matches nothing.
func (s *Service) Run(ctx context.Context, q Query) (*Data, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return nil, err
	}
	m, q, err := checkQuery(actor, companyID, q)
	if err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, companyID, q)
	if err != nil {
		return nil, err
	}
	t, err := m.run(ctx, s, sc, q)
	if err != nil {
		return nil, err
	}
	return s.chart(ctx, sc, q, m, t)
}

// CheckQuery validates a query as Run would, without running it: what a
// saved chart's query must pass.
func (s *Service) CheckQuery(ctx context.Context, q Query) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAnalytics)
	if err != nil {
		return err
	}
	_, _, err = checkQuery(actor, companyID, q)
	return err
}
