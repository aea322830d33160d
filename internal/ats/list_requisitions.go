package ats

import (
	"context"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// ListQuery filters the jobs list.
type ListQuery struct {
	States []recruit.RequisitionState
	Search string
	// View names an unpaginated list capped at ViewCap instead of a page:
	// "ats-agent-modal" (the assistant's job picker: open and live jobs
	// unless states are given) or "spreadsheet_view".
	View    string
	Page    int
	PerPage int
}

// Views of the jobs list (DECISIONS.md: a non-numeric page).
const (
	ViewAssistant   = "ats-agent-modal"
	ViewSpreadsheet = "spreadsheet_view"
)

// RequisitionSummary is a job in a list.
type RequisitionSummary struct {
	ID            int64                    `bun:"id"`
	Slug          string                   `bun:"slug"`
	Title         string                   `bun:"title"`
	State         recruit.RequisitionState `bun:"state"`
	Department    *string                  `bun:"department"`
	JobType       string                   `bun:"job_type"`
	Openings      int                      `bun:"openings"`
	HiringManager *string                  `bun:"hiring_manager"`
	Locations     *string                  `bun:"locations"`
	Remote        bool                     `bun:"remote"`
	CreatedAt     time.Time                `bun:"created_at"`
}

// RequisitionPage is one page of jobs plus the count of each state among
// the jobs the actor may see (for the tabs), whatever the state filter.
type RequisitionPage struct {
	Items       []RequisitionSummary
	Total       int
	StateCounts map[recruit.RequisitionState]int
}

// ViewCap bounds the unpaginated views (the assistant's job picker, the
// spreadsheet view).
const ViewCap = 500

// ListRequisitions returns a page of the jobs the actor may see, newest
// first, or a view (unpaginated, capped).
func (s *Service) ListRequisitions(ctx context.Context, q ListQuery) (*RequisitionPage, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewRequisitions)
	if err != nil {
		return nil, err
	}
	switch q.View {
	case "":
	case ViewAssistant:
		if len(q.States) == 0 {
			q.States = []recruit.RequisitionState{recruit.ReqOpen, recruit.ReqLive}
		}
		q.Page = 0
	case ViewSpreadsheet:
		q.Page = 0
	default:
		return nil, recruit.FieldError("page", "Invalid value for page")
	}
	for _, st := range q.States {
		if !st.Valid() {
			return nil, recruit.FieldError("state", "Unknown job state "+string(st))
		}
	}
	if len(q.Search) > 200 {
		return nil, recruit.FieldError("q", "The search is too long")
	}
	cond, args := visibility(actor)
	where := "r.company_id = ? AND " + cond
	args = append([]any{companyID}, args...)

	out := &RequisitionPage{StateCounts: map[recruit.RequisitionState]int{}}
	var counts []struct {
		State recruit.RequisitionState `bun:"state"`
		N     int                      `bun:"n"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT r.state, count(*) AS n FROM requisitions r WHERE "+where+" GROUP BY r.state", args...).Scan(ctx, &counts); err != nil {
		return nil, err
	}
	for _, st := range recruit.RequisitionStates {
		out.StateCounts[st] = 0
	}
	for _, c := range counts {
		out.StateCounts[c.State] = c.N
	}

	if len(q.States) > 0 {
		ph := strings.TrimSuffix(strings.Repeat("?, ", len(q.States)), ", ")
		where += " AND r.state IN (" + ph + ")"
		for _, st := range q.States {
			args = append(args, st)
		}
	}
	if q.Search = strings.TrimSpace(q.Search); q.Search != "" {
		where += " AND lower(r.title) LIKE ? ESCAPE '\\'"
		args = append(args, "%"+escapeLike(strings.ToLower(q.Search))+"%")
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM requisitions r WHERE "+where, args...).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	limit, offset := ViewCap, 0
	if q.Page > 0 {
		limit, offset = q.PerPage, (q.Page-1)*q.PerPage
	}
	out.Items = []RequisitionSummary{}
	err = s.DB.Conn(ctx).NewRaw(`SELECT r.id, r.slug, r.title, r.state, d.title AS department, r.job_type, r.openings, u.name AS hiring_manager,
		r.remote, r.created_at,
		(SELECT `+s.joinCities()+` FROM requisition_locations l WHERE l.requisition_id = r.id) AS locations
		FROM requisitions r LEFT JOIN departments d ON d.id = r.department_id LEFT JOIN users u ON u.id = r.hiring_manager_id
		WHERE `+where+` ORDER BY r.id DESC LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(ctx, &out.Items)
	return out, err
}

// joinCities aggregates a job's cities into one text; the aggregate
// function differs by engine.
func (s *Service) joinCities() string {
	if s.DB.Engine == "postgres" {
		return "string_agg(l.city, ', ' ORDER BY l.position)"
	}
	return "group_concat(l.city, ', ')"
}

func escapeLike(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return r.Replace(s)
}
