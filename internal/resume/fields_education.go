package resume

import (
	"slices"
	"strconv"
	"strings"
)

// Degree levels, from the first bachelor's-level degree to a doctorate.
const (
	LevelBachelor = "bachelor"
	LevelMaster   = "master"
	LevelDoctor   = "doctorate"
)

// Education is one degree as printed.
type Education struct {
	Institute string `json:"institute,omitempty"`
	Degree    string `json:"degree,omitempty"`
	Level     string `json:"level,omitempty"` // bachelor, master, doctorate; "" for school and diplomas
	StartYear int    `json:"start_year,omitempty"`
	EndYear   int    `json:"end_year,omitempty"` // 0 while in progress without a printed end
	Line      string `json:"line"`
	// exchange marks an exchange or visiting semester, a summer school or
	// an online course: time at the institute, not a degree from it.
	exchange bool
	// text is every line of the entry, for the Top Institute tag.
	text []string
	// firstLong marks a long first degree (Level master), see levelFirstLong.
	firstLong bool
}

var (
	// Abbreviations are matched case-sensitively (in their usual and their
	// all-capitals forms); words case-insensitively. Go's \b is ASCII-only,
	// so words in other scripts are matched without it. Degree words of
	// other languages: German (Diplom, Magister, Promotion as Dr.-Ing.),
	// Portuguese (Bacharelado, Licenciatura, Graduação, Mestrado,
	// Doutorado), Spanish (Licenciatura, Grado en, Máster, Maestría,
	// Doctorado), French (Licence, Master, Diplôme d'ingénieur, Doctorat),
	// Italian (Laurea, Laurea magistrale, Dottorato), Russian (бакалавр,
	// специалист, магистр, аспирантура, кандидат наук), Chinese (学士,
	// 本科, 硕士, 研究生, 博士) and Japanese (学士, 学部, 修士, 大学院, 博士).
	//
	// Each level has a case-sensitive regexp of abbreviations, run only
	// when mayAbbreviateDegree finds a candidate, and a case-insensitive
	// one of words, run only when the line holds one of the level's hints:
	// these are the costliest regexps of the parse.
	doctorAbbrRe = mustRx(`\bP[hH]\.?\s?D\b|\bD\.Phil\b|\bDr\.[- ]?(?:Ing|rer|phil)\b`)
	doctorWordRe = mustRx(`(?i)\bdoctor(ate)? of\b|\bdoctoral\b|\bdoutorado|\bdoutoramento|\bdoctorado|\bdoctorat\b|\bdottorato|\bdoktor|\bpromotionsstudium|аспирантур|кандидат\w* наук|доктор\w* наук|博士`)
	// IDD and integrated/dual degrees end as a master's; they are counted as both.
	dualAbbrRe   = mustRx(`\bIDD\b|B\.?\s?Tech\.?\s*\+\s*M\.?\s?Tech`)
	dualWordRe   = mustRx(`(?i)\b(dual|integrated) degree\b|\bintegrated m\.?\s?tech\b`)
	masterAbbrRe = mustRx(`\bM\.?\s?(?:Tech|TECH|SC|ENG)\b|\bM\.?\s?Tech\b|\bM\.\s?S\.?(\s|$|,)|\bMS\b|\bM\.?\s?Sc\b|\bM\.?\s?E\.(\s|$)|\bMCA\b|\bMBA\b|\bM\.?\s?Eng\b|\bM\.\s?A\.|\bMA\s+(?:in|of)\b|\bMA\s*\(|\bPGDM\b|\bM\.?Phil\b|\bLL\.?M\b`)
	masterWordRe = mustRx(`(?i)\bmaster'?s?\b|\bmasterstudium|\bpost[- ]?graduat|\bmestrado|\bmestre em\b|\bp[óo]s[- ]?gradua[çc][ãa]o|\bmaestr[íi]a|\bm[áa]ster\b|\bmag[íi]ster\b|\bmastère|\bdipl[ôo]me d'ing[ée]nieur|\blaurea (magistrale|specialistica)|магистр|магистратур|硕士|研究生|修士|大学院`)
	bachAbbrRe   = mustRx(`\bB\.?\s?(?:TECH|SC|ENG|COM|ARCH)\b|\bB\.?\s?Tech\b|\bB\.\s?E\.?(\s|$|,)|\bBE\b|\bB\.?\s?Sc\b|\bB\.\s?S\.?(\s|$|,)|\bBS\b|\bB\.\s?A\.?(\s|$|,)|\bBA\b|\bBCA\b|\bBBA\b|\bB\.?\s?Com\b|\bB\.?\s?Eng\b|\bB\.?\s?Arch\b|\bLL\.?B\b|\bMBBS\b|\bA\.B\.|\bS\.B\.|\bDiplom\b|\bDipl\.-?\s?(?:Ing|Inf|Math|Phys|Kfm|Wirt)`)
	bachWordRe   = mustRx(`(?i)\bbachelor'?s?\b|\bbachelor(studium|studiengang)|\bundergraduate\b|\bbaccalaureate\b|\bbacharel|\blicenciad[oa]\b|\blicenciatura\b|\blicence\b|\bgrado en\b|\bgradua[çc][ãa]o\b|\blaurea\b|\bstaatsexamen\b|\btecn[óo]logo\b|бакалав|специалист|специалитет|本科|学士|学部`)
	schoolRe     = mustRx(`(?i)\b(high school|secondary|higher secondary|class (x|xii|10|12)|ssc|hsc|cbse|icse|intermediate|matriculation|diploma|certificate|10th|12th|a-levels?|certification|certified|training|bootcamp|nanodegree|abitur|fachabitur|gymnasium|berufsausbildung|ausbildung zu[mr]?|ensino m[ée]dio|ensino t[ée]cnico|t[ée]cnico em|bachillerato|lyc[ée]e|baccalaur[ée]at|BTS|DUT)\b|средн\w+ школ|колледж|техникум|高中|高校`)
	instRe       = mustRx(`(?i)\b(university|universidad|universidade|universität|universitat|université|universita|università|universiteit|hochschule|fachhochschule|college|institute|instituto|institut|school|academy|faculdade|facultad|facult[ée]|[ée]cole|escola|escuela|politecnico|iit|nit|iiit|bits|polytechnic|vidyalaya|vidyapeeth|campus)\b|universit[éà]|facult[ée]|[ée]cole\b|университет|институт|академи|大学|学院|大學|대학교`)
	// "MS Office 2013" is a product, not a master's degree.
	msProductRe        = mustRx(`\bMS[- ](Office|Excel|Word|PowerPoint|Access|Project|Teams|Visio|SQL|Paint|DOS|Dynamics|Outlook|Windows)\b`)
	laureaMagistraleRe = mustRx(`(?i)laurea (magistrale|specialistica)`)
	certLineRe         = mustRx(`certificate of|certification|certified|zertifikat|certificado|certificação`)
	universityRe       = mustRx(`(?i)\b(university|universidad|universidade|universität|université|universita|università|universiteit|hochschule)\b|universit[éà]|университет|大学|大學|대학교`)
	postSecondaryRe    = mustRx(`(?i)\b(university|universidad|universidade|universität|université|hochschule|college|institute|instituto|institut|academy|faculdade|facultad)\b|universit[éà]|университет|институт|大学|学院|大學|대학교`)
	presentRe          = mustRx(`(?i)\b(present|current|ongoing|now|pursuing|till date|today|since|seit|desde|depuis|heute|aktuell|laufend|andauernd|fortlaufend|derzeit|atual|atualmente|presente|actualidad|actual|en curso|cursando|em andamento|en cours|aujourd'hui|oggi|attuale|heden)\b|настоящ\w* врем|н\.\s?в\.|сейчас|至今|现在|今|現在|在读|在学中|在籍中|현재|재학`)
	// Two-digit years in ranges such as "2016-20", "2019/20" or "Aug '18".
	shortYearRe = mustRx(`(?:[-–—~/]\s?|')(\d{2})\b`)
	// monthYearRe finds years printed only as two digits: "’19", "May-18".
	monthYearRe = mustRx(`(?i)['’‘](\d)(\d)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[\-/]\s?(\d)(\d)\b`)
	// gradLabelRe marks the year a degree ends, printed apart from its
	// range: "Graduation: 2018-6", "Expected May 2026", "Class of 2024",
	// "Abschluss 2019", "Conclusão: 2020", "毕业时间：2023", "卒業予定".
	gradLabelRe = mustRx(`(?i)\b(graduat(ion|ed|ing)|expected|anticipated|class of|completion|abschluss|voraussichtlich|conclus[ãa]o|formatura|previs[ãa]o|previst[oa]|graduaci[óo]n|titulaci[óo]n|obtenci[óo]n|dipl[ôo]m[ée]|obtention)|выпуск|окончани|毕业|卒業|予定|졸업`)
	// internRe marks an internship or research stay listed under
	// education; a line that names a degree level ("B.Tech with an
	// internship at …") is the degree's own.
	internRe = mustRx(`(?i)\b(internship|research intern\w*|summer research|summer intern\w*)\b`)
	// exchangeRe marks time at an institute that is not a degree from it:
	// an exchange or visiting semester, a summer school, an online course.
	exchangeRe = mustRx(`(?i)\b(exchange|study abroad|semester abroad|visiting (student|scholar|researcher)|erasmus\s*(\+|programme|program|exchange|semester|student|scholar\w*)|summer school|winter school|auslandssemester|austauschsemester|interc[âa]mbio|intercambio|[ée]change|coursera|edx|udemy|nptel|mooc|online course)\b|交换|交換|留学`)
)

// Lower-case hints, one of which a line holds before a level's word
// regexp runs.
var (
	doctorHints = newHints("doctor", "doutor", "dottor", "doktor", "promotionsstud", "аспирант", "наук", "博士")
	dualHints   = newHints("dual", "integrated")
	masterHints = newHints("master", "postgrad", "post-grad", "post grad", "pós", "mestr", "maestr", "máster", "magíster", "magister", "mastère", "diplôme", "laurea",
		"магистр", "硕士", "研究生", "修士", "大学院")
	bachHints = newHints("bachelor", "undergrad", "baccal", "bachar", "licenci", "licence", "grado en", "gradua", "laurea", "staatsexamen",
		"tecnólogo", "tecnologo", "бакалав", "специалист", "本科", "学士", "学部")
	// posGradua is the Portuguese postgraduate word, which holds the
	// undergraduate one ("pós-graduação" holds "graduação").
	posGradua = []string{"pós-gradua", "pós gradua", "pos-gradua", "pos gradua", "pósgradua"}
)

// levelOf classifies a line's degree: a level, levelFirstLong,
// levelSchool for a school diploma or a year of study, or "" for none.
// The regexps come first, then the lexicon of data/degrees.tsv.
func levelOf(s string) string {
	lvl, _ := lexiconLevel(strings.ToLower(s), regexLevelOf(s))
	return lvl
}

// regexLevelOf classifies a line's degree by the regexps alone.
func regexLevelOf(s string) string {
	abbr := mayAbbreviateDegree(s)
	lower := strings.ToLower(s)
	words := degreeWords.in(lower)
	// "MCA (Microsoft Certificate of Achievement)": on a certification's
	// line an abbreviation names the certificate, not a degree.
	if abbr && certLineRe.MatchString(lower) {
		abbr = false
	}
	if !abbr && !words {
		return ""
	}
	if abbr && strings.Contains(s, "MS") {
		s = msProductRe.ReplaceAllString(s, " ")
	}
	is := func(abbrRe, wordRe *rx, hints *hintSet, text string) bool {
		return abbr && abbrRe.MatchString(text) || words && hints.in(lower) && wordRe.MatchString(text)
	}
	switch {
	case is(doctorAbbrRe, doctorWordRe, doctorHints, s):
		return LevelDoctor
	case is(dualAbbrRe, dualWordRe, dualHints, s):
		return "dual"
	}
	bachText := s
	if containsAny(lower, posGradua) {
		bachText = strings.NewReplacer("graduação", "", "Graduação", "", "GRADUAÇÃO", "", "graduacao", "").Replace(s)
	}
	// "Laurea magistrale" holds the first degree's word "laurea".
	if strings.Contains(lower, "laurea magistrale") || strings.Contains(lower, "laurea specialistica") {
		bachText = laureaMagistraleRe.ReplaceAllString(bachText, "")
	}
	// A bachelor's wins over a master's on the same line, so the
	// master's regexps run only when there is none.
	switch {
	case is(bachAbbrRe, bachWordRe, bachHints, bachText):
		return LevelBachelor
	case is(masterAbbrRe, masterWordRe, masterHints, s):
		return LevelMaster
	}
	return ""
}

// fourDigitYears returns the years 1950–2049 printed in s as runs of
// exactly four digits. Unlike yearRe it needs no word boundary, so a year
// glued to a word by a PDF without spaces ("Science2019–2023") counts.
func fourDigitYears(s string) []int {
	var out []int
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j-i == 4 {
			if y, _ := strconv.Atoi(s[i:j]); y >= 1950 && y <= 2049 {
				out = append(out, y)
			}
		}
		i = j
	}
	return out
}

// yearsIn returns the years printed in s and whether it says the period
// runs to the present.
func yearsIn(s string) (years []int, ongoing bool) {
	if !strings.ContainsAny(s, "0123456789") {
		return nil, mayBeOngoing(s)
	}
	years = fourDigitYears(s)
	if len(years) == 0 {
		// "Aug ’19 – May ’23", "May-18 – Jun-22": two-digit years after a
		// month or an apostrophe.
		for _, m := range monthYearRe.FindAllStringSubmatch(s, -1) {
			y, _ := strconv.Atoi(m[1] + m[2] + m[3] + m[4])
			years = append(years, 2000+y%100)
		}
	}
	if len(years) == 1 {
		if m := shortYearRe.FindStringSubmatch(s[strings.Index(s, strconv.Itoa(years[0]))+4:]); m != nil {
			y, _ := strconv.Atoi(m[1])
			if full := 2000 + y; full >= years[0] && full <= years[0]+8 {
				years = append(years, full)
			}
		}
	}
	return years, mayBeOngoing(s)
}

var ongoingHints = newHints("present", "current", "ongoing", "now", "pursuing", "till", "today", "since", "seit", "desde", "depuis", "heute", "aktuell", "laufend", "andauernd",
	"derzeit", "atual", "presente", "actual", "curso", "cursando", "andamento", "cours", "aujourd", "настоящ", "н.в", "н. в", "сейчас",
	"至今", "现在", "今", "現在", "在读", "在学", "在籍", "현재", "재학", "oggi", "attuale", "heden")

func mayBeOngoing(s string) bool {
	return ongoingHints.in(strings.ToLower(s)) && presentRe.MatchString(s) || strings.ContainsAny(s, "-–—~") && openRangeRe.MatchString(s)
}

// openRangeRe finds a range left open: "2021 –" with nothing after it.
var openRangeRe = mustRx(`(19|20)\d\d\s*[-–—~]\s*(\)|\t|$)`)

// findEducation splits the education section into entries. A line that
// brings a degree, or an institute, to an entry that already has one
// starts the next entry; years attach to the entry they fall in. Without
// an education heading the whole document is read.
func findEducation(ls []sectioned) []Education {
	eds := educationEntries(inSection(ls, SecEducation))
	for _, e := range eds {
		if e.Level != "" {
			return eds
		}
	}
	// No degree under an education heading: the heading may be missing or a
	// sidebar may have cut the section; read every section but work.
	var lines []sectioned
	for _, l := range inSection(ls, SecHeader, SecEducation, SecSummary, SecSkills, SecOther, SecAchievements) {
		if mayMatterForEducation(l) {
			lines = append(lines, l)
		}
	}
	all := educationEntries(lines)
	for _, e := range all {
		if e.Level != "" {
			return all
		}
	}
	if len(eds) == 0 {
		// No education heading at all: a details table naming the
		// university and a graduation year ("毕业年份: 2016年") is the
		// only record.
		return all
	}
	return eds
}

func educationEntries(lines []sectioned) []Education {
	type entry struct {
		Education
		hasDegree, hasInst, hasYears, ongoing bool
		years                                 []int
		gradYear                              int
		incomplete                            bool
	}
	var entries []*entry
	cur := &entry{}
	push := func() {
		if cur.hasDegree || cur.hasInst {
			entries = append(entries, cur)
		}
		cur = &entry{}
	}
	prev := -1
	for i := range lines {
		l := &lines[i]
		t := l.Text
		// A heading in between ends the entry: years seen before it belong
		// to something else.
		if prev >= 0 && l.run != prev {
			push()
		}
		prev = l.run
		if isColumnLabels(t) {
			continue
		}
		lvl := l.lineLevel()
		// The substring tests skip the case-insensitive regexps on most lines.
		school := lvl == levelSchool || schoolHints.in(l.lower) && schoolRe.MatchString(t)
		if lvl == levelSchool {
			lvl = ""
		}
		inst := institutionHints.in(l.lower) && instRe.MatchString(t)
		// A date of birth printed beside the school in a details table
		// is no year of study.
		years, ongoing := yearsIn(withoutBirthDate(t))
		// Japanese and Chinese resumes print enrolment (入学) and
		// graduation (卒業, 毕业) on separate dated lines: an enrolment year
		// starts an entry and ends none.
		if strings.Contains(t, "入学") || len(years) == 1 && startLabels.in(l.lower) && startLabelRe.MatchString(t) {
			ongoing = true
		}
		hasDeg := lvl != "" || school
		// An exchange semester or a course is an entry of its own, so that
		// it neither adds its institute to the degree above nor takes the
		// degree's years.
		exchange := exchangeHints.in(l.lower) && exchangeRe.MatchString(t) && !strings.Contains(l.lower, "mundus") ||
			lvl == "" && strings.Contains(l.lower, "intern") && internRe.MatchString(t)
		if hasDeg && cur.hasDegree || inst && cur.hasInst && !hasDeg || len(years) > 0 && cur.hasYears && (hasDeg || inst) ||
			exchange && (cur.hasDegree || cur.hasInst) && !cur.exchange {
			push()
		}
		if exchange {
			cur.exchange = true
			if !inst && !hasDeg {
				// Kept even when its institute follows on the next line.
				cur.hasDegree, cur.Degree = true, firstPart(t)
				if cur.Line == "" {
					cur.Line = t
				}
			}
		}
		if hasDeg && !cur.hasDegree {
			cur.hasDegree = true
			cur.Degree = firstPart(t)
			switch {
			case school && lvl == "":
				cur.Level = ""
			case lvl == levelFirstLong:
				cur.Level, cur.firstLong = LevelMaster, true
			default:
				cur.Level = lvl
			}
			if cur.Line == "" {
				cur.Line = t
			}
		}
		if inst && !cur.hasInst {
			cur.hasInst = true
			cur.Institute = instituteName(t)
			if cur.Line == "" {
				cur.Line = t
			}
		}
		if len(years) > 0 && !cur.hasYears {
			cur.hasYears = true
			cur.years = years
			cur.ongoing = ongoing
		}
		// A labelled end ("Graduation: 2018-6", "Expected May 2026")
		// ends a range printed first without one ("2015–now").
		if len(years) > 0 && cur.gradYear == 0 && gradLabelHints.in(l.lower) && gradLabelRe.MatchString(t) {
			cur.gradYear = slices.Max(years)
		}
		// "(avance: 70%)", "abgebrochen": the degree was not finished.
		if degreeLexicon.hints.in(l.lower) && degreeLexicon.kinds(l.lower)[kindIncomplete] {
			cur.incomplete = true
		}
		cur.text = append(cur.text, t)
	}
	push()
	var out []Education
	for _, e := range entries {
		ed := e.Education
		if len(e.years) > 0 {
			lo, hi := e.years[0], e.years[0]
			for _, y := range e.years {
				lo, hi = min(lo, y), max(hi, y)
			}
			ed.StartYear = lo
			// "2022 – Present" has no end year; "Expected 2026" or
			// "2022 – 2026" does.
			if !(e.ongoing && len(e.years) == 1) {
				ed.EndYear = hi
			}
			// Only a range without an end takes it: a complete range
			// stands, and "Class of 2022" beside a fellowship is no end.
			if e.gradYear >= lo && ed.EndYear == 0 {
				ed.EndYear = e.gradYear
			}
			if e.incomplete {
				ed.EndYear = 0
			}
		}
		out = append(out, ed)
	}
	return out
}

// firstPart returns the first tab-separated piece of a line.
func firstPart(s string) string {
	if i := strings.IndexByte(s, '\t'); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return strings.TrimSpace(s)
}

// instituteName returns the piece of a line naming the institute.
func instituteName(s string) string {
	for _, p := range strings.Split(s, "\t") {
		if instRe.MatchString(p) {
			return strings.Trim(strings.TrimSpace(p), "•▪-–, ")
		}
	}
	return firstPart(s)
}

// graduationYears returns the end year of the first bachelor's degree and
// of the latest master's or doctorate; 0 when absent. When no degree is
// named at all, a dated entry at a university, college, institute or
// academy (not a school) stands for the first degree.
func graduationYears(eds []Education) (grad, post int, line string) {
	named, bachelor := false, false
	for _, e := range eds {
		named = named || e.Level != ""
		bachelor = bachelor || e.Level == LevelBachelor && !e.exchange
	}
	if !named {
		// A named qualification that is not a degree (a certificate, a
		// diploma) does not count. A university is preferred to a
		// college, which in many countries is a school or a vocational one.
		var first *Education
		for i, e := range eds {
			if e.EndYear > 0 && e.Institute != "" && e.Degree == "" && !e.exchange && postSecondaryRe.MatchString(e.Line) && !schoolRe.MatchString(e.Line) {
				if first == nil || universityRe.MatchString(e.Line) && !universityRe.MatchString(first.Line) {
					first = &eds[i]
				}
			}
		}
		if first != nil {
			return first.EndYear, 0, first.Line
		}
	}
	for _, e := range eds {
		if e.exchange {
			continue
		}
		level := e.Level
		if e.firstLong && !bachelor {
			// A Diplôme d'ingénieur as the only degree is the first one.
			level = LevelBachelor
		}
		switch level {
		case LevelBachelor:
			if e.EndYear > 0 && (grad == 0 || e.EndYear < grad) {
				grad, line = e.EndYear, e.Line
			}
		case "dual":
			if e.EndYear > 0 {
				if grad == 0 || e.EndYear < grad {
					grad, line = e.EndYear, e.Line
				}
				post = max(post, e.EndYear)
			}
		case LevelMaster, LevelDoctor:
			post = max(post, e.EndYear)
		}
	}
	// A postgraduate degree with no bachelor's named: a university entry
	// without a degree word that ended by the time the postgraduate
	// degree began ("Computer Engineering, Example University, 2015–2019"
	// above "M.Sc., 2019–2021") is the first degree. With no such entry
	// (a CV listing only a master's) there is none.
	if grad == 0 && post > 0 {
		pgStart := 0
		for _, e := range eds {
			if (e.Level == LevelMaster || e.Level == LevelDoctor) && !e.exchange {
				start := e.StartYear
				if start == 0 {
					start = e.EndYear
				}
				if start > 0 && (pgStart == 0 || start < pgStart) {
					pgStart = start
				}
			}
		}
		for _, e := range eds {
			if e.Level == "" && e.Degree == "" && !e.exchange && e.EndYear > 0 && e.EndYear <= pgStart &&
				postSecondaryRe.MatchString(e.Line) && !schoolRe.MatchString(e.Line) && (grad == 0 || e.EndYear < grad) {
				grad, line = e.EndYear, e.Line
			}
		}
	}
	// A postgraduate degree cannot end before the first degree: such a
	// year comes from a misread line.
	if grad > 0 && post > 0 && post < grad {
		post = 0
	}
	return grad, post, line
}

// columnLabelWords are the words of an education table's header row.
var columnLabelWords = map[string]bool{
	"degree": true, "course": true, "qualification": true, "university": true, "institute": true,
	"institution": true, "board": true, "college": true, "school": true, "year": true, "years": true,
	"percentage": true, "cgpa": true, "gpa": true, "marks": true, "class": true, "status": true,
	"session": true, "duration": true, "of": true, "passing": true, "certificate": true, "result": true,
	"score": true, "grade": true, "specialization": true, "stream": true, "examination": true, "exam": true,
	"name": true, "subject": true, "major": true, "aggregate": true, "division": true,
}

// isColumnLabels reports whether a line is only a table's column labels
// ("DEGREE / CLASS", "UNIVERSITY / BOARD", "YEAR OF PASSING").
func isColumnLabels(t string) bool {
	words := letterRuns(strings.ToLower(t))
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if !columnLabelWords[w] && w != "&" {
			return false
		}
	}
	return true
}

// degreeWords are lower-case words one of which a degree line holds when it
// has no abbreviation.
var degreeWords = newHints("bachelor", "master", "undergrad", "baccal", "doctor", "gradua", "dual", "integrated", "bachar", "licencia",
	"licence", "grado en", "laurea", "diplom", "dipl.", "staatsexamen", "tecnólogo", "tecnologo", "mestr", "maestr", "máster", "magíster",
	"magister", "mastère", "doutor", "dottor", "doktor", "ingénieur", "бакалав", "специалист", "магист", "аспиран", "кандидат", "доктор",
	"本科", "学士", "学部", "硕士", "研究生", "修士", "大学院", "博士")

// mayAbbreviateDegree is a quick test, far cheaper than the degree
// regexps, for the abbreviations: they start with B or M followed by a
// capital (B.Tech, BSc, MS, MBA), or are Ph.D, PGDM, IDD, LL.B/LL.M, A.B.,
// S.B., D.Phil, Dr.-Ing or Diplom.
func mayAbbreviateDegree(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		switch s[i] {
		case 'B', 'M':
			j := i + 1
			for j < len(s) && (s[j] == '.' || s[j] == ' ') && j-i <= 2 {
				j++
			}
			if j < len(s) && s[j] >= 'A' && s[j] <= 'Z' {
				return true
			}
		case 'P':
			if s[i+1] == 'h' || s[i+1] == 'H' || strings.HasPrefix(s[i:], "PGD") {
				return true
			}
		case 'D':
			if strings.HasPrefix(s[i:], "D.Phil") || strings.HasPrefix(s[i:], "Dr.") || strings.HasPrefix(s[i:], "Dipl") {
				return true
			}
		case 'I', 'L', 'A', 'S':
			if strings.HasPrefix(s[i:], "IDD") || strings.HasPrefix(s[i:], "LL") || strings.HasPrefix(s[i:], "A.B.") || strings.HasPrefix(s[i:], "S.B.") {
				return true
			}
		}
	}
	return false
}

// mayNameDegree reports whether a line may name a degree at all.
func mayNameDegree(s string) bool {
	return mayAbbreviateDegree(s) || degreeWords.in(strings.ToLower(s))
}

// gradLabelHints and exchangeHints gate gradLabelRe and exchangeRe.
var (
	gradLabelHints = newHints("graduat", "expected", "anticipated", "class of", "completion", "abschluss", "voraussichtlich", "conclus",
		"formatura", "previs", "graduaci", "titulaci", "obtenci", "diplôm", "diplom", "obtention", "выпуск", "окончани", "毕业", "卒業", "予定", "졸업")
	exchangeHints = newHints("exchange", "abroad", "visiting", "erasmus", "summer school", "winter school", "auslandssemester",
		"austauschsemester", "intercâmbio", "intercambio", "intercambio", "échange", "coursera", "edx", "udemy", "nptel", "mooc", "online course",
		"交换", "交換", "留学")
)

var schoolHints = newHints("school", "secondary", "class", "ssc", "hsc", "cbse", "icse", "intermediate", "matric",
	"diploma", "certificat", "certified", "training", "bootcamp", "nanodegree", "10th", "12th", "a-level", "abitur", "gymnasium",
	"ausbildung", "ensino", "técnico", "tecnico", "bachillerato", "lycée", "lycee", "baccalaur", "bts", "dut", "средн", "колледж",
	"техникум", "高中", "高校")

var institutionHints = newHints("univ", "college", "institut", "school", "academy", "iit", "nit", "bits",
	"vidyalaya", "vidyapeeth", "campus", "polytechnic", "大学", "学院", "大學", "대학교", "hochschule", "facul", "école", "ecole",
	"escola", "escuela", "politecnico", "университет", "институт", "академи",
	// School-level lines end the entry above them.
	"class", "ssc", "hsc", "cbse", "icse", "intermediate", "matric", "diploma", "certificate", "secondary", "a-level")

// mayMatterForEducation is a cheap test for the lines that can carry a
// degree, an institute or a year; other lines change no entry.
func mayMatterForEducation(l sectioned) bool {
	return strings.ContainsAny(l.Text, "0123456789") || mayNameDegree(l.Text) || institutionHints.in(l.lower)
}
