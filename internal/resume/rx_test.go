package resume

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRxAgreesWithRegexp holds every rx of the package to its regexp: on
// lines of the lexicons and of the corpus resumes (when the corpus is
// there), in upper, lower and title case, and with k and s spelled K and
// ſ, the prefilter never turns away a text the regexp matches. (Where it
// lets a text through, every method is the regexp's own.)
func TestRxAgreesWithRegexp(t *testing.T) {
	lines := rxTestLines(t)
	if len(allRx) < 50 || len(lines) < 1000 {
		t.Fatalf("%d regexps over %d lines: the test would prove little", len(allRx), len(lines))
	}
	filtered, turned := 0, 0
	for _, r := range allRx {
		if r.need == nil {
			continue
		}
		filtered++
		for _, s := range lines {
			if !r.impossible(s) {
				continue
			}
			turned++
			if r.Regexp.MatchString(s) {
				t.Fatalf("%s: the prefilter turned away %q, which the regexp matches", r, s)
			}
			if r.MatchString(s) || r.FindString(s) != "" || r.ReplaceAllString(s, "_") != s {
				t.Fatalf("%s on %q: a method found a match the prefilter ruled out", r, s)
			}
		}
	}
	if turned < len(lines) {
		t.Fatalf("the prefilters turned away only %d texts", turned)
	}
	if filtered < len(allRx)/2 {
		t.Fatalf("only %d of %d regexps have a prefilter", filtered, len(allRx))
	}
	t.Logf("%d regexps (%d with a prefilter) over %d lines", len(allRx), filtered, len(lines))
}

func TestRequiredLiterals(t *testing.T) {
	for _, tc := range []struct {
		expr string
		in   []string // texts that must reach the regexp
		out  []string // texts the prefilter answers alone
	}{
		{`(?i)\b(proceedings|conference)\b`, []string{"PROCEEDINGS of", "a Conference"}, []string{"a job at Acme"}},
		{`(?i)konferenz`, []string{"Konferenz", "\u212aonferenz"}, []string{"meeting"}},
		{`(?i)confér`, []string{"CONFÉR", "confér"}, []string{"meeting"}},
		{`\d+ years`, []string{"5 years"}, []string{"five yrs"}},
		{`(?i)b\.?tech`, []string{"B.Tech", "BTECH"}, []string{"bachelor"}},
		{`会议|期刊`, []string{"国际会议"}, []string{"conference"}},
	} {
		r := mustRx(tc.expr)
		for _, s := range tc.in {
			if r.impossible(s) {
				t.Errorf("%s: the prefilter turned away %q", tc.expr, s)
			}
		}
		for _, s := range tc.out {
			if !r.impossible(s) {
				t.Errorf("%s: the prefilter let %q through", tc.expr, s)
			}
		}
	}
	allRx = allRx[:len(allRx)-6]
}

// rxTestLines are the lines TestRxAgreesWithRegexp reads, with variants.
func rxTestLines(t *testing.T) []string {
	var base []string
	files, _ := filepath.Glob("data/*")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		base = append(base, strings.Split(string(b), "\n")...)
	}
	dir := os.Getenv("HIREKIT_CORPUS_DIR")
	if dir == "" {
		dir = "../../../shared/corpus/resumes"
	}
	pdfs, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	for _, p := range pdfs {
		var out bytes.Buffer
		cmd := exec.CommandContext(context.Background(), "pdftotext", p, "-")
		cmd.Stdout = &out
		if cmd.Run() == nil {
			base = append(base, strings.Split(out.String(), "\n")...)
		}
	}
	// Every third distinct line keeps the test to seconds.
	var lines []string
	seen := map[string]bool{}
	for _, s := range base {
		s = strings.TrimSpace(s)
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		if len(seen)%3 != 0 {
			continue
		}
		lines = append(lines, s, strings.ToUpper(s), strings.ToLower(s), strings.Title(s), //nolint:staticcheck // any casing will do
			strings.NewReplacer("k", "\u212a", "s", "\u017f").Replace(s))
	}
	return lines
}
