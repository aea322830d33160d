package boolquery

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/rangetable"
)

// MaxTokenLen is the longest token, in characters, that is indexed or
// searched; longer tokens are dropped. PostgreSQL ignores words over 2047
// bytes, and nothing that long is worth searching for.
const MaxTokenLen = 100

// NormalizeText returns the searchable tokens of s separated by single
// spaces. Store its result in the SQLite FTS5 table and feed it to
// to_tsvector('simple', …) in PostgreSQL: queries are normalised the same way,
// so both engines see the same tokens at the same positions.
//
// Text is decomposed (NFKD), combining marks are dropped ("José" → "jose",
// "ﬁ" → "fi"), and it is lower-cased. The names that punctuation would
// otherwise destroy are spelled out: "c++" → "cplusplus", "c#" → "csharp",
// "f#" → "fsharp", ".net" → "dotnet", and "x.js" → "xjs" ("Node.js" →
// "nodejs"). Every other character that is not a letter or a digit separates
// tokens, as do the few letters and numbers one engine would read differently
// from the other (docs/search.md lists them).
func NormalizeText(s string) string {
	return strings.Join(tokens(s), " ")
}

// tokens splits s into normalised tokens; it is the single tokenizer behind
// NormalizeText and query terms (Spans runs the same scan over text whose
// runes remember where they came from).
func tokens(s string) []string {
	var out []string
	scan(fold(s), func(tok string, _, _ int) { out = appendToken(out, tok) })
	return out
}

// scan finds the tokens of folded runes and hands each to emit with the
// indexes of its first and last rune in rs.
func scan(rs []rune, emit func(tok string, first, last int)) {
	var cur []rune
	start := 0
	flush := func(last int) {
		if len(cur) > 0 && len(cur) <= MaxTokenLen {
			emit(string(cur), start, last)
		}
		cur = cur[:0]
	}
	for i := 0; i < len(rs); i++ {
		if word, n := special(rs, i); n > 0 {
			flush(i - 1)
			emit(word, i, i+n-1)
			i += n - 1
			continue
		}
		if rs[i] == '.' && gluesJS(rs, i) {
			// "node.js" is one word to recruiters; keep it one token.
			cur = append(cur, 'j', 's')
			i += 2
			continue
		}
		if isTokenRune(rs[i]) {
			if len(cur) == 0 {
				start = i
			}
			cur = append(cur, rs[i])
			continue
		}
		flush(i - 1)
	}
	flush(len(rs) - 1)
}

// fold decomposes s, drops combining marks and lower-cases what is left,
// which is what FTS5's "unicode61 remove_diacritics 2" does to Latin text.
func fold(s string) []rune {
	// norm leaves the text around invalid UTF-8 undecomposed; an invalid
	// byte separates words anyway.
	d := norm.NFKD.String(strings.ToValidUTF8(s, " "))
	rs := make([]rune, 0, len(d))
	for _, r := range d {
		if r, ok := foldRune(r); ok {
			rs = append(rs, r)
		}
	}
	return rs
}

// foldRune lower-cases one rune of decomposed text; ok is false for a mark,
// which is dropped.
func foldRune(r rune) (rune, bool) {
	if r < 0x80 {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r, true
	}
	if unicode.Is(unicode.M, r) || unicode.Is(formerMarks, r) {
		return 0, false
	}
	r = unicode.ToLower(r)
	if r == 'ς' {
		// FTS5 folds the final sigma into σ; PostgreSQL does not.
		r = 'σ'
	}
	return r, true
}

// formerMarks were vowel and tone signs (Mc) in Unicode 6.1, whose tables
// FTS5 uses, and are letters now: FTS5 splits words at them and PostgreSQL
// does not, so they are dropped like other marks.
var formerMarks = &unicode.RangeTable{R16: []unicode.Range16{
	{Lo: 0x19B0, Hi: 0x19C0, Stride: 1}, // New Tai Lue vowel signs
	{Lo: 0x19C8, Hi: 0x19C9, Stride: 1}, // New Tai Lue tone marks
	{Lo: 0x1CF2, Hi: 0x1CF3, Stride: 1}, // Vedic signs ardhavisarga
}}

// assigned holds the characters of Unicode 10.0. PostgreSQL's parser asks
// the C library whether a character is a letter, and C libraries lag
// Unicode: glibc 2.36 does not know the letters of Unicode 15. Letters newer
// than 10.0 (2017) separate words, so every engine sees the same tokens.
var assigned = rangetable.Assigned("10.0.0")

// isTokenRune reports whether r belongs inside a token: a letter, a decimal
// digit or a letter-like number ("〇"). Other numbers (fractions, "৴") are
// not word characters to PostgreSQL, and everything else separates words in
// both engines.
func isTokenRune(r rune) bool {
	if r < 0x80 {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return (unicode.IsLetter(r) || unicode.In(r, unicode.Nd, unicode.Nl)) && unicode.Is(assigned, r)
}

// specials are names whose punctuation carries the meaning.
var specials = []struct {
	from []rune
	to   string
	// bounded means the next character must not be a letter or a digit
	// (".network" is not ".net"); otherwise only a letter may not follow,
	// so "c++17" still finds "c++".
	bounded bool
}{
	{[]rune("c++"), "cplusplus", false},
	{[]rune("c#"), "csharp", false},
	{[]rune("f#"), "fsharp", false},
	{[]rune(".net"), "dotnet", true},
}

// special reports the token spelled out by a special name starting at
// rs[i], and how many runes the name takes; n is 0 when there is none.
func special(rs []rune, i int) (word string, n int) {
	if r := rs[i]; (r != 'c' && r != 'f' && r != '.') || (i > 0 && isTokenRune(rs[i-1])) {
		return "", 0
	}
	for _, sp := range specials {
		from := sp.from
		if !hasPrefix(rs[i:], from) {
			continue
		}
		end := i + len(from)
		if end < len(rs) {
			next := rs[end]
			if unicode.IsLetter(next) || (sp.bounded && unicode.IsNumber(next)) {
				continue
			}
		}
		return sp.to, len(from)
	}
	return "", 0
}

// gluesJS reports whether rs[i] is the dot of "x.js" at the end of a word.
func gluesJS(rs []rune, i int) bool {
	if i == 0 || !isTokenRune(rs[i-1]) || !hasPrefix(rs[i+1:], []rune("js")) {
		return false
	}
	return i+3 >= len(rs) || !isTokenRune(rs[i+3])
}

func hasPrefix(rs, prefix []rune) bool {
	if len(rs) < len(prefix) {
		return false
	}
	for i, r := range prefix {
		if rs[i] != r {
			return false
		}
	}
	return true
}

// appendToken appends tok to out, split the way PostgreSQL's parser splits
// a word that starts with a number in scientific notation: "3e4x" is the
// two words "3e4" and "x" there, and must be two tokens for FTS5 too.
func appendToken(out []string, tok string) []string {
	i := 0
	for i < len(tok) && isASCIIDigit(tok[i]) {
		i++
	}
	if i == 0 || i+1 >= len(tok) || tok[i] != 'e' || !isASCIIDigit(tok[i+1]) {
		return append(out, tok)
	}
	j := i + 1
	for j < len(tok) && isASCIIDigit(tok[j]) {
		j++
	}
	if j == len(tok) {
		return append(out, tok)
	}
	// The rest starts with a letter, so it is never a number again.
	return append(out, tok[:j], tok[j:])
}

func isASCIIDigit(b byte) bool { return '0' <= b && b <= '9' }
