package screening

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/boolquery"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Page sizes of the candidate table (spec: 50 by default, or 100).
const (
	PerPage    = 50
	MaxPerPage = 100
)

// Graduation years a filter may name (spec: from 2000 to the current
// year plus 10).
const (
	MinGraduationYear   = 2000
	GraduationYearAhead = 10
)

// Score buckets of the filter (spec: none, up to 6, up to 8, above 8).
const (
	BucketNone   = "none"
	BucketUpTo6  = "up_to_6"
	BucketUpTo8  = "up_to_8"
	BucketAbove8 = "above_8"
)

// bucketSQL are the buckets as disjoint score ranges.
var bucketSQL = map[string]string{
	BucketNone:   "r.score < 0",
	BucketUpTo6:  "(r.score >= 0 AND r.score <= 6)",
	BucketUpTo8:  "(r.score > 6 AND r.score <= 8)",
	BucketAbove8: "r.score > 8",
}

// Sorts of the table; ties go by id in the same direction.
var sortSQL = map[string]string{
	"id":              "r.id",
	"score":           "r.score",
	"name":            "lower(r.name)",
	"graduation_year": "COALESCE(r.graduation_year, 0)",
}

// Filter is what the candidate table asks for.
type Filter struct {
	// Query is a boolean search over the resumes' text (boolquery).
	Query string
	JobID int64
	// Tags keep candidates holding any of them.
	Tags []string
	// ScoreBuckets keep candidates whose score is in any of them.
	ScoreBuckets []string
	// GraduationFrom and GraduationTo bound the graduation year (0: open).
	GraduationFrom, GraduationTo int
	// SortBy is id (default), score, name or graduation_year; SortOrder
	// asc or desc (default).
	SortBy, SortOrder string
	Page, PerPage     int
}

// Result is one page of candidates.
type Result struct {
	Candidates []Candidate
	Total      int
	Page       int
	PerPage    int
}

// normalise checks the filter and fills its defaults.
func (f *Filter) normalise(now time.Time) error {
	f.Query = strings.TrimSpace(f.Query)
	if f.Page < 1 {
		f.Page = 1
	}
	if f.Page > 100_000 {
		return recruit.FieldError("page", "Invalid value for page")
	}
	if f.PerPage != MaxPerPage {
		f.PerPage = PerPage
	}
	if f.SortBy == "" {
		f.SortBy = "id"
	}
	if _, ok := sortSQL[f.SortBy]; !ok {
		return recruit.FieldError("sort_by", "Sort by id, score, name or graduation_year")
	}
	switch f.SortOrder {
	case "":
		f.SortOrder = "desc"
	case "asc", "desc":
	default:
		return recruit.FieldError("sort_order", "Sort order is asc or desc")
	}
	for _, t := range f.Tags {
		if tagBit(t) == 0 {
			return recruit.FieldError("tags", "Unknown tag: "+clean(t, 50))
		}
	}
	for _, b := range f.ScoreBuckets {
		if _, ok := bucketSQL[b]; !ok {
			return recruit.FieldError("score_buckets", "Score buckets are none, up_to_6, up_to_8 and above_8")
		}
	}
	return recruit.CheckGraduationYears(f.GraduationFrom, f.GraduationTo, MinGraduationYear, now.Year()+GraduationYearAhead)
}

// where builds the filter's conditions: a prefix (a PostgreSQL CTE the
// conditions name, or ""), the SQL conditions, every one naming the
// company, and the arguments of both in the order they appear.
func (s *Service) where(companyID int64, f *Filter) (with, where string, args []any, err error) {
	conds := []string{"r.company_id = ?"}
	args = []any{companyID}
	if f.JobID != 0 {
		conds, args = append(conds, "r.job_id = ?"), append(args, f.JobID)
	}
	if len(f.Tags) > 0 {
		conds, args = append(conds, "(r.tag_bits & ?) <> 0"), append(args, tagBits(f.Tags))
	}
	if len(f.ScoreBuckets) > 0 {
		var or []string
		for _, b := range slices.Compact(slices.Sorted(slices.Values(f.ScoreBuckets))) {
			or = append(or, bucketSQL[b])
		}
		conds = append(conds, "("+strings.Join(or, " OR ")+")")
	}
	if f.GraduationFrom != 0 {
		conds, args = append(conds, "r.graduation_year >= ?"), append(args, f.GraduationFrom)
	}
	if f.GraduationTo != 0 {
		conds, args = append(conds, "r.graduation_year <= ?"), append(args, f.GraduationTo)
	}
	if f.Query != "" {
		p, err := s.textPlan(f)
		if err != nil {
			return "", "", nil, err
		}
		// Only parsed resumes have text: a negated search ("NOT java")
		// leaves out those still processing or in error too.
		switch {
		case s.DB.Engine == sqldb.SQLite && p.Negated:
			conds, args = append(conds, "r.id IN (SELECT rowid FROM screening_texts_fts WHERE screening_texts_fts MATCH ?)"),
				append(args, ftsScoped(companyID, f.JobID, p))
		case s.DB.Engine == sqldb.SQLite:
			// A positive match names no company: the candidates' own
			// company_id above keeps the company's, and beside other
			// filters that is cheaper than reading the company's whole
			// posting list.
			conds, args = append(conds, "r.id IN (SELECT rowid FROM screening_texts_fts WHERE screening_texts_fts MATCH ?)"),
				append(args, p.Expr)
		case p.Negated:
			// The company's (or job's) texts less its matches (pgMatches,
			// first in the statement and so in the arguments), an anti-join
			// over the index screening_texts_scope.
			scope, scopeArgs := pgScope(companyID, f.JobID)
			with = pgMatches(scope)
			conds = append(conds, "r.id = ANY (ARRAY(SELECT t.resume_id FROM screening_texts t WHERE "+scope+
				" AND NOT EXISTS (SELECT 1 FROM m WHERE m.resume_id = t.resume_id)))")
			args = append(append(append(scopeArgs, p.Expr), args...), scopeArgs...)
		default:
			// ARRAY(…) runs the search once through the GIN index; as IN
			// (…) the planner sometimes walked every candidate testing
			// each vector.
			conds, args = append(conds, "r.id = ANY (ARRAY(SELECT t.resume_id FROM screening_texts t WHERE t.company_id = ? AND t.body_tsv @@ to_tsquery('simple', ?)))"),
				append(args, companyID, p.Expr)
		}
	}
	return with, strings.Join(conds, " AND "), args, nil
}

// textPlan parses the filter's query into the engine's full-text
// expression, which names no company or job (boolquery.Plan: Negated says
// the results are the texts it does not match); an unreadable query names
// the position. In FTS5 its words match the resume's text (column body)
// alone, never the scope column.
func (s *Service) textPlan(f *Filter) (boolquery.Plan, error) {
	q, err := boolquery.Parse(f.Query)
	var qe *boolquery.Error
	if errors.As(err, &qe) {
		return boolquery.Plan{}, recruit.FieldError("q", qe.Error())
	} else if err != nil {
		return boolquery.Plan{}, err
	}
	if s.DB.Engine == sqldb.SQLite {
		p := q.FTS5()
		p.Expr = "body : (" + p.Expr + ")"
		return p, nil
	}
	return q.TSQuery(), nil
}

// SearchText is what the full-text index holds for a parsed resume: its
// text normalised by boolquery, and nothing else. Companies and jobs are
// kept apart by screening_texts.company_id and job_id, never by a word in
// the text, which any company could write into its own resumes (security
// review 3, M2): PostgreSQL filters the two columns beside the match;
// SQLite's FTS5 index has them as a column of its own (scope,
// 'c<company_id> j<job_id>', generated from the ids) that a search names by
// column filter while its words match in body alone (ftsScoped).
func SearchText(text string) string { return boolquery.NormalizeText(text) }

// ftsScoped is an FTS5 query for the company's (or job's) texts that
// match p, or do not when p is negated: the company and job by the index's
// scope column, which only company_id and job_id write.
func ftsScoped(companyID, jobID int64, p boolquery.Plan) string {
	scope := `scope : "c` + strconv.FormatInt(companyID, 10) + `"`
	if jobID != 0 {
		scope += ` AND scope : "j` + strconv.FormatInt(jobID, 10) + `"`
	}
	if p.Negated {
		return "(" + scope + ") NOT " + p.Expr
	}
	return scope + " AND " + p.Expr
}

// pgScope is the PostgreSQL condition on screening_texts t keeping the
// company's texts (and the job's, if any), with its arguments.
func pgScope(companyID, jobID int64) (string, []any) {
	if jobID != 0 {
		return "t.company_id = ? AND t.job_id = ?", []any{companyID, jobID}
	}
	return "t.company_id = ?", []any{companyID}
}

// pgMatches is the PostgreSQL CTE m of the scope's texts matching a
// tsquery (arguments: the scope's, then the query). Materialised, the
// matches come once from the GIN index, the scope checked on each narrow
// heap row (the text and vector are out of line); otherwise the planner
// may walk rows testing each one's vector.
func pgMatches(scope string) string {
	return "WITH m AS MATERIALIZED (SELECT t.resume_id FROM screening_texts t WHERE " + scope +
		" AND t.body_tsv @@ to_tsquery('simple', ?)) "
}

// textOnly answers a search the index and the scope alone can (a query,
// perhaps a job, by id): the count and the page's ids from the company's
// (or job's) texts only, without visiting a candidate, so another
// company's texts change nothing here.
func (s *Service) textOnly(ctx context.Context, companyID int64, p boolquery.Plan, f *Filter) (total int, ids []int64, err error) {
	dir := strings.ToUpper(f.SortOrder)
	if s.DB.Engine == sqldb.Postgres {
		scope, scopeArgs := pgScope(companyID, f.JobID)
		with := pgMatches(scope)
		args := append(slices.Clone(scopeArgs), p.Expr)
		if !p.Negated {
			return s.pageWithCount(ctx, with+"SELECT m.resume_id AS id, count(*) OVER () AS total FROM m ORDER BY m.resume_id "+dir,
				with+"SELECT count(*) FROM m", args, f)
		}
		// The scope's texts less its matches: an anti-join against the
		// matches, hashed, over the index-only screening_texts_scope.
		from := " FROM screening_texts t WHERE " + scope + " AND NOT EXISTS (SELECT 1 FROM m WHERE m.resume_id = t.resume_id)"
		args = append(args, scopeArgs...)
		return s.pageWithCount(ctx, with+"SELECT t.resume_id AS id, count(*) OVER () AS total"+from+" ORDER BY t.resume_id "+dir,
			with+"SELECT count(*)"+from, args, f)
	}
	// FTS5 alone: the scope column and the match, a negation included
	// ("NOT java" is the company's texts without java).
	expr := ftsScoped(companyID, f.JobID, p)
	const from = " FROM screening_texts_fts WHERE screening_texts_fts MATCH ?"
	db := s.DB.Conn(ctx)
	if err := db.NewRaw("SELECT count(*)"+from, expr).Scan(ctx, &total); err != nil {
		return 0, nil, err
	}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return total, nil, nil
	}
	err = db.NewRaw("SELECT rowid"+from+" ORDER BY rowid "+dir+" LIMIT ? OFFSET ?", expr, f.PerPage, (f.Page-1)*f.PerPage).Scan(ctx, &ids)
	return total, ids, err
}

// pageWithCount is sqldb.PageWithCount over the filter's page.
func (s *Service) pageWithCount(ctx context.Context, query, count string, args []any, f *Filter) (int, []int64, error) {
	return sqldb.PageWithCount(ctx, s.DB.Conn(ctx), query, count, args, f.Page, f.PerPage)
}

// SmartSearch is the candidate table (GET screeno/smart-search): a
// boolean query over the resumes' text, a job, tags, score buckets and
// graduation years, sorted and a page at a time.
func (s *Service) SmartSearch(ctx context.Context, f Filter) (*Result, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, err
	}
	return s.search(ctx, companyID, f)
}

func (s *Service) search(ctx context.Context, companyID int64, f Filter) (*Result, error) {
	if err := f.normalise(s.now()); err != nil {
		return nil, err
	}
	with, where, args, err := s.where(companyID, &f)
	if err != nil {
		return nil, err
	}
	if f.JobID != 0 {
		if err := s.jobExists(ctx, companyID, f.JobID); err != nil {
			return nil, err
		}
	}
	out := &Result{Candidates: []Candidate{}, Page: f.Page, PerPage: f.PerPage}
	if f.Query != "" && f.SortBy == "id" && len(f.Tags) == 0 && len(f.ScoreBuckets) == 0 && f.GraduationFrom == 0 && f.GraduationTo == 0 {
		p, err := s.textPlan(&f)
		if err != nil {
			return nil, err
		}
		var ids []int64
		if out.Total, ids, err = s.textOnly(ctx, companyID, p, &f); err != nil {
			return nil, err
		}
		out.Candidates, err = s.candidatesByID(ctx, companyID, ids)
		return out, err
	}
	db := s.DB.Conn(ctx)
	if err := db.NewRaw(with+"SELECT count(*) FROM screening_resumes r WHERE "+where, args...).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	if out.Total == 0 || (f.Page-1)*f.PerPage >= out.Total {
		return out, nil
	}
	dir := strings.ToUpper(f.SortOrder)
	order := sortSQL[f.SortBy] + " " + dir
	if f.SortBy != "id" {
		order += ", r.id " + dir
	}
	err = db.NewRaw(with+`SELECT `+candidateColumns+` FROM screening_resumes r JOIN screening_jobs j ON j.id = r.job_id
		WHERE `+where+` ORDER BY `+order+` LIMIT ? OFFSET ?`, append(args, f.PerPage, (f.Page-1)*f.PerPage)...).Scan(ctx, &out.Candidates)
	return out, err
}

// matchingIDs returns the ids of every candidate a filter selects, in its
// order, up to limit (exports and tests of both engines).
func (s *Service) matchingIDs(ctx context.Context, companyID int64, f Filter, limit int) ([]int64, error) {
	if err := f.normalise(s.now()); err != nil {
		return nil, err
	}
	with, where, args, err := s.where(companyID, &f)
	if err != nil {
		return nil, err
	}
	dir := strings.ToUpper(f.SortOrder)
	order := sortSQL[f.SortBy] + " " + dir
	if f.SortBy != "id" {
		order += ", r.id " + dir
	}
	ids := []int64{}
	err = s.DB.Conn(ctx).NewRaw(with+"SELECT r.id FROM screening_resumes r WHERE "+where+" ORDER BY "+order+" LIMIT ?",
		append(args, limit)...).Scan(ctx, &ids)
	return ids, err
}
