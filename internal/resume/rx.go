package resume

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// rx is a regexp with a prefilter read from its own syntax: a set of
// literals one of which every match must contain. Most of Fields' regexp
// calls are on lines that cannot match (a line of a job against the
// publication venues, a skills line against the degree words), and Go's
// backtracker spends as long proving that as finding a match; a scan for
// the literals answers those calls in a fraction of the time. Whenever the
// literals are found, or the regexp has none, the regexp itself answers,
// so every method gives exactly the regexp's answer (TestRxAgreesWithRegexp).
type rx struct {
	*regexp.Regexp
	need *foldHints // nil: no prefilter
	// exotic is set when a literal holds "k" or "s" under (?i): their
	// folds include the non-ASCII K (Kelvin) and ſ, which the ASCII scan
	// does not see, so a text holding either goes to the regexp.
	exotic bool
}

// allRx lists every rx made, for the test that holds them to their
// regexps.
var allRx []*rx

// mustRx compiles expr like regexp.MustCompile, with its prefilter.
func mustRx(expr string) *rx {
	r := &rx{Regexp: regexp.MustCompile(expr)}
	if re, err := syntax.Parse(expr, syntax.Perl); err == nil {
		if lits, ok := required(re); ok && len(lits) > 0 {
			r.need = newFoldHints(lits)
			r.exotic = re.Flags&syntax.FoldCase != 0 || strings.Contains(expr, "(?i")
		}
	}
	allRx = append(allRx, r)
	return r
}

// impossible reports that s holds none of the literals, so no match.
func (r *rx) impossible(s string) bool {
	if r.need == nil || r.need.in(s) {
		return false
	}
	return !r.exotic || !strings.Contains(s, "\u212a") && !strings.Contains(s, "\u017f")
}

// MatchString is regexp's.
func (r *rx) MatchString(s string) bool {
	return !r.impossible(s) && r.Regexp.MatchString(s)
}

// FindString is regexp's.
func (r *rx) FindString(s string) string {
	if r.impossible(s) {
		return ""
	}
	return r.Regexp.FindString(s)
}

// FindStringIndex is regexp's.
func (r *rx) FindStringIndex(s string) []int {
	if r.impossible(s) {
		return nil
	}
	return r.Regexp.FindStringIndex(s)
}

// FindStringSubmatch is regexp's.
func (r *rx) FindStringSubmatch(s string) []string {
	if r.impossible(s) {
		return nil
	}
	return r.Regexp.FindStringSubmatch(s)
}

// FindAllString is regexp's.
func (r *rx) FindAllString(s string, n int) []string {
	if r.impossible(s) {
		return nil
	}
	return r.Regexp.FindAllString(s, n)
}

// FindAllStringIndex is regexp's.
func (r *rx) FindAllStringIndex(s string, n int) [][]int {
	if r.impossible(s) {
		return nil
	}
	return r.Regexp.FindAllStringIndex(s, n)
}

// FindAllStringSubmatch is regexp's.
func (r *rx) FindAllStringSubmatch(s string, n int) [][]string {
	if r.impossible(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp's.
func (r *rx) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if r.impossible(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp's.
func (r *rx) ReplaceAllString(s, repl string) string {
	if r.impossible(s) {
		return s
	}
	return r.Regexp.ReplaceAllString(s, repl)
}

// ReplaceAllStringFunc is regexp's.
func (r *rx) ReplaceAllStringFunc(s string, f func(string) string) string {
	if r.impossible(s) {
		return s
	}
	return r.Regexp.ReplaceAllStringFunc(s, f)
}

// maxSet bounds a set of literals made by multiplying the choices of a
// concatenation, maxUnion one gathered from the branches of alternations
// (a word list of hundreds of words is still one cheap scan): past them
// the prefilter costs more than it saves.
const (
	maxSet   = 64
	maxUnion = 1024
)

// required returns literals one of which every match of re contains; ok
// is false when there is no such set.
func required(re *syntax.Regexp) ([]string, bool) {
	if set, ok := exact(re); ok {
		return nonEmpty(set)
	}
	switch re.Op {
	case syntax.OpCapture:
		return required(re.Sub[0])
	case syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0])
		}
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			set, ok := required(sub)
			if !ok {
				return nil, false
			}
			all = append(all, set...)
		}
		return all, len(all) <= maxUnion
	case syntax.OpConcat:
		// Runs of consecutive children with exact sets multiply into
		// longer literals; the best of those and of the others' sets wins.
		var best []string
		consider := func(set []string, ok bool) {
			if set, ok = nonEmpty(set); ok && better(set, best) {
				best = set
			}
		}
		var run []string
		inRun := false
		for _, sub := range re.Sub {
			if set, ok := exact(sub); ok {
				if !inRun {
					run, inRun = set, true
				} else if prod, ok := product(run, set); ok {
					run = prod
				} else {
					consider(run, true)
					run = set
				}
				continue
			}
			if inRun {
				consider(run, true)
				inRun = false
			}
			consider(required(sub))
		}
		if inRun {
			consider(run, true)
		}
		return best, best != nil
	}
	return nil, false
}

// exact returns every string re matches, when that is a small finite set
// of literal text; zero-width assertions match "" (the prefilter may
// ignore them).
func exact(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{lowerASCII(string(re.Rune))}, true
	case syntax.OpCharClass:
		// Each rune of a small class is a literal of its own: an ASCII
		// one lower-cased (the scan folds ASCII), any other as it is (the
		// class lists each case it matches).
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if hi-lo > 8 || len(out) > 8 {
				return nil, false
			}
			for r := lo; r <= hi; r++ {
				out = append(out, lowerASCII(string(r)))
			}
		}
		return dedupe(out), len(out) > 0
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText:
		return []string{""}, true
	case syntax.OpCapture:
		return exact(re.Sub[0])
	case syntax.OpQuest:
		set, ok := exact(re.Sub[0])
		if !ok {
			return nil, false
		}
		return dedupe(append(set, "")), true
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range re.Sub {
			set, ok := exact(sub)
			if !ok {
				return nil, false
			}
			if out, ok = product(out, set); !ok {
				return nil, false
			}
		}
		return out, true
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			set, ok := exact(sub)
			if !ok {
				return nil, false
			}
			out = append(out, set...)
		}
		out = dedupe(out)
		return out, len(out) <= maxUnion
	}
	return nil, false
}

// lowerASCII lower-cases the ASCII letters of s only.
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// product is every a followed by every b, if not too many.
func product(a, b []string) ([]string, bool) {
	if len(a)*len(b) > maxSet {
		return nil, false
	}
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return dedupe(out), true
}

// nonEmpty is set when none of its literals is empty (an empty literal
// is found in every text, so it filters nothing).
func nonEmpty(set []string) ([]string, bool) {
	if len(set) == 0 || len(set) > maxUnion {
		return nil, false
	}
	for _, s := range set {
		if s == "" {
			return nil, false
		}
	}
	return set, true
}

// better prefers the set whose shortest literal is longer (fewer chance
// hits), then the smaller set.
func better(a, b []string) bool {
	if b == nil {
		return true
	}
	ma, mb := minLen(a), minLen(b)
	return ma > mb || ma == mb && len(a) < len(b)
}

func minLen(set []string) int {
	m := -1
	for _, s := range set {
		if m < 0 || len(s) < m {
			m = len(s)
		}
	}
	return m
}

func dedupe(set []string) []string {
	seen := map[string]bool{}
	out := set[:0:0]
	for _, s := range set {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// foldHints finds any of a set of literals in a text, case folded: a
// hintSet whose first and second bytes are indexed in every case. A
// literal of ASCII and caseless letters is compared folding ASCII only; one
// with a non-ASCII letter that has cases (é, д) is compared rune by rune
// under Unicode simple folding, as regexp's (?i) does.
type foldHints struct {
	byFirst [256][]hint
	second  [256][4]uint64
	short   [256]bool
}

type hint struct {
	lit     string
	unicode bool // compare under Unicode simple folding
}

func newFoldHints(lits []string) *foldHints {
	h := &foldHints{}
	for _, x := range lits {
		first, _ := utf8.DecodeRuneInString(x)
		if !hasCasedNonASCII(x) {
			for _, c := range bothCases(x[0]) {
				h.byFirst[c] = append(h.byFirst[c], hint{lit: x})
				if len(x) == 1 {
					h.short[c] = true
					continue
				}
				for _, d := range bothCases(x[1]) {
					h.second[c][d>>6] |= 1 << (d & 63)
				}
			}
			continue
		}
		// Any case of the first rune may start it; any byte may follow.
		for _, v := range orbit(first) {
			c := string(v)[0]
			h.byFirst[c] = append(h.byFirst[c], hint{lit: x, unicode: true})
			h.second[c] = [4]uint64{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
		}
	}
	return h
}

func bothCases(c byte) []byte {
	if 'a' <= c && c <= 'z' {
		return []byte{c, c - 'a' + 'A'}
	}
	return []byte{c}
}

// orbit is r and every rune that simple folding makes equal to it.
func orbit(r rune) []rune {
	out := []rune{r}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		out = append(out, f)
	}
	return out
}

func hasCasedNonASCII(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && unicode.SimpleFold(r) != r {
			return true
		}
	}
	return false
}

// in reports whether s holds one of the literals, case folded.
func (h *foldHints) in(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if h.short[c] {
			return true
		}
		if i+1 == len(s) || h.second[c][s[i+1]>>6]&(1<<(s[i+1]&63)) == 0 {
			continue
		}
		for _, x := range h.byFirst[c] {
			if x.unicode && hasUnicodeFoldPrefix(s[i:], x.lit) || !x.unicode && hasFoldPrefix(s[i:], x.lit) {
				return true
			}
		}
	}
	return false
}

// hasFoldPrefix reports whether s starts with lit (ASCII lower-case where
// it is ASCII) in any ASCII case.
func hasFoldPrefix(s, lit string) bool {
	if len(s) < len(lit) {
		return false
	}
	for j := 0; j < len(lit); j++ {
		c := s[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lit[j] {
			return false
		}
	}
	return true
}

// hasUnicodeFoldPrefix reports whether s starts with lit under Unicode
// simple folding.
func hasUnicodeFoldPrefix(s, lit string) bool {
	for _, want := range lit {
		r, w := utf8.DecodeRuneInString(s)
		if w == 0 || r != want && !sameFold(r, want) {
			return false
		}
		s = s[w:]
	}
	return true
}

func sameFold(a, b rune) bool {
	for f := unicode.SimpleFold(a); f != a; f = unicode.SimpleFold(f) {
		if f == b {
			return true
		}
	}
	return false
}
