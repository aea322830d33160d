package grammar

import (
	"regexp"
	"strconv"
	"strings"

	"hirekit/internal/assistant/action"
)

// Ranges of experience, current CTC and notice period, as recruiters write
// them: "5+ years", "more than 3 yrs", "between 10 and 15 lakhs", "under
// 20 LPA", "₹12L", "notice under 30 days", "immediate joiners".

const (
	cmpAbove = `more than|over|above|greater than|min(?:imum)?|at ?least|atleast|>=?|minimum of|beyond|from`
	cmpBelow = `less than|under|below|upto|up to|within|max(?:imum)?|at ?most|<=?|not more than|lesser than|till`
)

var (
	amount       = `(?:rs\.? ?|inr ?|₹ ?|\$ ?|usd ?|£ ?|€ ?)?(\d+(?:\.\d+)?) ?(lpa|lakhs?|lacs?|l|cr|crores?|k|m|mn)?`
	expUnit      = `(?:\+ )?(?:years?|yrs?|y)(?: of)?(?: (?:exp|experience|work experience|relevant experience))?\b`
	reExpPlus    = regexp.MustCompile(`\b(\d+(?:\.\d+)?) ?(?:\+ ?(?:years?|yrs?|y)\b|(?:years?|yrs?) ?\+)(?: of)?(?: (?:exp|experience))?`)
	reExpRange   = regexp.MustCompile(`\b(?:between |from )?(\d+(?:\.\d+)?) ?(?:-|to|and|–) ?(\d+(?:\.\d+)?) ?` + expUnit)
	reExpCmp     = regexp.MustCompile(`\b(?:(?:exp|experience) (?:of )?)?(` + cmpAbove + `|` + cmpBelow + `) (\d+(?:\.\d+)?)\+? ?` + expUnit)
	reExpBare    = regexp.MustCompile(`\b(\d+(?:\.\d+)?) ?(?:years?|yrs?)(?: of)? (?:exp|experience|work experience|relevant experience)\b`)
	reExpCmp2    = regexp.MustCompile(`\b(?:exp|experience) (` + cmpAbove + `|` + cmpBelow + `) (\d+(?:\.\d+)?)\b`)
	reCTCRange   = regexp.MustCompile(`\b(?:ctc |salary |package )?(?:between |from )?` + amount + ` ?(?:-|to|and|–) ?` + amount + `\b`)
	reCTCCmp     = regexp.MustCompile(`(?:\b(?:ctc|salary|package|earning|earns|drawing)\b ?(?:of |is )?)?\b(` + cmpAbove + `|` + cmpBelow + `) ` + amount)
	reCTCBare    = regexp.MustCompile(`(?:\b(?:ctc|salary|package)\b ?(?:of |is |around |about |~ ?)?)?(?:rs\.? ?|inr ?|₹ ?)(\d+(?:\.\d+)?) ?(lpa|lakhs?|lacs?|l|cr|crores?|k)?|\b(\d+(?:\.\d+)?) ?(lpa|lakhs?|lacs?|cr|crores?)\b|\b(?:ctc|salary|package)\b (?:of |is |around |about )?(\d+(?:\.\d+)?) ?(l|k)\b`)
	reNotice     = regexp.MustCompile(`\b(?:notice(?: period)?(?: of| is)? ?)?(` + cmpAbove + `|` + cmpBelow + `)? ?(\d+) ?(?:\+ ?)?(days?|d|weeks?|months?)(?: (?:of )?notice(?: period)?)?(?: or (less|more|below|above|fewer))?`)
	reNoticeOn   = regexp.MustCompile(`\bnotice\b`)
	reExpWith    = regexp.MustCompile(`\b(?:with|having|has) (\d+(?:\.\d+)?) ?(?:years?|yrs?)\b`)
	reExpected   = regexp.MustCompile(`\b(?:expected|expecting|expectation|ectc)\b`)
	reNoticeList = regexp.MustCompile(`\b(\d+)(?: days?)? ?(?:or|/|and|,) ?(\d+) ?days?\b`)
	reBelow      = regexp.MustCompile(`^(?:` + cmpBelow + `)$`)
	reImmediate  = regexp.MustCompile(`\bimmediate`)
	reMoneyWord  = regexp.MustCompile(`ctc|salary|package`)
)

func isBelow(cmp string) bool {
	return cmp != "" && reBelow.MatchString(cmp)
}

func money(n, unit string) float64 {
	f, _ := strconv.ParseFloat(n, 64)
	switch {
	case unit == "lpa" || strings.HasPrefix(unit, "lakh") || strings.HasPrefix(unit, "lac") || unit == "l":
		return f * 100_000
	case strings.HasPrefix(unit, "cr"):
		return f * 10_000_000
	case unit == "k":
		return f * 1_000
	case unit == "m" || unit == "mn":
		return f * 1_000_000
	case f > 0 && f < 200:
		return f * 100_000 // a bare "under 20" about CTC is lakhs in India
	}
	return f
}

func fp(f float64) *float64 { return &f }

// readRanges fills experience, CTC and notice filters from the prompt.
func readRanges(t *text, f *action.JobFilters) {
	if m := t.find(reExpRange, true); len(m) > 0 {
		a, _ := strconv.ParseFloat(m[0][1], 64)
		b, _ := strconv.ParseFloat(m[0][2], 64)
		f.MinExperience, f.MaxExperience = fp(a), fp(b)
	} else if m := t.find(reExpPlus, true); len(m) > 0 {
		a, _ := strconv.ParseFloat(m[0][1], 64)
		f.MinExperience = fp(a)
	} else if m := append(t.find(reExpCmp, true), t.find(reExpCmp2, true)...); len(m) > 0 {
		a, _ := strconv.ParseFloat(m[0][2], 64)
		if isBelow(m[0][1]) {
			f.MaxExperience = fp(a)
		} else {
			f.MinExperience = fp(a)
		}
	} else if m := append(t.find(reExpBare, true), t.find(reExpWith, true)...); len(m) > 0 {
		a, _ := strconv.ParseFloat(m[0][1], 64)
		f.MinExperience = fp(a) // "3 years experience": at least that
	}
	// Notice before money, so "under 30 days" is not read as 30 lakhs.
	if reNoticeOn.MatchString(t.joined) || reImmediate.MatchString(t.joined) {
		readNotice(t, f)
	}
	if reExpected.MatchString(t.joined) {
		return // the spec's filters hold current CTC only; an expected CTC is not one
	}
	if m := t.find(reCTCRange, true); len(m) > 0 && (m[0][2] != "" || m[0][4] != "" || strings.ContainsAny(m[0][0], "₹$") || reMoneyWord.MatchString(m[0][0])) {
		unit := m[0][4]
		lo := m[0][2]
		if lo == "" {
			lo = unit
		}
		f.MinCurrentCTC, f.MaxCurrentCTC = fp(money(m[0][1], lo)), fp(money(m[0][3], unit))
	} else if m := t.find(reCTCCmp, true); len(m) > 0 {
		v := money(m[0][2], m[0][3])
		if isBelow(m[0][1]) {
			f.MaxCurrentCTC = fp(v)
		} else {
			f.MinCurrentCTC = fp(v)
		}
	} else if m := t.find(reCTCBare, true); len(m) > 0 {
		n, unit := m[0][1], m[0][2]
		if n == "" {
			n, unit = m[0][3], m[0][4]
		}
		if n == "" {
			n, unit = m[0][5], m[0][6]
		}
		v := money(n, unit)
		f.MaxCurrentCTC = fp(v) // "₹12L" alone: at most that, the common ask
	}
}

// readNotice maps a notice phrase onto the notice-period options that fit.
func readNotice(t *text, f *action.JobFilters) {
	for _, p := range phrases(lex.Notice) {
		if _, ok := t.markPhrase(p.text); ok {
			f.NoticePeriods = appendNew(f.NoticePeriods, p.key)
			return
		}
	}
	// "30 or 45 days": each option named.
	if m := t.find(reNoticeList, true); len(m) > 0 {
		for _, n := range []string{m[0][1], m[0][2]} {
			for _, o := range noticeDays {
				if o.value == n {
					f.NoticePeriods = appendNew(f.NoticePeriods, o.value)
				}
			}
		}
		return
	}
	for _, m := range t.find(reNotice, true) {
		n, _ := strconv.Atoi(m[2])
		switch {
		case strings.HasPrefix(m[3], "week"):
			n *= 7
		case strings.HasPrefix(m[3], "month"):
			n *= 30
		}
		below := isBelow(m[1]) || m[4] == "less" || m[4] == "below" || m[4] == "fewer"
		above := (m[1] != "" && !below) || m[4] == "more" || m[4] == "above"
		if !below && !above {
			// An exact length no option has: the nearest ("6 months" → 90+).
			best := noticeDays[0]
			for _, o := range noticeDays[1:] {
				if abs(o.days-n) < abs(best.days-n) {
					best = o
				}
			}
			f.NoticePeriods = appendNew(f.NoticePeriods, best.value)
			return
		}
		for _, o := range noticeDays {
			switch {
			case below && o.days <= n, above && o.days > n, !below && !above && o.days == n:
				f.NoticePeriods = appendNew(f.NoticePeriods, o.value)
			}
		}
		return
	}
}

// noticeDays are the spec's notice-period options with their length.
var noticeDays = []struct {
	value string
	days  int
}{{"immediate", 0}, {"15", 15}, {"30", 30}, {"45", 45}, {"60", 60}, {"90", 90}, {"90_plus", 91}}

func appendNew(list []string, v string) []string {
	for _, x := range list {
		if x == v {
			return list
		}
	}
	return append(list, v)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
