package boolquery_test

import (
	"reflect"
	"strings"
	"testing"

	"hirekit/internal/boolquery"
)

func TestSpansFindTheTokensOfNormalizeText(t *testing.T) {
	for _, text := range []string{
		"Senior Go developer, C++ and C#; .NET, Node.js — José Müller (ﬁnance) 3e4x",
		"front-end\n\nmachine   learning\x00 naïve",
		"日本語 テキスト and ΣΊΣΥΦΟΣ",
	} {
		var got []string
		for _, sp := range boolquery.Spans(text) {
			got = append(got, sp.Token)
		}
		if want := boolquery.NormalizeText(text); strings.Join(got, " ") != want {
			t.Errorf("Spans(%q) tokens = %q, want %q", text, strings.Join(got, " "), want)
		}
	}
	text := "Knows C++ and José's Node.js"
	var shown []string
	for _, sp := range boolquery.Spans(text) {
		shown = append(shown, text[sp.Start:sp.End])
	}
	if want := []string{"Knows", "C++", "and", "José", "s", "Node.js"}; !reflect.DeepEqual(shown, want) {
		t.Errorf("spans show %q, want %q", shown, want)
	}
}

func TestPositiveLeavesNegatedTermsOut(t *testing.T) {
	q, err := boolquery.Parse(`python AND ("machine learning" OR go) NOT java -(NOT rust) python`)
	if err != nil {
		t.Fatal(err)
	}
	got := q.Positive()
	want := [][]string{{"python"}, {"machine", "learning"}, {"go"}, {"rust"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Positive() = %q, want %q", got, want)
	}
}

func marked(sn boolquery.Snippet) string {
	var b strings.Builder
	for _, s := range sn {
		if s.Match {
			b.WriteString("[" + s.Text + "]")
		} else {
			b.WriteString(s.Text)
		}
	}
	return b.String()
}

func TestEvidenceMarksTermsAndPhrases(t *testing.T) {
	text := "Built <b>services</b> in Go.\nLed a Machine\nLearning team; machine vision too. " + strings.Repeat("filler ", 40) + "Later wrote Go again."
	got := boolquery.Evidence(text, [][]string{{"go"}, {"machine", "learning"}}, 3, 40)
	if len(got) != 2 {
		t.Fatalf("got %d snippets, want 2: %v", len(got), got)
	}
	if s := marked(got[0]); s != "Built <b>services</b> in [Go]. Led a [Machine Learning] team; machine vision…" {
		t.Errorf("first snippet %q", s)
	}
	if s := marked(got[1]); !strings.HasSuffix(s, "wrote [Go] again.") || !strings.HasPrefix(s, "…") {
		t.Errorf("second snippet %q", s)
	}
	if got := boolquery.Evidence(text, [][]string{{"rust"}}, 3, 40); len(got) != 0 {
		t.Errorf("no match gave %v", got)
	}
	if got := boolquery.Evidence(text, [][]string{{"go"}}, 1, 40); len(got) != 1 {
		t.Errorf("max 1 gave %d", len(got))
	}
}
