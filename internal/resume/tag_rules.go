package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	icpcRe     = regexp.MustCompile(`\bICPC\b|(?i)\bACM[- ]ICPC\b`)
	cfRe       = regexp.MustCompile(`(?i)codeforces|\bCF\b`)
	cfTitleRe  = regexp.MustCompile(`(?i)\b(expert|candidate master|master|grandmaster)\b`)
	ccRe       = regexp.MustCompile(`(?i)codechef`)
	ccStarsRe  = regexp.MustCompile(`([5-7])\s?(★|\*|-?star)`)
	lcRe       = regexp.MustCompile(`(?i)leetcode`)
	lcTitleRe  = regexp.MustCompile(`(?i)\b(knight|guardian)\b`)
	olympiadRe = regexp.MustCompile(`\b(IOI|IMO)\b.*(?i:medal|gold|silver|bronze)|(?i:(code ?jam|kick ?start|hash ?code)).*(?i:\brank\w*\b|\bAIR\b|round [23]|finals?)`)
	numberRe   = regexp.MustCompile(`\b[1-4]\d{3}\b`)
	// doiRe finds a DOI, printed as a link or as "DOI: 10.nnnn/…" (or run
	// together, "DOI10.nnnn/…"): the mark of a published paper.
	doiRe     = regexp.MustCompile(`(?i)doi\.org/10\.|\bdoi\s*:?\s*10\.\d{4,}/`)
	pubLineRe = regexp.MustCompile(`(?i)\b(arxiv|proceedings of|published (in|at)|paper (accepted|published)|journal of)\b|发表|doi\.org/10\.|\bdoi\s*:?\s*10\.\d{4,}/`)

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
	hackShapeRe  = regexp.MustCompile(`(?i:\w+hacks\b|\bhack the \w+)|\bHack[A-Z]\w*|[a-z]Hack\b|\bSIH\b`)
	icpcPrelimRe = regexp.MustCompile(`(?i)\b(prelim\w*|online (round|contest|qualifier)|qualifiers?|qualification round|participa\w*)\b|网络赛|网络预选`)

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
	openSourceHints = newHints("open", "gsoc", "summer of", "hacktober", "lfx", "mlh", "outreachy", "girl", "gssoc", "season of", "winter of",
		"woc", "code in", "code-in", "codeheat", "ossca", "free software", "freie software", "libre", "livre", "abierto", "aberto",
		"открыт", "开源", "開源", "编程之夏", "点亮计划", "オープンソース", "오픈소스", "오픈 소스")
	competitiveHints = newHints("icpc", "codeforces", "cf", "codechef", "leetcode", "ioi", "imo", "jam", "kick", "hash")
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
var othersAffiliationRe = regexp.MustCompile(`\b\p{Lu}\.\s?(\p{Lu}\.\s?)?(\p{Lu}[\p{L}'-]+\s?){1,3},?\s*\((?i:[^)]*(universit|institut|college|school|école|hochschule))|(?i)\b(principal investigator|investigators?|supervisors?|supervised by|under the supervision|advis(e|o)rs?|advised by|co-?authors?|collaborat\w*|working with|worked with|in partnership with|country leads?|mentors?:|betreuer\w*|directeur de thèse|orientador\w*|director de tesis)\b`)

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
var contractorRe = regexp.MustCompile(`(?i)\b(client|clients|via|through|contract(ed|or|ors)? (for|to|with|at)|contractor|deputed|on behalf of|outsourc\w*|third[- ]party|dsp|delivery service partner|placed (at|with)|engaged by|on ?site (at|for)|cliente|clientes)\b`)

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
	if yearRe.MatchString(t) && titleWords.any(t) || i+1 >= len(exp) {
		return t
	}
	next := &exp[i+1]
	nt := strings.TrimSpace(next.Text)
	if next.heading || next.run != exp[i].run || bulletRe.MatchString(nt) || len(strings.Fields(nt)) > 8 ||
		!yearRe.MatchString(nt) && !titleWords.any(nt) || topCompanies.match(nt) {
		return t
	}
	return t + " · " + nt
}

// forRe finds "for" in the languages of the corpus; employerBeforeRe a
// firm named as the employer before it ("at Acme", "@ Acme", "Acme, …");
// workedForRe the verbs for which "for" names the employer itself.
var (
	forRe            = regexp.MustCompile(`(?i)\b(for|para|pour|für)\s+(the\s+)?`)
	employerBeforeRe = regexp.MustCompile(`(?i)\b(at|en|em|na|no|chez|bei|with|con|com|avec|mit)\s+\S|@\s*\S|\S\s*[,|–—]\s*\S`)
	workedForRe      = regexp.MustCompile(`(?i)\b(work(ed|ing|s)?|intern(ed|ing|ship)?|trabaj\w*|trabalh\w*|travaill\w*|gearbeitet|tätig)\s*$`)
)

// simulationRe finds a job simulation or a virtual experience programme
// ("Goldman Sachs Engineering Virtual Program, Forage"): coursework under
// an employer's name, not a role there.
var simulationRe = regexp.MustCompile(`(?i)\b(virtual (experience|internship|program\w*|job)|job simulation|forage|theforage)\b`)

// atRe finds "at" or "@" naming where a role is held.
var atRe = regexp.MustCompile(`(?i)(\bat|@)\s+(the\s+)?`)

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
var ownProjectRe = regexp.MustCompile(`(?i)^[\W\d]*([\p{L}\p{N}][^:(|–—]{0,40}?)\s*[:(|–—-]\s*(an?\s+)?(open[\s-]?source|free software|software libre|software livre|código abierto|código aberto|logiciel libre)`)

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
		if w == "" || genericOS[lw] || yearRe.MatchString(w) && len(w) == 4 {
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

// isHackathon reports a line naming a hackathon, by a word of the lexicon
// or the shape of an event's name, and not a contest the definition
// leaves out (capture-the-flag, hacking labs, ML challenges, bootcamps).
func isHackathon(t string) bool {
	return (hackWords.MatchString(t) || hackShapeRe.MatchString(t)) && !notHackWords.MatchString(t)
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
	return !takingPart.MatchString(t) || strongWin.MatchString(t)
}

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
	if !strings.Contains(strings.ToLower(t), "title") {
		return false
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
		if !inPubs && !(pubHints.in(l.lower) && (pubLineRe.MatchString(t) || pubClaimRe.MatchString(t))) {
			continue
		}
		entry := pubEntry(ls, i, itemText(ls, i))
		authored := authoredBy(entry, name)
		// "Published a paper on … at IEEE Example 2022": the candidate
		// says it of themselves, and names the venue.
		claimed := !authored && pubClaimRe.MatchString(entry) && (pubVenueRe.MatchString(entry) || doiRe.MatchString(entry))
		if !authored && !claimed && !(inPubs && ownList) || pubWords(entry) < 3 || isPlaceholderPub(entry) {
			continue
		}
		// A citation has a venue, an identifier or a year; an address
		// line with the candidate's name has none.
		venue := pubVenueRe.MatchString(entry) || pubLineRe.MatchString(entry)
		if !venue && !yearRe.MatchString(entry) {
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
var contactRe = regexp.MustCompile(`\S+@\S+|\S*(https?://|www\.)\S*|[+(]?\d[\d ()./-]{5,}\d`)

// pubWords counts the words of letters in s outside addresses, links and
// numbers.
func pubWords(s string) int {
	n := 0
	for _, w := range strings.Fields(contactRe.ReplaceAllString(s, " ")) {
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
var pubClaimRe = regexp.MustCompile(`(?i)\b(published|authored|co-?authored|presented|wrote|publié|publiée|publicad[oa]s?|publiquei|veröffentlicht)\b[^.;]{0,60}\b(papers?|articles?|publications?|artigos?|art[íi]culos?|beitr[äa]ge?|aufs[äa]tze?)\b|\b(papers?|articles?|artigos?|art[íi]culos?)\b[^.;]{0,40}\b(published|accepted|presented|publicad[oa]s?|publié|publiée|aceit[oa]|aceptad[oa])\b`)

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
	lt := strings.ToLower(contactRe.ReplaceAllString(t, " "))
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

// saysOpenSource reports a sentence naming a programme, open source or a
// contribution: the part of an open-source line worth showing.
func saysOpenSource(s string) bool {
	return osProgrammes.MatchString(s) || osPhrase.MatchString(s) || gitContribRe.MatchString(s)
}
