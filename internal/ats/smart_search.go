package ats

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/boolquery"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Limits of a smart search: pages of 20 by default and at most 100 (a
// bigger page is refused, not cut), a few snippets of evidence per result.
const (
	SmartSearchPerPage    = 20
	SmartSearchMaxPerPage = 100
	smartSearchMaxPage    = 10_000
	evidenceSnippets      = 3
	evidenceRadius        = 80
	// MinGraduationYear is the earliest graduation year a filter may name.
	MinGraduationYear = 1950
)

// ResumeTags are the parser's screening tags, in the order filters list
// them; a tag's bit in resume_tag_bits is its index (the same bits as
// screening.Tags).
var ResumeTags = []string{resume.TagTopInstitute, resume.TagTopCompany, resume.TagOpenSource, resume.TagCompetitive,
	resume.TagResearch, resume.TagHackathon, resume.TagNone}

// resumeTagBits is a set of tags as bits; unknown tags have none.
func resumeTagBits(tags []string) int64 {
	var b int64
	for _, t := range tags {
		if i := slices.Index(ResumeTags, t); i >= 0 {
			b |= 1 << i
		}
	}
	return b
}

// SmartSearchFilter is what /smart-search asks for. Every filter narrows
// the results; lists keep what matches any of their values.
type SmartSearchFilter struct {
	// Query is a boolean search over the resumes' text (boolquery); empty
	// lists every parsed resume the other filters keep.
	Query string
	// Tags are parser tags (ResumeTags).
	Tags                         []string
	MinExperience, MaxExperience *float64
	// GraduationFrom and GraduationTo bound the graduation year (0: open).
	GraduationFrom, GraduationTo int
	Jobs                         []int64
	States                       []string
	Page, PerPage                int
}

// SmartSearchHit is one application whose resume matched.
type SmartSearchHit struct {
	ID               int64         `bun:"id"`
	Slug             string        `bun:"slug"`
	Name             string        `bun:"submitted_name"`
	RequisitionID    int64         `bun:"requisition_id"`
	RequisitionTitle string        `bun:"requisition_title"`
	State            recruit.State `bun:"state"`
	ExperienceYears  *float64      `bun:"experience_years"`
	GraduationYear   *int          `bun:"graduation_year"`
	TagsJSON         string        `bun:"resume_tags"`
	Text             string        `bun:"resume_text"`
	CreatedAt        time.Time     `bun:"created_at"`
	// Evidence are short passages of the resume around the query's
	// positive terms, matches marked.
	Evidence []boolquery.Snippet `bun:"-"`
}

// Tags are the parser's tags of the resume.
func (h *SmartSearchHit) Tags() []string {
	out := []string{}
	_ = json.Unmarshal([]byte(h.TagsJSON), &out) // written by storeParsed from a []string
	return out
}

// SmartSearchResult is one page of results, newest application first.
type SmartSearchResult struct {
	Hits          []SmartSearchHit
	Total         int
	Page, PerPage int
}

// check validates the filter and fills its defaults.
func (f *SmartSearchFilter) check(now time.Time) error {
	f.Query = strings.TrimSpace(f.Query)
	if f.Page < 1 {
		f.Page = 1
	}
	if f.Page > smartSearchMaxPage {
		return recruit.FieldError("page", "Invalid value for page")
	}
	switch {
	case f.PerPage == 0:
		f.PerPage = SmartSearchPerPage
	case f.PerPage < 1 || f.PerPage > SmartSearchMaxPerPage:
		return recruit.FieldError("per_page", fmt.Sprintf("Pages hold 1 to %d results", SmartSearchMaxPerPage))
	}
	if len(f.Tags) > len(ResumeTags) || len(f.Jobs) > 500 || len(f.States) > 100 {
		return recruit.Errorf(recruit.EINVALID, "Too many values in one filter")
	}
	for _, t := range f.Tags {
		if !slices.Contains(ResumeTags, t) {
			return recruit.FieldError("tags", "Unknown tag")
		}
	}
	for _, st := range f.States {
		if !recruit.State(st).Valid() {
			return recruit.FieldError("states", "Unknown status")
		}
	}
	for _, id := range f.Jobs {
		if id < 1 {
			return recruit.FieldError("jobs", "Unknown job")
		}
	}
	for _, e := range []*float64{f.MinExperience, f.MaxExperience} {
		if e != nil && (math.IsNaN(*e) || *e < 0 || *e > 100) {
			return recruit.FieldError("experience", "Experience is from 0 to 100 years")
		}
	}
	if f.MinExperience != nil && f.MaxExperience != nil && *f.MinExperience > *f.MaxExperience {
		return recruit.FieldError("experience", "Minimum experience cannot be more than the maximum")
	}
	return recruit.CheckGraduationYears(f.GraduationFrom, f.GraduationTo, MinGraduationYear, now.Year()+10)
}

// searchText is what the full-text index holds for a parsed resume: its
// text normalised by boolquery, and nothing else. Companies are kept apart
// by company_id, never by a word in the text, which any company could
// write into its own resumes (security review 3, M2): PostgreSQL filters
// application_texts.company_id beside the match; SQLite's FTS5 index has
// the company as a column of its own (scope, 'c<company_id>', generated
// from company_id) that a search names by column filter while its words
// match in body alone (ftsScoped).
func searchText(text string) string { return boolquery.NormalizeText(text) }

// SmartSearch is /smart-search: a boolean query over the parsed resumes of
// every application of the jobs the actor sees, with filters, newest
// first, a page at a time, each result with the passages that matched.
func (s *Service) SmartSearch(ctx context.Context, f SmartSearchFilter, now time.Time) (*SmartSearchResult, error) {
	if err := recruit.Require(ctx, recruit.PermSmartSearch); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	companyID, err := actor.Company()
	if err != nil {
		return nil, err
	}
	if err := f.check(now); err != nil {
		return nil, err
	}
	var q *boolquery.Query
	if f.Query != "" {
		var qe *boolquery.Error
		if q, err = boolquery.Parse(f.Query); errors.As(err, &qe) {
			return nil, recruit.FieldError("q", qe.Error())
		} else if err != nil {
			return nil, err
		}
	}
	out := &SmartSearchResult{Hits: []SmartSearchHit{}, Page: f.Page, PerPage: f.PerPage}
	var ids []int64
	vis, visArgs := visibility(actor)
	scope, scopeArgs := applicationScope(actor)
	noFilter := len(f.Tags) == 0 && len(f.States) == 0 && f.MinExperience == nil && f.MaxExperience == nil &&
		f.GraduationFrom == 0 && f.GraduationTo == 0 && len(f.Jobs) == 0
	if q != nil && noFilter && vis == visibleToAll && scope == "" {
		out.Total, ids, err = s.textOnly(ctx, companyID, q, &f)
	} else {
		out.Total, ids, err = s.filtered(ctx, companyID, q, &f, vis, visArgs, scope, scopeArgs)
	}
	if err != nil || len(ids) == 0 {
		return out, err
	}
	if out.Hits, err = s.hitsByID(ctx, companyID, ids); err != nil {
		return nil, err
	}
	if q != nil {
		terms := q.Positive()
		for i := range out.Hits {
			out.Hits[i].Evidence = boolquery.Evidence(out.Hits[i].Text, terms, evidenceSnippets, evidenceRadius)
		}
	}
	return out, nil
}

// textMatch is the engine's full-text expression for q and whether the
// results are the rows it does not match (boolquery.Plan). It names no
// company: every caller pairs it with a company condition. In FTS5 its
// words match the resume's text (column body) alone.
func (s *Service) textMatch(q *boolquery.Query) boolquery.Plan {
	if s.DB.Engine == sqldb.SQLite {
		p := q.FTS5()
		p.Expr = "body : (" + p.Expr + ")"
		return p
	}
	return q.TSQuery()
}

// ftsScoped is an FTS5 query for the company's texts that match p (or do
// not, when p is negated): the company by its column of the index, which
// only company_id writes.
func ftsScoped(companyID int64, p boolquery.Plan) string {
	scope := `scope : "c` + strconv.FormatInt(companyID, 10) + `"`
	if p.Negated {
		return scope + " NOT " + p.Expr
	}
	return scope + " AND " + p.Expr
}

// pgMatches is the PostgreSQL CTE m of the company's texts matching a
// tsquery (arguments: the company, the query): materialised, the matches
// come once from the GIN index, the company checked on each narrow heap row
// (the text and vector are out of line); otherwise the planner may walk
// rows testing each one's vector.
const pgMatches = "WITH m AS MATERIALIZED (SELECT t.application_id FROM application_texts t WHERE t.company_id = ? AND t.body_tsv @@ to_tsquery('simple', ?)) "

// textOnly answers a search the index and the company alone can (a
// query, an actor who sees every job, no filter): the count and the
// page's ids, newest (highest id) first, from the company's texts only,
// so another company's texts change nothing here.
func (s *Service) textOnly(ctx context.Context, companyID int64, q *boolquery.Query, f *SmartSearchFilter) (total int, ids []int64, err error) {
	p := s.textMatch(q)
	if s.DB.Engine == sqldb.Postgres {
		if !p.Negated {
			return s.pageWithCount(ctx, pgMatches+"SELECT m.application_id AS id, count(*) OVER () AS total FROM m ORDER BY m.application_id DESC",
				pgMatches+"SELECT count(*) FROM m", []any{companyID, p.Expr}, f)
		}
		// The company's texts less its matches: an anti-join against the
		// matches, hashed, over the index-only company index.
		from := " FROM application_texts t WHERE t.company_id = ? AND NOT EXISTS (SELECT 1 FROM m WHERE m.application_id = t.application_id)"
		return s.pageWithCount(ctx, pgMatches+"SELECT t.application_id AS id, count(*) OVER () AS total"+from+" ORDER BY t.application_id DESC",
			pgMatches+"SELECT count(*)"+from, []any{companyID, p.Expr, companyID}, f)
	}
	// FTS5 alone: the company's column and the match, a negation included
	// ("NOT java" is the company's texts without java).
	expr := ftsScoped(companyID, p)
	const from = " FROM application_texts_fts WHERE application_texts_fts MATCH ?"
	db := s.DB.Conn(ctx)
	if err := db.NewRaw("SELECT count(*)"+from, expr).Scan(ctx, &total); err != nil {
		return 0, nil, err
	}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return total, nil, nil
	}
	err = db.NewRaw("SELECT rowid"+from+" ORDER BY rowid DESC LIMIT ? OFFSET ?", expr, f.PerPage, (f.Page-1)*f.PerPage).Scan(ctx, &ids)
	return total, ids, err
}

// pageWithCount is sqldb.PageWithCount over the filter's page.
func (s *Service) pageWithCount(ctx context.Context, query, count string, args []any, f *SmartSearchFilter) (int, []int64, error) {
	return sqldb.PageWithCount(ctx, s.DB.Conn(ctx), query, count, args, f.Page, f.PerPage)
}

// filtered answers a search with filters or row rules: the applications'
// own conditions beside the index's match.
func (s *Service) filtered(ctx context.Context, companyID int64, q *boolquery.Query, f *SmartSearchFilter,
	vis string, visArgs []any, scope string, scopeArgs []any) (total int, ids []int64, err error) {
	// Only parsed resumes are searched; with the company it leads the
	// applications_smart index, which holds every other condition.
	conds := []string{"a.company_id = ?", "a.resume_status = ?"}
	args := []any{companyID, recruit.ResumeParsed}
	if vis != visibleToAll {
		// As in listApplications: one IN over the actor's jobs, the unary
		// + keeping SQLite from driving the query job by job.
		conds = append(conds, "+a.requisition_id IN (SELECT r.id FROM requisitions r WHERE r.company_id = ? AND "+vis+")")
		args = append(args, append([]any{companyID}, visArgs...)...)
	}
	if scope != "" {
		conds, args = append(conds, scope), append(args, scopeArgs...)
	}
	var p boolquery.Plan
	if q != nil {
		p = s.textMatch(q)
		in := " IN "
		if p.Negated {
			in = " NOT IN "
		}
		if s.DB.Engine == sqldb.SQLite {
			// The unary + keeps SQLite from looking up every match's row
			// by id (a wide row, with its resume text: 57 ms for 30,000
			// matches); the index below answers the other conditions and
			// tests each entry against the matches (10 ms). Matches of
			// other companies' texts meet no row of this company; the
			// match names no company, which beside other filters is
			// cheaper than reading the company's whole posting list.
			conds = append(conds, "+a.id"+in+"(SELECT rowid FROM application_texts_fts WHERE application_texts_fts MATCH ?)")
			args = append(args, p.Expr)
		} else if p.Negated {
			// PostgreSQL: the matches (pgMatches), hashed against the index
			// applications_smart; as IN (…) the planner may walk the
			// applications testing each one's vector, and as = ANY (ARRAY(…))
			// it looks up every match's wide row (60–200 ms at 30,000). A
			// positive query joins them below.
			conds = append(conds, "NOT EXISTS (SELECT 1 FROM m WHERE m.application_id = a.id)")
		}
	}
	if len(f.Jobs) > 0 {
		conds, args = append(conds, "a.requisition_id IN (?)"), append(args, bun.In(f.Jobs))
	}
	if len(f.States) > 0 {
		conds, args = append(conds, "a.state IN (?)"), append(args, bun.In(f.States))
	}
	if len(f.Tags) > 0 {
		conds, args = append(conds, "(a.resume_tag_bits & ?) <> 0"), append(args, resumeTagBits(f.Tags))
	}
	if f.MinExperience != nil {
		conds, args = append(conds, "a.experience_years >= ?"), append(args, *f.MinExperience)
	}
	if f.MaxExperience != nil {
		conds, args = append(conds, "a.experience_years <= ?"), append(args, *f.MaxExperience)
	}
	if f.GraduationFrom != 0 {
		conds, args = append(conds, "a.graduation_year >= ?"), append(args, f.GraduationFrom)
	}
	if f.GraduationTo != 0 {
		conds, args = append(conds, "a.graduation_year <= ?"), append(args, f.GraduationTo)
	}
	where := " WHERE " + strings.Join(conds, " AND ")
	if s.DB.Engine == sqldb.Postgres {
		from := "SELECT %s FROM candidate_applications a"
		if q != nil {
			// The CTE comes first in the statement, and so its arguments.
			from = pgMatches + from
			if !p.Negated {
				from += " JOIN m ON m.application_id = a.id"
			}
			args = append([]any{companyID, p.Expr}, args...)
		}
		// Every result is counted anyway: "+ 0" keeps the planner from
		// walking the primary key newest first (reading wide rows) to
		// save a sort of ids.
		return s.pageWithCount(ctx, fmt.Sprintf(from, "a.id AS id, count(*) OVER () AS total")+where+" ORDER BY a.id + 0 DESC",
			fmt.Sprintf(from, "count(*)")+where, args, f)
	}
	indexed := "candidate_applications a"
	if s.DB.Engine == sqldb.SQLite {
		indexed += " INDEXED BY applications_smart"
	}
	db := s.DB.Conn(ctx)
	if err := db.NewRaw("SELECT count(*) FROM "+indexed+where, args...).Scan(ctx, &total); err != nil {
		return 0, nil, err
	}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return total, nil, nil
	}
	from := indexed
	if s.DB.Engine == sqldb.SQLite {
		// Walking the company's rows newest first finds a page soonest
		// when the results are many; when they are few it would read most
		// rows, and the index then gives them all to sort. The count says
		// which: the walk reads about (page end) × rows / results rows.
		// PostgreSQL's planner makes this choice itself.
		var maxID int64
		if err := db.NewRaw("SELECT coalesce(max(id), 0) FROM candidate_applications").Scan(ctx, &maxID); err != nil {
			return 0, nil, err
		}
		if int64(f.Page)*int64(f.PerPage)*maxID/int64(total) <= pageWalkRows {
			from = "candidate_applications a"
		}
	}
	err = db.NewRaw("SELECT a.id FROM "+from+where+" ORDER BY a.id DESC LIMIT ? OFFSET ?",
		append(args, f.PerPage, (f.Page-1)*f.PerPage)...).Scan(ctx, &ids)
	return total, ids, err
}

// hitsByID reads the page's applications, in the order of ids.
func (s *Service) hitsByID(ctx context.Context, companyID int64, ids []int64) ([]SmartSearchHit, error) {
	var rows []SmartSearchHit
	err := s.DB.Conn(ctx).NewRaw(`SELECT a.id, a.slug, a.submitted_name, a.requisition_id,
		(SELECT r.title FROM requisitions r WHERE r.id = a.requisition_id) AS requisition_title,
		a.state, a.experience_years, a.graduation_year, a.resume_tags, a.resume_text, a.created_at
		FROM candidate_applications a WHERE a.company_id = ? AND a.id IN (?)`, companyID, bun.In(ids)).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	at := make(map[int64]int, len(ids))
	for i, id := range ids {
		at[id] = i
	}
	slices.SortFunc(rows, func(x, y SmartSearchHit) int { return at[x.ID] - at[y.ID] })
	return rows, nil
}
