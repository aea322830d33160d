package resume

import (
	"regexp"
	"strings"
	"unicode"
)

// Experience is one role as printed.
type Experience struct {
	Company   string `json:"company,omitempty"`
	Title     string `json:"title,omitempty"`
	StartYear int    `json:"start_year,omitempty"`
	EndYear   int    `json:"end_year,omitempty"` // 0 while ongoing
	Line      string `json:"line"`
}

var (
	titleWords = wordSet(`engineer developer intern internship manager analyst scientist consultant architect lead director president ceo cto founder co-founder researcher assistant associate specialist administrator designer tester officer head programmer trainee fellow mentor contributor volunteer teacher instructor professor sde swe`)
	bulletRe   = regexp.MustCompile(`^\s*[•●▪❖◦·*\-–—➢►✓]`)
)

// findExperience reads the experience section into roles. A line that is
// not a bullet and is short is a role's header: it holds the title when it
// names one, the company otherwise; a second dated header starts a new role.
func findExperience(ls []sectioned) []Experience {
	var out []Experience
	cur := Experience{}
	hasDate := false
	push := func() {
		if cur.Company != "" || cur.Title != "" {
			out = append(out, cur)
		}
		cur, hasDate = Experience{}, false
	}
	for _, l := range inSection(ls, SecExperience) {
		t := l.Text
		if bulletRe.MatchString(t) || len(strings.Fields(t)) > 16 {
			continue
		}
		years, ongoing := yearsIn(t)
		var text []string
		for _, p := range strings.Split(t, "\t") {
			if !yearRe.MatchString(p) && !presentRe.MatchString(p) {
				text = append(text, strings.TrimSpace(p))
			}
		}
		if len(years) > 0 && hasDate || cur.Title != "" && cur.Company != "" && len(text) > 0 {
			push()
		}
		for _, p := range text {
			if p == "" {
				continue
			}
			if titleWords.any(p) && cur.Title == "" {
				cur.Title = p
			} else if cur.Company == "" {
				cur.Company = p
			}
		}
		if cur.Line == "" {
			cur.Line = t
		}
		if len(years) > 0 && !hasDate {
			hasDate = true
			lo, hi := years[0], years[0]
			for _, y := range years {
				lo, hi = min(lo, y), max(hi, y)
			}
			cur.StartYear = lo
			if !(ongoing && len(years) == 1) {
				cur.EndYear = hi
			}
		}
	}
	push()
	return out
}

var skillSepRe = regexp.MustCompile(`[,;|•●\t]`)

var skillLabelRe = regexp.MustCompile(`^[^:]{1,40}:\s*`)

// findSkills splits the skills section into items.
func findSkills(ls []sectioned) []string {
	var out []string
	seen := map[string]bool{}
	for _, l := range inSection(ls, SecSkills) {
		t := bulletRe.ReplaceAllString(l.Text, "")
		t = skillLabelRe.ReplaceAllString(t, "")
		for _, item := range skillSepRe.Split(t, -1) {
			item = strings.Trim(strings.TrimSpace(item), ".")
			k := strings.ToLower(item)
			if item == "" || len(strings.Fields(item)) > 4 || seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, item)
			if len(out) >= 80 {
				return out
			}
		}
	}
	return out
}

// words is a set of lower-case words, tested far faster than an
// alternation in a case-insensitive regexp.
type words map[string]bool

func wordSet(list string) words {
	w := words{}
	for _, x := range strings.Fields(list) {
		w[x] = true
	}
	return w
}

// any reports whether s holds one of the words, split at anything other
// than letters, digits and hyphens.
func (w words) any(s string) bool {
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-'
	}) {
		if w[f] {
			return true
		}
	}
	return false
}
