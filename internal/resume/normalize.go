package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// normalizeDocument brings every line to NFKC, which also splits the
// ligatures (ﬁ, ﬂ) some PDF fonts emit, drops private-use characters (icon
// fonts such as Font Awesome draw their glyphs there) and invisible
// characters, and folds runs of spaces.
func normalizeDocument(doc *Document) {
	doc.Lines = normalizeLines(doc.Lines)
	normalizeLinks(doc)
}

// normalizeLines normalises each line's text in place and drops the lines
// left empty.
func normalizeLines(lines []Line) []Line {
	kept := lines[:0]
	for _, l := range lines {
		l.Text = normalizeText(l.Text)
		if l.Text != "" {
			kept = append(kept, l)
		}
	}
	return kept
}

// normalizeLinks brings the document's link targets to NFKC.
func normalizeLinks(doc *Document) {
	for i, u := range doc.Links {
		doc.Links[i] = strings.TrimSpace(norm.NFKC.String(u))
	}
}

// iconReplacements maps symbols that templates use as field labels to
// separators, so "☎ 555" and "✉ a@b.c" read as plain values.
var iconReplacements = strings.NewReplacer(
	"\u00a0", " ", "\u2002", " ", "\u2003", " ", "\u2009", " ",
	"☎", " ", "✉", " ", "✆", " ", "📞", " ", "📧", " ", "🔗", " ", "🏠", " ", "📍", " ",
)

func normalizeText(s string) string {
	s = norm.NFKC.String(s)
	s = unspaceLetters(s)
	s = undoubleHan(s)
	if !isASCII(s) { // every symbol replaced is outside ASCII
		s = iconReplacements.Replace(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == '\t':
			// Keep tabs: they separate the pieces of a row.
			b.WriteRune('\t')
			space = true
			continue
		case unicode.Is(unicode.Co, r), r == '\uFFFD':
			r = ' '
		case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Cc, r):
			continue
		}
		if unicode.IsSpace(r) {
			if space {
				continue
			}
			space = true
			b.WriteRune(' ')
			continue
		}
		space = false
		b.WriteRune(r)
	}
	// Collapse space around tabs and trim.
	out := b.String()
	for strings.Contains(out, " \t") || strings.Contains(out, "\t ") || strings.Contains(out, "\t\t") {
		out = strings.NewReplacer(" \t", "\t", "\t ", "\t", "\t\t", "\t").Replace(out)
	}
	return strings.Trim(out, " \t")
}

// undoubleHan undoes fake bold in CJK text: some writers draw each glyph
// twice, which extracts as "简简历历". When most Han characters of a
// line come in identical pairs, each pair becomes one character.
func undoubleHan(s string) string {
	// Counted on the string, as []rune(s) would decode it (an invalid
	// byte is one utf8.RuneError), so that most lines allocate nothing.
	han, paired := 0, 0
	for i := 0; i < len(s); {
		c, w := utf8.DecodeRuneInString(s[i:])
		i += w
		if c < 0x2E80 || !unicode.Is(unicode.Han, c) { // no Han letter below U+2E80
			continue
		}
		han++
		if next, nw := utf8.DecodeRuneInString(s[i:]); i < len(s) && next == c {
			paired += 2
			han++
			i += nw
		}
	}
	if han < 4 || float64(paired) < 0.8*float64(han) {
		return s
	}
	r := []rune(s)
	out := make([]rune, 0, len(r))
	for i := 0; i < len(r); i++ {
		out = append(out, r[i])
		if unicode.Is(unicode.Han, r[i]) && i+1 < len(r) && r[i+1] == r[i] {
			i++
		}
	}
	return string(out)
}

// unspaceLetters closes up letter-spaced words: designs that track out a
// name or heading ("J O H A N N A   M E I E R") come out of poppler with a
// space between letters and several between words. A run of three or
// more single characters separated by single spaces is one word; two or
// more spaces separate words.
func unspaceLetters(s string) string {
	if !strings.Contains(s, " ") || len(s) < 5 || !spacedRune(s) {
		return s
	}
	changed := false
	var out []string
	for _, chunk := range strings.Split(s, "  ") {
		if chunk = strings.TrimSpace(chunk); chunk == "" {
			continue
		}
		toks := strings.Split(chunk, " ")
		single := len(toks) >= 3
		for _, t := range toks {
			if utf8.RuneCountInString(t) != 1 || t == "|" || t == "•" || t == "-" || t == "–" || t == "/" {
				single = false
				break
			}
		}
		if single {
			chunk = strings.Join(toks, "")
			changed = true
		}
		out = append(out, chunk)
	}
	if !changed {
		return s
	}
	return strings.Join(out, " ")
}

// spacedRune reports whether s holds one character between single spaces
// (" x "), which the middle letter of any spaced-out run has: without one
// unspaceLetters changes nothing, and its splitting is skipped.
func spacedRune(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] != ' ' || s[i+1] == ' ' {
			continue
		}
		_, w := utf8.DecodeRuneInString(s[i+1:])
		if j := i + 1 + w; j < len(s) && s[j] == ' ' {
			return true
		}
	}
	return false
}
