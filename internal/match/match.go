// Package match rates a candidate against a job: Weak (0), Moderate (1) or
// Good (2), or -1 when there is nothing to rate, with the reasons a
// recruiter reads. It is pure: values in, a Result out. The rule is
// written in docs/decisions.md (Match score) and measured by bench/match.
package match

import (
	"fmt"
	"html"
	"regexp"
	"strconv"
	"strings"

	"hirekit/internal/resume"
)

// Scores, as recruit.MatchScore numbers them.
const (
	None     = -1
	Weak     = 0
	Moderate = 1
	Good     = 2
)

// Job is what the score reads of a job.
type Job struct {
	Title string
	// Description is the job's text; HTML tags are dropped.
	Description        string
	MinYears, MaxYears *float64
}

// Role is a dated role of the resume, as the parser read it.
type Role struct {
	Title     string `json:"title"`
	StartYear int    `json:"start_year"`
	EndYear   int    `json:"end_year"` // 0 while ongoing
}

// Answer is a screening answer with its question.
type Answer struct {
	Question  string
	FieldType string // recruit's field types; "yes_no" answers "true"/"false"
	Required  bool
	Answer    string // "" when unanswered
}

// Candidate is what the score reads of an application.
type Candidate struct {
	// ResumeText is the parsed resume; "" when there is none yet.
	ResumeText string
	// Skills are skills the parser listed (looked up like the text).
	Skills []string
	Roles  []Role
	// StatedYears is the experience the application states; it wins over
	// the years counted from Roles.
	StatedYears *float64
	Answers     []Answer
	// Year is the current year: a later year printed in the resume is a
	// plan ("graduating 2028"), not the resume's date.
	Year int
}

// Result is a score and why.
type Result struct {
	Score   int      `json:"score"`
	Reasons []string `json:"reasons"`
}

// requirement is one skill the job asks for: any of its terms satisfies it
// ("Python or Go").
type requirement struct{ terms []term }

func (r requirement) name() string {
	names := make([]string, len(r.terms))
	for i, t := range r.terms {
		names[i] = t.name
	}
	return strings.Join(names, " or ")
}

var (
	tagRe     = regexp.MustCompile(`<[^>]*>`)
	itemSplit = regexp.MustCompile(`(?i)</?(li|p|h\d|ul|ol|br|div|tr|td)\b[^>]*>|[\n;•]|\.\s`)
	orRe      = regexp.MustCompile(`(?i)\bor\b`)
)

// Requirements lists the skills a job asks for, each as its alternatives
// ("Kafka or RabbitMQ"), in the order the job names them: the skills of
// the lexicon found in the title and in each line or list item of the
// description. Skills named in one item joined by "or" are one
// requirement; others are one each.
func Requirements(j Job) [][]string {
	reqs := requirements(j)
	out := make([][]string, len(reqs))
	for i, r := range reqs {
		for _, t := range r.terms {
			out[i] = append(out[i], t.name)
		}
	}
	return out
}

func requirements(j Job) []requirement {
	var out []requirement
	seen := map[string]bool{}
	add := func(ts []term) {
		var fresh []term
		for _, t := range ts {
			if !seen[t.name] {
				fresh = append(fresh, t)
			}
		}
		for _, t := range fresh {
			seen[t.name] = true
		}
		if len(fresh) > 0 {
			out = append(out, requirement{fresh})
		}
	}
	items := append([]string{j.Title}, itemSplit.Split(j.Description, -1)...)
	for _, item := range items {
		item = html.UnescapeString(tagRe.ReplaceAllString(item, " "))
		found := newText(item).found(skills)
		if len(found) > 1 && orRe.MatchString(item) {
			add(found)
			continue
		}
		for _, t := range found {
			add([]term{t})
		}
	}
	return out
}

// Score rates the candidate against the job by the rule in
// docs/decisions.md: the share of the job's skills the resume shows sets
// the level (half or more Good, a quarter or more Moderate); a resume
// without the job's kind of work is at most Moderate; experience more than
// a year under the job's minimum, or a required screening question
// unanswered or answered No, drops a step; more than five years over the
// maximum is at most Moderate.
func Score(j Job, c Candidate) Result {
	if strings.TrimSpace(c.ResumeText) == "" {
		return Result{Score: None, Reasons: []string{"No parsed resume to compare yet"}}
	}
	doc := newText(c.ResumeText + "\n" + strings.Join(c.Skills, "\n"))
	var reasons []string
	level := Weak

	reqs := requirements(j)
	var have, missing []string
	for _, r := range reqs {
		shown := false
		for _, t := range r.terms {
			if doc.has(t) {
				shown = true
				have = append(have, t.name)
				break
			}
		}
		if !shown {
			missing = append(missing, r.name())
		}
	}
	kind, kindShown := jobKind(j), false
	if kind.name != "" {
		kindShown = doc.has(kind)
	}
	switch n := len(reqs); {
	case n == 0:
		// Nothing to count: the kind of work decides between Weak and Moderate.
		reasons = append(reasons, "the job names no skills to compare")
		if kindShown || kind.name == "" {
			level = Moderate
		}
	default:
		switch {
		case 2*len(have) >= n:
			level = Good
		case 4*len(have) >= n:
			level = Moderate
		}
		r := fmt.Sprintf("has %d of %d skills", len(have), n)
		if len(have) > 0 {
			r += ": " + strings.Join(have, ", ")
		}
		if len(missing) > 0 {
			r += "; missing " + strings.Join(missing, ", ")
		}
		reasons = append(reasons, r)
	}
	if kind.name != "" && !kindShown && len(reqs) > 0 {
		reasons = append(reasons, "no "+kind.name+" in the resume")
		level = min(level, Moderate)
	}

	years, counted := experience(c)
	if j.MinYears != nil || j.MaxYears != nil {
		r := yearsText(years) + " against " + rangeText(j.MinYears, j.MaxYears)
		if !counted {
			r = "no dated roles: " + r
		}
		if j.MinYears != nil && years < *j.MinYears-1 {
			level--
			r += ": short of the minimum"
		} else if j.MaxYears != nil && years > *j.MaxYears+5 {
			level = min(level, Moderate)
			r += ": far over the range"
		}
		reasons = append(reasons, r)
	}

	for _, a := range c.Answers {
		if !a.Required {
			continue
		}
		ans := strings.TrimSpace(a.Answer)
		switch {
		case ans == "" || ans == "[]" || ans == "null":
			level--
			reasons = append(reasons, "required question unanswered: "+a.Question)
		case a.FieldType == "yes_no" && (ans == "false" || strings.EqualFold(ans, "no")):
			level--
			reasons = append(reasons, "answered No: "+a.Question)
		}
	}
	return Result{Score: max(level, Weak), Reasons: reasons}
}

// jobKind is the first kind of work the job's title names.
func jobKind(j Job) term {
	title := newText(j.Title)
	for _, k := range kinds {
		if title.has(k) {
			return k
		}
	}
	return term{}
}

// notCounted are role titles that are not professional experience.
var notCounted = regexp.MustCompile(`(?i)\b(intern|internship|trainee|volunteer|student|teaching assistant|research assistant|mentor|praktikum|praktikant|werkstudent|apprentice)\b`)

// experience returns the stated years, or the span of the dated
// professional roles, overlaps counted once; an ongoing role ends at the
// latest year the resume prints (a resume is not credited with years it
// does not describe). Without either it is 0, and counted is false.
func experience(c Candidate) (years float64, counted bool) {
	if c.StatedYears != nil {
		return *c.StatedYears, true
	}
	latest := latestYear(c.ResumeText, c.Year)
	type span struct{ from, to int }
	var spans []span
	for _, r := range c.Roles {
		if r.StartYear == 0 || notCounted.MatchString(r.Title) {
			continue
		}
		end := r.EndYear
		if end == 0 {
			end = max(latest, r.StartYear)
		}
		if end < r.StartYear {
			continue
		}
		spans = append(spans, span{r.StartYear, end})
	}
	if len(spans) == 0 {
		return 0, false
	}
	// Union of the spans, counted in years.
	seen := map[int]bool{}
	for _, s := range spans {
		for y := s.from; y < s.to; y++ {
			seen[y] = true
		}
	}
	return float64(len(seen)), true
}

var yearRe = regexp.MustCompile(`\b(19[5-9]\d|20\d\d)\b`)

// latestYear is the latest year printed in the text that is not after
// this year (0: no limit).
func latestYear(s string, this int) int {
	latest := 0
	for _, m := range yearRe.FindAllString(s, -1) {
		y, _ := strconv.Atoi(m)
		if this == 0 || y <= this {
			latest = max(latest, y)
		}
	}
	return latest
}

func yearsText(y float64) string {
	s := strconv.FormatFloat(y, 'f', -1, 64)
	if y == 1 {
		return s + " year"
	}
	return s + " years"
}

func rangeText(lo, hi *float64) string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	switch {
	case lo != nil && hi != nil:
		return f(*lo) + "–" + f(*hi)
	case lo != nil:
		return f(*lo) + "+"
	case hi != nil:
		return "up to " + f(*hi)
	}
	return "no range"
}

// FromResume builds a candidate from what the resume parser read: its text,
// skills and dated roles.
func FromResume(text string, skills []string, roles []resume.Experience) Candidate {
	c := Candidate{ResumeText: text, Skills: skills}
	for _, r := range roles {
		c.Roles = append(c.Roles, Role{Title: r.Title, StartYear: r.StartYear, EndYear: r.EndYear})
	}
	return c
}
