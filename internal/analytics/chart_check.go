package analytics

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"hirekit/internal/recruit"
)

// Limits of a chart's title and of its query's lists (the wire's maxItems).
const (
	maxTitle     = 120
	maxListItems = 100
	maxSource    = 200
)

// checkChart trims and checks what a user saves. The query's shape is
// checked here; whether the metric exists and takes these filters, this
// grouping and this period is Run's to say (validQuery asks it).
func checkChart(c *Chart) error {
	c.Title = strings.TrimSpace(c.Title)
	switch {
	case c.Title == "":
		return recruit.FieldError("title", "Please enter a title")
	case !recruit.PlainText(c.Title):
		return recruit.CheckPlainText("title", "a title", c.Title)
	case utf8.RuneCountInString(c.Title) > maxTitle:
		return recruit.FieldError("title", fmt.Sprintf("Please enter a title of at most %d characters", maxTitle))
	case !slices.Contains(ChartTypes, c.ChartType):
		return recruit.FieldError("chart_type", "Please choose a chart type: bar, line, pie, number or table")
	}
	q := &c.Query
	switch {
	case strings.TrimSpace(q.Metric) == "":
		return recruit.FieldError("query.metric", "Please choose a metric")
	case q.Period != "" && q.Period != "day" && q.Period != "week" && q.Period != "month":
		return recruit.FieldError("query.period", "Please choose a period: day, week or month")
	case !q.Filters.From.IsZero() && !q.Filters.To.IsZero() && q.Filters.To.Before(q.Filters.From):
		return recruit.FieldError("query.filters.to", "Please choose an end date on or after the start date")
	}
	for name, n := range map[string]int{"jobs": len(q.Filters.Jobs), "departments": len(q.Filters.Departments),
		"sources": len(q.Filters.Sources), "recruiters": len(q.Filters.Recruiters)} {
		if n > maxListItems {
			return recruit.FieldError("query.filters."+name, fmt.Sprintf("Please choose at most %d %s", maxListItems, name))
		}
	}
	// Sources are stored with the chart as typed: plain, bounded text.
	for _, src := range q.Filters.Sources {
		if !recruit.PlainText(src) || utf8.RuneCountInString(src) > maxSource {
			return recruit.FieldError("query.filters.sources", "Please choose sources from the list")
		}
	}
	return nil
}

// validQuery checks the query as Run would for the saving user (without
// running it: a funnel over a large company takes a while): a chart saves
// only what Run answers, with Run's own message. Run's field errors name
// the query's fields; the chart's form nests them under "query.".
func (s *Service) validQuery(ctx context.Context, q Query) error {
	err := s.CheckQuery(ctx, q)
	var e *recruit.Error
	if err == nil || !errors.As(err, &e) || len(e.Fields) == 0 {
		return err
	}
	nested := &recruit.Error{Code: e.Code, Message: e.Message, Fields: map[string][]string{}, RetryAfter: e.RetryAfter}
	for k, v := range e.Fields {
		nested.Fields["query."+k] = v
	}
	return nested
}
