package resume

import (
	"net/url"
	"strings"
	"unicode"
)

var (
	// A phone: an optional +country or (country), then digits with the
	// separators people print. Length is checked on the digits afterwards.
	phoneRe       = mustRx(`(\(\+?\d{1,3}\)|\+\s?\d{1,3})?[\s\-–‐‑‒—−.]*(\(?\d[\d\s\-–‐‑‒—−.()]{6,18}\d)`)
	phoneLabelRe  = mustRx(`(?i)\b(phone|mobile|mob|tel|cell|contact|ph|t|telefon|telefone|tel[ée]fono|t[ée]l[ée]phone|handy|celular|m[óo]vil|portable|whats ?app)\b\s*[:.]?|тел|телефон|电话|手机|電話|携帯`)
	dottedPhoneRe = mustRx(`^\d{3}\.\d{3}\.\d{4}$|\+`)
	decimalRe     = mustRx(`(^|\s)\d{1,2}\.\d{1,2}(\s|$)`)
)

// findEmails returns the candidate's addresses in document order: those
// printed, then those only in mailto: links. Referees' addresses and
// template placeholders are left out.
func findEmails(ls []sectioned, links []string, name string) (emails []string, evidence []string) {
	var mailtos []string
	for _, u := range links {
		if strings.HasPrefix(strings.ToLower(u), "mailto:") {
			addr := u[len("mailto:"):]
			if i := strings.IndexByte(addr, '?'); i >= 0 {
				addr = addr[:i]
			}
			if d, err := url.PathUnescape(addr); err == nil {
				addr = d
			}
			mailtos = append(mailtos, strings.TrimSpace(addr))
		}
	}
	seen := map[string]bool{}
	add := func(e, line string) {
		e = strings.Trim(e, ".-_")
		k := strings.ToLower(e)
		if seen[k] || isPlaceholderEmail(e, name) {
			return
		}
		seen[k] = true
		emails = append(emails, e)
		evidence = append(evidence, line)
	}
	for _, l := range ls {
		if l.sec == SecReferences || refereeLine(l.lower) {
			continue
		}
		text := l.Text
		if !strings.Contains(text, "@") {
			if text = deobfuscate(text); !strings.Contains(text, "@") {
				continue
			}
		}
		spans := emailSpans(text)
		if len(spans) == 0 {
			// "jane@gmail" with its ".com" lost: kept as printed.
			for _, m := range truncatedEmailRe.FindAllStringSubmatchIndex(text, -1) {
				add(text[m[2]:m[3]], l.Text)
			}
		}
		for _, sp := range spans {
			e := text[sp[0]:sp[1]]
			// A printed address glued to the next word in a way the rules
			// below miss is cut back to its mailto: link when one exists.
			for _, m := range mailtos {
				if len(m) < len(e) && strings.HasPrefix(strings.ToLower(e), strings.ToLower(m)) {
					e = e[:len(m)]
				}
			}
			add(e, l.Text)
		}
	}
	printed := len(emails) > 0
	for _, addr := range mailtos {
		// An address only in a link is the candidate's when nothing is
		// printed, or when it carries a part of their name; otherwise it
		// is often a referee's or a template's.
		if printed && !sharesName(addr, name) {
			continue
		}
		if emailRe.MatchString(addr) && emailRe.FindString(addr) == addr {
			add(addr, "mailto:"+addr)
		}
	}
	return emails, evidence
}

// withoutEmails blanks the addresses in s, whose digits are not phones and
// whose domains are not websites. Only the address itself is blanked: a
// phone number glued to it keeps its digits.
func withoutEmails(s string) string {
	if !strings.Contains(s, "@") {
		return s
	}
	b := []byte(s)
	for _, sp := range emailSpans(s) {
		for i := sp[0]; i < sp[1]; i++ {
			b[i] = ' '
		}
	}
	return string(b)
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

// findPhone returns the candidate's phone numbers outside the references,
// as printed: the best-scored number and the others of its contact block
// scored as well (a mobile and a home number), each once, joined by "; ".
// Numbers next to a phone label or in the header win over others; date
// ranges, postal codes and ids are not phones.
func findPhone(ls []sectioned) (phone string, line string, conf float64) {
	type cand struct {
		text, line string
		score      float64
		order      int
	}
	var cands []cand
	prevLabelled := -2
	for i, l := range ls {
		if l.sec == SecReferences || len(digits(l.Text)) < 9 {
			continue
		}
		text := withoutEmails(l.Text)
		text = postalCodeRe.ReplaceAllStringFunc(text, func(m string) string { return strings.Repeat(" ", len(m)) })
		lower := strings.ToLower(text)
		if strings.Contains(lower, "fax") {
			continue
		}
		// A line holding only a number right below a labelled one is the
		// same field going on ("Mobile: 091 …" / "077 …").
		labelAt := phoneLabelRe.FindStringIndex(text)
		labelled := labelAt != nil || prevLabelled == i-1 && phoneOnlyRe.MatchString(strings.TrimSpace(text))
		found := false
		// Cells of a table row are separate fields: a number is not read
		// across them.
		offset := 0
		for _, cell := range strings.Split(text, "\t") {
			for _, m := range phoneRe.FindAllStringIndex(cell, -1) {
				s := strings.TrimSpace(cell[m[0]:m[1]])
				s = strings.TrimRight(s, "-–. (")
				s = strings.TrimLeft(s, "-–. )")
				s = balanceParens(s)
				// "+49 (0) 151 …": the trunk zero in brackets is not dialled
				// from abroad and does not count.
				d := digits(strings.Replace(s, "(0)", "", 1))
				// Ten digits at least; nine (short European numbers) beside a
				// phone label or after a "+". Grade tables ("8.1 7.9 9.2") are
				// not phones.
				short := 10
				if labelled || strings.HasPrefix(s, "+") {
					short = 9
				}
				if len(d) < short || len(d) > 13 || looksLikeDates(s) || decimalRe.MatchString(s) {
					continue
				}
				score := 0.5
				if l.sec == SecHeader || l.Part == PartHeader {
					score += 0.3
				}
				if labelled || strings.HasPrefix(s, "+") || strings.HasPrefix(s, "(") {
					score += 0.2
				}
				// On a labelled line a number before the label is something
				// else (a postal code, an id).
				if labelAt != nil && offset+m[1] <= labelAt[0] {
					score -= 0.3
				}
				if strings.ContainsAny(s, ".") && !dottedPhoneRe.MatchString(strings.ReplaceAll(s, " ", "")) && strings.Count(s, ".") == 1 {
					score -= 0.4 // a decimal, not a phone
				}
				cands = append(cands, cand{s, l.Text, score, i})
				found = true
			}
			offset += len(cell) + 1
		}
		if found && labelled {
			prevLabelled = i
		}
	}
	if len(cands) == 0 {
		return "", "", 0
	}
	best := cands[0]
	for _, c := range cands {
		if c.score > best.score {
			best = c
		}
	}
	if best.score < 0.3 {
		return "", "", 0
	}
	// The others scored as well and printed near it, in document order,
	// each number once (the last eight digits tell a number printed twice
	// in two formats).
	var kept []string
	seen := map[string]bool{}
	for _, c := range cands {
		if c.score < best.score-0.05 || c.order < best.order-12 || c.order > best.order+12 || len(kept) == 3 {
			continue
		}
		d := digits(c.text)
		key := d[max(0, len(d)-8):]
		if seen[key] {
			continue
		}
		seen[key] = true
		kept = append(kept, c.text)
	}
	return strings.Join(kept, "; "), best.line, min(1, best.score)
}

// postalCodeRe finds postal codes that look like phone digits: a Japanese
// one after its mark ("〒335-0004") and a US ZIP+4 after its state ("MD
// 21532-2303"; alone it reads like a Brazilian mobile, "99946-8598").
var postalCodeRe = mustRx(`〒\s?\d{3}-?\d{4}|\b[A-Z]{2},?\s+\d{5}-\d{4}\b`)

// phoneOnlyRe is a line holding nothing but a phone number.
var phoneOnlyRe = mustRx(`^[+(]?[\d\s\-–.()/]{8,20}$`)

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

var dateRangeRe = mustRx(`^\(?(19|20)\d\d\s*[-–.]\s*(19|20)\d\d`)

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

// truncatedEmailRe finds an address printed without its top-level domain
// at a webmail provider ("jane@gmail"), which the convention keeps as printed.
var truncatedEmailRe = mustRx(`(?i)(?:^|[\s:;,(])([a-z0-9][a-z0-9._%+\-]*@(?:gmail|googlemail|yahoo|hotmail|outlook|live|icloud|proton|protonmail|yandex|mail|qq|163|126|naver|web|gmx))(?:$|[\s;,)])`)

// refereeLine reports a line that introduces a referee inline
// ("Referencias: ana@example.com", "Referee – Dr. Rao"): its first word is
// a references heading word.
func refereeLine(lower string) bool {
	first := firstLetterRun(lower)
	return first != "" && strings.HasPrefix(strings.TrimLeft(lower, " •-–*"), first) && classOf(first) == SecReferences &&
		strings.ContainsAny(lower, ":–-") && len(lower) > len(first)+3
}
