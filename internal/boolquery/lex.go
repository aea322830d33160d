package boolquery

import (
	"strings"
	"unicode"
)

type tokenKind int

const (
	tTerm tokenKind = iota // a word or a quoted phrase
	tAnd
	tOr
	tNot
	tLParen
	tRParen
)

// token is one lexical item of a query.
type token struct {
	kind tokenKind
	pos  int    // 1-based character position of its first character
	text string // as the user typed it, for error messages
	// words are the normalised tokens of a term; a term is never empty.
	words []string
}

// lex splits a query into tokens. Terms that hold nothing searchable ("+",
// "--", `""`) are dropped here, as a search engine ignores punctuation.
func lex(q string) ([]token, error) {
	rs := []rune(q)
	var out []token
	for i := 0; i < len(rs); {
		r := rs[i]
		pos := i + 1
		switch {
		case unicode.IsSpace(r):
			i++
		case r == '(':
			out = append(out, token{kind: tLParen, pos: pos, text: "("})
			i++
		case r == ')':
			out = append(out, token{kind: tRParen, pos: pos, text: ")"})
			i++
		case isPair(rs, i, '&'):
			out = append(out, token{kind: tAnd, pos: pos, text: "&&"})
			i += 2
		case isPair(rs, i, '|'):
			out = append(out, token{kind: tOr, pos: pos, text: "||"})
			i += 2
		case r == '-' && negates(rs, i):
			out = append(out, token{kind: tNot, pos: pos, text: "-"})
			i++
		case isQuote(r):
			end := i + 1
			for end < len(rs) && !isQuote(rs[end]) {
				end++
			}
			if end == len(rs) {
				return nil, errorf(pos, "Unterminated quote")
			}
			text := string(rs[i : end+1])
			if words := tokens(string(rs[i+1 : end])); len(words) > 0 {
				out = append(out, token{kind: tTerm, pos: pos, text: text, words: words})
			}
			i = end + 1
		default:
			end := i
			for end < len(rs) && !endsWord(rs, end) {
				end++
			}
			text := string(rs[i:end])
			i = end
			if kind, ok := keyword(text); ok {
				out = append(out, token{kind: kind, pos: pos, text: text})
			} else if words := tokens(text); len(words) > 0 {
				out = append(out, token{kind: tTerm, pos: pos, text: text, words: words})
			}
		}
	}
	return out, nil
}

// isPair reports whether rs[i] and the rune after it are both c, as in "&&".
func isPair(rs []rune, i int, c rune) bool {
	return rs[i] == c && i+1 < len(rs) && rs[i+1] == c
}

// isQuote reports whether r opens or closes a phrase. Typographic quotes
// count too: boolean strings are often pasted from documents.
func isQuote(r rune) bool {
	return r == '"' || r == '“' || r == '”' || r == '„'
}

// negates reports whether the "-" at rs[i] starts a negated term ("-java",
// `-"machine learning"`, "-(a OR b)"). A dash on its own, or a run of
// dashes, is punctuation.
func negates(rs []rune, i int) bool {
	if i+1 >= len(rs) {
		return false
	}
	next := rs[i+1]
	return !unicode.IsSpace(next) && next != '-' && next != ')'
}

// endsWord reports whether rs[i] is outside the word that precedes it.
func endsWord(rs []rune, i int) bool {
	switch r := rs[i]; {
	case unicode.IsSpace(r), r == '(', r == ')', isQuote(r):
		return true
	}
	return isPair(rs, i, '&') || isPair(rs, i, '|')
}

// keyword reports the operator a bare word stands for. Keywords are
// case-insensitive; quote them ("and") to search for the word itself.
func keyword(word string) (tokenKind, bool) {
	switch strings.ToLower(word) {
	case "and":
		return tAnd, true
	case "or":
		return tOr, true
	case "not":
		return tNot, true
	}
	return 0, false
}
