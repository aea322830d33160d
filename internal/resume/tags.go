package resume

import (
	_ "embed"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// The screening tags of the spec. Their definitions are in docs/screening.md.
const (
	TagOpenSource    = "Open Source Enthusiast"
	TagTopInstitute  = "Top Institute"
	TagTopCompany    = "Top Company"
	TagCompetitive   = "Top Competitive Programmer"
	TagResearch      = "Research Paper Author"
	TagHackathon     = "Hackathon Winner"
	TagNone          = "No tags"
	scoreNotParsed   = -1
	maxEvidenceChars = 200
)

// tagWeights sum to 10, the top of the score. Rarer and more selective
// signals weigh more.
var tagWeights = map[string]float64{
	TagTopInstitute: 2.5,
	TagTopCompany:   2.5,
	TagCompetitive:  2,
	TagResearch:     1.5,
	TagOpenSource:   1,
	TagHackathon:    0.5,
}

// tagOrder is the order tags are listed in.
var tagOrder = []string{TagTopInstitute, TagTopCompany, TagOpenSource, TagCompetitive, TagResearch, TagHackathon}

var (
	//go:embed data/top_institutes.txt
	topInstitutesTxt string
	//go:embed data/top_companies.txt
	topCompaniesTxt string

	topInstitutes = parseNameList(topInstitutesTxt)
	topCompanies  = parseNameList(topCompaniesTxt)
)

// nameList matches names from a data file on word boundaries; names in
// CJK scripts, written without spaces, anywhere in the text.
type nameList struct {
	exact, folded, excluded []string // normalised, padded with spaces
	cjk                     []string
}

func parseNameList(s string) nameList {
	var nl nameList
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case hasCJK(line):
			nl.cjk = append(nl.cjk, line)
		case strings.HasPrefix(line, "="):
			nl.exact = append(nl.exact, " "+foldPunct(line[1:])+" ")
		case strings.HasPrefix(line, "!"):
			nl.excluded = append(nl.excluded, " "+strings.ToLower(foldPunct(line[1:]))+" ")
		default:
			nl.folded = append(nl.folded, " "+strings.ToLower(foldPunct(line))+" ")
		}
	}
	return nl
}

// foldPunct turns every run of non-alphanumerics into one space and drops
// accents, so "Universidade de Sao Paulo" matches "São Paulo".
func foldPunct(s string) string {
	var b strings.Builder
	space := true
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			space = false
		} else if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSpace(b.String())
}

// nextWords returns the two words after each occurrence of a listed name
// in s, lower-cased and joined by a space; "" when a name ends the line.
func (nl nameList) nextWords(s string) []string {
	lower := " " + strings.ToLower(foldPunct(s)) + " "
	exact := " " + foldPunct(s) + " "
	var out []string
	after := func(hay, n string) {
		for i := 0; ; {
			j := strings.Index(hay[i:], n)
			if j < 0 {
				return
			}
			rest := strings.Fields(lower[i+j+len(n):])
			out = append(out, strings.Join(rest[:min(2, len(rest))], " "))
			i += j + len(n) - 1
		}
	}
	for _, n := range nl.folded {
		after(lower, n)
	}
	for _, n := range nl.exact {
		after(exact, n)
	}
	return out
}

// match reports whether s names one of the list's entries.
func (nl nameList) match(s string) bool {
	if len(nl.cjk) > 0 && hasCJK(s) {
		for _, n := range nl.cjk {
			if strings.Contains(s, n) {
				return true
			}
		}
	}
	exact := " " + foldPunct(s) + " "
	lower := strings.ToLower(exact)
	for _, x := range nl.excluded {
		if i := strings.Index(lower, x); i >= 0 {
			lower = lower[:i] + " " + lower[i+len(x):]
			exact = exact[:i] + " " + exact[i+len(x):]
		}
	}
	for _, n := range nl.folded {
		if strings.Contains(lower, n) {
			return true
		}
	}
	for _, n := range nl.exact {
		if strings.Contains(exact, n) {
			return true
		}
	}
	// A line in capitals ("APPLE INC. — SOFTWARE ENGINEER") matches the
	// case-sensitive names in capitals too.
	if isUpper(s) {
		for _, n := range nl.exact {
			if strings.Contains(exact, strings.ToUpper(n)) {
				return true
			}
		}
	}
	return false
}

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// docTags are the tags read from the document as a whole: Top Institute
// (from the education entries), Top Company and Research Paper Author
// (which needs the candidate's name). lineTags earns none of these, so
// the two may run at once.
func docTags(ls []sectioned, name string, eds []Education) map[string]string {
	evidence := map[string]string{}
	if line := topInstituteLine(ls, eds); line != "" {
		evidence[TagTopInstitute] = clip(line)
	}
	if line := topCompanyLine(ls); line != "" {
		evidence[TagTopCompany] = clip(line)
	}
	if line := researchLine(ls, name); line != "" {
		evidence[TagResearch] = clip(line)
	}
	return evidence
}

// lineTags are the tags earned by a line (with its item or heading):
// Open Source Enthusiast, Top Competitive Programmer and Hackathon Winner.
// It needs nothing read elsewhere, so Fields runs it beside the others.
func lineTags(ls []sectioned) map[string]string {
	evidence := map[string]string{}
	set := func(tag, line string) {
		if _, ok := evidence[tag]; !ok {
			evidence[tag] = clip(line)
		}
	}
	hackHead, hackRun := "", -1 // a heading of hackathons only, and its section run
	for i := range ls {
		l := &ls[i]
		if l.heading || l.run != hackRun {
			hackHead, hackRun = "", -1
		}
		if isHackathonHeading(l) {
			hackHead, hackRun = l.Text, l.run
			continue
		}
		if l.sec == SecReferences || l.heading {
			continue
		}
		t, lt := l.Text, l.lower
		if ev := openSourceEvidence(ls, i); ev != "" {
			set(TagOpenSource, sentenceWith(ev, saysOpenSource))
		}
		if competitiveHints.in(lt) && isCompetitive(t) {
			set(TagCompetitive, t)
		}
		if hackHints.in(lt) && isHackathon(t) {
			if item := itemText(ls, i); isHackathonWin(item) {
				set(TagHackathon, sentenceWith(item, isHackathonWin))
			}
		} else if hackHead != "" && winWords.MatchString(t) {
			// A line under a "Hackathons" heading ("1st place, Example
			// Fintech Challenge") is read with its heading.
			if item := strings.TrimRight(hackHead, ": ") + ": " + itemText(ls, i); isHackathonWin(item) {
				set(TagHackathon, item)
			}
		}
	}
	return evidence
}

// orderTags lists the tags earned in the badge order, or "No tags".
func orderTags(evidence map[string]string) []string {
	var tags []string
	for _, tag := range tagOrder {
		if _, ok := evidence[tag]; ok {
			tags = append(tags, tag)
		}
	}
	if len(tags) == 0 {
		tags = []string{TagNone}
	}
	return tags
}

// isCompetitive applies the Top Competitive Programmer thresholds:
// Codeforces 1800 or Expert and above, CodeChef 5 stars or 2000, LeetCode
// 2000 or Knight/Guardian, ICPC regionals or finals, olympiad medals and
// notable Code Jam / Kick Start / Hash Code ranks.
func isCompetitive(t string) bool {
	switch {
	case icpcRe.MatchString(t):
		// Regionalists and finalists: an online preliminary or a
		// qualifier alone is taking part.
		return !icpcPrelimRe.MatchString(t) || icpcOnsiteRe.MatchString(t)
	case olympiadRe.MatchString(t):
		return true
	case cfRe.MatchString(t) && (maxNumber(t) >= 1800 || cfTitleRe.MatchString(t)):
		return true
	case ccRe.MatchString(t) && (maxNumber(t) >= 2000 || ccStarsRe.MatchString(t)):
		return true
	case lcRe.MatchString(t) && (maxNumber(t) >= 2000 || lcTitleRe.MatchString(t)):
		return true
	}
	return false
}

// maxNumber returns the largest rating-like number in s. A number that
// could be a year (1950–2040) counts only right after a rating word or a
// colon ("rating 2015", "max: 2021"), since "in 2021" is a date.
func maxNumber(s string) int {
	best := 0
	for _, m := range numberRe.FindAllStringIndex(s, -1) {
		n, _ := strconv.Atoi(s[m[0]:m[1]])
		if n >= 1950 && n <= 2040 && !ratingBeforeRe.MatchString(strings.ToLower(s[max(0, m[0]-14):m[0]])) {
			continue
		}
		best = max(best, n)
	}
	return best
}

var ratingBeforeRe = mustRx(`(rating|rated|max|peak|elo|highest)\W*$|:\s*$`)

// score sums the weights of the tags earned.
func score(tags []string) float64 {
	s := 0.0
	for _, t := range tags {
		s += tagWeights[t]
	}
	return s
}

func clip(s string) string {
	s = strings.ReplaceAll(s, "\t", " ")
	if r := []rune(s); len(r) > maxEvidenceChars {
		return string(r[:maxEvidenceChars]) + "…"
	}
	return s
}

// hintSet is a list of lower-case substrings indexed by their first byte,
// so that testing a line against forty hints reads the line once instead
// of forty times. The hints gate the costlier regexps.
type hintSet struct {
	byFirst [256][]string
	// second has a bit for each byte that follows a first byte in a
	// hint, and short marks a one-byte hint: most positions of a line
	// are passed over on these bits without comparing strings.
	second [256][4]uint64
	short  [256]bool
}

func newHints(list ...string) *hintSet {
	h := &hintSet{}
	for _, x := range list {
		if x == "" {
			continue
		}
		h.byFirst[x[0]] = append(h.byFirst[x[0]], x)
		if len(x) == 1 {
			h.short[x[0]] = true
		} else {
			h.second[x[0]][x[1]>>6] |= 1 << (x[1] & 63)
		}
	}
	return h
}

// in reports whether s holds one of the hints.
func (h *hintSet) in(s string) bool { return h.index(s) >= 0 }

// index returns where the first hint in s starts, or -1.
func (h *hintSet) index(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if h.short[c] {
			return i
		}
		if i+1 == len(s) || h.second[c][s[i+1]>>6]&(1<<(s[i+1]&63)) == 0 {
			continue
		}
		for _, x := range h.byFirst[c] {
			if strings.HasPrefix(s[i:], x) {
				return i
			}
		}
	}
	return -1
}
