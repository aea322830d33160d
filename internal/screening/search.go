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

// where builds the filter's conditions: a list of SQL conditions and
// their arguments, every one naming the company.
func (s *Service) where(companyID int64, f *Filter) (string, []any, error) {
	conds := []string{"r.company_id = ?"}
	args := []any{companyID}
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
		expr, err := s.textExpr(companyID, f, false)
		if err != nil {
			return "", nil, err
		}
		// Only parsed resumes have text: a negated search ("NOT java")
		// leaves out those still processing or in error too.
		conds, args = append(conds, s.match(expr)), append(args, expr)
	}
	return strings.Join(conds, " AND "), args, nil
}

// textExpr parses the filter's query into the index's scoped expression;
// an unreadable query names the position.
func (s *Service) textExpr(companyID int64, f *Filter, scoped bool) (string, error) {
	q, err := boolquery.Parse(f.Query)
	var qe *boolquery.Error
	if errors.As(err, &qe) {
		return "", recruit.FieldError("q", qe.Error())
	} else if err != nil {
		return "", err
	}
	return s.textQuery(q, companyID, f.JobID, scoped), nil
}

// SearchText is what the full-text index holds for a parsed resume: a
// word naming its company and one naming its job, then the resume's text
// normalised by boolquery. Every search names the company's word (and the
// job's, when it asks for one), so the index alone answers a search within
// a company, negations included ("NOT java" is the company's word without
// java), on both engines.
func SearchText(companyID, jobID int64, text string) string {
	return companyWord(companyID) + " " + jobWord(jobID) + " " + boolquery.NormalizeText(text)
}

// The scope words are letters then digits, one token to FTS5 and to
// PostgreSQL's parser alike. A resume that says them matches only within
// its own company anyway.
func companyWord(id int64) string { return "hirekitcompany" + strconv.FormatInt(id, 10) }
func jobWord(id int64) string     { return "hirekitjob" + strconv.FormatInt(id, 10) }

// textQuery is a boolean query for the engine's full-text index. Scoped,
// it names the company (and job) and answers on its own; unscoped, a
// positive query leaves the company to the candidates' own condition,
// which is cheaper beside other filters than reading the company's whole
// posting list (a negated query is always scoped: its complement is the
// company's).
func (s *Service) textQuery(q *boolquery.Query, companyID, jobID int64, scoped bool) string {
	sqlite := s.DB.Engine == sqldb.SQLite
	and, not := " AND ", " NOT "
	p := q.FTS5()
	if !sqlite {
		and, not = " & ", " & !"
		p = q.TSQuery()
	}
	scope := companyWord(companyID)
	if jobID != 0 {
		scope += and + jobWord(jobID)
	}
	switch {
	case p.Negated:
		return scope + not + "(" + p.Expr + ")"
	case scoped:
		return scope + and + "(" + p.Expr + ")"
	}
	return p.Expr
}

// match is the full-text condition on candidates r: the engines differ
// here only, with the same tokens (boolquery: both engines return the same
// ids).
func (s *Service) match(expr string) string {
	if s.DB.Engine == sqldb.SQLite {
		return "r.id IN (SELECT rowid FROM screening_texts_fts WHERE screening_texts_fts MATCH ?)"
	}
	// ARRAY(…) runs the search once through the GIN index; as IN (…) the
	// planner sometimes walked every candidate testing each vector.
	return "r.id = ANY (ARRAY(SELECT t.resume_id FROM screening_texts t WHERE t.body_tsv @@ to_tsquery('simple', ?)))"
}

// textOnly answers a search the index alone can (a query, perhaps a job,
// newest first): the count and the page's ids straight from the index,
// without visiting every matching candidate.
func (s *Service) textOnly(ctx context.Context, expr string, f *Filter) (total int, ids []int64, err error) {
	from := "screening_texts_fts WHERE screening_texts_fts MATCH ?"
	id := "rowid"
	if s.DB.Engine == sqldb.Postgres {
		from, id = "screening_texts t WHERE t.body_tsv @@ to_tsquery('simple', ?)", "t.resume_id"
	}
	db := s.DB.Conn(ctx)
	if err := db.NewRaw("SELECT count(*) FROM "+from, expr).Scan(ctx, &total); err != nil {
		return 0, nil, err
	}
	ids = []int64{}
	if total == 0 {
		return 0, ids, nil
	}
	err = db.NewRaw("SELECT "+id+" FROM "+from+" ORDER BY "+id+" "+strings.ToUpper(f.SortOrder)+" LIMIT ? OFFSET ?",
		expr, f.PerPage, (f.Page-1)*f.PerPage).Scan(ctx, &ids)
	return total, ids, err
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
	where, args, err := s.where(companyID, &f)
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
		expr, err := s.textExpr(companyID, &f, true)
		if err != nil {
			return nil, err
		}
		total, ids, err := s.textOnly(ctx, expr, &f)
		if err != nil {
			return nil, err
		}
		out.Total = total
		out.Candidates, err = s.candidatesByID(ctx, companyID, ids)
		return out, err
	}
	db := s.DB.Conn(ctx)
	if err := db.NewRaw("SELECT count(*) FROM screening_resumes r WHERE "+where, args...).Scan(ctx, &out.Total); err != nil {
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
	err = db.NewRaw(`SELECT `+candidateColumns+` FROM screening_resumes r JOIN screening_jobs j ON j.id = r.job_id
		WHERE `+where+` ORDER BY `+order+` LIMIT ? OFFSET ?`, append(args, f.PerPage, (f.Page-1)*f.PerPage)...).Scan(ctx, &out.Candidates)
	return out, err
}

// matchingIDs returns the ids of every candidate a filter selects, in its
// order, up to limit (exports and tests of both engines).
func (s *Service) matchingIDs(ctx context.Context, companyID int64, f Filter, limit int) ([]int64, error) {
	if err := f.normalise(s.now()); err != nil {
		return nil, err
	}
	where, args, err := s.where(companyID, &f)
	if err != nil {
		return nil, err
	}
	dir := strings.ToUpper(f.SortOrder)
	order := sortSQL[f.SortBy] + " " + dir
	if f.SortBy != "id" {
		order += ", r.id " + dir
	}
	ids := []int64{}
	err = s.DB.Conn(ctx).NewRaw("SELECT r.id FROM screening_resumes r WHERE "+where+" ORDER BY "+order+" LIMIT ?",
		append(args, limit)...).Scan(ctx, &ids)
	return ids, err
}
