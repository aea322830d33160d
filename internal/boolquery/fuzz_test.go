package boolquery_test

import (
	"database/sql"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	_ "modernc.org/sqlite"

	"hirekit/internal/boolquery"
)

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"java", `java AND (go OR "machine learning") NOT c++`, "a OR NOT b", "NOT (a OR -b)",
		`"unterminated`, "((a)", "a))", "AND", "c# .net node.js f#", "José && Zoë || -ØMQ",
		`"a""b"`, `a-"b"`, "-(a)", "\"\" + -- ()", "3e4x v2.0", "中文 OR हिन्दी", "a\x00b", "“a b” „c”",
	} {
		f.Add(seed)
	}
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		f.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1) // an in-memory database lives in one connection
	for _, s := range []string{
		`CREATE VIRTUAL TABLE f USING fts5(body, tokenize="unicode61 remove_diacritics 2")`,
		`INSERT INTO f (body) VALUES ('java go'), ('machine learning cplusplus')`,
	} {
		if _, err := db.Exec(s); err != nil {
			f.Fatal(err)
		}
	}

	f.Fuzz(func(t *testing.T, s string) {
		if n := boolquery.NormalizeText(s); boolquery.NormalizeText(n) != n {
			t.Errorf("NormalizeText(%q) = %q, which normalises again to %q", s, n, boolquery.NormalizeText(n))
		}
		q, err := boolquery.Parse(s)
		if err != nil {
			var perr *boolquery.Error
			if !errors.As(err, &perr) {
				t.Fatalf("Parse(%q): got error %T, want *boolquery.Error", s, err)
			}
			if perr.Pos < 0 || perr.Pos > utf8.RuneCountInString(s) {
				t.Fatalf("Parse(%q): got position %d outside the query", s, perr.Pos)
			}
			return
		}
		canon := q.String()
		again, err := boolquery.Parse(canon)
		var perr *boolquery.Error
		switch {
		case errors.As(err, &perr) && (strings.HasPrefix(perr.Msg, "Query is too long") || perr.Msg == "Too many nested groups"):
			// Spelled-out words and explicit groups can push a query at a
			// limit over it.
		case err != nil:
			t.Fatalf("Parse(%q) = %s, which does not parse: %v", s, canon, err)
		case again.String() != canon:
			t.Fatalf("Parse(%q) = %s, which parses as %s", s, canon, again)
		}
		lite, pg := q.FTS5(), q.TSQuery()
		if lite.Negated != pg.Negated {
			t.Fatalf("Parse(%q): got Negated %v for FTS5, %v for tsquery", s, lite.Negated, pg.Negated)
		}
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM f WHERE f MATCH ?`, lite.Expr).Scan(&n); err != nil {
			t.Fatalf("Parse(%q): FTS5 refuses %s: %v", s, lite.Expr, err)
		}
		if err := checkTSQuery(pg.Expr); err != nil {
			t.Fatalf("Parse(%q): tsquery %s is malformed: %v", s, pg.Expr, err)
		}
	})
}

// checkTSQuery checks that s is a tsquery of the shape the compiler writes:
// quoted lexemes joined by <->, &, | and !, with balanced parentheses.
// PostgreSQL itself reads these strings in TestEnginesReturnTheSameDocuments;
// the fuzzer keeps to this cheaper check.
func checkTSQuery(s string) error {
	p := &tsParser{s: s}
	if err := p.or(); err != nil {
		return err
	}
	if p.skip(); p.i != len(p.s) {
		return errors.New("trailing text at " + s[p.i:])
	}
	return nil
}

type tsParser struct {
	s string
	i int
}

func (p *tsParser) skip() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *tsParser) eat(tok string) bool {
	p.skip()
	if strings.HasPrefix(p.s[p.i:], tok) {
		p.i += len(tok)
		return true
	}
	return false
}

func (p *tsParser) or() error {
	for {
		if err := p.and(); err != nil {
			return err
		}
		if !p.eat("|") {
			return nil
		}
	}
}

func (p *tsParser) and() error {
	for {
		if err := p.unary(); err != nil {
			return err
		}
		if !p.eat("&") {
			return nil
		}
	}
}

func (p *tsParser) unary() error {
	if p.eat("!") {
		return p.unary()
	}
	if p.eat("(") {
		if err := p.or(); err != nil {
			return err
		}
		if !p.eat(")") {
			return errors.New(`missing ")"`)
		}
		return nil
	}
	for {
		if err := p.lexeme(); err != nil {
			return err
		}
		if !p.eat("<->") {
			return nil
		}
	}
}

func (p *tsParser) lexeme() error {
	if !p.eat("'") {
		return errors.New("want a quoted lexeme at " + p.s[p.i:])
	}
	empty := true
	for p.i < len(p.s) {
		switch {
		case strings.HasPrefix(p.s[p.i:], "''"), strings.HasPrefix(p.s[p.i:], `\`):
			p.i += 2
		case p.s[p.i] == '\'':
			p.i++
			if empty {
				return errors.New("empty lexeme")
			}
			return nil
		default:
			p.i++
		}
		empty = false
	}
	return errors.New("unterminated lexeme")
}
