package apiv1

// ChartData is the spec's chart data. Labels name the series (the rows of
// a chart's table, at most 10 shown); XAxis names the categories (the
// table's columns: periods, stages, or one empty category for a single
// value); Data[i][j] is series Labels[i] at XAxis[j]. A single_value
// answer has one label, one category and one number, -1 when there is no
// value (time to hire with no hire yet). DataType says how to read the
// numbers: counts, percentage (0–100) or days.
type ChartData struct {
	Labels       []string    `json:"labels"`
	XAxis        []string    `json:"xAxis"`
	Data         [][]float64 `json:"data"`
	ResponseType string      `json:"response_type" enum:"single_value,series"`
	DataType     string      `json:"dataType" enum:"counts,percentage,days"`
}

// AnalyticsMetric is one entry of the catalogue (GET analytics/metrics):
// what a metric counts, which filters and groupings it takes and how it is
// best drawn.
type AnalyticsMetric struct {
	Key          string   `json:"key"`
	Title        string   `json:"title"`
	Description  string   `json:"description"`
	DataType     string   `json:"dataType" enum:"counts,percentage,days"`
	ResponseType string   `json:"response_type" enum:"single_value,series"`
	Filters      []string `json:"filters" description:"Which of jobs, departments, sources, recruiters, from, to the metric takes"`
	GroupBy      []string `json:"group_by" description:"The groupings it takes (source, state, job, department, recruiter, stage, panel_member, age, ...); empty for none"`
	Periods      bool     `json:"periods" description:"Whether it takes period day, week or month (a series over time)"`
	ChartTypes   []string `json:"chart_types" description:"Chart types that suit it, best first: bar, line, pie, number, table"`
}

// AnalyticsMetrics is the catalogue, and the company's report mode.
type AnalyticsMetrics struct {
	Metrics    []AnalyticsMetric `json:"metrics"`
	ReportMode string            `json:"report_mode" enum:"source_wise,combined" description:"source_wise: charts split by source where a metric allows; combined: one series"`
}

// AnalyticsFilters narrow a metric. Empty lists mean all; From and To are
// dates (YYYY-MM-DD, To inclusive) in the company's time zone.
type AnalyticsFilters struct {
	Jobs        []int64  `json:"jobs,omitempty" maxItems:"100" description:"Requisition ids"`
	Departments []int64  `json:"departments,omitempty" maxItems:"100" description:"Department ids"`
	Sources     []string `json:"sources,omitempty" maxItems:"100" description:"Source values"`
	Recruiters  []int64  `json:"recruiters,omitempty" maxItems:"100" description:"User ids of the jobs' recruiters"`
	From        string   `json:"from,omitempty" format:"date"`
	To          string   `json:"to,omitempty" format:"date"`
}

// AnalyticsQuery is POST analytics/query: a metric with its filters,
// grouping and period.
type AnalyticsQuery struct {
	Metric  string           `json:"metric" maxLength:"64"`
	Filters AnalyticsFilters `json:"filters"`
	GroupBy string           `json:"group_by,omitempty" maxLength:"32"`
	Period  string           `json:"period,omitempty" enum:"day,week,month"`
}

// AnalyticsChart is a saved chart card: a title, how it is drawn, and the
// query it draws. ShareURL is set for the chart's owner while a share
// link is live.
type AnalyticsChart struct {
	Slug      string         `json:"slug"`
	Title     string         `json:"title"`
	ChartType string         `json:"chart_type" enum:"bar,line,pie,number,table"`
	Query     AnalyticsQuery `json:"query"`
	Position  int            `json:"position"`
	Owned     bool           `json:"owned" description:"Whether the caller owns it (may edit, share and delete)"`
	ShareURL  string         `json:"share_url,omitempty"`
	CreatedAt string         `json:"created_at"`
	UpdatedAt string         `json:"updated_at"`
}

// AnalyticsCharts is GET analytics/charts: the caller's dashboard, in
// order.
type AnalyticsCharts struct {
	Charts []AnalyticsChart `json:"charts"`
}

// AnalyticsChartRequest is POST analytics/charts.
type AnalyticsChartRequest struct {
	Title     string         `json:"title" maxLength:"120"`
	ChartType string         `json:"chart_type" enum:"bar,line,pie,number,table"`
	Query     AnalyticsQuery `json:"query"`
}

// AnalyticsChartUpdate is PUT analytics/charts/{slug}: the whole chart
// again.
type AnalyticsChartUpdate struct {
	Slug      string         `path:"slug"`
	Title     string         `json:"title" maxLength:"120"`
	ChartType string         `json:"chart_type" enum:"bar,line,pie,number,table"`
	Query     AnalyticsQuery `json:"query"`
}

// AnalyticsChartPath names a saved chart; ShareToken opens one shared by
// another user of the company.
type AnalyticsChartPath struct {
	Slug       string `path:"slug"`
	ShareToken string `query:"share_token" description:"The token of a share link, to open a chart another user of the company shared"`
}

// AnalyticsChartView is GET analytics/charts/{slug}: the chart and its
// data, counted under the caller's own row rules (a shared chart never
// shows a viewer jobs they cannot see).
type AnalyticsChartView struct {
	Chart AnalyticsChart `json:"chart"`
	Data  ChartData      `json:"data"`
}

// AnalyticsShare is POST analytics/charts/{slug}/share: the read-only link
// (a new one each time; the previous stops working).
type AnalyticsShare struct {
	ShareURL string `json:"share_url"`
}
