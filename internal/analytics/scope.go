package analytics

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/sqldb"
)

// scope is what a query counts: the company's rows, of the jobs the
// caller sees (the candidate list's row rule, from ats), narrowed by the
// query's filters and dates.
type scope struct {
	db      *sqldb.DB
	company int64
	// visible is a subquery of the ids of the jobs the caller sees, ""
	// when they see every job of the company.
	visible     string
	visibleArgs []any
	// visibleIDs are those jobs when visibleNamed (at most maxNamedJobs).
	visibleIDs   []int64
	visibleNamed bool
	filters      Filters
	// from and until bound the dates, until exclusive (the day after the
	// query's inclusive To); zero is open.
	from, until time.Time
	// now is the time of the query (the context's clock): the age of open
	// jobs and the last period of an open-ended series.
	now time.Time
	// rawRows keeps the query off the rollups (Service.RawRows).
	rawRows bool
}

// scope reads the caller's row rule and the query's dates.
func (s *Service) scope(ctx context.Context, companyID int64, q Query) (*scope, error) {
	visible, args, err := s.Jobs.VisibleJobs(ctx)
	if err != nil {
		return nil, err
	}
	sc := &scope{db: s.DB, company: companyID, visible: visible, visibleArgs: args, filters: q.Filters, now: sqldb.NowIn(ctx), rawRows: s.RawRows}
	if visible != "" {
		// The jobs a hiring manager sees are read once and named in each
		// query, so both engines seek them in the indexes leading with the
		// job (given a subquery, PostgreSQL would rather scan the company's
		// rows and probe a hash of it). Many jobs stay a subquery.
		var ids []int64
		if err := s.DB.Conn(ctx).NewRaw("SELECT v.id FROM ("+visible+") v LIMIT ?", append(args, maxNamedJobs+1)...).Scan(ctx, &ids); err != nil {
			return nil, err
		}
		if len(ids) <= maxNamedJobs {
			sc.visibleIDs, sc.visibleNamed = ids, true
		}
	}
	if !q.Filters.From.IsZero() {
		sc.from = dayOf(q.Filters.From)
	}
	if !q.Filters.To.IsZero() && q.Filters.To.Year() < 9999 {
		// The end of 9999 is left open: SQLite compares times as text,
		// and year 10000 would sort before every stored time.
		sc.until = dayOf(q.Filters.To).AddDate(0, 0, 1)
	}
	return sc, nil
}

// maxNamedJobs is the most visible jobs named in a query's SQL.
const maxNamedJobs = 1000

// dayOf is the start of t's day. Times are stored in UTC and companies
// keep no time zone, so a day is a UTC day (docs/decisions.md).
func dayOf(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// where is a list of SQL conditions and their arguments, in order.
type where struct {
	conds []string
	args  []any
}

func (w *where) add(cond string, args ...any) {
	w.conds = append(w.conds, cond)
	w.args = append(w.args, args...)
}

// jobs limits a column holding a requisition id to the visible jobs and
// the query's job, department and recruiter filters. A job the caller
// cannot see matches nothing, whatever the filter names.
func (sc *scope) jobs(w *where, col string) {
	if sc.visible != "" {
		// Driven by the jobs: a hiring manager's are a few of the
		// company's, and the rollups and migration 0035's indexes lead
		// with the job after the company.
		switch {
		case sc.visibleNamed && len(sc.visibleIDs) == 0:
			w.add("1 = 0")
		case sc.visibleNamed:
			w.add(col+" IN (?)", bun.In(sc.visibleIDs))
		default:
			w.add(col+" IN ("+sc.visible+")", sc.visibleArgs...)
		}
	}
	f := sc.filters
	if len(f.Jobs) > 0 {
		w.add(col+" IN (?)", bun.In(f.Jobs))
	}
	if len(f.Departments) > 0 {
		w.add(col+" IN (SELECT r.id FROM requisitions r WHERE r.company_id = ? AND r.department_id IN (?))", sc.company, bun.In(f.Departments))
	}
	if len(f.Recruiters) > 0 {
		w.add(col+" IN (SELECT m.requisition_id FROM requisition_members m WHERE m.kind = 'recruiter' AND m.member_id IN (?))", bun.In(f.Recruiters))
	}
}

// applications adds the conditions over applications (alias a): the
// company, the jobs and the sources.
func (sc *scope) applications(w *where) {
	w.add("a.company_id = ?", sc.company)
	sc.jobs(w, "a.requisition_id")
	if len(sc.filters.Sources) > 0 {
		w.add("a.source IN (?)", bun.In(sc.filters.Sources))
	}
}

// moves adds the conditions over moves (alias m), which carry their
// application's job and source: the company, the jobs and the sources.
func (sc *scope) moves(w *where) {
	w.add("m.company_id = ?", sc.company)
	sc.jobs(w, "m.requisition_id")
	if len(sc.filters.Sources) > 0 {
		w.add("m.source IN (?)", bun.In(sc.filters.Sources))
	}
}

// sources limits a column holding an application id to the query's
// sources, for tables that are not applications (interviews, scorecards).
func (sc *scope) sources(w *where, col string) {
	if len(sc.filters.Sources) > 0 {
		w.add(col+" IN (SELECT a.id FROM candidate_applications a WHERE a.company_id = ? AND a.source IN (?))", sc.company, bun.In(sc.filters.Sources))
	}
}

// within limits a time column to the query's dates.
func (sc *scope) within(w *where, col string) {
	if !sc.from.IsZero() {
		w.add(col+" >= ?", sc.from)
	}
	if !sc.until.IsZero() {
		w.add(col+" < ?", sc.until)
	}
}
