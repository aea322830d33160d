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

// lexicon maps a section of tag_words.txt to the regexp of its entries.
type lexicon map[string]*regexp.Regexp

var tagWords = parseLexicon(tagWordsTxt)

// word returns the regexp of a section; a missing section is a programming
// error caught by the package's tests at start.
func (lx lexicon) word(section string) *regexp.Regexp {
	re, ok := lx[section]
	if !ok {
		panic(fmt.Sprintf("resume: data/tag_words.txt has no [%s] section", section))
	}
	return re
}

// parseLexicon reads "[section]" headers and one entry a line. An entry is
// literal text matched without regard to case: a space matches any run of
// spaces or hyphens ("runner up" matches "Runner-Up"), a trailing "*" any
// further letters ("particip*"). Entries in Latin, Cyrillic and other
// spaced scripts match whole words; CJK entries match anywhere, since
// those scripts do not separate words.
func parseLexicon(s string) lexicon {
	parts := map[string][]string{}
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
		}
	}
	lx := lexicon{}
	for _, sec := range order {
		lx[sec] = regexp.MustCompile(`(?i)` + strings.Join(parts[sec], "|"))
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
