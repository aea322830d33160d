package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"
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
	bulletRe   = mustRx(`^\s*[•●▪❖◦·*\-–—➢►✓]`)
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
		// A short bullet can head a role ("• Globex  Springfield").
		if bulletRe.MatchString(t) && len(strings.Fields(t)) > 6 || len(strings.Fields(t)) > 16 || isContinuation(t) {
			// A right-aligned date beside the first bullet still dates the role.
			parts := strings.Split(t, "\t")
			if last := parts[len(parts)-1]; len(parts) > 1 && !hasDate && (cur.Title != "" || cur.Company != "") {
				if years, ongoing := yearsIn(last); len(years) > 0 {
					hasDate = true
					cur.StartYear, cur.EndYear = yearSpan(years, ongoing)
				}
			}
			continue
		}
		t = bulletRe.ReplaceAllString(t, "")
		years, ongoing := yearsIn(t)
		var text []string
		for _, p := range strings.Split(t, "\t") {
			if !hasYear(p) && !mayBeOngoing(p) {
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
			// "Orbital Labs, Co-Founder & CTO": the company, then the title.
			if co, title, ok := strings.Cut(p, ", "); ok && cur.Title == "" && cur.Company == "" &&
				titleWords.any(title) && !titleWords.any(co) {
				cur.Company, cur.Title = co, title
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
			cur.StartYear, cur.EndYear = yearSpan(years, ongoing)
		}
	}
	push()
	return out
}

// yearSpan returns the first and last of years; the last is 0 when the
// period is ongoing and only its start is printed.
func yearSpan(years []int, ongoing bool) (start, end int) {
	start, end = years[0], years[0]
	for _, y := range years {
		start, end = min(start, y), max(end, y)
	}
	if ongoing && len(years) == 1 {
		end = 0
	}
	return start, end
}

// isContinuation reports a line that carries on a sentence rather than
// heading a role: it starts in lower case, ends a sentence, or is long
// with neither a date nor a job title.
func isContinuation(t string) bool {
	t = strings.TrimSpace(t)
	r, _ := utf8.DecodeRuneInString(t)
	if unicode.IsLower(r) || strings.HasSuffix(t, ".") && !hasYear(t) {
		return true
	}
	return len(strings.Fields(t)) >= 8 && !hasYear(t) && !titleWords.any(t)
}

var skillSepRe = mustRx(`[,;|•●\t]`)

var skillLabelRe = mustRx(`^[^:]{1,40}:\s*`)

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
