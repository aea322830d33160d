package grammar

import (
	"regexp"
	"strings"
	"unicode"
)

// token is one word of the prompt: as typed (for names and emails) and
// folded (lower case, accents off) for matching. used marks words an
// extractor has read, so they are not taken for a name as well.
type token struct {
	orig, norm string
	pos        int // byte offset of norm in the joined text
	used       bool
}

// text is a prompt as tokens and as their folded words joined by single
// spaces, so regular expressions can read it and map back to tokens.
type text struct {
	toks   []token
	joined string
}

var splitter = regexp.MustCompile(`[^\s,;!?()\[\]{}"“”|]+`)

func newText(prompt string) *text {
	t := &text{}
	var b strings.Builder
	for _, w := range splitter.FindAllString(prompt, -1) {
		w = strings.Trim(w, ".'’`*:")
		if l := strings.ToLower(w); strings.HasSuffix(l, "'s") || strings.HasSuffix(l, "’s") {
			w = w[:len(w)-len("'s")]
			if strings.HasSuffix(l, "’s") {
				w = strings.TrimSuffix(strings.TrimSuffix(w, "’"), "\xe2\x80")
			}
		}
		if w == "" {
			continue
		}
		n := fold(w)
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		t.toks = append(t.toks, token{orig: w, norm: n, pos: b.Len()})
		b.WriteString(n)
	}
	t.joined = b.String()
	return t
}

// fold lower-cases and drops accents, so "Tomás Müller" matches "tomas muller".
func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if f, ok := accents[r]; ok {
			b.WriteRune(f)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

var accents = map[rune]rune{'á': 'a', 'à': 'a', 'â': 'a', 'ä': 'a', 'ã': 'a', 'å': 'a', 'é': 'e', 'è': 'e', 'ê': 'e', 'ë': 'e',
	'í': 'i', 'ì': 'i', 'î': 'i', 'ï': 'i', 'ó': 'o', 'ò': 'o', 'ô': 'o', 'ö': 'o', 'õ': 'o', 'ø': 'o', 'ú': 'u', 'ù': 'u',
	'û': 'u', 'ü': 'u', 'ñ': 'n', 'ç': 'c', 'ß': 's', 'ý': 'y'}

// span is a run of tokens [from, to).
type span struct{ from, to int }

// find runs re over the unused part of the text and returns each match's
// submatches and token span; mark says whether to mark the tokens used.
func (t *text) find(re *regexp.Regexp, mark bool) [][]string {
	var out [][]string
	for _, loc := range re.FindAllStringSubmatchIndex(t.joined, -1) {
		sp := t.tokensIn(loc[0], loc[1])
		if sp.from >= sp.to || t.anyUsed(sp) {
			continue
		}
		var groups []string
		for g := 0; g < len(loc); g += 2 {
			if loc[g] < 0 {
				groups = append(groups, "")
				continue
			}
			groups = append(groups, t.joined[loc[g]:loc[g+1]])
		}
		if mark {
			t.mark(sp)
		}
		out = append(out, groups)
	}
	return out
}

func (t *text) tokensIn(from, to int) span {
	sp := span{-1, -1}
	for i, tk := range t.toks {
		end := tk.pos + len(tk.norm)
		if end > from && tk.pos < to {
			if sp.from < 0 {
				sp.from = i
			}
			sp.to = i + 1
		}
	}
	if sp.from < 0 {
		return span{}
	}
	return sp
}

func (t *text) anyUsed(sp span) bool {
	for i := sp.from; i < sp.to; i++ {
		if t.toks[i].used {
			return true
		}
	}
	return false
}

func (t *text) mark(sp span) {
	for i := sp.from; i < sp.to; i++ {
		t.toks[i].used = true
	}
}

// has reports whether the phrase occurs as whole words.
func (t *text) has(p string) bool { return t.index(p) >= 0 }

// index is the token index where phrase p starts, or -1.
func (t *text) index(p string) int {
	words := strings.Fields(p)
	if len(words) == 0 {
		return -1
	}
outer:
	for i := 0; i+len(words) <= len(t.toks); i++ {
		for j, w := range words {
			if t.toks[i+j].norm != w {
				continue outer
			}
		}
		return i
	}
	return -1
}

// markPhrase marks the first unused occurrence of p and reports it.
func (t *text) markPhrase(p string) (span, bool) {
	words := strings.Fields(p)
outer:
	for i := 0; i+len(words) <= len(t.toks); i++ {
		for j, w := range words {
			if t.toks[i+j].used || t.toks[i+j].norm != w {
				continue outer
			}
		}
		sp := span{i, i + len(words)}
		t.mark(sp)
		return sp, true
	}
	return span{}, false
}

// words are the folded words of a string, punctuation dropped.
func words(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Words are a name's folded words, as the grammar compares them; a
// Directory indexes names by them.
func Words(s string) []string { return words(s) }
