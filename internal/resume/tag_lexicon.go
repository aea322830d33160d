package resume

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// The words the tag rules look for (hackathon, prize and taking-part words
// in each language, open-source programme names and contribution words)
// are data, in data/tag_words.txt, so that a language or a programme is
// added without touching the rules.

//go:embed data/tag_words.txt
var tagWordsTxt string

// wordLists maps a section of tag_words.txt to its entries.
type wordLists map[string]*wordList

// wordList is one section: a regexp of its entries, gated by the first
// word of each entry in lower case, since most lines hold none and one
// regexp of many alternatives is slow in Go.
type wordList struct {
	re    *rx
	hints *hintSet
}

func (w *wordList) has(s string) bool { return w.hints.in(strings.ToLower(s)) }

// MatchString reports whether s holds an entry.
//
// On an ASCII line every match starts at a hint (an entry's first word) or
// at the character before it, so the regexp reads from the character before
// the first hint: the backtracker's cost grows with the line's length.
func (w *wordList) MatchString(s string) bool {
	p := w.hints.index(strings.ToLower(s))
	if p < 0 {
		return false
	}
	if p > 0 && isASCII(s) {
		s = s[p-1:]
	}
	return w.re.MatchString(s)
}

// FindStringIndex returns where the first entry in s is, or nil.
func (w *wordList) FindStringIndex(s string) []int {
	if !w.has(s) {
		return nil
	}
	return w.re.FindStringIndex(s)
}

// ReplaceAllString replaces every entry in s.
func (w *wordList) ReplaceAllString(s, repl string) string {
	if !w.has(s) {
		return s
	}
	return w.re.ReplaceAllString(s, repl)
}

// String is the regexp's source, for tests.
func (w *wordList) String() string { return w.re.String() }

var tagWords = parseWordLists(tagWordsTxt)

// word returns the regexp of a section; a missing section is a programming
// error caught by the package's tests at start.
func (lx wordLists) word(section string) *wordList {
	re, ok := lx[section]
	if !ok {
		panic(fmt.Sprintf("resume: data/tag_words.txt has no [%s] section", section))
	}
	return re
}

// parseWordLists reads "[section]" headers and one entry a line. An entry is
// literal text matched without regard to case: a space matches any run of
// spaces or hyphens ("runner up" matches "Runner-Up"), a trailing "*" any
// further letters ("particip*"). Entries in Latin, Cyrillic and other
// spaced scripts match whole words; CJK entries match anywhere, since
// those scripts do not separate words.
func parseWordLists(s string) wordLists {
	parts := map[string][]string{}
	firsts := map[string][]string{}
	var order []string
	cur := ""
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			cur = line[1 : len(line)-1]
			if _, ok := parts[cur]; !ok {
				order = append(order, cur)
				parts[cur] = nil
			}
		case cur != "":
			parts[cur] = append(parts[cur], entryPattern(line))
			firsts[cur] = append(firsts[cur], strings.ToLower(strings.TrimSuffix(strings.Fields(line)[0], "*")))
		}
	}
	lx := wordLists{}
	for _, sec := range order {
		lx[sec] = &wordList{re: mustRx(`(?i)` + strings.Join(parts[sec], "|")), hints: newHints(firsts[sec]...)}
	}
	return lx
}

// entryPattern turns one lexicon entry into a regexp alternative.
func entryPattern(e string) string {
	wild := strings.HasSuffix(e, "*")
	e = strings.TrimSuffix(e, "*")
	var b strings.Builder
	for i, w := range strings.Fields(e) {
		if i > 0 {
			b.WriteString(`[\s\-]+`)
		}
		b.WriteString(regexp.QuoteMeta(w))
	}
	p := b.String()
	if wild {
		p += `\p{L}*`
	}
	if hasCJK(e) {
		return p
	}
	// Go's \b knows only ASCII letters; these bounds know every script.
	r := []rune(e)
	if isWordRune(r[0]) {
		p = `(?:^|[^\p{L}\p{N}])` + p
	}
	if !wild && isWordRune(r[len(r)-1]) {
		p += `(?:$|[^\p{L}\p{N}])`
	}
	return `(?:` + p + `)`
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
