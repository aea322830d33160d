package match

import (
	_ "embed"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

//go:embed data/skills.txt
var skillsData string

//go:embed data/kinds.txt
var kindsData string

// term is a named thing found in text by its aliases.
type term struct {
	name    string
	aliases []alias
}

type alias struct {
	text      string // lower case unless exact
	exact     bool   // matched with its case
	wordBound bool   // false for aliases in scripts without spaces (CJK)
}

// parseLexicon reads "Name = alias, =Alias" lines; # starts a comment.
func parseLexicon(data string) []term {
	var out []term
	for _, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, list, ok := strings.Cut(line, " = ")
		if !ok {
			panic("match: lexicon line without ' = ': " + line)
		}
		t := term{name: strings.TrimSpace(name)}
		for _, a := range strings.Split(list, ",") {
			a = strings.TrimSpace(a)
			exact := strings.HasPrefix(a, "=")
			a = strings.TrimPrefix(a, "=")
			if !exact {
				a = strings.ToLower(a)
			}
			r, _ := utf8.DecodeRuneInString(a)
			t.aliases = append(t.aliases, alias{text: a, exact: exact, wordBound: !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)})
		}
		out = append(out, t)
	}
	return out
}

var (
	skills = parseLexicon(skillsData)
	kinds  = parseLexicon(kindsData)
)

// text is a document prepared for term look-ups.
type text struct {
	raw, lower string
}

func newText(s string) text {
	// ToLower keeps byte offsets for the scripts resumes use except a few
	// letters (İ, Kelvin sign); offsets are only used within each string.
	return text{raw: s, lower: strings.ToLower(s)}
}

// yearAfter is a date following a word: "Spring 2023" is a season.
var yearAfter = regexp.MustCompile(`^[\s,]+(19|20)\d\d\b`)

// has reports whether the text holds one of the term's aliases as a whole
// word (letters, digits and + # continue a word; so "TailwindCSS" is not
// CSS and "MySQL" is not SQL); a capitalised alias followed by a year is a
// date ("Spring 2023").
func (t text) has(tm term) bool {
	for _, a := range tm.aliases {
		hay := t.lower
		if a.exact {
			hay = t.raw
		}
		for from := 0; ; {
			i := strings.Index(hay[from:], a.text)
			if i < 0 {
				break
			}
			start, end := from+i, from+i+len(a.text)
			from = start + 1
			if a.wordBound && (wordRuneBefore(hay, start) || wordRuneAt(hay, end)) {
				continue
			}
			if a.exact && yearAfter.MatchString(hay[end:]) {
				continue
			}
			return true
		}
	}
	return false
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '+' || r == '#'
}

func wordRuneBefore(s string, i int) bool {
	if i == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return isWordRune(r)
}

func wordRuneAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	// "Node.js" ends a word at the dot; a dot followed by a letter
	// continues it ("react.js" is found as react.js, not react).
	if r == '.' && i+1 < len(s) {
		next, _ := utf8.DecodeRuneInString(s[i+1:])
		return unicode.IsLetter(next)
	}
	return isWordRune(r)
}

// found returns the terms of lex the text holds, in lexicon order.
func (t text) found(lex []term) []term {
	var out []term
	for _, tm := range lex {
		if t.has(tm) {
			out = append(out, tm)
		}
	}
	return out
}
