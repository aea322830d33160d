package ats

import (
	"context"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uptrace/bun"

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
	// searchJobs bounds the newest matching jobs read the same way.
	searchJobs = 50
	// searchProbe is how many matching candidates make a prefix common
	// (PostgreSQL; see matchCandidates).
	searchProbe = 1000
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
	// An actor who sees every job needs no job condition: building the
	// list of a company's 20,000 jobs cost 10 ms a search.
	visible := "a.company_id = ?"
	vargs := []any{companyID}
	if cond != visibleToAll {
		visible += " AND a.requisition_id IN (SELECT r.id FROM requisitions r WHERE r.company_id = ? AND " + cond + ")"
		vargs = append(vargs, append([]any{companyID}, args...)...)
	}
	if scope != "" {
		visible += " AND " + scope
		vargs = append(vargs, scopeArgs...)
	}
	const rows = `SELECT a.slug, a.submitted_name, a.state, a.source, r.title AS requisition_title
		FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id WHERE `
	out := []SearchHeading{}

	// Each heading is two short steps: the ids that match (an index lookup
	// bounded by a LIMIT), then the newest applications among them the
	// actor may see. One query with the match as a subquery let both
	// engines walk every application newest first instead (80 ms at
	// 100,000; see bench/README.md).
	conn := s.DB.Conn(ctx)

	// Candidates: the newest matching candidates, then their applications.
	candidateIDs, err := s.matchCandidates(ctx, companyID, words)
	if err != nil {
		return nil, err
	}
	if len(candidateIDs) > 0 {
		var cands []SearchRow
		err = conn.NewRaw(rows+visible+` AND a.candidate_id IN (?) ORDER BY a.id DESC LIMIT ?`,
			append(vargs, bun.In(candidateIDs), searchPerHeading)...).Scan(ctx, &cands)
		if err != nil {
			return nil, err
		}
		if len(cands) > 0 {
			out = append(out, SearchHeading{Title: HeadingCandidates, Rows: cands})
		}
	}

	// Jobs: titles with a word starting with every word of q, newest
	// first, then their newest applications.
	titles, titleArgs := s.titleMatch(words)
	var jobIDs []int64
	err = conn.NewRaw(`SELECT r.id FROM requisitions r WHERE r.company_id = ? AND `+cond+` AND `+titles+
		` ORDER BY r.id DESC LIMIT `+itoa(searchJobs), append(append([]any{companyID}, args...), titleArgs...)...).Scan(ctx, &jobIDs)
	if err != nil {
		return nil, err
	}
	if len(jobIDs) > 0 {
		var jobs []SearchRow
		err = conn.NewRaw(rows+visible+` AND a.requisition_id IN (?) ORDER BY a.id DESC LIMIT ?`,
			append(vargs, bun.In(jobIDs), searchPerHeading)...).Scan(ctx, &jobs)
		if err != nil {
			return nil, err
		}
		if len(jobs) > 0 {
			out = append(out, SearchHeading{Title: HeadingJobs, Rows: jobs})
		}
	}
	return out, nil
}

// matchCandidates returns the company's newest candidates (at most
// searchCandidates) with a word starting with each of words: FTS5 prefix
// queries on SQLite, a tsvector prefix query on PostgreSQL (the same words:
// see the search migration).
func (s *Service) matchCandidates(ctx context.Context, companyID int64, words []string) ([]int64, error) {
	conn := s.DB.Conn(ctx)
	var ids []int64
	if s.DB.Engine == sqldb.SQLite {
		err := conn.NewRaw(`SELECT c.id FROM candidates c WHERE c.company_id = ? AND c.id IN (SELECT rowid FROM candidates_fts WHERE candidates_fts MATCH ?)
			ORDER BY c.id DESC LIMIT ?`, companyID, ftsPrefixQuery(words), searchCandidates).Scan(ctx, &ids)
		return ids, err
	}
	// PostgreSQL's planner cannot tell a rare prefix from a common one and
	// walked every candidate newest first for a phone number (300 ms at a
	// million). A probe that reads at most searchProbe matches through the
	// index (OFFSET 0 keeps the LIMIT from changing the inner plan) tells:
	// few matches are read through the index and sorted, many are found
	// soonest by the walk.
	const match = `SELECT c.id FROM candidates c WHERE c.company_id = ? AND c.search_tsv @@ to_tsquery('simple', ?)`
	q := tsPrefixQuery(words)
	var n int
	if err := conn.NewRaw(`SELECT count(*) FROM (SELECT id FROM (`+match+` OFFSET 0) m LIMIT ?) p`, companyID, q, searchProbe).Scan(ctx, &n); err != nil {
		return nil, err
	}
	sql := match + ` ORDER BY c.id DESC LIMIT ?`
	if n < searchProbe {
		sql = `SELECT id FROM (` + match + ` OFFSET 0) m ORDER BY id DESC LIMIT ?`
	}
	err := conn.NewRaw(sql, companyID, q, searchCandidates).Scan(ctx, &ids)
	return ids, err
}

// titleMatch is the condition on requisitions r that its title has a word
// starting with each of words, by engine (see the search-index migration).
func (s *Service) titleMatch(words []string) (string, []any) {
	if s.DB.Engine == sqldb.Postgres {
		return `to_tsvector('simple', lower(r.title)) @@ to_tsquery('simple', ?)`, []any{tsPrefixQuery(words)}
	}
	return `r.id IN (SELECT rowid FROM requisitions_fts WHERE requisitions_fts MATCH ?)`, []any{ftsPrefixQuery(words)}
}

// ftsPrefixQuery and tsPrefixQuery match rows with a word starting with
// each of words, in FTS5's and PostgreSQL's syntax. Words hold only
// letters and digits (searchWords), so none changes a query's syntax.
func ftsPrefixQuery(words []string) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = `"` + w + `"*`
	}
	return strings.Join(terms, " ")
}

func tsPrefixQuery(words []string) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = w + ":*"
	}
	return strings.Join(terms, " & ")
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
