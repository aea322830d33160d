package interview

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// ListQuery is a page of the /interviews list: upcoming (not yet ended,
// soonest first) or past (ended, latest first), narrowed by jobs, rounds,
// panel members (panel or shadow) and states.
type ListQuery struct {
	Past    bool
	Jobs    []int64
	Rounds  []int64
	Panel   []int64
	States  []recruit.InterviewState
	Page    int
	PerPage int
}

// Page is a page of interviews with the total of the filtered list.
type Page struct {
	Items []*Interview
	Total int
}

// maxFilterValues bounds each filter's list.
const maxFilterValues = 100

// List returns a page of the interviews of the jobs the actor sees. Every
// condition starts with company_id and the start time, so the list index
// serves the page and its total (bench/interviews).
func (s *Service) List(ctx context.Context, q ListQuery) (*Page, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewInterviews)
	if err != nil {
		return nil, err
	}
	for _, st := range q.States {
		if !st.Valid() {
			return nil, recruit.FieldError("state", "Unknown interview state "+string(st))
		}
	}
	if len(q.Jobs) > maxFilterValues || len(q.Rounds) > maxFilterValues || len(q.Panel) > maxFilterValues || len(q.States) > maxFilterValues {
		return nil, recruit.Errorf(recruit.EINVALID, "Too many values in one filter")
	}
	if q.Page < 1 {
		q.Page = 1
	}
	if q.PerPage < 1 || q.PerPage > 100 {
		q.PerPage = 20
	}
	now := sqldb.NowIn(ctx)
	// An interview that overlaps now started at most the longest length
	// ago: that bound lets both halves read one range of the list index
	// in start order.
	scope := []string{"i.starts_at > ?", "i.ends_at > ?"}
	scopeArgs := []any{now.Add(-recruit.InterviewMaxLength), now}
	panelTime, panelTimeArgs := "p.starts_at > ?", []any{now.Add(-recruit.InterviewMaxLength)}
	order := "i.starts_at, i.id"
	if q.Past {
		scope, scopeArgs = []string{"i.starts_at < ?", "i.ends_at <= ?"}, []any{now, now}
		panelTime, panelTimeArgs = "p.starts_at < ?", []any{now}
		order = "i.starts_at DESC, i.id DESC"
	}
	var conds []string
	var args []any
	jobs, jobArgs, err := s.Jobs.VisibleJobs(ctx)
	if err != nil {
		return nil, err
	}
	if jobs != "" {
		conds = append(conds, "i.requisition_id IN ("+jobs+")")
		args = append(args, jobArgs...)
	}
	if len(q.Jobs) > 0 {
		conds = append(conds, "i.requisition_id IN (?)")
		args = append(args, bun.In(q.Jobs))
	}
	if len(q.Rounds) > 0 {
		conds = append(conds, "i.round_id IN (?)")
		args = append(args, bun.In(q.Rounds))
	}
	if len(q.States) > 0 {
		states := make([]string, 0, len(q.States))
		for _, st := range q.States {
			states = append(states, string(st))
		}
		conds = append(conds, "i.state IN (?)")
		args = append(args, bun.In(states))
	}
	if len(q.Panel) > 0 {
		conds = append(conds, "i.id IN (SELECT p.interview_id FROM interview_panel p WHERE p.user_id IN (?) AND p.company_id = ? AND "+panelTime+")")
		args = append(append(args, bun.In(q.Panel), companyID), panelTimeArgs...)
	}
	where := func(scope []string, scopeArgs []any) (string, []any) {
		all := append(append([]string{"i.company_id = ?"}, scope...), conds...)
		return " WHERE " + strings.Join(all, " AND "), append(append([]any{companyID}, scopeArgs...), args...)
	}
	// The total of a list with no other filter counts the narrow
	// (company_id, ends_at) index, which the end alone selects: a third
	// of the pages of the list index (bench/README.md).
	countWhere, countArgs := where(scope, scopeArgs)
	if len(conds) == 0 {
		countWhere, countArgs = where(scope[1:], scopeArgs[1:])
	}
	out := &Page{Items: []*Interview{}}
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM interviews i"+countWhere, countArgs...).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	// The page's ids come from the index alone; only those rows are then
	// read with their names.
	pageWhere, pageArgs := where(scope, scopeArgs)
	var ids []int64
	if err := s.DB.Conn(ctx).NewRaw("SELECT i.id FROM interviews i"+pageWhere+" ORDER BY "+order+" LIMIT ? OFFSET ?",
		append(pageArgs, q.PerPage, (q.Page-1)*q.PerPage)...).Scan(ctx, &ids); err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Interview
	if err := s.DB.Conn(ctx).NewRaw(interviewSelect+" WHERE i.id IN (?) AND i.company_id = ?", bun.In(ids), companyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	byID := map[int64]*Interview{}
	for i := range rows {
		byID[rows[i].ID] = &rows[i]
	}
	for _, id := range ids {
		if iv, ok := byID[id]; ok {
			out.Items = append(out.Items, iv)
		}
	}
	if err := s.loadPanels(ctx, out.Items); err != nil {
		return nil, err
	}
	return out, s.setActions(ctx, out.Items)
}

// ApplicationInterviews lists an application's interviews, latest first
// (the candidate timeline).
func (s *Service) ApplicationInterviews(ctx context.Context, slug string) ([]*Interview, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewInterviews)
	if err != nil {
		return nil, err
	}
	app, err := s.Jobs.Application(ctx, slug)
	if err != nil {
		return nil, err
	}
	var rows []Interview
	if err := s.DB.Conn(ctx).NewRaw(interviewSelect+" WHERE i.application_id = ? AND i.company_id = ? ORDER BY i.starts_at DESC, i.id DESC",
		app.ID, companyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := []*Interview{}
	for i := range rows {
		out = append(out, &rows[i])
	}
	if err := s.loadPanels(ctx, out); err != nil {
		return nil, err
	}
	return out, s.setActions(ctx, out)
}

// Counts returns how many interviews (not cancelled, shadow seats
// included) each of panel has in the week of date (YYYY-MM-DD, "" for
// today): Monday to Sunday in the actor's time zone. Everyone asked is in
// the answer; a user of another company counts 0.
func (s *Service) Counts(ctx context.Context, date string, panel []int64) (map[int64]int, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewInterviews)
	if err != nil {
		return nil, err
	}
	if len(panel) > maxFilterValues {
		return nil, recruit.FieldError("panel_ids", "Too many values for panel_ids")
	}
	loc := zone(actor.TimeZone)
	day := sqldb.NowIn(ctx).In(loc)
	if strings.TrimSpace(date) != "" {
		if day, err = time.ParseInLocation("2006-01-02", strings.TrimSpace(date), loc); err != nil {
			return nil, recruit.FieldError("current_date", "Please give the date as YYYY-MM-DD")
		}
	}
	start, end := week(day)
	out := map[int64]int{}
	for _, id := range panel {
		out[id] = 0
	}
	if len(panel) == 0 {
		return out, nil
	}
	var rows []struct {
		UserID int64 `bun:"user_id"`
		N      int   `bun:"n"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT user_id, count(*) AS n FROM interview_panel WHERE user_id IN (?) AND company_id = ?
		AND starts_at >= ? AND starts_at < ? AND state <> ? GROUP BY user_id`, bun.In(panel), companyID, start.UTC(), end.UTC(),
		recruit.InterviewCancelled).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.UserID] = r.N
	}
	return out, nil
}

// week returns the Monday 00:00 starting the week of day, and the next
// Monday's, in day's location (so a week across a clock change is still
// Monday to Monday on the wall).
func week(day time.Time) (time.Time, time.Time) {
	back := (int(day.Weekday()) + 6) % 7
	start := time.Date(day.Year(), day.Month(), day.Day()-back, 0, 0, 0, 0, day.Location())
	return start, start.AddDate(0, 0, 7)
}
