package careers_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"testing"

	"hirekit/internal/careers"
)

var update = flag.Bool("update", false, "rewrite the expectations of web/src/careers/theme-vectors.json")

const vectorsFile = "../../web/src/careers/theme-vectors.json"

type vectors struct {
	About string `json:"about"`
	Cases []struct {
		Style careers.Style `json:"style"`
		Vars  [][2]string   `json:"vars"`
	} `json:"cases"`
}

// TestThemeVectors checks the server's theme against the cases the web
// app's theme.ts is tested with, so the live preview and the served page
// agree.
func TestThemeVectors(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(vectorsFile)
	if err != nil {
		t.Fatal(err)
	}
	var v vectors
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	for i := range v.Cases {
		got := careers.Theme(v.Cases[i].Style)
		if *update {
			v.Cases[i].Vars = got
			continue
		}
		want, _ := json.Marshal(v.Cases[i].Vars)
		have, _ := json.Marshal(got)
		if !bytes.Equal(want, have) {
			t.Errorf("case %d: got %s, want %s", i, have, want)
		}
	}
	if *update {
		out, _ := json.MarshalIndent(v, "", "  ")
		if err := os.WriteFile(vectorsFile, append(out, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestThemeKeepsTextReadable: whatever the colours, text on them and
// the accent on the page contrast at least 4.5:1 where that is possible.
func TestThemeKeepsTextReadable(t *testing.T) {
	t.Parallel()
	for _, c := range []string{"#fde047", "#ffffff", "#000000", "#1d4ed8", "#22d3ee", "#ef4444"} {
		for _, dark := range []bool{false, true} {
			vars := map[string]string{}
			for _, v := range careers.Theme(careers.Style{PrimaryColor: c, SecondaryColor: c, Dark: dark}) {
				vars[v[0]] = v[1]
			}
			if r := careers.Contrast(vars["--ck-accent"], vars["--ck-bg"]); r < 4.5 {
				t.Errorf("%s (dark %v): accent %s on %s is %.2f:1", c, dark, vars["--ck-accent"], vars["--ck-bg"], r)
			}
			if r := careers.Contrast(vars["--ck-on-primary"], c); r < 4.5 {
				t.Errorf("%s: text %s on it is %.2f:1", c, vars["--ck-on-primary"], r)
			}
		}
	}
}
