package grammar

import (
	"fmt"
	"testing"
	"time"

	"hirekit/internal/assistant/action"
)

// TestWhen reads the dates and times recruiters type, on a Wednesday at
// 11:00 in India.
func TestWhen(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Kolkata")
	now := time.Date(2026, 12, 2, 11, 0, 0, 0, loc)
	for _, c := range []struct {
		in, day string
		start   int
		end     int
		dur     time.Duration
	}{
		{"tomorrow 3pm", "2026-12-03", 15 * 60, -1, 0},
		{"tmrw at 4 pm", "2026-12-03", 16 * 60, -1, 0},
		{"day after tomorrow 10 to 11:30", "2026-12-04", 10 * 60, 11*60 + 30, 0},
		{"next Monday at 10", "2026-12-07", 10 * 60, -1, 0},
		{"in 2 days at 11", "2026-12-04", 11 * 60, -1, 0},
		{"friday 2:30pm for 45 minutes", "2026-12-04", 14*60 + 30, -1, 45 * time.Minute},
		{"on 10th december 5pm", "2026-12-10", 17 * 60, -1, 0},
		{"wednesday at 4pm", "2026-12-09", 16 * 60, -1, 0},
		{"tomorrow 2 to 3pm", "2026-12-03", 14 * 60, 15 * 60, 0},
		{"tomorrow 11am-12pm", "2026-12-03", 11 * 60, 12 * 60, 0},
		{"12/12 at noon for 1 hour", "2026-12-12", 12 * 60, -1, time.Hour},
		{"tmrw 11", "2026-12-03", 11 * 60, -1, 0},
		{"on the 5th at 3pm", "2026-12-05", 15 * 60, -1, 0},
		{"on the 1st at 10am", "2027-01-01", 10 * 60, -1, 0},
		{"at 3:30 on friday", "2026-12-04", 15*60 + 30, -1, 0},
		{"2 days later 5 pm", "2026-12-04", 17 * 60, -1, 0},
		{"5th december 16:00", "2026-12-05", 16 * 60, -1, 0},
	} {
		tx := newText(c.in)
		d, ok := readDay(tx, now)
		start, end, dur := readClock(tx)
		if !ok || d.Format("2006-01-02") != c.day || start != c.start || end != c.end || dur != c.dur {
			t.Errorf("%q: day %s (%v) start %d end %d dur %s; want %s %d %d %s", c.in, d.Format("2006-01-02"), ok, start, end, dur, c.day, c.start, c.end, c.dur)
		}
	}
}

// TestRanges reads experience, CTC and notice ranges.
func TestRanges(t *testing.T) {
	f := func(p *float64) string {
		if p == nil {
			return "-"
		}
		return fmt.Sprint(*p)
	}
	for _, c := range []struct{ in, want string }{
		{"5+ years", "5 - - - []"},
		{"more than 3 years and notice under 30 days", "3 - - - [immediate 15 30]"},
		{"under 20 LPA", "- - - 2e+06 []"},
		{"between 10 and 15 lakhs", "- - 1e+06 1.5e+06 []"},
		{"ctc ₹12L", "- - - 1.2e+06 []"},
		{"2-5 yrs exp", "2 5 - - []"},
		{"less than 5 years experience", "- 5 - - []"},
		{"notice more than 60 days", "- - - - [90 90_plus]"},
		{"immediate joiners", "- - - - [immediate]"},
		{"15 days notice or less", "- - - - [immediate 15]"},
		{"notice period 30 or 45 days", "- - - - [30 45]"},
		{"exp > 5 yrs", "5 - - - []"},
		{"3 years experience", "3 - - - []"},
	} {
		var jf action.JobFilters
		readRanges(newText(c.in), &jf)
		got := fmt.Sprintf("%s %s %s %s %v", f(jf.MinExperience), f(jf.MaxExperience), f(jf.MinCurrentCTC), f(jf.MaxCurrentCTC), jf.NoticePeriods)
		if got != c.want {
			t.Errorf("%q: %s, want %s", c.in, got, c.want)
		}
	}
}

// TestNameScore: typos, first names and initials match; other names do not.
func TestNameScore(t *testing.T) {
	name := Words("Priya Iyer")
	for _, c := range []struct {
		q    string
		want bool
	}{{"priya", true}, {"pryia iyer", true}, {"P Iyer", true}, {"priya iyr", true}, {"zara", false}, {"iyer priya", true}, {"meera", false}} {
		if got := NameScore(Words(c.q), name) > 0; got != c.want {
			t.Errorf("%q: %v", c.q, got)
		}
	}
	if NameScore(Words("priya iyer"), name) <= NameScore(Words("priya"), name) {
		t.Error("the full name should score above the first name")
	}
}
