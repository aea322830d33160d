package ats

import (
	"context"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The top bar's search: candidates by the start of a word of their name,
// email or phone, and jobs by the start of a word of their title, from 3
// characters, within what the actor may see.
const (
	searchMinChars   = 3
	searchPerHeading = 10
	// searchCandidates bounds the newest matching candidates read before
	// the row rules narrow them: enough for any heading of 10, cheap at a
	// million candidates (see bench/README.md).
	searchCandidates = 200
)

// SearchRow is one application in the results.
type SearchRow struct {
	Slug             string        `bun:"slug"`
	Name             string        `bun:"submitted_name"`
	State            recruit.State `bun:"state"`
	Source           string        `bun:"source"`
	RequisitionTitle string        `bun:"requisition_title"`
}

// SearchHeading groups results by what matched.
type SearchHeading struct {
	Title string
	Rows  []SearchRow
}

// Headings of the results.
const (
	HeadingCandidates = "Candidates"
	HeadingJobs       = "Jobs"
)

// Search finds applications whose candidate's name, email or phone, or
// whose job's title, has a word starting with each word of q.
func (s *Service) Search(ctx context.Context, q string) ([]SearchHeading, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermSearch)
	if err != nil {
		return nil, err
	}
	if len(q) > 200 {
		return nil, recruit.FieldError("q", "The search is too long")
	}
	words := searchWords(q)
	if utf8.RuneCountInString(strings.Join(words, "")) < searchMinChars {
		return nil, recruit.FieldError("q", "Please type at least 3 characters")
	}
	if len(words) > 6 {
		words = words[:6]
	}
	for i, w := range words {
		// A word longer than any name part matches nothing anyway.
		if r := []rune(w); len(r) > 30 {
			words[i] = string(r[:30])
		}
	}
	cond, args := visibility(actor)
	scope, scopeArgs := applicationScope(actor)
	visible := "a.company_id = ? AND a.requisition_id IN (SELECT r.id FROM requisitions r WHERE r.company_id = ? AND " + cond + ")"
	vargs := append([]any{companyID, companyID}, args...)
	if scope != "" {
		visible += " AND " + scope
		vargs = append(vargs, scopeArgs...)
	}
	const rows = `SELECT a.slug, a.submitted_name, a.state, a.source, r.title AS requisition_title
		FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id WHERE `
	out := []SearchHeading{}

	// Candidates: the newest matching candidates first, then their
	// applications the actor may see.
	match, matchArgs := s.candidateMatch(words)
	var cands []SearchRow
	err = s.DB.Conn(ctx).NewRaw(rows+visible+` AND a.candidate_id IN (`+match+`) ORDER BY a.id DESC LIMIT ?`,
		append(append(vargs, append([]any{companyID}, matchArgs...)...), searchPerHeading)...).Scan(ctx, &cands)
	if err != nil {
		return nil, err
	}
	if len(cands) > 0 {
		out = append(out, SearchHeading{Title: HeadingCandidates, Rows: cands})
	}

	// Jobs: titles with a word starting with every word of q (a company
	// has thousands of jobs at most, so a scan of its titles is cheap).
	var titleConds []string
	var titleArgs []any
	for _, w := range words {
		titleConds = append(titleConds, "(lower(r.title) LIKE ? ESCAPE '\\' OR lower(r.title) LIKE ? ESCAPE '\\')")
		titleArgs = append(titleArgs, escapeLike(w)+"%", "% "+escapeLike(w)+"%")
	}
	var jobs []SearchRow
	err = s.DB.Conn(ctx).NewRaw(rows+visible+` AND a.requisition_id IN (SELECT r.id FROM requisitions r WHERE r.company_id = ? AND `+
		strings.Join(titleConds, " AND ")+`) ORDER BY a.id DESC LIMIT ?`,
		append(append(vargs, append([]any{companyID}, titleArgs...)...), searchPerHeading)...).Scan(ctx, &jobs)
	if err != nil {
		return nil, err
	}
	if len(jobs) > 0 {
		out = append(out, SearchHeading{Title: HeadingJobs, Rows: jobs})
	}
	return out, nil
}

// candidateMatch is the subquery of the company's newest candidates with
// a word starting with each of words, by engine: FTS5 prefix queries on
// SQLite, a tsvector prefix query on PostgreSQL (same words: see the
// search migration). Its first argument is the company id.
func (s *Service) candidateMatch(words []string) (string, []any) {
	if s.DB.Engine == sqldb.Postgres {
		terms := make([]string, len(words))
		for i, w := range words {
			terms[i] = w + ":*"
		}
		return `SELECT c.id FROM candidates c WHERE c.company_id = ? AND c.search_tsv @@ to_tsquery('simple', ?)
			ORDER BY c.id DESC LIMIT ` + itoa(searchCandidates), []any{strings.Join(terms, " & ")}
	}
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = `"` + w + `"*`
	}
	return `SELECT c.id FROM candidates c WHERE c.company_id = ? AND c.id IN (SELECT rowid FROM candidates_fts WHERE candidates_fts MATCH ?)
		ORDER BY c.id DESC LIMIT ` + itoa(searchCandidates), []any{strings.Join(terms, " ")}
}

// searchWords splits a query into lower-case words of letters and digits:
// the same words both engines index, so nothing typed can change a query's
// syntax.
func searchWords(q string) []string {
	// A phone number as people write it ("+91 98765-43210") is one word:
	// its digits.
	if digits := phoneDigits(q); digits != "" && strings.Trim(q, "0123456789+-() .") == "" {
		return []string{digits}
	}
	return strings.FieldsFunc(strings.ToLower(q), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func itoa(n int) string { return strconv.Itoa(n) }
