package resume

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// nameStop are words that show a line is not a person's name: parts of
// addresses and dates, job titles and the vocabulary of headings, awards
// and document titles, in the languages resumes arrive in, and company
// legal forms (data/name_stopwords.tsv). Heading words are tested through
// classOf as well.
var nameStop = lexiconWords(nameStopTSV)

// honorifics are titles and degrees printed before or after a name
// (data/honorifics.tsv).
var honorifics = lexiconWords(honorificsTSV)

// pronounRe finds the start of a sentence about oneself ("I’m a keen cyclist").
var pronounRe = mustRx(`(?i)^i\b|\bi['’]m\b|\bmy\b|\bam\b`)

// nameWordsRe is the rest of a name broken over two lines: one to three words.
var nameWordsRe = mustRx(`^[\p{L}][\p{L}'’.\-]*( [\p{L}][\p{L}'’.\-]*){0,2}$`)

var nameRe = mustRx(`^[\p{L}][\p{L}'’.\-]*( [\p{L}][\p{L}'’.\-]*){0,4}$`)

// nameLabelRe finds a labelled name ("Name:", "Prénom :", "Surname\t",
// "姓名："), its labels read from data/name_labels.tsv, longest first.
var nameLabelRe = func() *rx {
	var alts []string
	for _, t := range nameLabels.terms {
		alts = append(alts, regexp.QuoteMeta(t.term))
	}
	sort.Slice(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
	return mustRx(`(?i)^\s*(` + strings.Join(alts, "|") + `)\s*[:：\t][\s:：]*`)
}()

// nameLabelRole returns the role of a name label: full, given, family or generic.
func nameLabelRole(label string) string {
	label = strings.ToLower(label)
	for _, t := range nameLabels.terms {
		if t.term == label {
			return t.kind
		}
	}
	return "generic"
}

// readingRe is a reading or a nickname printed after a name in brackets
// ("田辺 龍 (たなべ りょう)", "Robert (Bob) Smith").
var readingRe = mustRx(`\s*[(（][^()（）]*[)）]`)

// possessiveRe finds "Dean's" in "Dean's Honor Roll": names are not possessive.
var possessiveRe = mustRx(`\p{L}['’]s\b`)

// nameCand is a line that may hold the candidate's name.
type nameCand struct {
	text  string
	idx   int // index in the document's lines
	score float64
}

// findName picks the person's name from the header block: a line labelled
// "Name:", or else the best short run of words with letters only, scored
// by font size (the largest on page one), weight, height on the page (or
// order in a document without positions), a DOCX page header or text box,
// two or three words, and sharing letters with an email address printed
// near the top. A name printed over two lines in the same large type
// ("MARIA FERNANDA" / "OLIVEIRA SANTOS") is joined; a CJK name spaced
// letter by letter ("王 小 明") is closed up; capitals become title case.
func findName(ls []sectioned) (string, string, float64) {
	if n, line := labelledName(ls); n != "" {
		return n, line, 0.95
	}
	var page1 []int
	maxSize, minSize, maxTop := 0.0, 0.0, 0.0
	for i, l := range ls {
		if l.Page == 1 {
			page1 = append(page1, i)
			maxTop = max(maxTop, l.Top)
			// A heading or a title ("RESUME" in 36 pt) set larger than the
			// name does not take "the largest type" from it.
			if !l.heading && !isDocTitle(l.Text) {
				maxSize = max(maxSize, l.Size)
				if l.Size > 0 && (minSize == 0 || l.Size < minSize) {
					minSize = l.Size
				}
			}
		}
	}
	// Type of one size throughout says nothing of where the name is: the
	// page is read as if it had no sizes.
	if maxSize-minSize < 0.5 {
		maxSize = 0
	}
	positioned, sized := maxTop > 0, maxSize > 0
	own := emailLocals(ls)
	var best nameCand
	for k, i := range page1 {
		l := ls[i]
		// Without positions (DOCX, DOC) the first lines, the page header
		// and text boxes are the top of the page; the largest type counts
		// wherever it is, since a layout table may hold the name last.
		rank := float64(k) / 15
		if positioned {
			rank = l.Top / max(maxTop, 1)
		}
		top := sized && l.Size >= maxSize-0.5
		inHeader := l.Part == PartHeader || l.Part == PartTextBox && k < 40
		if l.heading || rank > 0.5 && !inHeader && !(top && !positioned) {
			continue
		}
		rank = min(rank, 0.5)
		for _, part := range strings.Split(l.Text, "\t") {
			cand := cleanNameCandidate(part)
			if cand == "" {
				continue
			}
			n := len(strings.Fields(cand))
			// One word is a name only in the largest type, where a surname
			// may follow on the next line ("ASHA" / "VERMA"), or in
			// capitals in a document without sizes.
			if n == 1 && !top && !(!sized && isUpper(cand)) && !hasCJK(cand) {
				continue
			}
			score := 0.4 + 0.2*(1-2*rank)
			switch {
			case top && !positioned && float64(k)/15 > 0.5 && !inHeader:
				// The largest type far down a DOCX (a layout table holding
				// the name last) counts less than near the top, where a
				// banner line in large type is likelier.
				score += 0.2
			case top:
				score += 0.35
			}
			if l.Bold {
				score += 0.05
			}
			if n >= 2 && n <= 3 || hasCJK(cand) {
				score += 0.1
			}
			if inHeader {
				score += 0.1
			}
			if relatesTo(strings.ToLower(strings.ReplaceAll(cand, " ", "")), own) {
				score += 0.25
			}
			if mixedCase(cand) {
				score -= 0.3
			}
			if score > best.score {
				best = nameCand{cand, i, score}
			}
		}
	}
	if best.score == 0 {
		return nameBeforeContact(ls)
	}
	name := joinNameLines(ls, best, sized, positioned)
	return titleIfUpper(closeUpCJK(name)), ls[best.idx].Text, min(1, best.score)
}

// joinNameLines adds the rest of a name printed on the following line:
// the next line in the same type and the same case, close below, with one
// to three name-like words, the whole at most five words. Without sizes
// only a one-word name takes the next line, in the same case.
func joinNameLines(ls []sectioned, c nameCand, sized, positioned bool) string {
	first := ls[c.idx]
	name := c.text
	words := len(strings.Fields(name))
	for j := c.idx + 1; j < min(len(ls), c.idx+5); j++ {
		next := ls[j]
		if next.Page != first.Page || next.Column != first.Column {
			break
		}
		if positioned && next.Top-first.Top > 3*max(first.Height, 1) {
			break
		}
		sameType := sized && next.Size > 0 && next.Size >= first.Size-0.5 && next.Size <= first.Size+0.5
		// In a document without positions a one-word name may go on in
		// smaller type right below it ("Abdulla" / "Karimov Rustam o‘g‘li").
		if !positioned && words == 1 && j == c.idx+1 {
			sameType = true
		}
		if sized && next.Size < first.Size-0.5 && !sameType {
			// A smaller line between (a phone number beside the first
			// name, read before the surname below it) is passed over.
			continue
		}
		if !sameType && (sized || j != c.idx+1) {
			break
		}
		more := strings.TrimSpace(firstPart(next.Text))
		if next.heading || !nameWordsRe.MatchString(more) || nameStop.any(more) || titleWords.any(more) ||
			isUpper(more) != isUpper(name) || isDocTitle(more) || classOfAny(more) {
			break
		}
		if !sized && words > 1 {
			break
		}
		if words+len(strings.Fields(more)) > 5 {
			break
		}
		name += " " + more
		break
	}
	return name
}

// classOfAny reports whether any word of s is a heading word.
func classOfAny(s string) bool {
	for _, w := range letterRuns(strings.ToLower(s)) {
		if classOf(w) != "" {
			return true
		}
	}
	return false
}

// labelledName reads "Name: …", and the name of a form that asks for the
// given and the family name apart ("Prénom : Aminata" / "Nom : DJIGO",
// "Surname Nilov" / "Name Sergey"): given name first when one label says
// which part is the family name, else in the order printed.
func labelledName(ls []sectioned) (string, string) {
	type part struct {
		role, val, line string
		idx             int
	}
	var parts []part
	for i, l := range ls {
		if len(parts) > 0 && i-parts[0].idx > 4 {
			break
		}
		// The label ends at ":", "：" or a tab; most lines hold none.
		if !strings.ContainsAny(l.Text, ":：\t") {
			continue
		}
		m := nameLabelRe.FindStringSubmatch(l.Text)
		if m == nil {
			continue
		}
		cand := cleanNameCandidate(firstPart(l.Text[len(m[0]):]))
		if cand == "" {
			continue
		}
		role := nameLabelRole(m[1])
		if role == "full" {
			return titleIfUpper(closeUpCJK(cand)), l.Text
		}
		dup := false
		for _, p := range parts {
			dup = dup || p.role == role
		}
		if !dup {
			parts = append(parts, part{role, titleIfUpper(cand), l.Text, i})
		}
	}
	if len(parts) == 0 {
		return "", ""
	}
	if len(parts) == 1 {
		return closeUpCJK(parts[0].val), parts[0].line
	}
	a, b := parts[0], parts[1]
	if a.role == "family" || b.role == "given" && a.role != "given" && a.role != "generic" {
		a, b = b, a
	}
	if a.role == "generic" && b.role == "given" {
		// "Name" beside "Vorname": which holds the surname is unclear; keep print order.
		a, b = parts[0], parts[1]
	}
	name := a.val + " " + b.val
	if hasCJK(name) {
		name = closeUpCJK(name)
	}
	return name, a.line
}

// emailLocals returns the local parts of the addresses printed near the
// top or in the header block, lower-cased and joined, for relatesTo.
func emailLocals(ls []sectioned) string {
	var b strings.Builder
	for i, l := range ls {
		if i > 60 && l.sec != SecHeader && l.Part != PartHeader || !strings.Contains(l.Text, "@") {
			continue
		}
		for _, m := range emailRe.FindAllString(l.Text, -1) {
			local, _, _ := strings.Cut(m, "@")
			b.WriteString(strings.ToLower(local))
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// nameBeforeContact finds a name anywhere in the document when none heads
// it: a name-like line followed within three lines by an email address or
// a phone number, as in sidebars placed after the body.
func nameBeforeContact(ls []sectioned) (string, string, float64) {
	for i, l := range ls {
		if l.heading || l.sec == SecReferences {
			continue
		}
		cand := cleanNameCandidate(firstPart(l.Text))
		if cand == "" || len(strings.Fields(cand)) < 2 && !hasCJK(cand) {
			continue
		}
		for j := i + 1; j < min(len(ls), i+4); j++ {
			if strings.Contains(ls[j].Text, "@") || len(digits(ls[j].Text)) >= 10 {
				return titleIfUpper(closeUpCJK(cand)), l.Text, 0.5
			}
		}
	}
	return "", "", 0
}

// cleanNameCandidate returns s as a name, or "" when it cannot be one.
func cleanNameCandidate(s string) string {
	s = strings.TrimSpace(strings.TrimLeft(s, "#*•-–: "))
	if strings.ContainsAny(s, "(（") {
		s = strings.TrimSpace(readingRe.ReplaceAllString(s, ""))
	}
	if i := strings.IndexAny(s, ",|"); i > 0 {
		s = strings.TrimSpace(s[:i]) // "Asha Verma, Undergraduate"
	}
	// "ASHA VERMA asha.verma@…": keep the words before the contact.
	words := strings.Fields(s)
	for i, w := range words {
		if strings.ContainsAny(w, "@0123456789/") {
			words = words[:i]
			break
		}
	}
	// "Dr. Anna Schmidt", "Anna Schmidt PhD": honorifics and degrees are
	// not part of the name.
	for len(words) > 1 && honorifics[strings.ToLower(strings.TrimRight(words[0], "."))] {
		words = words[1:]
	}
	for len(words) > 1 && honorifics[strings.ToLower(strings.TrimRight(words[len(words)-1], "."))] {
		words = words[:len(words)-1]
	}
	// "Lebenslauf Max Muster", "Asha Verma – CV": the title is not the name.
	for len(words) > 0 && isDocTitle(words[0]) {
		words = words[1:]
	}
	for len(words) > 0 && (isDocTitle(words[len(words)-1]) || strings.Trim(words[len(words)-1], "-–—") == "") {
		words = words[:len(words)-1]
	}
	if len(words) == 0 {
		return ""
	}
	s = strings.Join(words, " ")
	if hasCJK(s) {
		return cjkName(s)
	}
	if len([]rune(s)) < 3 || len([]rune(s)) > 40 || !nameRe.MatchString(s) || nameStop.any(s) || titleWords.any(s) || pronounRe.MatchString(s) ||
		singleLowerLetter(words[0]) || possessiveRe.MatchString(s) || classOfAny(s) {
		return ""
	}
	letters := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if letters < 3 {
		return ""
	}
	return s
}

// cjkName accepts a CJK name: two to four characters (five for a name
// with a two-character surname and a space), letters only, none of them
// a heading or a title.
func cjkName(s string) string {
	closed := strings.ReplaceAll(s, " ", "")
	n := 0
	for _, r := range closed {
		if !unicode.IsLetter(r) || !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return ""
		}
		n++
	}
	if n < 2 || n > 5 || cjkHeading(closed) != "" || isDocTitle(closed) {
		return ""
	}
	return s
}

// closeUpCJK writes a CJK name the way the corpus convention does: NFKC
// (full-width letters to their usual form) and without spaces, whether
// spaced letter by letter ("王 小 明") or between family and given name
// ("山田 太郎"). A name mixing scripts ("李 Anna") keeps its spaces.
func closeUpCJK(s string) string {
	if !hasCJK(s) {
		return s
	}
	s = norm.NFKC.String(s)
	for _, w := range strings.Fields(s) {
		if !hasCJK(w) {
			return s
		}
	}
	return strings.ReplaceAll(s, " ", "")
}

// singleLowerLetter reports a word such as the "z" an icon font leaves.
func singleLowerLetter(w string) bool {
	r := []rune(w)
	return len(r) == 1 && unicode.IsLower(r[0])
}

func titleIfUpper(s string) string {
	if !isUpper(s) {
		return s
	}
	words := strings.Fields(strings.ToLower(s))
	for i, w := range words {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		words[i] = string(r)
	}
	return strings.Join(words, " ")
}

// mixedCase reports a line whose words are partly capitalised and partly
// in lower case, other than the particles names hold ("Final
// examinations passed in", but not "Ana de la Cruz" or "pat example").
func mixedCase(s string) bool {
	upper, lower := 0, 0
	for _, w := range strings.Fields(s) {
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r) && !nameParticles[strings.ToLower(w)]:
			lower++
		}
	}
	return upper > 0 && lower > 0
}
