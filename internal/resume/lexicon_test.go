package resume

import "testing"

func TestLexiconMatchesWholeWordsAndCJKAnywhere(t *testing.T) {
	lx := parseLexicon("# comment\nabitur\tschool\tde\nl1\tstudy_year\tfr\n大学院\tmaster\tja\n")
	tests := []struct {
		text string
		want string
	}{
		{"abitur, gymnasium", "school"},
		{"fachabitur", ""}, // not a whole word: "fachabitur" is its own term in the real file
		{"série : l1", "study_year"},
		{"html1", ""},
		{"例示工業大学院入学", "master"},
	}
	for _, tc := range tests {
		k := lx.kinds(tc.text)
		if tc.want == "" && len(k) != 0 || tc.want != "" && !k[tc.want] {
			t.Errorf("%q: got %v, want %q", tc.text, k, tc.want)
		}
	}
}

func TestEveryLexiconFileParses(t *testing.T) {
	kinds := map[string]bool{LevelBachelor: true, LevelMaster: true, LevelDoctor: true, kindSchool: true, kindStudyYear: true,
		kindFirstLong: true, kindIncomplete: true}
	for _, term := range degreeLexicon.terms {
		if !kinds[term.kind] {
			t.Errorf("degrees.tsv: %q has unknown kind %q", term.term, term.kind)
		}
	}
	roles := map[string]bool{"full": true, "given": true, "family": true, "generic": true}
	for _, term := range nameLabels.terms {
		if !roles[term.kind] {
			t.Errorf("name_labels.tsv: %q has unknown role %q", term.term, term.kind)
		}
	}
	for _, term := range parseLexicon(headingsTSV).terms {
		if classOf(term.term) == "" {
			t.Errorf("headings.tsv: %q (%s) is no heading word", term.term, term.kind)
		}
	}
	if !docTitles["bewerbung"] || !nameStop["gmbh"] {
		t.Error("title_words.tsv or name_stopwords.tsv not loaded")
	}
}

func TestDOCFooterContactsFromCatdoc(t *testing.T) {
	antiword := "Name\tPat\nE-mail\tpat@example.com\n"
	catdoc := "Name\tPat\nE-mail\tpat@example.com\n  Pat Example      I        Main St 4        I      pat.alt@example.ru\n"
	got := missingContactLines(antiword, catdoc)
	if len(got) != 1 || got[0].Part != PartFooter || got[0].Text != "Pat Example\tMain St 4\tpat.alt@example.ru" {
		t.Errorf("got %+v", got)
	}
}
