package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	icpcRe     = mustRx(`\bICPC\b|(?i)\bACM[- ]ICPC\b|国际大学生程序设计竞赛`)
	cfRe       = mustRx(`(?i)codeforces|\bCF\b`)
	cfTitleRe  = mustRx(`(?i)\b(expert|candidate master|master|grandmaster)\b`)
	ccRe       = mustRx(`(?i)codechef`)
	ccStarsRe  = mustRx(`([5-7])\s?(★|\*|-?star)`)
	lcRe       = mustRx(`(?i)leetcode|力扣`)
	lcTitleRe  = mustRx(`(?i)\b(knight|guardian)\b`)
	olympiadRe = mustRx(`\b(IOI|IMO)\b.*(?i:medal|gold|silver|bronze)|(?i:(code ?jam|kick ?start|hash ?code)).*(?i:\brank\w*\b|\bAIR\b|round [23]|finals?)`)
	numberRe   = mustRx(`\b[1-4]\d{3}\b`)
	// doiRe finds a DOI, printed as a link or as "DOI: 10.nnnn/…" (or run
	// together, "DOI10.nnnn/…"): the mark of a published paper.
	doiRe     = mustRx(`(?i)doi\.org/10\.|\bdoi\s*:?\s*10\.\d{4,}/`)
	pubLineRe = mustRx(`(?i)\b(arxiv|proceedings of|published (in|at)|paper (accepted|published)|journal of)\b|发表|doi\.org/10\.|\bdoi\s*:?\s*10\.\d{4,}/`)

	// The words of data/tag_words.txt.
	hackWords    = tagWords.word("hackathon")
	notHackWords = tagWords.word("not-hackathon")
	winWords     = tagWords.word("win")
	strongWin    = tagWords.word("strong-win")
	takingPart   = tagWords.word("taking-part")
	helperWords  = tagWords.word("helper")
	passiveHost  = tagWords.word("passive-host")
	osProgrammes = tagWords.word("os-programme")
	osPhrase     = tagWords.word("os-phrase")
	osWork       = tagWords.word("os-work")
	osUsed       = tagWords.word("os-used")
	icpcOnsiteRe = tagWords.word("icpc-onsite")
	// hackShapeRe finds hackathons by the shape of their names ("HackX",
	// "XHacks", "Hack the X", "SIH" for Smart India Hackathon).
	hackShapeRe  = mustRx(`(?i:\w+hacks\b|\bhack the \w+)|\bHack[A-Z]\w*|[a-z]Hack\b|\bSIH\b`)
	icpcPrelimRe = mustRx(`(?i)\b(prelim\w*|online (round|contest|qualifier)|qualifiers?|qualification round|participa\w*)\b|网络赛|网络预选`)

	// Wishes and praise of open source are not contributions.
	aspirationRe = mustRx(`(?i)\b(passionate|interested|eager|aspir\w*|keen|love to|would like|want to|looking to|advocate|sponsor\w*|enthusiast)\b`)
	// Ambassadors, organisers, speakers and mentors of others in an
	// open-source programme are not its contributors; the definition
	// counts contributions, so a line must also state one.
	osRoleRe    = mustRx(`(?i)\b(ambassadors?|campus lead|organi[sz]\w*|volunteer\w*|host(ed|ing)?|attend\w*|applied|applicant|registered|speaker|judge|evangelist|mentor(s|ed|ing)?|guided|taught|coordinator)\b`)
	osOwnWorkRe = mustRx(`(?i)\b(contribut(or|ors|ed|ing|ion|ions)|merged|pull requests?|PRs?|patch\w*|commits?|maintain\w*|mentee|student|fellow|participant|selected|accepted|completed|author(ed)? of|created|developed|fixed|implemented)\b`)
)

// Substrings one of which a line must hold before the costlier regexps run.
var (
	openSourceHints = newHints("open", "gsoc", "summer of", "hacktober", "lfx", "mlh", "outreachy", "girl", "gssoc", "season of", "winter of",
		"woc", "code in", "code-in", "codeheat", "ossca", "free software", "freie software", "libre", "livre", "abierto", "aberto",
		"открыт", "开源", "開源", "编程之夏", "点亮计划", "オープンソース", "오픈소스", "오픈 소스")
	competitiveHints = newHints("icpc", "codeforces", "cf", "codechef", "leetcode", "ioi", "imo", "jam", "kick", "hash", "力扣", "国际大学生程序设计竞赛")
	pubHints         = newHints("arxiv", "proceedings", "publish", "publica", "publié", "publiquei", "paper", "journal", "发表", "doi", "article", "artigo", "artículo", "veröffentlicht")
	hackHints        = newHints("hack", "athon", "aton", "sih", "хакатон", "黑客", "ハッカソン", "해커톤")
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
				if topInstitutes.match(t) && !othersAffiliationRe.MatchString(t) {
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
		if topInstitutes.match(l.Text) && !exchangeRe.MatchString(l.Text) && !othersAffiliationRe.MatchString(l.Text) {
			return l.Text
		}
	}
	return ""
}

// othersAffiliationRe finds a line naming an institute as someone else's
// affiliation: a supervisor's, a principal investigator's, a co-author's
// or a collaborator's ("Principal Investigator: E. Example (University of
// Bristol)"). Such lines sit under headings like "Academic Work
// Experience" and are read as education; they say nothing of a degree.
var othersAffiliationRe = mustRx(`\b\p{Lu}\.\s?(\p{Lu}\.\s?)?(\p{Lu}[\p{L}'-]+\s?){1,3},?\s*\((?i:[^)]*(universit|institut|college|school|école|hochschule))|(?i)\b(principal investigator|investigators?|supervisors?|supervised by|under the supervision|advis(e|o)rs?|advised by|co-?authors?|collaborat\w*|working with|worked with|in partnership with|country leads?|mentors?:|betreuer\w*|directeur de thèse|orientador\w*|director de tesis)\b`)

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
var contractorRe = mustRx(`(?i)\b(client|clients|via|through|contract(ed|or|ors)? (for|to|with|at)|contractor|deputed|on behalf of|outsourc\w*|third[- ]party|dsp|delivery service partner|placed (at|with)|engaged by|on ?site (at|for)|cliente|clientes)\b`)

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
		if !topCompanies.match(l.Text) || contractorRe.MatchString(l.Text) || simulationRe.MatchString(l.Text) ||
			clientOfAnother(l.Text) || atAnother(l.Text) {
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
		return withRoleLine(exp, i)
	}
	return ""
}

// withRoleLine returns the role header exp[i] and, when it names only the
// employer ("DE Shaw (Hyderabad)"), the line below that gives the title or
// the dates, so the evidence shows a role and not just a name.
func withRoleLine(exp []sectioned, i int) string {
	t := exp[i].Text
	if hasYear(t) && titleWords.any(t) || i+1 >= len(exp) {
		return t
	}
	next := &exp[i+1]
	nt := strings.TrimSpace(next.Text)
	if next.heading || next.run != exp[i].run || bulletRe.MatchString(nt) || len(strings.Fields(nt)) > 8 ||
		!hasYear(nt) && !titleWords.any(nt) || topCompanies.match(nt) {
		return t
	}
	return t + " · " + nt
}

// forRe finds "for" in the languages of the corpus; employerBeforeRe a
// firm named as the employer before it ("at Acme", "@ Acme", "Acme, …");
// workedForRe the verbs for which "for" names the employer itself.
var (
	forRe            = mustRx(`(?i)\b(for|para|pour|für)\s+(the\s+)?`)
	employerBeforeRe = mustRx(`(?i)\b(at|en|em|na|no|chez|bei|with|con|com|avec|mit)\s+\S|@\s*\S|\S\s*[,|–—]\s*\S`)
	workedForRe      = mustRx(`(?i)\b(work(ed|ing|s)?|intern(ed|ing|ship)?|trabaj\w*|trabalh\w*|travaill\w*|gearbeitet|tätig)\s*$`)
)

// simulationRe finds a job simulation or a virtual experience programme
// ("Goldman Sachs Engineering Virtual Program, Forage"): coursework under
// an employer's name, not a role there.
var simulationRe = mustRx(`(?i)\b(virtual (experience|internship|program\w*|job)|job simulation|forage|theforage)\b`)

// atRe finds "at" or "@" naming where a role is held.
var atRe = mustRx(`(?i)(\bat|@)\s+(the\s+)?`)

// atAnother reports a listed employer's name qualifying a role held at
// another firm: "AWS Cloud Intern at Brightpath", "Amazon Web Services
// trainee @ Acme". The listed name comes before "at" in the same phrase
// (no dash, bar or comma between: "Amazon — SDE Intern at Pune" names
// Amazon the employer and Pune the place), a firm not listed after it.
func atAnother(t string) bool {
	for _, m := range atRe.FindAllStringIndex(t, -1) {
		before, after := t[:m[0]], t[m[1]:]
		if k := strings.LastIndexAny(before, "—–|,:;(\t"); k >= 0 {
			before = before[k+1:]
		}
		if f := strings.Fields(after); len(f) > 0 && topCompanies.match(before) &&
			!topCompanies.match(strings.Join(f[:min(4, len(f))], " ")) && unicode.IsUpper([]rune(f[0])[0]) {
			return true
		}
	}
	return false
}

// clientOfAnother reports a role held at one firm for a listed employer as
// its client ("Consultant at Brightpath for Google", "Analyst, Acme — for
// Goldman Sachs"): the listed name follows "for", and another firm is
// named as the employer before it. The employer is the firm the role is
// at; "Worked for Google" names Google itself.
func clientOfAnother(t string) bool {
	for _, m := range forRe.FindAllStringIndex(t, -1) {
		before, after := t[:m[0]], t[m[1]:]
		if f := strings.Fields(after); len(f) > 0 && topCompanies.match(strings.Join(f[:min(4, len(f))], " ")) &&
			strings.TrimSpace(before) != "" && employerBeforeRe.MatchString(before) && !workedForRe.MatchString(before) &&
			!topCompanies.match(before) {
			return true
		}
	}
	return false
}

// roleHeaderRe finds a verb-led sentence ("Added Stripe billing…"),
// which describes work and does not name the employer.
var sentenceRe = mustRx(`^\W*\p{L}+ed\b|\.\s*$`)

// isRoleHeader reports whether an experience line can name an employer:
// not a sentence; short, or dated, or naming a title; and a bullet only
// when very short ("• Google").
func isRoleHeader(t string) bool {
	n := len(strings.Fields(t))
	if n > 12 || sentenceRe.MatchString(t) {
		return false
	}
	if n > 5 && !hasYear(t) && !titleWords.any(t) {
		return false
	}
	return !bulletRe.MatchString(t) || n <= 6
}

// isListItem reports a line of at most two words and no year.
func isListItem(t string) bool {
	return len(strings.Fields(t)) <= 2 && !hasYear(t)
}

// sentenceWith returns the shortest run of whole sentences of item (one,
// else two neighbours) for which ok holds, so that the evidence shown is
// the sentence that proves a tag and not the paragraph around it; item
// itself when no shorter run does.
func sentenceWith(item string, ok func(string) bool) string {
	ss := sentences(item)
	if len(ss) < 2 {
		return item
	}
	for n := 1; n <= 2; n++ {
		for i := 0; i+n <= len(ss); i++ {
			if s := strings.Join(ss[i:i+n], " "); ok(s) {
				return s
			}
		}
	}
	return item
}

// sentences splits text after a full stop, question or exclamation mark
// followed by a space and a capital, a digit or a Han letter, and after CJK
// full stops.
// An abbreviation ("Recruit Co. He…") may split a sentence early;
// sentenceWith then joins two.
func sentences(t string) []string {
	var out []string
	start := 0
	rs := []rune(t)
	pos := 0 // byte offset of rs[i]
	for i, r := range rs {
		size := utf8.RuneLen(r)
		end := -1
		switch {
		case strings.ContainsRune("。！？", r):
			end = pos + size
		case strings.ContainsRune(".!?", r) && i+2 < len(rs) && rs[i+1] == ' ' && (unicode.IsUpper(rs[i+2]) || unicode.IsDigit(rs[i+2]) || unicode.Is(unicode.Han, rs[i+2])):
			end = pos + size
		}
		if end > start {
			if s := strings.TrimSpace(t[start:end]); s != "" {
				out = append(out, s)
			}
			start = end
		}
		pos += size
	}
	if s := strings.TrimSpace(t[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// hackHeadingFiller are the words a heading of hackathons only may hold
// besides the hackathon word ("Hackathons", "Hackathon Wins", "Hackathon
// Achievements"); "Hackathons & Awards" mixes in other contests.
var hackHeadingFiller = wordSet(`and & wins achievements participation my selected notable hackathon hackathons`)

// isHackathonHeading reports a heading (or a short line standing as one)
// about hackathons only, whose lines are hackathon entries even when they
// do not say so.
func isHackathonHeading(l *sectioned) bool {
	if !hackHints.in(l.lower) || len(strings.Fields(l.Text)) > 4 || strings.IndexFunc(l.Text, unicode.IsDigit) >= 0 ||
		!hackWords.MatchString(l.Text) || strongWin.MatchString(l.Text) || notHackWords.MatchString(l.Text) {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(foldPunct(hackWords.ReplaceAllString(l.Text, " ")))) {
		if !hackHeadingFiller[w] {
			return false
		}
	}
	return true
}

// isHackathon reports a line naming a hackathon, by a word of the lexicon
// or the shape of an event's name, and not a contest the definition
// leaves out (capture-the-flag, hacking labs, ML challenges, bootcamps).
func isHackathon(t string) bool {
	return (hackWords.MatchString(t) || hackShape(t)) && !notHackWords.MatchString(t)
}

// isHackathonWin applies the Hackathon Winner definition to a bullet: a
// hackathon and a win, prize or placing; taking part, clearing a round,
// reaching the final, organising or judging do not count unless a prize
// is stated as well. The host named in the passive ("a hackathon
// organised by Acme") is no role of the candidate's.
func isHackathonWin(t string) bool {
	if !isHackathon(t) {
		return false
	}
	t = passiveHost.ReplaceAllString(t, " ")
	if !winWords.MatchString(t) || helperWords.MatchString(t) {
		return false
	}
	// A short line with no number and no prize is a heading ("Hackathons
	// & Awards"), not a win.
	if len(strings.Fields(t)) <= 4 && strings.IndexFunc(t, unicode.IsDigit) < 0 && !strongWin.MatchString(t) {
		return false
	}
	return !takingPart.MatchString(t) || strongWin.MatchString(t)
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

// hackShape is hackShapeRe.MatchString(t); every shape holds "hac" in some
// case, or "SIH", and most lines hold neither.
func hackShape(t string) bool {
	return (hasFoldASCII(t, "hac") || strings.Contains(t, "SIH")) && hackShapeRe.MatchString(t)
}
