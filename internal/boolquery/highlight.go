package boolquery

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Span is one token of a text and where it stands in that text: bytes
// Start to End of the original string.
type Span struct {
	Token      string
	Start, End int
}

// Spans returns the tokens NormalizeText finds in s, each with its byte
// range in s, so a match can be shown in the text the user wrote.
func Spans(s string) []Span {
	var rs []rune
	var from, to []int // byte range in s of the rune each folded rune came from
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && w <= 1 {
			r = ' ' // as in fold: an invalid byte separates words
		}
		add := func(r rune) {
			if r, ok := foldRune(r); ok {
				rs, from, to = append(rs, r), append(from, i), append(to, i+w)
			}
		}
		if r < 0x80 {
			add(r)
		} else {
			// Decomposing rune by rune keeps each one's origin; only the
			// order of combining marks could differ, and marks are dropped.
			for _, d := range norm.NFKD.String(string(r)) {
				add(d)
			}
		}
		i += w
	}
	var out []Span
	scan(rs, func(tok string, first, last int) {
		for _, t := range appendToken(nil, tok) {
			out = append(out, Span{Token: t, Start: from[first], End: to[last]})
		}
	})
	return out
}

// Positive returns the terms a matching text may contain: the words of
// every term that is not negated (an even number of NOTs above it), each
// a phrase of one or more words, without repeats.
func (q *Query) Positive() [][]string {
	var out [][]string
	seen := map[string]bool{}
	var walk func(n *Node, neg bool)
	walk = func(n *Node, neg bool) {
		switch n.Kind {
		case Term:
			if key := strings.Join(n.Words, " "); !neg && !seen[key] {
				seen[key] = true
				out = append(out, n.Words)
			}
		case Not:
			walk(n.Children[0], !neg)
		default:
			for _, c := range n.Children {
				walk(c, neg)
			}
		}
	}
	walk(q.Root, false)
	return out
}

// Segment is a piece of a snippet: text shown as it is, marked when it is
// a match. Segments carry text, never markup, so a page shows them safely.
type Segment struct {
	Text  string
	Match bool
}

// Snippet is a short passage of a text around one or more matches.
type Snippet []Segment

// Evidence returns up to max snippets of text around the places where the
// terms occur (a phrase where its words follow each other), each about
// radius bytes either side of its first match, cut at spaces. Nearby
// matches share a snippet. It returns none when no term occurs (a query
// of negations only, or a text the index matched by another spelling).
func Evidence(text string, terms [][]string, max, radius int) []Snippet {
	if len(terms) == 0 || max <= 0 {
		return nil
	}
	spans := Spans(text)
	type hit struct{ start, end int }
	var hits []hit
	for i := 0; i < len(spans); i++ {
		for _, t := range terms {
			if i+len(t) > len(spans) {
				continue
			}
			ok := true
			for k, w := range t {
				if spans[i+k].Token != w {
					ok = false
					break
				}
			}
			if ok {
				hits = append(hits, hit{spans[i].Start, spans[i+len(t)-1].End})
				i += len(t) - 1
				break
			}
		}
	}
	var out []Snippet
	for h := 0; h < len(hits) && len(out) < max; {
		from := cutBefore(text, hits[h].start-radius)
		to := cutAfter(text, hits[h].end+radius)
		var sn Snippet
		at := from
		if from > 0 {
			sn = append(sn, Segment{Text: "…"})
		}
		for ; h < len(hits) && hits[h].end <= to; h++ {
			if hits[h].start < at {
				continue
			}
			if at < hits[h].start {
				sn = append(sn, Segment{Text: text[at:hits[h].start]})
			}
			sn = append(sn, Segment{Text: text[hits[h].start:hits[h].end], Match: true})
			at = hits[h].end
		}
		if at < to {
			sn = append(sn, Segment{Text: text[at:to]})
		}
		if to < len(text) {
			sn = append(sn, Segment{Text: "…"})
		}
		out = append(out, collapse(sn))
	}
	return out
}

// cutBefore moves i back to the start of a word (after a space), never
// before 0.
func cutBefore(s string, i int) int {
	if i <= 0 {
		return 0
	}
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	if j := strings.LastIndexAny(s[:i], " \n\t"); j >= 0 && i-j < 20 {
		return j + 1
	}
	return i
}

// cutAfter moves i on to the end of a word (a space), never past the end.
func cutAfter(s string, i int) int {
	if i >= len(s) {
		return len(s)
	}
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	if j := strings.IndexAny(s[i:], " \n\t"); j >= 0 && j < 20 {
		return i + j
	}
	return i
}

// collapse turns each run of white space into one space: resume text
// keeps the layout's line breaks, a snippet is one line.
func collapse(sn Snippet) Snippet {
	for i := range sn {
		var b strings.Builder
		space := false
		for _, r := range sn[i].Text {
			if unicode.IsSpace(r) {
				if !space {
					b.WriteByte(' ')
				}
				space = true
				continue
			}
			space = false
			b.WriteRune(r)
		}
		sn[i].Text = b.String()
	}
	return sn
}
