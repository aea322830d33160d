package resume

import (
	"regexp"
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

// headingClasses lists the words that give a heading its section, in order
// of precedence ("Research Experience" is experience, "Research" alone
// publications).
var headingClasses = []struct {
	sec   Section
	words []string
}{
	{SecReferences, []string{"references", "referees", "reference"}},
	{SecEducation, []string{"education", "educational", "academic", "academics", "academia", "qualification", "qualifications", "schooling", "教育"}},
	{SecPublications, []string{"publications", "publication", "papers", "论文", "发表"}},
	{SecOpenSource, []string{"open", "contributions", "contribution"}},
	{SecExperience, []string{"experience", "experiences", "employment", "internship", "internships", "work", "工作", "实习"}},
	{SecProjects, []string{"projects", "project", "项目"}},
	{SecAchievements, []string{"achievements", "achievement", "awards", "award", "honors", "honours", "accomplishments", "competitions", "activities", "responsibility", "leadership", "获奖", "荣誉", "竞赛"}},
	{SecSkills, []string{"skills", "skill", "technologies", "competencies", "strengths", "expertise", "技能"}},
	{SecSummary, []string{"summary", "objective", "profile", "about", "overview"}},
	{SecOther, []string{"certifications", "certificates", "courses", "coursework", "languages", "interests", "hobbies", "contact", "volunteer", "volunteering", "training", "extracurricular", "information", "details", "declaration", "philosophy", "research", "科研", "证书", "语言"}},
}

// headingFiller are words a heading may carry besides its class word.
var headingFiller = map[string]bool{
	"and": true, "of": true, "&": true, "my": true, "me": true, "technical": true, "professional": true,
	"relevant": true, "selected": true, "key": true, "core": true, "personal": true, "other": true,
	"additional": true, "recent": true, "history": true, "career": true, "background": true, "source": true,
	"info": true, "tools": true, "profile": true, "work": true, "research": true, "academic": true,
	"positions": true, "life": true, "most": true, "proud": true, "a": true, "day": true, "in": true,
	"summary": true, "s": true, "经历": true,
}

var headingWordRe = regexp.MustCompile(`[\p{L}&]+`)

// headingOf returns the section a line opens, or "" when it is not a heading.
func headingOf(l Line) Section {
	t := strings.TrimSpace(strings.TrimLeft(l.Text, "•●▪❖-–*·#> "))
	t = strings.TrimRight(t, ": ")
	if t == "" || len([]rune(t)) > 45 || strings.ContainsAny(t, "@\t,.;") && !strings.Contains(t, ":") {
		return ""
	}
	words := headingWordRe.FindAllString(strings.ToLower(t), -1)
	if len(words) == 0 || len(words) > 6 {
		return ""
	}
	// Chinese headings come without spaces, sometimes with doubled glyphs.
	if !isLatin(t) {
		for _, hc := range headingClasses {
			for _, w := range hc.words {
				if !isLatin(w) && strings.Contains(t, w) && len([]rune(t)) <= 12 {
					return hc.sec
				}
			}
		}
		return ""
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

func classOf(w string) Section {
	for _, hc := range headingClasses {
		for _, x := range hc.words {
			if w == x {
				return hc.sec
			}
		}
	}
	return ""
}

func precedence(s Section) int {
	for i, hc := range headingClasses {
		if hc.sec == s {
			return i
		}
	}
	return len(headingClasses)
}

func isLatin(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return true
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
	heading bool
	run     int    // counts headings above the line: a new run is a new section
	lower   string // Text in lower case, for cheap tests before regexps
	level   string // levelOf(Text), once levelDone
	// levelDone is set when level is known; levelOf is the costliest test
	// and most lines never need it.
	levelDone bool
}

// degree returns the line's degree level, computing it once.
func (l *sectioned) degree() string {
	if !l.levelDone {
		l.level, l.levelDone = levelOf(l.Text), true
	}
	return l.level
}

// splitSections labels every line with the last heading above it in reading order.
func splitSections(lines []Line) []sectioned {
	out := make([]sectioned, 0, len(lines))
	cur := SecHeader
	run := 0
	add := func(l Line, h Section) {
		if h != "" {
			cur = h
			run++
		}
		out = append(out, sectioned{Line: l, sec: cur, heading: h != "", run: run, lower: strings.ToLower(l.Text)})
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
