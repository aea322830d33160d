package resume

import (
	"reflect"
	"testing"
)

// The fast paths must give exactly the answers of the regexps they stand
// in for, on lines of many scripts and on invalid UTF-8.
func TestFastPathsMatchTheirRegexps(t *testing.T) {
	lines := []string{
		"", "RESUME", "Curriculum Vitae – 2024", "R&D Engineer, AT&T", "Résumé de Jürgen", "个人简历",
		"Резюме: Иван Петров", "ΚΩΣΤΑΣ 12 ab", "\xff\xfeabc\xffdef", "a1b2c3 & d", "  trailing word",
		"jane@example.com https://github.com/jane www.jane.dev +1 (555) 123-4567",
		"Published in Proceedings of IEEE, 2021, pp. 1-5", "no contact here at all",
		"First-Author: J. Doe", "co author", "作者：王伟", "Paper Title, Conference Name, 20XX",
		"Lorem ipsum dolor", "Your Name", "HackMIT 2022", "won at SIH", "MLH hacks", "hack the north",
		"2019 – ", "2020 -\tx", "Name:\tJane", "BTech 2015 – 2019",
	}
	for _, s := range lines {
		if got, want := letterRuns(s), headingWordRe.FindAllString(s, -1); !reflect.DeepEqual(got, want) {
			t.Errorf("letterRuns(%q) = %q, regexp %q", s, got, want)
		}
		if got, want := firstLetterRun(s), headingWordRe.FindString(s); got != want {
			t.Errorf("firstLetterRun(%q) = %q, regexp %q", s, got, want)
		}
		if got, want := withoutContacts(s), contactRe.ReplaceAllString(s, " "); got != want {
			t.Errorf("withoutContacts(%q) = %q, regexp %q", s, got, want)
		}
		if got, want := hackShape(s), hackShapeRe.MatchString(s); got != want {
			t.Errorf("hackShape(%q) = %v, regexp %v", s, got, want)
		}
	}
	if !hasFoldASCII("Co-AUTHOR", "author") || hasFoldASCII("auth", "author") || !hasFoldASCII("x", "") {
		t.Error("hasFoldASCII")
	}
	h := newHints("ab", "x", "cd")
	for s, want := range map[string]bool{"zzab": true, "a": false, "zx": true, "c": false, "acd": true, "ba": false} {
		if h.in(s) != want {
			t.Errorf("hints.in(%q) = %v", s, !want)
		}
	}
}

func TestHasYearMatchesYearRe(t *testing.T) {
	for _, s := range []string{"", "1949", "1950", "2049", "2050", "x2019", "2019x", "a 2019 b", "12019", "20190",
		"_2019", "é2019ü", "(2019)", "2019–2021", "19 95", "since 1987.", "20\xff19", "2019"} {
		if got, want := hasYear(s), yearRe.MatchString(s); got != want {
			t.Errorf("hasYear(%q) = %v, regexp %v", s, got, want)
		}
	}
}

func TestNormalizeFastPathsChangeNothing(t *testing.T) {
	for _, s := range []string{"J O H A N N A   M E I E R", "a b", "x \t y \t z", "简简历历个个人人", "简历 plain", "☎ 555 0100", "plain text line"} {
		if spacedRune(s) == false && unspaceLetters(s) != s {
			t.Errorf("spacedRune(%q) false but unspaceLetters changes it", s)
		}
	}
	if got := undoubleHan("简简历历个个人人"); got != "简历个人" {
		t.Errorf("undoubleHan = %q", got)
	}
	if got := normalizeText("☎ 555"); got != "555" {
		t.Errorf("normalizeText = %q", got)
	}
}

// wordList.MatchString reads an ASCII line from the character before its
// first hint; it must agree with the whole regexp (gated by the hints).
func TestWordListMatchFromFirstHint(t *testing.T) {
	lines := []string{"Winner, Smart India Hackathon 2022", "xhackathon", "hackathon", "Runner-Up at HackMIT",
		"GSoC 2021 with KDE", "Google Summer of Code contributor", "summer internship; Google Summer of Code",
		"Participated in ICPC regionals", "Finalist – ACM ICPC World Finals", "a-hackathon-b", "Hackathons: 3"}
	for name, w := range tagWords {
		for _, s := range lines {
			if got, want := w.MatchString(s), w.has(s) && w.re.MatchString(s); got != want {
				t.Errorf("[%s].MatchString(%q) = %v, regexp %v", name, s, got, want)
			}
		}
	}
}
