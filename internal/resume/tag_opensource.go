package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The Open Source Enthusiast rule.

// gitContribRe finds a contribution to a named project and gitWorkRe the
// marks of public work on it (upstream, a public repository, pull
// requests merged into it), together the stated contribution of the Open
// Source definition ("Contributor to Apache Airflow: merged PRs into the
// scheduler upstream"). Pull requests alone are also internal work.
var (
	gitContribRe = mustRx(`(?i:\b(contribut\w*|maintainer|committer)\b.{0,12}\b(to|in|of|for|at)\s+(the\s+)?)[A-Z0-9][\w.\-/]+`)
	gitWorkRe    = mustRx(`(?i)\bupstream\b|github\.com/[\w.\-]+/[\w.\-]+|\b(merged|accepted) (PRs?|pull requests?) (to|in|into)\b|\b(PRs?|pull requests?|patch(es)?) (merged|accepted|landed) (in|into|upstream)\b`)
	gitHints     = newHints("contribut", "maintainer", "committer")
)

// openSourceEvidence applies the Open Source Enthusiast definition to
// line i and returns the line that proves it, or "":
//   - a line of an "Open Source" section (its heading, when the heading
//     names the project: "SkillUp (Open Source Project)");
//   - a named programme (GSoC, Hacktoberfest, LFX, …), unless the line
//     only holds a role around it (ambassador, organiser, mentor of
//     others) without a contribution of one's own;
//   - "open source" (in any language of the lexicon) said of a named
//     project of one's own or contributed to, not of a tool used, and not
//     "contributing to open source" with no project named;
//   - a stated contribution to a named project with the marks of public
//     work (upstream, a public repository, pull requests merged into it).
//
// Wishes never count; nor do course names in education or skill lists.
func openSourceEvidence(ls []sectioned, i int) string {
	l := &ls[i]
	t := l.Text
	if l.sec == SecSkills || l.sec == SecEducation {
		return ""
	}
	inSection := l.sec == SecOpenSource && strings.Contains(l.head, "open") && len(strings.Fields(t)) >= 2
	osHint, gitHint := openSourceHints.in(l.lower), gitHints.in(l.lower)
	if !inSection && !osHint && !gitHint || aspirationRe.MatchString(t) {
		return ""
	}
	if inSection {
		if h := headingLine(ls, i); h != "" && namesProject(h, "") {
			return h
		}
		return t
	}
	if osHint {
		if osProgrammes.MatchString(t) {
			if osRoleRe.MatchString(t) && !osOwnWorkRe.MatchString(t) {
				return ""
			}
			return t
		}
		if loc := osPhrase.FindStringIndex(t); loc != nil && ownOpenSource(l, t, loc) {
			return t
		}
	}
	// A stated contribution to a named project with the marks of
	// open-source work: "Contributed to Apache Airflow (5 merged PRs)".
	if gitHint && gitContribRe.MatchString(t) && gitWorkRe.MatchString(t) {
		return t
	}
	return ""
}

// ownOpenSource decides a line that says "open source" (at loc): the
// candidate's work on a named project ("Contributor to Example (open
// source)", "SkillUp (Open Source Project)", "QuantKit: open-source Python
// library", a project's description line under its title) rather than a
// tool used ("utilized Appium, an open-source framework") or open source
// in general ("Contributing to open source projects").
func ownOpenSource(l *sectioned, t string, loc []int) bool {
	before := t[:loc[0]]
	work := osWork.MatchString(t)
	if osUsed.MatchString(before) && !osWork.MatchString(before) {
		return false
	}
	if osRoleRe.MatchString(t) && !work {
		return false
	}
	phrase := t[loc[0]:loc[1]]
	if m := ownProjectRe.FindStringSubmatch(t); m != nil && namesProject("- "+m[1], "") {
		return true
	}
	if !namesProject(t, phrase) {
		// A project's description line ("Open-source library for fast
		// kernels") is named by the project's title above it.
		return l.sec == SecProjects && strings.TrimSpace(before) == "" && len(strings.Fields(t)) >= 4
	}
	if work {
		return true
	}
	// Without a word of work, the line must present a project as open
	// source: "Name (Open Source Project)", "Name: open-source …", or a
	// line of the projects section.
	return l.sec == SecProjects
}

// ownProjectRe finds a project presented as open source: its name, then a
// bracket, colon, dash or bar, then the phrase.
var ownProjectRe = mustRx(`(?i)^[\W\d]*([\p{L}\p{N}][^:(|–—]{0,40}?)\s*[:(|–—-]\s*(an?\s+)?(open[\s-]?source|free software|software libre|software livre|código abierto|código aberto|logiciel libre)`)

// genericOS are the words a line about open source in general is made of:
// a line of only these (and small words) names no project.
var genericOS = wordSet(`open source opensource free software libre livre project projects library libraries tool tools community communities
	contributor contributors contribution contributions contributing contribute contributed maintainer maintainers various several many multiple
	some few actively active regularly github gitlab repositories repository code codebases codebase world ecosystem initiatives programs
	programmes the a an to in on for of and with my our their its at as by de da do em para en el la los las du des le les à und zu
	tools interests hobbies skills technologies stack contributing`)

// namesProject reports whether a line names a project besides the words of
// open source in general: a capitalised or coded word that is not the
// first word, or any word after "to", "in", "on" or "for" that is not a
// general word. CJK lines name a project in Latin letters.
func namesProject(t, phrase string) bool {
	if phrase != "" {
		t = strings.Replace(t, phrase, " ", 1)
	}
	words := strings.FieldsFunc(t, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '/' || r == '_' || r == '-' || r == '+' || r == '#')
	})
	cjk := hasCJK(t)
	for k, w := range words {
		w = strings.Trim(w, ".-/")
		lw := strings.ToLower(w)
		if w == "" || genericOS[lw] || hasYear(w) && len(w) == 4 {
			continue
		}
		if cjk {
			if !hasCJK(w) && len(w) >= 2 {
				return true
			}
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		coded := strings.ContainsAny(w, "/._+#") || strings.IndexFunc(w, unicode.IsDigit) >= 0 || hasInnerUpper(w)
		if k > 0 && (unicode.IsUpper(r) || coded) {
			return true
		}
		if k > 0 && afterPreposition[strings.ToLower(words[k-1])] && len(w) >= 3 {
			return true
		}
	}
	return false
}

var afterPreposition = wordSet(`to in on for into`)

// hasInnerUpper reports a camel-cased word ("pyTorch", "SkillUp").
func hasInnerUpper(w string) bool {
	for i, r := range w {
		if i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// headingLine returns the text of the heading that opened line i's
// section, or "".
func headingLine(ls []sectioned, i int) string {
	for k := i; k >= 0; k-- {
		if ls[k].heading {
			if ls[k].run == ls[i].run {
				return ls[k].Text
			}
			return ""
		}
	}
	return ""
}

// saysOpenSource reports a sentence naming a programme, open source or a
// contribution: the part of an open-source line worth showing.
func saysOpenSource(s string) bool {
	return osProgrammes.MatchString(s) || osPhrase.MatchString(s) || gitContribRe.MatchString(s)
}
