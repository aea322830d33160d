package resume

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The lexicons of the field rules live in data files with their sources
// (internal/resume/data/*.tsv), so that a language is added by adding
// lines, not code. Each file is tab-separated, "#" starts a comment line,
// and the first column is the term, matched in lower case.
var (
	//go:embed data/degrees.tsv
	degreesTSV string
	//go:embed data/name_labels.tsv
	nameLabelsTSV string
	//go:embed data/title_words.tsv
	titleWordsTSV string
	//go:embed data/name_stopwords.tsv
	nameStopTSV string
	//go:embed data/name_particles.tsv
	nameParticlesTSV string
	//go:embed data/headings.tsv
	headingsTSV string
	//go:embed data/honorifics.tsv
	honorificsTSV string
)

// Kinds of the degree lexicon (data/degrees.tsv).
const (
	kindSchool     = "school"
	kindStudyYear  = "study_year"
	kindFirstLong  = "first_long"
	kindIncomplete = "incomplete"
)

// levelFirstLong is the internal level of a long first degree (a French
// Diplôme d'ingénieur): the first degree when no bachelor's is listed, a
// postgraduate one after it. It is shown as a master's.
const levelFirstLong = "first_long"

// levelSchool is the internal level levelOf gives a school-leaving or
// vocational diploma or a year of study: an entry, never a degree.
const levelSchool = "school"

// lexTerm is one term of a lexicon with its kind.
type lexTerm struct {
	term, kind string
	cjk        bool // matched anywhere: CJK scripts have no spaces between words
}

// lexicon is a term list matched in lower-case text.
type lexicon struct {
	terms []lexTerm
	hints *hintSet // the terms themselves, a quick test before the boundaries
}

func parseLexicon(tsv string) lexicon {
	var lx lexicon
	var all []string
	for _, line := range strings.Split(tsv, "\n") {
		if line = strings.TrimRight(line, "\r"); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		term := strings.ToLower(strings.TrimSpace(cols[0]))
		if term == "" {
			continue
		}
		kind := ""
		if len(cols) > 1 {
			kind = strings.TrimSpace(cols[1])
		}
		lx.terms = append(lx.terms, lexTerm{term: term, kind: kind, cjk: hasCJK(term)})
		all = append(all, term)
	}
	lx.hints = newHints(all...)
	return lx
}

// kinds returns the kinds of the terms found in lower, each once.
func (lx lexicon) kinds(lower string) map[string]bool {
	if !lx.hints.in(lower) {
		return nil
	}
	var out map[string]bool
	for _, t := range lx.terms {
		if out[t.kind] || !containsTerm(lower, t) {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		out[t.kind] = true
	}
	return out
}

// containsTerm finds a term as a whole word (letters and digits on
// neither side) or, in CJK, anywhere.
func containsTerm(lower string, t lexTerm) bool {
	for from := 0; ; {
		i := strings.Index(lower[from:], t.term)
		if i < 0 {
			return false
		}
		i += from
		if t.cjk {
			return true
		}
		end := i + len(t.term)
		before, _ := utf8.DecodeLastRuneInString(lower[:i])
		after, _ := utf8.DecodeRuneInString(lower[end:])
		if !wordRune(before) && !wordRune(after) {
			return true
		}
		from = i + 1
	}
}

func wordRune(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

var (
	degreeLexicon = parseLexicon(degreesTSV)
	nameLabels    = parseLexicon(nameLabelsTSV)
	nameParticles = lexiconWords(nameParticlesTSV)
)

// lexiconWords is the set of a data file's terms.
func lexiconWords(tsv string) words {
	w := words{}
	for _, t := range parseLexicon(tsv).terms {
		w[t.term] = true
	}
	return w
}

// The title words of data/title_words.tsv join the document titles of
// vocab.go.
func init() {
	// Heading words of more languages join the classes of vocab.go.
	for _, t := range parseLexicon(headingsTSV).terms {
		for i := range headingClasses {
			if string(headingClasses[i].sec) == t.kind {
				headingClasses[i].words = append(headingClasses[i].words, t.term)
				if _, ok := headingIndex[t.term]; !ok {
					headingIndex[t.term] = headingClasses[i].sec
				}
				break
			}
		}
	}
	for _, t := range parseLexicon(titleWordsTSV).terms {
		docTitles[strings.ReplaceAll(t.term, " ", "")] = true
		if !strings.Contains(t.term, " ") {
			docTitles[t.term] = true
		}
	}
}

// lexiconLevel returns the level the degree lexicon gives a line and
// whether it marks the degree unfinished. A year of study and a long
// first degree override the level of the regexps (regexLevel); a
// school diploma or a degree word count only when the regexps found none.
func lexiconLevel(lower, regexLevel string) (level string, incomplete bool) {
	k := degreeLexicon.kinds(lower)
	incomplete = k[kindIncomplete]
	switch {
	case k[kindStudyYear]:
		return levelSchool, incomplete
	case k[kindFirstLong]:
		return levelFirstLong, incomplete
	case regexLevel != "":
		return regexLevel, incomplete
	case k[LevelDoctor]:
		return LevelDoctor, incomplete
	case k[LevelMaster]:
		return LevelMaster, incomplete
	case k[LevelBachelor]:
		return LevelBachelor, incomplete
	case k[kindSchool]:
		return levelSchool, incomplete
	}
	return "", incomplete
}
