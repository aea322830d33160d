package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	openSourceRe = regexp.MustCompile(`(?i)\b(GSoC|google summer of code|hacktober[- ]?fest|LFX|linux foundation mentorship|MLH fellow(ship)?|outreachy|girl ?script ?summer ?of ?code|GSSoC|season of docs|season of kde|summer of bitcoin|social winter of code|kharagpur winter of code|KWoC|SWoC|JWoC|open source promotion plan|open[- ]?source (project|library|contribut\w*|maintainer|tool|framework|package|software|repositor\w*|program)|contribut\w* (to|in) (the )?open[- ]?source|open[- ]?source contributor)|开源之夏`)
	icpcRe       = regexp.MustCompile(`\bICPC\b|(?i)\bACM[- ]ICPC\b`)
	cfRe         = regexp.MustCompile(`(?i)codeforces|\bCF\b`)
	cfTitleRe    = regexp.MustCompile(`(?i)\b(expert|candidate master|master|grandmaster)\b`)
	ccRe         = regexp.MustCompile(`(?i)codechef`)
	ccStarsRe    = regexp.MustCompile(`([5-7])\s?(★|\*|-?star)`)
	lcRe         = regexp.MustCompile(`(?i)leetcode`)
	lcTitleRe    = regexp.MustCompile(`(?i)\b(knight|guardian)\b`)
	olympiadRe   = regexp.MustCompile(`\b(IOI|IMO)\b.*(?i:medal|gold|silver|bronze)|(?i:(code ?jam|kick ?start|hash ?code)).*(?i:\brank\w*\b|\bAIR\b|round [23]|finals?)`)
	numberRe     = regexp.MustCompile(`\b[1-4]\d{3}\b`)
	pubLineRe    = regexp.MustCompile(`(?i)\b(arxiv|proceedings of|published (in|at)|paper (accepted|published)|journal of)\b|发表`)
	// hackRe finds a hackathon: the word in its spellings and languages,
	// and the named events ("HackX", "XHacks", "Hack the X", "SIH" for
	// Smart India Hackathon, hack days and nights).
	hackRe = regexp.MustCompile(`(?i:hack(athon|aton|fest|\s?day|\s?night)|hacks\b|\bhack the \w+|code?athon|buildathon|makeathon)|\bHack[A-Z]\w*|[a-z]Hack\b|\bSIH\b|хакатон|黑客马拉松|黑客松|ハッカソン`)
	// winRe finds a win, a prize or a placing, in the languages of the
	// heading vocabulary; strongWinRe those that stand even beside words
	// of taking part ("Won 2nd Prize among 200 participants").
	winRe       = regexp.MustCompile(`(?i)\b(won|winner|winners|win|winning|1st|2nd|3rd|first|second|third|runner[- ]?up|runners[- ]?up|prize|place|placed|position|award(ed)?|top \d+|gold|silver|bronze|medal\w*|champions?|championship|podium|vencedor\w*|ganhador\w*|campe[ãa]o|ganador\w*|gewinner|gewonnen|sieger|platz|lauréat\w*|gagnant\w*|vainqueur\w*)\b|\d\s?º lugar|prêmio|premio|preis|prix|победител|призёр|призер|место|一等奖|二等奖|三等奖|特等奖|冠军|亚军|季军|金奖|银奖|铜奖|优胜|優勝|入賞|金賞|銀賞|銅賞`)
	strongWinRe = regexp.MustCompile(`(?i)\b(won|winners?|1st|2nd|3rd|runners?[- ]?up|prize|gold|silver|bronze|medal\w*|champions?|(first|second|third) (place|position|prize))\b|\d\s?º lugar|победител|призёр|призер|一等奖|二等奖|三等奖|特等奖|冠军|亚军|季军|金奖|银奖|铜奖|優勝`)
	// Taking part, clearing a round or reaching the final is not a win;
	// nor is organising, mentoring or judging one.
	notWinRe = regexp.MustCompile(`(?i)\b(participa\w+|attended|organi[sz]\w+|cleared|qualified|shortlisted|finalists?|rounds?|mentor\w*|judge[sd]?|judging|volunteer\w*|hosted|conducted)\b`)
	// Wishes and praise of open source are not contributions.
	aspirationRe = regexp.MustCompile(`(?i)\b(passionate|interested|eager|aspir\w*|keen|love to|would like|want to|looking to|advocate|sponsor\w*|enthusiast)\b`)
	// Ambassadors, organisers, speakers and mentors of others in an
	// open-source programme are not its contributors; the definition
	// counts contributions, so a line must also state one.
	osRoleRe    = regexp.MustCompile(`(?i)\b(ambassadors?|campus lead|organi[sz]\w*|volunteer\w*|host(ed|ing)?|attend\w*|applied|applicant|registered|speaker|judge|evangelist|mentor(s|ed|ing)?|guided|taught|coordinator)\b`)
	osOwnWorkRe = regexp.MustCompile(`(?i)\b(contribut(or|ors|ed|ing|ion|ions)|merged|pull requests?|PRs?|patch\w*|commits?|maintain\w*|mentee|student|fellow|participant|selected|accepted|completed|author(ed)? of|created|developed|fixed|implemented)\b`)
)

// gitContribRe finds a contribution to a named project and gitWorkRe the
// marks of public work on it (upstream, a public repository, pull
// requests merged into it), together the stated contribution of the Open
// Source definition ("Contributor to Apache Airflow: merged PRs into the
// scheduler upstream"). Pull requests alone are also internal work.
var (
	gitContribRe = regexp.MustCompile(`(?i:\b(contribut\w*|maintainer|committer)\b.{0,12}\b(to|in|of|for|at)\s+(the\s+)?)[A-Z0-9][\w.\-/]+`)
	gitWorkRe    = regexp.MustCompile(`(?i)\bupstream\b|github\.com/[\w.\-]+/[\w.\-]+|\b(merged|accepted) (PRs?|pull requests?) (to|in|into)\b|\b(PRs?|pull requests?|patch(es)?) (merged|accepted|landed) (in|into|upstream)\b`)
	gitHints     = newHints("contribut", "maintainer", "committer")
)

// Substrings one of which a line must hold before the costlier regexps run.
var (
	openSourceHints  = newHints("open", "gsoc", "summer of", "hacktober", "lfx", "mlh", "outreachy", "girl", "gssoc", "season of", "winter of", "woc", "开源")
	competitiveHints = newHints("icpc", "codeforces", "cf", "codechef", "leetcode", "ioi", "imo", "jam", "kick", "hash")
	pubHints         = newHints("arxiv", "proceedings", "published", "paper", "journal", "发表")
	hackHints        = newHints("hack", "athon", "sih", "хакатон", "黑客", "ハッカソン")
)

// topInstituteLine returns the line that shows a degree from a listed
// institute: read in the education entries, leaving out exchange and
// visiting semesters, summer schools, online courses and school-level or
// certificate entries. Without entries, the education section's lines (or
// any line naming a degree) are read as before.
func topInstituteLine(ls []sectioned, eds []Education) string {
	if len(eds) > 0 {
		for _, e := range eds {
			if e.exchange || e.Level == "" && e.Degree != "" {
				continue
			}
			for _, t := range e.text {
				if topInstitutes.match(t) {
					return t
				}
			}
		}
		return ""
	}
	eduLines := inSection(ls, SecEducation)
	if len(eduLines) == 0 {
		for i := range ls {
			if ls[i].degree() != "" {
				eduLines = append(eduLines, ls[i])
			}
		}
	}
	for _, l := range eduLines {
		if topInstitutes.match(l.Text) && !exchangeRe.MatchString(l.Text) {
			return l.Text
		}
	}
	return ""
}

// roleQualifiers are words that, right after a listed employer's name,
// make the name part of a job or a programme at someone else: "Amazon
// driver" for a logistics firm, "Salesforce developer" at a consultancy,
// "Google Ads specialist", "Uber Eats courier", "AWS partner".
var roleQualifiers = wordSet(`driver drivers delivery courier couriers flex seller sellers reseller resellers partner partners
	affiliate vendor consultant consultants developer developers administrator admin dba specialist ambassador
	ambassadors certified certification expert experts champion mvp evangelist student students club campus marketplace fba`)

// productWords name an employer's product or platform; a role qualifier
// after one still qualifies ("Uber Eats courier", "Google Ads specialist"),
// while "Uber Eats — Product Manager" is a role at Uber.
var productWords = wordSet(`eats ads cloud prime pay play maps workspace fresh web services`)

// contractorRe finds a role held for a listed employer through another
// company ("via", "through", "client:", "contractor for", "DSP").
var contractorRe = regexp.MustCompile(`(?i)\b(client|clients|via|through|contract(ed|or|ors)? (for|to|with|at)|contractor|deputed|on behalf of|outsourc\w*|third[- ]party|dsp|delivery service partner)\b`)

// topCompanyLine returns a role header of the experience section that
// names a listed employer as the employer: not a technology in a list,
// not a sentence, not a contractor's role, and not the employer's name
// qualifying a job at another company.
func topCompanyLine(ls []sectioned) string {
	exp := inSection(ls, SecExperience)
	for i, l := range exp {
		// A name in a list of one-word lines ("Docker", "VMware", "Git")
		// is a technology used, not an employer.
		if !isRoleHeader(l.Text) || i > 0 && i+1 < len(exp) && isListItem(exp[i-1].Text) && isListItem(l.Text) && isListItem(exp[i+1].Text) {
			continue
		}
		if !topCompanies.match(l.Text) || contractorRe.MatchString(l.Text) {
			continue
		}
		if next := topCompanies.nextWords(l.Text); len(next) > 0 {
			qualified := true
			for _, w := range next {
				first, second, _ := strings.Cut(w, " ")
				qualified = qualified && (roleQualifiers[first] || productWords[first] && roleQualifiers[second])
			}
			if qualified {
				continue
			}
		}
		return l.Text
	}
	return ""
}

// roleHeaderRe finds a verb-led sentence ("Added Stripe billing…"),
// which describes work and does not name the employer.
var sentenceRe = regexp.MustCompile(`^\W*\p{L}+ed\b|\.\s*$`)

// isRoleHeader reports whether an experience line can name an employer:
// not a sentence; short, or dated, or naming a title; and a bullet only
// when very short ("• Google").
func isRoleHeader(t string) bool {
	n := len(strings.Fields(t))
	if n > 12 || sentenceRe.MatchString(t) {
		return false
	}
	if n > 5 && !yearRe.MatchString(t) && !titleWords.any(t) {
		return false
	}
	return !bulletRe.MatchString(t) || n <= 6
}

// isListItem reports a line of at most two words and no year.
func isListItem(t string) bool {
	return len(strings.Fields(t)) <= 2 && !yearRe.MatchString(t)
}

// isOpenSource applies the Open Source Enthusiast definition to line i: a
// named programme (GSoC, Hacktoberfest, LFX, …) or a stated contribution
// to open source, not a wish, and not only a role around the programme
// (ambassador, organiser, mentor of others) without a contribution of
// one's own; or a line of an "Open Source" section.
func isOpenSource(ls []sectioned, i int) bool {
	l := &ls[i]
	t := l.Text
	if l.sec == SecOpenSource && strings.Contains(l.head, "open") && len(strings.Fields(t)) >= 2 && !aspirationRe.MatchString(t) {
		return true
	}
	if !openSourceHints.in(l.lower) || !openSourceRe.MatchString(t) {
		// A stated contribution to a named project with the marks of
		// open-source work: "Contributed to Apache Airflow (5 merged PRs)".
		if !gitHints.in(l.lower) || !gitContribRe.MatchString(t) || !gitWorkRe.MatchString(t) {
			return false
		}
	}
	if aspirationRe.MatchString(t) {
		return false
	}
	if osRoleRe.MatchString(t) && !osOwnWorkRe.MatchString(t) {
		return false
	}
	return true
}

// isHackathonWin applies the Hackathon Winner definition to a bullet: a
// hackathon and a win, prize or placing; taking part, clearing a round,
// reaching the final, organising or judging do not count unless a prize
// is stated as well.
func isHackathonWin(t string) bool {
	if !hackRe.MatchString(t) || !winRe.MatchString(t) {
		return false
	}
	return !notWinRe.MatchString(t) || strongWinRe.MatchString(t) && !helperRe.MatchString(t)
}

// helperRe finds those who ran a hackathon rather than competed in it.
var helperRe = regexp.MustCompile(`(?i)\b(mentor\w*|judge[sd]?|judging|organi[sz]\w+)\b`)

// pubVenueRe finds what makes a line of a publications section a
// publication: a venue (conference, journal, workshop, arXiv, a
// publisher), in the languages of the heading vocabulary. Blog posts and
// talks listed under "Publications" have none.
var pubVenueRe = regexp.MustCompile(`(?i)\b(proceedings|conference|journal|workshop|symposium|transactions|letters|arxiv|ieee|acm|springer|elsevier|preprint|vol|pp|doi|in press|under review|konferenz|tagung|tagungsband|zeitschrift|revista|congresso|confer[êe]ncia|anais|simp[óo]sio|congreso|conf[ée]rence|colloque|revue|actes)\b|конференц|журнал|сборник|会议|期刊|学报|论文集|学会|論文誌|研究会`)

// authorListRe finds a list of authors: initials and surnames, full names
// separated by commas, or "et al.".
var authorListRe = regexp.MustCompile(`\bet al\b|(\p{Lu}\.\s?){1,2}\p{Lu}\p{Ll}+\s*(,|and|&)|\p{Lu}\p{Ll}+,?\s(\p{Lu}\.\s?){1,2}\s*(,|and|&)|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+, \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+(,| and)`)

// placeholderPubRe finds a template's sample publication ("John Doe.
// Title, year.", "Paper Title, Conference Name, 20XX").
var placeholderPubRe = regexp.MustCompile(`(?i)\b(paper|publication|article|book) title\b|\btitle of (the )?(paper|article|publication)\b|\b(journal|conference|venue|publisher) name\b|\b(19|20)xx\b|lorem ipsum|\byour name\b|\bname of (the )?(journal|conference)\b`)

// isPlaceholderPub reports a template's sample publication: placeholder
// phrases, or the bare words "title" and "year" (or a venue word) with no
// real year.
func isPlaceholderPub(t string) bool {
	if placeholderPubRe.MatchString(t) {
		return true
	}
	words := wordSet(strings.ToLower(foldPunct(t)))
	return words["title"] && (words["year"] || words["journal"] || words["conference"] || words["venue"]) && !yearRe.MatchString(t)
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
	for i := range ls {
		l := &ls[i]
		if l.sec == SecReferences || l.heading {
			continue
		}
		t := l.Text
		inPubs := l.sec == SecPublications && len([]rune(t)) >= 15
		if !inPubs && !(pubHints.in(l.lower) && pubLineRe.MatchString(t)) {
			continue
		}
		item := itemText(ls, i)
		if isPlaceholderPub(item) {
			continue
		}
		if authoredBy(item, name) || inPubs && ownList && pubVenueRe.MatchString(item) {
			return item
		}
	}
	return ""
}

var authorMarkRe = regexp.MustCompile(`(?i)\b(first|second|third|co|lead|corresponding|joint)[- ]?author\b|作者`)

// authoredBy reports whether a publication line shows the candidate as an
// author: their surname or first name in it, or an authorship note. A name
// in a script whose words are too short to search for (Chinese, often one
// character each) cannot be checked, and the line is taken as theirs;
// without any name, only an authorship note counts.
func authoredBy(t, name string) bool {
	if authorMarkRe.MatchString(t) {
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
	lt := strings.ToLower(t)
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

// itemText returns line i joined with the lines it continues and that
// continue it, so that a bullet wrapped over lines ("Won 2nd Prize among
// 120 teams at the" / "City Hackathon 2023") is read whole.
func itemText(ls []sectioned, i int) string {
	start, end := i, i
	for start > 0 && i-start < 2 && continues(&ls[start-1], &ls[start]) {
		start--
	}
	for end+1 < len(ls) && end-i < 2 && continues(&ls[end], &ls[end+1]) {
		end++
	}
	if start == end {
		return ls[i].Text
	}
	parts := make([]string, 0, end-start+1)
	for k := start; k <= end; k++ {
		parts = append(parts, strings.ReplaceAll(ls[k].Text, "\t", " "))
	}
	return strings.Join(parts, " ")
}

// continuationEnd are endings after which a line goes on on the next one.
var continuationEnd = []string{",", ";", ":", "-", "–", "(", "&", "/", " and", " of", " in", " at", " the", " for", " with", " a", " to", " on"}

// continues reports whether next carries on the sentence of prev: same
// page, column and section, next no heading and no new bullet, close
// below, and either starting in lower case, or after a line that ends
// mid-sentence, or indented under a bullet (a hanging indent), or, in
// CJK, after a line without a full stop.
func continues(prev, next *sectioned) bool {
	if next.heading || prev.heading || next.Page != prev.Page || next.Column != prev.Column || next.run != prev.run ||
		bulletRe.MatchString(next.Text) {
		return false
	}
	if prev.Top > 0 && (next.Top <= prev.Top || next.Top-prev.Top > 2.2*max(prev.Height, next.Height, 1)) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(next.Text)
	if unicode.IsLower(r) {
		return true
	}
	pt := strings.TrimSpace(prev.Text)
	for _, e := range continuationEnd {
		if strings.HasSuffix(pt, e) {
			return true
		}
	}
	if prev.Top > 0 && bulletRe.MatchString(pt) && next.Left > prev.Left+2 {
		return true
	}
	return hasCJK(pt) && !strings.HasSuffix(pt, "。") && next.Left > prev.Left+2
}
