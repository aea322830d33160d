package resume

import (
	"strings"
	"unicode"
)

// Section names a part of a resume.
type Section string

const (
	SecHeader       Section = "header" // everything before the first heading
	SecSummary      Section = "summary"
	SecEducation    Section = "education"
	SecExperience   Section = "experience"
	SecSkills       Section = "skills"
	SecProjects     Section = "projects"
	SecPublications Section = "publications"
	SecAchievements Section = "achievements"
	SecOpenSource   Section = "open_source"
	SecReferences   Section = "references"
	SecOther        Section = "other"
)

var headingWordRe = mustRx(`[\p{L}&]+`)

// headingOf returns the section a line opens, or "" when it is not a heading.
func headingOf(l Line) Section {
	t := strings.TrimSpace(strings.TrimLeft(l.Text, "•●▪❖-–*·#> "))
	t = strings.TrimRight(t, ": ")
	if t == "" || len([]rune(t)) > 45 || strings.ContainsAny(t, "@\t,.;") && !strings.Contains(t, ":") {
		return ""
	}
	if isDocTitle(t) {
		return ""
	}
	words := letterRuns(strings.ToLower(t))
	if len(words) == 0 || len(words) > 6 {
		return ""
	}
	// CJK headings come without spaces between words, sometimes with
	// spaces between letters ("教 育 背 景") or in brackets; the class word
	// must make up most of the line.
	if hasCJK(t) {
		return cjkHeading(t)
	}
	var found Section
	unknown := 0
	for _, w := range words {
		sec := classOf(w)
		switch {
		case sec != "":
			if found == "" || precedence(sec) < precedence(found) {
				found = sec
			}
		case headingFiller[w]:
		default:
			unknown++
		}
	}
	if found == "" {
		return ""
	}
	emphasised := isUpper(t) || l.Bold || strings.HasSuffix(strings.TrimSpace(l.Text), ":")
	if unknown > 1 || unknown == 1 && !emphasised {
		return ""
	}
	return found
}

func precedence(s Section) int {
	for i, hc := range headingClasses {
		if hc.sec == s {
			return i
		}
	}
	return len(headingClasses)
}

// hasCJK reports whether s holds Chinese, Japanese or Korean letters.
func hasCJK(s string) bool {
	for _, r := range s {
		if r >= 0x2E80 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return true
		}
	}
	return false
}

// cjkHeading classifies a CJK line as a heading: a class word plus at most
// filler characters and two more.
func cjkHeading(t string) Section {
	t = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) {
			return -1
		}
		return r
	}, strings.ToLower(t))
	n := len([]rune(t))
	if n == 0 || n > 12 || docTitles[t] {
		return ""
	}
	for _, hc := range headingClasses {
		for _, w := range hc.words {
			if !hasCJK(w) || !strings.Contains(t, w) {
				continue
			}
			rest := strings.Replace(t, w, "", 1)
			for _, f := range cjkHeadingFiller {
				rest = strings.ReplaceAll(rest, f, "")
			}
			for _, hc2 := range headingClasses {
				for _, w2 := range hc2.words {
					if hasCJK(w2) {
						rest = strings.ReplaceAll(rest, w2, "")
					}
				}
			}
			if len([]rune(rest)) <= 2 {
				return hc.sec
			}
		}
	}
	return ""
}

func isUpper(s string) bool {
	hasLetter := false
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			hasLetter = true
		}
	}
	return hasLetter
}

// sectioned is a line with the section it falls in.
type sectioned struct {
	Line
	sec     Section
	head    string // the lower-cased heading that opened the section
	heading bool
	run     int    // counts headings above the line: a new run is a new section
	lower   string // Text in lower case, for cheap tests before regexps
	level   string // levelOf(Text), once levelDone
	// levelDone is set when level is known; levelOf is the costliest test
	// and most lines never need it.
	levelDone bool
}

// degree returns the line's degree level, computing it once; "" for none
// and for a school diploma or a year of study (see lineLevel).
func (l *sectioned) degree() string {
	if lvl := l.lineLevel(); lvl != levelSchool {
		return lvl
	}
	return ""
}

// lineLevel is levelOf(Text), computed once.
func (l *sectioned) lineLevel() string {
	if !l.levelDone {
		l.level, l.levelDone = levelOf(l.Text), true
	}
	return l.level
}

// splitSections labels every line with the last heading above it in
// reading order. Each column of a two-column page (and each DOCX text
// box) keeps its own section:
// a column that starts without a heading continues the section its
// column ended with on the page before, and on page one (where a sidebar
// may open with the name and contact lines) starts in the header block.
func splitSections(lines []Line) []sectioned {
	out := make([]sectioned, 0, len(lines))
	cur := SecHeader
	run := 0
	page, col := 1, 0
	type opened struct {
		sec  Section
		head string
	}
	colSec := map[int]opened{}
	head := ""
	inBox := false
	var beforeBox opened
	add := func(l Line, h Section) {
		// A DOCX text box floats beside the body, and a page header above
		// it: each starts in the header block (a box of name and contact
		// lines, a sidebar) unless it has headings of its own, and the
		// body goes on after it where it was.
		if box := l.Part == PartTextBox || l.Part == PartHeader; box != inBox {
			if box {
				beforeBox = opened{cur, head}
				cur, head = SecHeader, ""
			} else {
				cur, head = beforeBox.sec, beforeBox.head
			}
			inBox = box
			run++
		}
		if l.Page != page || l.Column != col {
			colSec[col] = opened{cur, head}
			if l.Column > 0 {
				if s, ok := colSec[l.Column]; ok {
					cur, head = s.sec, s.head
				} else if l.Page == 1 {
					cur, head = SecHeader, ""
				}
			}
			page, col = l.Page, l.Column
			run++
		}
		lower := strings.ToLower(l.Text)
		if h != "" {
			cur, head = h, lower
			run++
		}
		out = append(out, sectioned{Line: l, sec: cur, head: head, heading: h != "", run: run, lower: lower})
	}
	for _, l := range lines {
		h := headingOf(l)
		if h == "" && strings.IndexByte(l.Text, '\t') > 0 {
			// A heading in the first cell of a row, beside the section's
			// first line (a table whose left column holds the headings, a
			// heading in the left margin): the heading, then the rest.
			first, rest, _ := strings.Cut(l.Text, "\t")
			hl := l
			hl.Text = first
			if fh := headingOf(hl); fh != "" && (isUpper(first) || l.Bold) {
				add(hl, fh)
				l.Text = rest
			}
		}
		add(l, h)
	}
	return out
}

// inSection returns the lines of the given sections, headings excluded.
func inSection(ls []sectioned, secs ...Section) []sectioned {
	var out []sectioned
	for _, l := range ls {
		if l.heading {
			continue
		}
		for _, s := range secs {
			if l.sec == s {
				out = append(out, l)
				break
			}
		}
	}
	return out
}
