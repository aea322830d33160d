package analytics

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base32"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// DefaultCharts is the set a user's dashboard starts with, in order: the
// funnel, time to hire, applications by source and open jobs by age. Each
// query must be one the catalogue answers.
var DefaultCharts = []Chart{
	{Title: "Hiring funnel", ChartType: "bar", Query: Query{Metric: "funnel"}},
	{Title: "Time to hire", ChartType: "number", Query: Query{Metric: "time_to_hire"}},
	{Title: "Applications by source", ChartType: "pie", Query: Query{Metric: "applications", GroupBy: "source"}},
	{Title: "Open jobs by age", ChartType: "bar", Query: Query{Metric: "open_jobs_by_age"}},
}

// MaxCharts is how many charts one user may keep: a dashboard longer than
// this is no longer read, and the limit bounds what one user stores.
const MaxCharts = 50

// chartRow is a row of analytics_charts.
type chartRow struct {
	ID           int64     `bun:"id"`
	CompanyID    int64     `bun:"company_id"`
	UserID       int64     `bun:"user_id"`
	Slug         string    `bun:"slug"`
	Title        string    `bun:"title"`
	ChartType    string    `bun:"chart_type"`
	Query        string    `bun:"query"`
	Position     int       `bun:"position"`
	Shared       bool      `bun:"shared"`
	ShareVersion int64     `bun:"share_version"`
	CreatedAt    time.Time `bun:"created_at"`
	UpdatedAt    time.Time `bun:"updated_at"`
}

const chartColumns = `id, company_id, user_id, slug, title, chart_type, query, position, shared, share_version, created_at, updated_at`

// storedQuery is a chart's query as stored: JSON with dates as YYYY-MM-DD,
// the wire's own shape, so a stored row reads as the request that made it.
type storedQuery struct {
	Metric  string `json:"metric"`
	Filters struct {
		Jobs        []int64  `json:"jobs,omitempty"`
		Departments []int64  `json:"departments,omitempty"`
		Sources     []string `json:"sources,omitempty"`
		Recruiters  []int64  `json:"recruiters,omitempty"`
		From        string   `json:"from,omitempty"`
		To          string   `json:"to,omitempty"`
	} `json:"filters"`
	GroupBy string `json:"group_by,omitempty"`
	Period  string `json:"period,omitempty"`
}

func encodeQuery(q Query) string {
	var sq storedQuery
	sq.Metric, sq.GroupBy, sq.Period = q.Metric, q.GroupBy, q.Period
	f := &sq.Filters
	f.Jobs, f.Departments, f.Sources, f.Recruiters = q.Filters.Jobs, q.Filters.Departments, q.Filters.Sources, q.Filters.Recruiters
	if !q.Filters.From.IsZero() {
		f.From = q.Filters.From.Format(time.DateOnly)
	}
	if !q.Filters.To.IsZero() {
		f.To = q.Filters.To.Format(time.DateOnly)
	}
	raw, err := json.Marshal(sq)
	if err != nil {
		// Strings, numbers and lists always marshal.
		panic(err)
	}
	return string(raw)
}

func decodeQuery(raw string) (Query, error) {
	var sq storedQuery
	if err := json.Unmarshal([]byte(raw), &sq); err != nil {
		return Query{}, fmt.Errorf("analytics: stored chart query: %w", err)
	}
	q := Query{Metric: sq.Metric, GroupBy: sq.GroupBy, Period: sq.Period, Filters: Filters{Jobs: sq.Filters.Jobs,
		Departments: sq.Filters.Departments, Sources: sq.Filters.Sources, Recruiters: sq.Filters.Recruiters}}
	for _, d := range []struct {
		text string
		out  *time.Time
	}{{sq.Filters.From, &q.Filters.From}, {sq.Filters.To, &q.Filters.To}} {
		if d.text == "" {
			continue
		}
		t, err := time.Parse(time.DateOnly, d.text)
		if err != nil {
			return Query{}, fmt.Errorf("analytics: stored chart date: %w", err)
		}
		*d.out = t
	}
	return q, nil
}

// chartOf turns a row into the chart viewer sees: Owned and the live share
// link only for its owner.
func (s *Service) chartOf(r *chartRow, viewer int64) (*Chart, error) {
	q, err := decodeQuery(r.Query)
	if err != nil {
		return nil, err
	}
	c := &Chart{ID: r.ID, Slug: r.Slug, Title: r.Title, ChartType: r.ChartType, Query: q, Position: r.Position,
		Owned: r.UserID == viewer, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
	if c.Owned && r.Shared {
		c.ShareURL = s.shareURL(r)
	}
	return c, nil
}

// slugLen is a chart slug's length: 16 base32 characters, 80 random bits,
// so neither a chart nor how many a company has can be guessed from one.
const slugLen = 16

var slugEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

func newSlug() string {
	b := make([]byte, 10)
	rand.Read(b)
	return slugEncoding.EncodeToString(b)[:slugLen]
}

// validSlug reports whether slug could be a chart's: anything else (NUL,
// broken UTF-8, 5,000 digits) is not found without reaching the database,
// where PostgreSQL would refuse some of it as text.
func validSlug(slug string) bool {
	if len(slug) != slugLen {
		return false
	}
	for _, c := range slug {
		if !(c >= 'a' && c <= 'z' || c >= '2' && c <= '7') {
			return false
		}
	}
	return true
}

func errChartNotFound() error { return recruit.Errorf(recruit.ENOTFOUND, "Chart not found") }

// chartBySlug reads a chart of the company, whoever owns it.
func (s *Service) chartBySlug(ctx context.Context, companyID int64, slug string) (*chartRow, error) {
	if !validSlug(slug) {
		return nil, errChartNotFound()
	}
	var r chartRow
	err := s.DB.Conn(ctx).NewRaw(`SELECT `+chartColumns+` FROM analytics_charts WHERE company_id = ? AND slug = ?`, companyID, slug).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errChartNotFound()
	}
	return &r, err
}

// ownChart reads a chart the user owns; another user's is not found, as a
// missing one is.
func (s *Service) ownChart(ctx context.Context, companyID, userID int64, slug string) (*chartRow, error) {
	r, err := s.chartBySlug(ctx, companyID, slug)
	if err != nil {
		return nil, err
	}
	if r.UserID != userID {
		return nil, errChartNotFound()
	}
	return r, nil
}

// dashboardStarted reports whether the user's dashboard row exists.
func (s *Service) dashboardStarted(ctx context.Context, companyID, userID int64) (bool, error) {
	var n int
	err := s.DB.Conn(ctx).NewRaw(`SELECT count(*) FROM analytics_dashboards WHERE company_id = ? AND user_id = ?`, companyID, userID).Scan(ctx, &n)
	return n > 0, err
}

// startDashboard, inside a transaction, creates the user's dashboard row
// with the default set the first time, and locks the row: concurrent saves
// of one user then count their charts one after the other (PostgreSQL
// holds the row lock to the commit; SQLite has one writer anyway).
func (s *Service) startDashboard(ctx context.Context, companyID, userID int64) error {
	db, now := s.DB.Conn(ctx), sqldb.NowIn(ctx)
	res, err := db.NewRaw(`INSERT INTO analytics_dashboards (company_id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (company_id, user_id) DO NOTHING`, companyID, userID, now, now).Exec(ctx)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 1 {
		// The one call that created the row saves the default set: a user
		// who later deletes every chart keeps an empty dashboard.
		for _, c := range DefaultCharts {
			if _, err := s.insertChart(ctx, companyID, userID, c); err != nil {
				return err
			}
		}
		return nil
	}
	_, err = db.NewRaw(`UPDATE analytics_dashboards SET updated_at = ? WHERE company_id = ? AND user_id = ?`, now, companyID, userID).Exec(ctx)
	return err
}

// insertChart adds a chart at the end of the user's dashboard.
func (s *Service) insertChart(ctx context.Context, companyID, userID int64, c Chart) (*chartRow, error) {
	db, now := s.DB.Conn(ctx), sqldb.NowIn(ctx)
	var pos int
	if err := db.NewRaw(`SELECT COALESCE(max(position), 0) FROM analytics_charts WHERE company_id = ? AND user_id = ?`,
		companyID, userID).Scan(ctx, &pos); err != nil {
		return nil, err
	}
	r := chartRow{CompanyID: companyID, UserID: userID, Slug: newSlug(), Title: c.Title, ChartType: c.ChartType, Query: encodeQuery(c.Query),
		Position: pos + 1, CreatedAt: now, UpdatedAt: now}
	err := db.NewRaw(`INSERT INTO analytics_charts (company_id, user_id, slug, title, chart_type, query, position, shared, share_version,
		created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, FALSE, 0, ?, ?) RETURNING id`, r.CompanyID, r.UserID, r.Slug, r.Title, r.ChartType,
		r.Query, r.Position, r.CreatedAt, r.UpdatedAt).Scan(ctx, &r.ID)
	return &r, err
}

// countCharts counts the user's charts.
func (s *Service) countCharts(ctx context.Context, companyID, userID int64) (int, error) {
	var n int
	err := s.DB.Conn(ctx).NewRaw(`SELECT count(*) FROM analytics_charts WHERE company_id = ? AND user_id = ?`, companyID, userID).Scan(ctx, &n)
	return n, err
}
