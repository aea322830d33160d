// Package analytics answers the charts: a catalogue of metrics computed
// from the pipeline's own history (what ats and interview record; no
// second source of truth), queries over them under the candidate list's
// row rules, and the users' saved chart cards with their share links.
package analytics

import (
	"context"
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

// Service answers the analytics calls.
type Service struct {
	DB *sqldb.DB
	// Key signs share links; BaseURL makes them absolute.
	Key     []byte
	BaseURL string
}

// Catalogue lists the metrics the caller may query, and the company's
// report mode (source_wise or combined).
func (s *Service) Catalogue(ctx context.Context) ([]Metric, string, error) {
	return nil, "", recruit.Errorf(recruit.ENOTFOUND, "not built")
}

// Run answers a query as chart data, counting only the rows the caller may
// see.
func (s *Service) Run(ctx context.Context, q Query) (*Data, error) {
	return nil, recruit.Errorf(recruit.ENOTFOUND, "not built")
}
