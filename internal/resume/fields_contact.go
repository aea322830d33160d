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
	phoneRe = regexp.MustCompile(`(\(\+?\d{1,3}\)|\+\s?\d{1,3})?[\s\-–.]*(\(?\d[\d\s\-–.()]{6,18}\d)`)
	// placeholderEmail matches template addresses that belong to nobody.
	placeholderEmail = regexp.MustCompile(`(?i)^(your[._]?name|your[._]?email|name|email|user(name)?|john\.?doe|jane\.?doe|firstname\.?lastname|you|me)@(e?mail|example|domain|gmail|yourdomain)\.`)
)

// findEmails returns the candidate's addresses in document order: those
// printed, then those only in mailto: links. Referees' addresses and
// template placeholders are left out.
func findEmails(ls []sectioned, links []string) (emails []string, evidence []string) {
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
		if l.sec == SecReferences {
			continue
		}
		for _, m := range emailRe.FindAllString(l.Text, -1) {
			add(m, l.Text)
		}
	}
	for _, u := range links {
		if strings.HasPrefix(strings.ToLower(u), "mailto:") {
			addr := u[len("mailto:"):]
			if i := strings.IndexByte(addr, '?'); i >= 0 {
				addr = addr[:i]
			}
			if d, err := url.PathUnescape(addr); err == nil {
				addr = d
			}
			if emailRe.MatchString(addr) && emailRe.FindString(addr) == strings.TrimSpace(addr) {
				add(strings.TrimSpace(addr), u)
			}
		}
	}
	return emails, evidence
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
		if l.sec == SecReferences {
			continue
		}
		text := emailRe.ReplaceAllString(l.Text, " ")
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
			if len(d) < 10 || len(d) > 13 || looksLikeDates(s) {
				continue
			}
			score := 0.5
			if l.sec == SecHeader {
				score += 0.3
			}
			if regexp.MustCompile(`(?i)(phone|mobile|mob|tel|cell|contact|ph)\b`).MatchString(lower) || strings.HasPrefix(s, "+") || strings.HasPrefix(s, "(") {
				score += 0.2
			}
			if strings.ContainsAny(s, ".") && !regexp.MustCompile(`^\d{3}\.\d{3}\.\d{4}$|\+`).MatchString(strings.ReplaceAll(s, " ", "")) && strings.Count(s, ".") == 1 {
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
var nameStop = regexp.MustCompile(`(?i)\b(resume|résumé|curriculum|vitae|cv|engineer|developer|university|college|institute|school|street|road|email|phone|mobile|address|linkedin|github|objective|summary|profile|experience|education|skills|contact|updated|manager|student|intern|tester|analyst|designer|scientist|consultant|welcome|page|india|usa|technology|technologies|the|and|of|for|with)\b`)

var nameRe = regexp.MustCompile(`^[\p{L}][\p{L}'’.\-]*( [\p{L}][\p{L}'’.\-]*){0,4}$`)

// findName picks the person's name among the first lines: a short run of
// words with letters only, preferring the largest font, bold and an early
// position. A name printed on two lines in the same large font ("ASHA" /
// "VERMA") is joined. Names printed in capitals are returned in title case.
func findName(ls []sectioned) (string, string, float64) {
	if len(ls) == 0 {
		return "", "", 0
	}
	maxSize := 0.0
	limit := min(len(ls), 15)
	for _, l := range ls[:limit] {
		maxSize = max(maxSize, l.Size)
	}
	best, bestScore, bestIdx := "", 0.0, -1
	for i, l := range ls[:limit] {
		if l.heading || l.Page != 1 {
			continue
		}
		for _, part := range strings.Split(l.Text, "\t") {
			cand := cleanNameCandidate(part)
			if cand == "" {
				continue
			}
			score := 0.4
			if maxSize > 0 && l.Size >= maxSize-0.5 {
				score += 0.35
			}
			if l.Bold {
				score += 0.05
			}
			score += 0.15 * (1 - float64(i)/float64(limit))
			n := len(strings.Fields(cand))
			if n >= 2 && n <= 3 {
				score += 0.1
			}
			if score > bestScore {
				best, bestScore, bestIdx = cand, score, i
			}
		}
	}
	if bestIdx < 0 {
		return "", "", 0
	}
	// A one-word name continued on the next line in the same font.
	if len(strings.Fields(best)) == 1 && bestIdx+1 < len(ls) {
		next := ls[bestIdx+1]
		if next.Size == ls[bestIdx].Size && next.Size > 0 {
			if more := cleanNameCandidate(strings.Split(next.Text, "\t")[0]); more != "" && len(strings.Fields(more)) <= 2 {
				best += " " + more
			}
		}
	}
	return titleIfUpper(best), ls[bestIdx].Text, min(1, bestScore)
}

// cleanNameCandidate returns s as a name, or "" when it cannot be one.
func cleanNameCandidate(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ",|"); i > 0 {
		s = strings.TrimSpace(s[:i]) // "Asha Verma, Undergraduate"
	}
	s = strings.TrimPrefix(s, "Name:")
	s = strings.TrimSpace(s)
	if len([]rune(s)) < 3 || len([]rune(s)) > 40 || !nameRe.MatchString(s) || nameStop.MatchString(s) {
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
