package resume

import "testing"

func TestLexiconEntries(t *testing.T) {
	lx := parseWordLists(`# a comment
[win]
runner up
particip*
1er prix
победител*
優勝
[other]
prize
`)
	tests := []struct {
		section, text string
		want          bool
	}{
		{"win", "Runner-Up, Example Hackathon", true}, // a space matches a hyphen
		{"win", "runners up", false},                  // no wildcard, no plural
		{"win", "Participated in", true},              // a wildcard takes further letters
		{"win", "nonparticipant", false},              // entries match whole words
		{"win", "1er prix du jury", true},
		{"win", "Победитель олимпиады", true}, // word bounds in Cyrillic
		{"win", "サンプル優勝2022", true},           // CJK matches inside a run of letters
		{"win", "prize", false},               // sections are apart
		{"other", "First PRIZE", true},        // case does not matter
	}
	for _, tc := range tests {
		if got := lx.word(tc.section).MatchString(tc.text); got != tc.want {
			t.Errorf("[%s] %q: got %v, want %v", tc.section, tc.text, got, tc.want)
		}
	}
}

func TestLexiconMissingSectionPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a missing section did not panic")
		}
	}()
	parseWordLists("[a]\nx\n").word("b")
}

// TestTagWordsHaveEverySection loads the shipped data file: every section
// the rules read is there and holds entries.
func TestTagWordsHaveEverySection(t *testing.T) {
	for _, sec := range []string{"hackathon", "not-hackathon", "win", "strong-win", "taking-part", "helper", "passive-host",
		"os-programme", "os-phrase", "os-work", "os-used", "icpc-onsite"} {
		if re := tagWords.word(sec); re.String() == "(?i)" {
			t.Errorf("[%s] is empty", sec)
		}
	}
}

func TestSentences(t *testing.T) {
	got := sentences("Won a prize at Example Hack. Wrote a blog. 学习。工作")
	want := []string{"Won a prize at Example Hack.", "Wrote a blog.", "学习。", "工作"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("sentence %d: got %q, want %q", i, got[i], want[i])
		}
	}
}
