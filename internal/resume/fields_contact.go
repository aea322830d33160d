package resume

import (
	"net/url"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

var (
	emailRe = regexp.MustCompile(`[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}`)
	// A phone: an optional +country or (country), then digits with the
	// separators people print. Length is checked on the digits afterwards.
	phoneRe       = regexp.MustCompile(`(\(\+?\d{1,3}\)|\+\s?\d{1,3})?[\s\-–‐‑‒—−.]*(\(?\d[\d\s\-–‐‑‒—−.()]{6,18}\d)`)
	phoneLabelRe  = regexp.MustCompile(`(?i)\b(phone|mobile|mob|tel|cell|contact|ph|t)\b\s*[:.]?`)
	dottedPhoneRe = regexp.MustCompile(`^\d{3}\.\d{3}\.\d{4}$|\+`)
	decimalRe     = regexp.MustCompile(`(^|\s)\d{1,2}\.\d{1,2}(\s|$)`)
	// placeholderEmail matches template addresses that belong to nobody.
	placeholderEmail = regexp.MustCompile(`(?i)^(your[._]?name|your[._]?email|name|email|user(name)?|john\.?doe|jane\.?doe|firstname\.?lastname|you|me)@(e?mail|example|domain|gmail|yourdomain)\.`)
)

// findEmails returns the candidate's addresses in document order: those
// printed, then those only in mailto: links. Referees' addresses and
// template placeholders are left out.
func findEmails(ls []sectioned, links []string, name string) (emails []string, evidence []string) {
	seen := map[string]bool{}
	add := func(e, line string) {
		e = strings.Trim(e, ".-_")
		k := strings.ToLower(e)
		if seen[k] || isPlaceholderEmail(e) {
			return
		}
		seen[k] = true
		emails = append(emails, e)
		evidence = append(evidence, line)
	}
	for _, l := range ls {
		if l.sec == SecReferences || !strings.Contains(l.Text, "@") {
			continue
		}
		for _, m := range emailRe.FindAllString(l.Text, -1) {
			add(m, l.Text)
		}
	}
	printed := len(emails) > 0
	for _, u := range links {
		if strings.HasPrefix(strings.ToLower(u), "mailto:") {
			addr := u[len("mailto:"):]
			if i := strings.IndexByte(addr, '?'); i >= 0 {
				addr = addr[:i]
			}
			if d, err := url.PathUnescape(addr); err == nil {
				addr = d
			}
			addr = strings.TrimSpace(addr)
			// An address only in a link is the candidate's when nothing is
			// printed, or when it carries a part of their name; otherwise it
			// is often a referee's or a template's.
			if printed && !sharesName(addr, name) {
				continue
			}
			if emailRe.MatchString(addr) && emailRe.FindString(addr) == addr {
				add(strings.TrimSpace(addr), u)
			}
		}
	}
	return emails, evidence
}

// withoutEmails blanks the addresses in s, whose digits are not phones and
// whose domains are not websites.
func withoutEmails(s string) string {
	if !strings.Contains(s, "@") {
		return s
	}
	return emailRe.ReplaceAllString(s, " ")
}

// sharesName reports whether s contains a word of the name (3+ letters).
func sharesName(s, name string) bool {
	s = strings.ToLower(s)
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if len(w) >= 3 && strings.Contains(s, w) {
			return true
		}
	}
	return false
}

func isPlaceholderEmail(e string) bool {
	return placeholderEmail.MatchString(e) && !strings.HasPrefix(strings.ToLower(e), "john.doe@email.")
}

// findPhone returns the first phone number outside the references, as
// printed. Numbers next to a phone label or in the header win over others;
// date ranges and ids are not phones.
func findPhone(ls []sectioned) (phone string, line string, conf float64) {
	type cand struct {
		text, line string
		score      float64
		order      int
	}
	var cands []cand
	for i, l := range ls {
		if l.sec == SecReferences || len(digits(l.Text)) < 10 {
			continue
		}
		text := withoutEmails(l.Text)
		lower := strings.ToLower(text)
		if strings.Contains(lower, "fax") {
			continue
		}
		for _, m := range phoneRe.FindAllStringIndex(text, -1) {
			s := strings.TrimSpace(text[m[0]:m[1]])
			s = strings.TrimRight(s, "-–. (")
			s = strings.TrimLeft(s, "-–. )")
			s = balanceParens(s)
			d := digits(s)
			// Grade tables ("8.1 7.9 9.2") are not phones.
			if len(d) < 10 || len(d) > 13 || looksLikeDates(s) || decimalRe.MatchString(s) {
				continue
			}
			score := 0.5
			if l.sec == SecHeader {
				score += 0.3
			}
			if phoneLabelRe.MatchString(lower) || strings.HasPrefix(s, "+") || strings.HasPrefix(s, "(") {
				score += 0.2
			}
			if strings.ContainsAny(s, ".") && !dottedPhoneRe.MatchString(strings.ReplaceAll(s, " ", "")) && strings.Count(s, ".") == 1 {
				score -= 0.4 // a decimal, not a phone
			}
			cands = append(cands, cand{s, l.Text, score, i})
		}
	}
	if len(cands) == 0 {
		return "", "", 0
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	c := cands[0]
	if c.score < 0.3 {
		return "", "", 0
	}
	return c.text, c.line, min(1, c.score)
}

// balanceParens drops a dangling parenthesis the regexp may have taken.
func balanceParens(s string) string {
	if strings.Count(s, "(") < strings.Count(s, ")") && strings.HasSuffix(s, ")") {
		s = strings.TrimSpace(strings.TrimSuffix(s, ")"))
	}
	if strings.Count(s, "(") > strings.Count(s, ")") && strings.HasPrefix(s, "(") {
		s = strings.TrimSpace(strings.TrimPrefix(s, "("))
	}
	return s
}

func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

var dateRangeRe = regexp.MustCompile(`^\(?(19|20)\d\d\s*[-–.]\s*(19|20)\d\d`)

func looksLikeDates(s string) bool {
	if dateRangeRe.MatchString(s) {
		return true
	}
	// "2014 2018" or "05 2019 - 06 2021": runs of year-like groups.
	groups := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsDigit(r) })
	years := 0
	for _, g := range groups {
		if len(g) == 4 && (strings.HasPrefix(g, "19") || strings.HasPrefix(g, "20")) {
			years++
		}
	}
	return years >= 2 && len(groups) <= 4
}

// nameStop are words that show a line is not a person's name.
var nameStop = wordSet(`resume résumé curriculum vitae cv your name here title description month jan feb mar apr jun jul aug sep sept oct nov dec january february march april june july august september october november december engineer developer university college institute school street road email phone mobile address linkedin github objective summary profile experience education skills contact updated manager student intern tester analyst designer scientist consultant welcome page india usa technology technologies the and of for with`)

// pronounRe finds the start of a sentence about oneself ("I’m a keen cyclist").
var pronounRe = regexp.MustCompile(`(?i)^i\b|\bi['’]m\b|\bmy\b|\bam\b`)

// nameWordsRe is the rest of a name broken over two lines: one or two words.
var nameWordsRe = regexp.MustCompile(`^[\p{L}][\p{L}'’.\-]*( [\p{L}][\p{L}'’.\-]*)?$`)

var nameRe = regexp.MustCompile(`^[\p{L}][\p{L}'’.\-]*( [\p{L}][\p{L}'’.\-]*){0,4}$`)

var nameLabelRe = regexp.MustCompile(`(?i)^\s*(full )?name\s*[:\t][\s:]*`)

// findName picks the person's name: a line labelled "Name:", or else a
// short run of words with letters only near the top of the first page,
// preferring the largest font, bold and a high position. A name printed on
// two lines in the same large font ("ASHA" / "VERMA") is joined. Names
// printed in capitals are returned in title case.
func findName(ls []sectioned) (string, string, float64) {
	for _, l := range ls {
		if m := nameLabelRe.FindString(l.Text); m != "" {
			if cand := cleanNameCandidate(firstPart(l.Text[len(m):])); cand != "" {
				return titleIfUpper(cand), l.Text, 0.95
			}
		}
	}
	var page1 []sectioned
	maxSize, maxTop := 0.0, 0.0
	for _, l := range ls {
		if l.Page == 1 {
			page1 = append(page1, l)
			maxSize = max(maxSize, l.Size)
			maxTop = max(maxTop, l.Top)
		}
	}
	positioned := maxSize > 0
	best, bestScore, bestIdx := "", 0.0, -1
	for i, l := range page1 {
		// Without positions (DOCX, DOC) only the first lines are looked at.
		rank := float64(i) / 15
		if positioned {
			rank = l.Top / max(maxTop, 1)
		}
		if l.heading || rank > 0.5 {
			continue
		}
		for _, part := range strings.Split(l.Text, "\t") {
			cand := cleanNameCandidate(part)
			if cand == "" {
				continue
			}
			score := 0.4
			if positioned && l.Size >= maxSize-0.5 {
				score += 0.35
			}
			if l.Bold {
				score += 0.05
			}
			score += 0.2 * (1 - 2*rank)
			n := len(strings.Fields(cand))
			if n >= 2 && n <= 3 {
				score += 0.1
			}
			// One word is a name only in the largest type, where a
			// surname may follow on the next line ("ASHA" / "VERMA").
			if n == 1 && !(positioned && l.Size >= maxSize-0.5) && !(!positioned && isUpper(cand)) {
				continue
			}
			if score > bestScore {
				best, bestScore, bestIdx = cand, score, i
			}
		}
	}
	if bestIdx < 0 {
		return nameBeforeContact(ls)
	}
	// A one-word name continued on a later line in the same large font, or
	// (without fonts) on the very next line in the same case.
	if len(strings.Fields(best)) == 1 {
		for j := bestIdx + 1; j < min(len(page1), bestIdx+5); j++ {
			next := page1[j]
			same := positioned && next.Size == page1[bestIdx].Size ||
				!positioned && j == bestIdx+1 && isUpper(next.Text) == isUpper(best)
			if !same {
				continue
			}
			if more := strings.TrimSpace(firstPart(next.Text)); nameWordsRe.MatchString(more) && !nameStop.any(more) {
				best += " " + more
			}
			break
		}
	}
	return titleIfUpper(best), page1[bestIdx].Text, min(1, bestScore)
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
		if cand == "" || len(strings.Fields(cand)) < 2 {
			continue
		}
		for j := i + 1; j < min(len(ls), i+4); j++ {
			if strings.Contains(ls[j].Text, "@") || len(digits(ls[j].Text)) >= 10 {
				return titleIfUpper(cand), l.Text, 0.5
			}
		}
	}
	return "", "", 0
}

// cleanNameCandidate returns s as a name, or "" when it cannot be one.
func cleanNameCandidate(s string) string {
	s = strings.TrimSpace(strings.TrimLeft(s, "#*•-–: "))
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
	s = strings.Join(words, " ")
	if len([]rune(s)) < 3 || len([]rune(s)) > 40 || !nameRe.MatchString(s) || nameStop.any(s) || pronounRe.MatchString(s) ||
		singleLowerLetter(strings.Fields(s)[0]) {
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
