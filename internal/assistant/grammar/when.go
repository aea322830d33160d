package grammar

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// A compact English reader for the dates, times and durations recruiters
// type, relative to the user's clock and read in the user's zone (see
// docs/decisions.md for why not go-dateparser).

var (
	numAlt       = `\d+(?:\.\d+)?|` + keysAltF(lex.Numbers)
	reDayWord    = regexp.MustCompile(`\b(?:on )?(` + keysAlt(lex.Days) + `)\b`)
	reInDays     = regexp.MustCompile(`\b(?:in|after) (` + numAlt + `) (days?|weeks?)\b`)
	reDaysLater  = regexp.MustCompile(`\b(` + numAlt + `) (days?|weeks?) (?:later|from now|from today|hence)\b`)
	reWeekday    = regexp.MustCompile(`\b(?:(next|this|coming|on) )?(` + keysAlt(lex.Weekdays) + `)\b`)
	reDayMonth   = regexp.MustCompile(`\b(?:on )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?(` + keysAlt(lex.Months) + `)\b`)
	reMonthDay   = regexp.MustCompile(`\b(?:on )?(` + keysAlt(lex.Months) + `) (\d{1,2})(?:st|nd|rd|th)?\b`)
	reOrdinal    = regexp.MustCompile(`\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b`)
	reSlashDate  = regexp.MustCompile(`\b(?:on )?(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2,4}))?\b`)
	reTimeRange  = regexp.MustCompile(`\b(?:from |between )?(\d{1,2})(?:[:.](\d{2}))? ?(am|pm)? ?(?:to|-|till|until|and|–) ?(\d{1,2})(?:[:.](\d{2}))? ?(am|pm)?\b`)
	reClock      = regexp.MustCompile(`\b(?:at |@ ?|by |around )?(\d{1,2})(?:[:.](\d{2}))? ?(am|pm|a\.m|p\.m|hrs)\b`)
	reClock24    = regexp.MustCompile(`\b(?:at |@ ?|around )?(\d{1,2})[:.](\d{2})\b`)
	reAtHour     = regexp.MustCompile(`\b(?:at|@|around) (\d{1,2})\b`)
	reNoon       = regexp.MustCompile(`\b(?:at )?(noon|midday)\b`)
	reDuration   = regexp.MustCompile(`\b(?:for )?(` + numAlt + `|half an?) ?(minutes?|mins?|hours?|hrs?|h)\b`)
	reWeekPeriod = regexp.MustCompile(`\b(this|next|last|previous|past|current) (week|month)\b`)
	reInMonth    = regexp.MustCompile(`\b(?:in|during|for|of|since) (` + keysAlt(lex.Months) + `)\b`)
	reLastDays   = regexp.MustCompile(`\b(?:in )?(?:the )?(?:last|past) (` + numAlt + `) (days?|weeks?)\b`)
)

func keysAltF(m map[string]float64) string {
	ints := map[string]int{}
	for k := range m {
		ints[k] = 0
	}
	return keysAlt(ints)
}

// number reads a digit string or a number word.
func number(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "half") {
		return 0.5, true
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return f, true
	}
	f, ok := lex.Numbers[s]
	return f, ok
}

// when is what a prompt says about an interview's time.
type when struct {
	date      time.Time // midnight in loc; zero if no day was named
	clock     int       // minutes after midnight, -1 if no time
	endClock  int       // -1 if no end
	duration  time.Duration
	hasPeriod bool
}

// readDay finds a day in the prompt: a day word, "in 2 days", a weekday or
// a calendar date.
func readDay(t *text, now time.Time) (time.Time, bool) {
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	if m := t.find(reDayWord, true); len(m) > 0 {
		return today.AddDate(0, 0, lex.Days[m[0][1]]), true
	}
	if m := t.find(reInDays, true); len(m) > 0 {
		n, _ := number(m[0][1])
		if strings.HasPrefix(m[0][2], "week") {
			n *= 7
		}
		return today.AddDate(0, 0, int(n)), true
	}
	if m := t.find(reDaysLater, true); len(m) > 0 {
		n, _ := number(m[0][1])
		if strings.HasPrefix(m[0][2], "week") {
			n *= 7
		}
		return today.AddDate(0, 0, int(n)), true
	}
	if m := t.find(reDayMonth, true); len(m) > 0 {
		d, _ := strconv.Atoi(m[0][1])
		return calendar(today, lex.Months[m[0][2]], d), true
	}
	if m := t.find(reMonthDay, true); len(m) > 0 {
		d, _ := strconv.Atoi(m[0][2])
		return calendar(today, lex.Months[m[0][1]], d), true
	}
	if m := t.find(reWeekday, true); len(m) > 0 {
		wd := lex.Weekdays[m[0][2]]
		ahead := (wd - int(today.Weekday()) + 7) % 7
		if ahead == 0 && m[0][1] != "this" {
			ahead = 7 // "Monday" said on a Monday is the next one
		}
		return today.AddDate(0, 0, ahead), true
	}
	if m := t.find(reOrdinal, true); len(m) > 0 {
		// "on the 5th": this month, or next if already past.
		d, _ := strconv.Atoi(m[0][1])
		c := time.Date(today.Year(), today.Month(), d, 0, 0, 0, 0, today.Location())
		if c.Before(today) {
			c = time.Date(today.Year(), today.Month()+1, d, 0, 0, 0, 0, today.Location())
		}
		return c, true
	}
	if m := t.find(reSlashDate, false); len(m) > 0 {
		d, _ := strconv.Atoi(m[0][1]) // Indian and British order: day first
		mo, _ := strconv.Atoi(m[0][2])
		if d >= 1 && d <= 31 && mo >= 1 && mo <= 12 {
			t.find(reSlashDate, true)
			return calendar(today, mo, d), true
		}
	}
	return time.Time{}, false
}

// calendar is day d of month mo, this year or, if already past, next year.
func calendar(today time.Time, mo, d int) time.Time {
	c := time.Date(today.Year(), time.Month(mo), d, 0, 0, 0, 0, today.Location())
	if c.Before(today) {
		c = c.AddDate(1, 0, 0)
	}
	return c
}

// hour12 turns an hour with an optional am/pm into 24-hour time; a bare
// hour is read as office hours (1-7 afternoon, 8-11 morning).
func hour12(h int, mer string) int {
	switch {
	case strings.HasPrefix(mer, "p") && h < 12:
		return h + 12
	case strings.HasPrefix(mer, "a") && h == 12:
		return 0
	case mer == "" && h >= 1 && h <= 7:
		return h + 12
	}
	return h
}

func clockOf(h, m string, mer string) int {
	hh, _ := strconv.Atoi(h)
	mm, _ := strconv.Atoi(m)
	return hour12(hh, mer)*60 + mm
}

// unitAfter says whether a number range is followed by a unit that makes
// it not a time ("3 to 6 years", "10-15 lakhs").
var reNotTime = regexp.MustCompile(`^ ?(years?|yrs?|lpa|lakhs?|lacs?|l|k|days?|weeks?|months?|%|candidates|people|profiles)\b`)

// readClock finds a start time, and an end time or duration.
func readClock(t *text) (start, end int, dur time.Duration) {
	start, end = -1, -1
	for _, loc := range reTimeRange.FindAllStringSubmatchIndex(t.joined, -1) {
		g := func(i int) string {
			if loc[2*i] < 0 {
				return ""
			}
			return t.joined[loc[2*i]:loc[2*i+1]]
		}
		if reNotTime.MatchString(t.joined[loc[1]:]) {
			continue
		}
		// Only interview prompts read times, so "10 to 11" is a time unless
		// a unit follows (reNotTime: "3 to 6 years", "10-15 lakhs").
		sp := t.tokensIn(loc[0], loc[1])
		if t.anyUsed(sp) {
			continue
		}
		sh, _ := strconv.Atoi(g(1))
		eh, _ := strconv.Atoi(g(4))
		smer, emer := g(3), g(6)
		if smer == "" && emer != "" {
			smer = emer
			if hour12(sh, emer) > hour12(eh, emer) {
				smer = "am"
			}
		}
		start, end = clockOf(g(1), g(2), smer), clockOf(g(4), g(5), emer)
		if end <= start && emer == "" {
			end += 12 * 60
		}
		t.mark(sp)
		break
	}
	if start < 0 {
		if m := t.find(reClock, true); len(m) > 0 {
			mer := m[0][3]
			if mer == "hrs" {
				mer = "24"
			}
			start = clockOf(m[0][1], m[0][2], mer)
		} else if m := t.find(reClock24, true); len(m) > 0 {
			start = clockOf(m[0][1], m[0][2], "") // "3:30" is afternoon, "16:00" stays
		} else if m := t.find(reNoon, true); len(m) > 0 {
			start = 12 * 60
		} else if m := t.find(reAtHour, true); len(m) > 0 {
			start = clockOf(m[0][1], "", "")
		} else if i := bareHourAfterDay(t); i >= 0 {
			start = clockOf(t.toks[i].norm, "", "")
			t.toks[i].used = true
		}
	}
	for _, m := range t.find(reDuration, true) {
		n, ok := number(m[1])
		if !ok {
			continue
		}
		if strings.HasPrefix(m[2], "h") {
			dur = time.Duration(n * float64(time.Hour))
		} else {
			dur = time.Duration(n * float64(time.Minute))
		}
		break
	}
	return start, end, dur
}

// readPeriod finds a span of days for a question ("tomorrow", "this
// week", "last month", "in the last 7 days"), as YYYY-MM-DD in loc.
func readPeriod(t *text, now time.Time) (from, to string, ok bool) {
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	day := func(d time.Time) string { return d.Format("2006-01-02") }
	if m := t.find(reLastDays, true); len(m) > 0 {
		n, _ := number(m[0][1])
		if strings.HasPrefix(m[0][2], "week") {
			n *= 7
		}
		return day(today.AddDate(0, 0, -int(n)+1)), day(today), true
	}
	if m := t.find(reWeekPeriod, true); len(m) > 0 {
		shift := 0
		switch m[0][1] {
		case "next":
			shift = 1
		case "last", "previous", "past":
			shift = -1
		}
		if m[0][2] == "month" {
			first := time.Date(today.Year(), today.Month()+time.Month(shift), 1, 0, 0, 0, 0, today.Location())
			return day(first), day(first.AddDate(0, 1, -1)), true
		}
		monday := today.AddDate(0, 0, -((int(today.Weekday())+6)%7)+7*shift)
		return day(monday), day(monday.AddDate(0, 0, 6)), true
	}
	if d, ok := readDay(t, now); ok {
		return day(d), day(d), true
	}
	if m := t.find(reInMonth, true); len(m) > 0 {
		// "in November": that month, this year or, if still to come, last.
		first := time.Date(today.Year(), time.Month(lex.Months[m[0][1]]), 1, 0, 0, 0, 0, today.Location())
		if first.After(today) {
			first = first.AddDate(-1, 0, 0)
		}
		return day(first), day(first.AddDate(0, 1, -1)), true
	}
	return "", "", false
}

var reBareHour = regexp.MustCompile(`^(?:[1-9]|1[0-2])$`)

// bareHourAfterDay finds "tmrw 11": an hour alone right after the day.
func bareHourAfterDay(t *text) int {
	for i := 1; i < len(t.toks); i++ {
		if t.toks[i].used || !t.toks[i-1].used || !reBareHour.MatchString(t.toks[i].norm) {
			continue
		}
		if i+1 < len(t.toks) && reNotTime.MatchString(" "+t.toks[i+1].norm) {
			continue
		}
		if _, ok := lex.Days[t.toks[i-1].norm]; ok {
			return i
		}
		if _, ok := lex.Weekdays[t.toks[i-1].norm]; ok {
			return i
		}
	}
	return -1
}
