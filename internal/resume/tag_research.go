package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The Research Paper Author rule.

// pubVenueRe finds what makes a line of a publications section a
// publication: a venue (conference, journal, workshop, arXiv, a
// publisher), in the languages of the heading vocabulary. Blog posts and
// talks listed under "Publications" have none.
var pubVenueRe = mustRx(`(?i)\b(proceedings|conference|journal|workshop|symposium|transactions|letters|arxiv|ieee|acm|springer|elsevier|preprint|vol|pp|doi|in press|under review|konferenz|tagung|tagungsband|zeitschrift|revista|congresso|confer[êe]ncia|anais|simp[óo]sio|congreso|conf[ée]rence|colloque|revue|actes)\b|конференц|журнал|сборник|会议|期刊|学报|论文集|学会|論文誌|研究会`)

// authorListRe finds a list of authors: initials and surnames, full names
// separated by commas, or "et al.".
var authorListRe = mustRx(`\bet al\b|(\p{Lu}\.\s?){1,2}\p{Lu}\p{Ll}+\s*(,|and|&)|\p{Lu}\p{Ll}+,?\s(\p{Lu}\.\s?){1,2}\s*(,|and|&)|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+, \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+(,| and)`)

// placeholderPubRe finds a template's sample publication ("John Doe.
// Title, year.", "Paper Title, Conference Name, 20XX").
var placeholderPubRe = mustRx(`(?i)\b(paper|publication|article|book) title\b|\btitle of (the )?(paper|article|publication)\b|\b(journal|conference|venue|publisher) name\b|\b(19|20)xx\b|lorem ipsum|\byour name\b|\bname of (the )?(journal|conference)\b`)

// isPlaceholderPub reports a template's sample publication: placeholder
// phrases, or the bare words "title" and "year" (or a venue word) with no
// real year.
func isPlaceholderPub(t string) bool {
	// Every placeholder holds "title", "name", "xx" or "lorem" in some case.
	if (hasFoldASCII(t, "title") || hasFoldASCII(t, "name") || hasFoldASCII(t, "xx") || hasFoldASCII(t, "lorem")) && placeholderPubRe.MatchString(t) {
		return true
	}
	if !strings.Contains(strings.ToLower(t), "title") {
		return false
	}
	words := wordSet(strings.ToLower(foldPunct(t)))
	return words["title"] && (words["year"] || words["journal"] || words["conference"] || words["venue"]) && !hasYear(t)
}

// researchLine applies the Research Paper Author definition: a listed
// publication (a line of the publications section, or one naming arXiv,
// proceedings, a journal) that shows the candidate as an author. A
// publications section that prints no author list at all is the
// candidate's own list, and its publications count without their name.
// Template placeholders never count.
func researchLine(ls []sectioned, name string) string {
	ownList, hasPubs := true, false
	for _, l := range ls {
		if l.sec == SecPublications && !l.heading {
			hasPubs = true
			if authorListRe.MatchString(l.Text) {
				ownList = false
			}
		}
	}
	ownList = ownList && hasPubs
	// The lines of one item give the same entry: an entry already
	// turned down (on a line as much in the section) is not read again.
	seen := map[string]bool{}
	for i := range ls {
		l := &ls[i]
		if l.sec == SecReferences || l.heading {
			continue
		}
		t := l.Text
		inPubs := l.sec == SecPublications && len([]rune(t)) >= 15
		if !inPubs && !(pubHints.in(l.lower) && (pubLineRe.MatchString(t) || pubClaimRe.MatchString(t))) {
			continue
		}
		entry := pubEntry(ls, i, itemText(ls, i))
		key := entry
		if inPubs {
			key = "\x00" + entry
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		authored := authoredBy(entry, name)
		venueKnown, hasVenue := false, false
		venueIn := func() bool {
			if !venueKnown {
				venueKnown, hasVenue = true, pubVenueRe.MatchString(entry)
			}
			return hasVenue
		}
		// "Published a paper on … at IEEE Example 2022": the candidate
		// says it of themselves, and names the venue.
		claimed := !authored && pubClaimRe.MatchString(entry) && (venueIn() || doiRe.MatchString(entry))
		if !authored && !claimed && !(inPubs && ownList) || pubWords(entry) < 3 || isPlaceholderPub(entry) {
			continue
		}
		// A citation has a venue, an identifier or a year; an address
		// line with the candidate's name has none.
		venue := venueIn() || pubLineRe.MatchString(entry)
		if !venue && !hasYear(entry) {
			continue
		}
		if authored || claimed || venue {
			return entry
		}
	}
	return ""
}

// contactRe finds addresses, links and numbers, which are no part of a
// publication's title or authors (a page footer with the candidate's
// email under a publications heading is not a paper of theirs).
var contactRe = mustRx(`\S+@\S+|\S*(https?://|www\.)\S*|[+(]?\d[\d ()./-]{5,}\d`)

// pubWords counts the words of letters in s outside addresses, links and
// numbers.
func pubWords(s string) int {
	n := 0
	for _, w := range strings.Fields(withoutContacts(s)) {
		if utf8.RuneCountInString(strings.Trim(w, ".,;:()[]\"'“”•")) >= 2 && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			n++
		}
	}
	if hasCJK(s) {
		n += utf8.RuneCountInString(s) / 4
	}
	return n
}

// pubClaimRe finds a candidate's own statement of a paper, in the
// languages of the heading vocabulary: "Published a research paper in…",
// "Co-authored two papers…", "Paper accepted at…", "Artigo publicado…".
var pubClaimRe = mustRx(`(?i)\b(published|authored|co-?authored|presented|wrote|publié|publiée|publicad[oa]s?|publiquei|veröffentlicht)\b[^.;]{0,60}\b(papers?|articles?|publications?|artigos?|art[íi]culos?|beitr[äa]ge?|aufs[äa]tze?)\b|\b(papers?|articles?|artigos?|art[íi]culos?)\b[^.;]{0,40}\b(published|accepted|presented|publicad[oa]s?|publié|publiée|aceit[oa]|aceptad[oa])\b`)

// pubEntry widens the evidence of a publication to its title when the
// line that proved it is only an identifier or a venue ("DOI: 10.1234/x",
// "Journal of Examples, 2021") below the title line.
func pubEntry(ls []sectioned, i int, item string) string {
	words := 0
	for _, w := range strings.Fields(item) {
		if !strings.ContainsAny(w, "/:0123456789") && len([]rune(w)) >= 3 {
			words++
		}
	}
	if words >= 5 || i == 0 {
		return item
	}
	prev := &ls[i-1]
	if prev.heading || prev.run != ls[i].run || prev.sec != ls[i].sec || strings.Contains(item, prev.Text) {
		return item
	}
	return prev.Text + " " + item
}

var authorMarkRe = mustRx(`(?i)\b(first|second|third|co|lead|corresponding|joint)[- ]?author\b|作者`)

// authoredBy reports whether a publication line shows the candidate as an
// author: their surname or first name in it, or an authorship note. A name
// in a script whose words are too short to search for (Chinese, often one
// character each) cannot be checked, and the line is taken as theirs;
// without any name, only an authorship note counts.
func authoredBy(t, name string) bool {
	// Every mark holds "author" (in any case) or 作者.
	if (hasFoldASCII(t, "author") || strings.Contains(t, "作者")) && authorMarkRe.MatchString(t) {
		return true
	}
	if strings.TrimSpace(name) == "" {
		return false
	}
	// CJK publication lists rarely print the author's own name in the
	// same script and order; the line is taken as theirs.
	if hasCJK(name) {
		return true
	}
	var words []string
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if len([]rune(w)) >= 3 {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return true
	}
	lt := strings.ToLower(withoutContacts(t))
	for _, w := range words {
		if containsWord(lt, w) {
			return true
		}
	}
	return false
}

// containsWord reports whether w occurs in s between non-letters.
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		before, _ := utf8.DecodeLastRuneInString(s[:start])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (start == 0 || !unicode.IsLetter(before)) && (end == len(s) || !unicode.IsLetter(after)) {
			return true
		}
		i = start + 1
	}
}
