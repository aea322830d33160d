package resume

import (
	_ "embed"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

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
	return false
}

var (
	openSourceRe = regexp.MustCompile(`(?i)\b(GSoC|google summer of code|hacktober[- ]?fest|LFX|linux foundation mentorship|MLH fellow(ship)?|outreachy|girl ?script ?summer ?of ?code|GSSoC|season of docs|summer of bitcoin|open[- ]?source (project|library|contribut\w*|maintainer|tool|framework|package|software|repositor\w*|program)|contribut\w* (to|in) (the )?open[- ]?source|open[- ]?source contributor)`)
	icpcRe       = regexp.MustCompile(`\bICPC\b|(?i)\bACM[- ]ICPC\b`)
	cfRe         = regexp.MustCompile(`(?i)codeforces|\bCF\b`)
	cfTitleRe    = regexp.MustCompile(`(?i)\b(expert|candidate master|master|grandmaster)\b`)
	ccRe         = regexp.MustCompile(`(?i)codechef`)
	ccStarsRe    = regexp.MustCompile(`([5-7])\s?(★|\*|-?star)`)
	lcRe         = regexp.MustCompile(`(?i)leetcode`)
	lcTitleRe    = regexp.MustCompile(`(?i)\b(knight|guardian)\b`)
	olympiadRe   = regexp.MustCompile(`\b(IOI|IMO)\b.*(?i:medal|gold|silver|bronze)|(?i:(code ?jam|kick ?start|hash ?code)).*(?i:\brank\w*\b|\bAIR\b|round [23]|finals?)`)
	numberRe     = regexp.MustCompile(`\b[1-4]\d{3}\b`)
	pubLineRe    = regexp.MustCompile(`(?i)\b(arxiv|proceedings of|published (in|at)|paper (accepted|published)|journal of)\b|发表`)
	hackRe       = regexp.MustCompile(`(?i)hack(athon|fest)|\bhacks\b`)
	winRe        = regexp.MustCompile(`(?i)\b(won|winner|winners|win|1st|2nd|3rd|first|second|third|runner[- ]?up|runners[- ]?up|prize|place|position|award(ed)?|top \d+)\b`)
	// Taking part, clearing a round or reaching the final is not a win.
	notWinRe = regexp.MustCompile(`(?i)\b(participa\w+|attended|organi[sz]\w+|cleared|qualified|shortlisted|finalists?|rounds?)\b`)
	// Wishes and praise of open source are not contributions.
	aspirationRe = regexp.MustCompile(`(?i)\b(passionate|interested|eager|aspir\w*|keen|love to|would like|want to|looking to|advocate|sponsor\w*|enthusiast)\b`)
)

// Substrings one of which a line must hold before the costlier regexps run.
var (
	openSourceHints  = []string{"open", "gsoc", "summer of", "hacktober", "lfx", "mlh", "outreachy", "girl", "gssoc", "season of"}
	competitiveHints = []string{"icpc", "codeforces", "cf", "codechef", "leetcode", "ioi", "imo", "jam", "kick", "hash"}
	pubHints         = []string{"arxiv", "proceedings", "published", "paper", "journal", "发表"}
)

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// findTags applies the tag definitions to the sections and returns the
// tags earned with the line that earned each.
func findTags(ls []sectioned, name string) (tags []string, evidence map[string]string) {
	evidence = map[string]string{}
	set := func(tag, line string) {
		if _, ok := evidence[tag]; !ok {
			evidence[tag] = clip(line)
		}
	}
	// Top Institute: a degree from a listed institute, read in the education section.
	eduLines := inSection(ls, SecEducation)
	if len(eduLines) == 0 {
		for i := range ls {
			l := &ls[i]
			if l.degree() != "" {
				eduLines = append(eduLines, *l)
			}
		}
	}
	for _, l := range eduLines {
		if topInstitutes.match(l.Text) {
			set(TagTopInstitute, l.Text)
			break
		}
	}
	// Top Company: a listed employer in a role header of the experience section.
	exp := inSection(ls, SecExperience)
	for i, l := range exp {
		// A name in a list of one-word lines ("Docker", "VMware", "Git")
		// is a technology used, not an employer.
		if !isRoleHeader(l.Text) || i > 0 && i+1 < len(exp) && isListItem(exp[i-1].Text) && isListItem(l.Text) && isListItem(exp[i+1].Text) {
			continue
		}
		if topCompanies.match(l.Text) {
			set(TagTopCompany, l.Text)
			break
		}
	}
	for _, l := range ls {
		if l.sec == SecReferences || l.heading {
			continue
		}
		t, lt := l.Text, l.lower
		if l.sec != SecSkills && containsAny(lt, openSourceHints) && openSourceRe.MatchString(t) && !aspirationRe.MatchString(t) {
			set(TagOpenSource, t)
		}
		if l.sec == SecOpenSource && !l.heading && len(strings.Fields(t)) >= 2 {
			set(TagOpenSource, t)
		}
		if containsAny(lt, competitiveHints) && isCompetitive(t) {
			set(TagCompetitive, t)
		}
		if (l.sec == SecPublications && len([]rune(t)) >= 15 || containsAny(lt, pubHints) && pubLineRe.MatchString(t)) && authoredBy(t, name) {
			set(TagResearch, t)
		}
		if strings.Contains(lt, "hack") && hackRe.MatchString(t) && winRe.MatchString(t) && !notWinRe.MatchString(t) {
			set(TagHackathon, t)
		}
	}
	for _, tag := range tagOrder {
		if _, ok := evidence[tag]; ok {
			tags = append(tags, tag)
		}
	}
	if len(tags) == 0 {
		tags = []string{TagNone}
	}
	return tags, evidence
}

// roleHeaderRe finds a verb-led sentence ("Added Stripe billing…"),
// which describes work and does not name the employer.
var sentenceRe = regexp.MustCompile(`^\W*\p{L}+ed\b|\.\s*$`)

// isRoleHeader reports whether an experience line can name an employer:
// not a sentence; short, or dated, or naming a title; and a bullet only
// when very short ("• Google").
func isRoleHeader(t string) bool {
	n := len(strings.Fields(t))
	if n > 12 || sentenceRe.MatchString(t) {
		return false
	}
	if n > 5 && !yearRe.MatchString(t) && !titleWords.any(t) {
		return false
	}
	return !bulletRe.MatchString(t) || n <= 6
}

// isListItem reports a line of at most two words and no year.
func isListItem(t string) bool {
	return len(strings.Fields(t)) <= 2 && !yearRe.MatchString(t)
}

var authorMarkRe = regexp.MustCompile(`(?i)\b(first|second|third|co|lead|corresponding|joint)[- ]?author\b|作者`)

// authoredBy reports whether a publication line shows the candidate as an
// author: their surname or first name in it, or an authorship note. A name
// in a script whose words are too short to search for (Chinese, often one
// character each) cannot be checked, and the line is taken as theirs;
// without any name, only an authorship note counts.
func authoredBy(t, name string) bool {
	if authorMarkRe.MatchString(t) {
		return true
	}
	if strings.TrimSpace(name) == "" {
		return false
	}
	// CJK publication lists rarely print the author's own name in the
	// same script and order; the line is taken as theirs.
	if hasCJK(name) {
		return true
	}
	var words []string
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if len([]rune(w)) >= 3 {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return true
	}
	lt := strings.ToLower(t)
	for _, w := range words {
		if containsWord(lt, w) {
			return true
		}
	}
	return false
}

// containsWord reports whether w occurs in s between non-letters.
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		before, _ := utf8.DecodeLastRuneInString(s[:start])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (start == 0 || !unicode.IsLetter(before)) && (end == len(s) || !unicode.IsLetter(after)) {
			return true
		}
		i = start + 1
	}
}

// isCompetitive applies the Top Competitive Programmer thresholds:
// Codeforces 1800 or Expert and above, CodeChef 5 stars or 2000, LeetCode
// 2000 or Knight/Guardian, ICPC regionals or finals, olympiad medals and
// notable Code Jam / Kick Start / Hash Code ranks.
func isCompetitive(t string) bool {
	switch {
	case icpcRe.MatchString(t):
		return true
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

var ratingBeforeRe = regexp.MustCompile(`(rating|rated|max|peak|elo|highest)\W*$|:\s*$`)

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
