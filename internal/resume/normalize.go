package resume

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// normalizeDocument brings every line to NFKC, which also splits the
// ligatures (ﬁ, ﬂ) some PDF fonts emit, drops private-use characters (icon
// fonts such as Font Awesome draw their glyphs there) and invisible
// characters, and folds runs of spaces.
func normalizeDocument(doc *Document) {
	kept := doc.Lines[:0]
	for _, l := range doc.Lines {
		l.Text = normalizeText(l.Text)
		if l.Text != "" {
			kept = append(kept, l)
		}
	}
	doc.Lines = kept
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
	s = iconReplacements.Replace(s)
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
