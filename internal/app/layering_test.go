package app_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// architecture is docs/architecture.json.
type architecture struct {
	Parts []struct {
		Name     string   `json:"name"`
		Packages []string `json:"packages"`
	} `json:"parts"`
	Forbidden []struct {
		From string   `json:"from"`
		To   []string `json:"to"`
		Why  string   `json:"why"`
	} `json:"forbidden"`
}

// partOf returns the first part whose patterns match pkg.
func (a *architecture) partOf(pkg string) string {
	for _, p := range a.Parts {
		for _, pat := range p.Packages {
			if base, ok := strings.CutSuffix(pat, "/..."); ok {
				if pkg == base || strings.HasPrefix(pkg, base+"/") {
					return p.Name
				}
			} else if pkg == pat {
				return p.Name
			}
		}
	}
	return ""
}

// TestLayering reads every package's imports from `go list` and fails on
// an import docs/architecture.json forbids, and on a package no part
// names (a new package must be placed first).
func TestLayering(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(root, "docs", "architecture.json"))
	if err != nil {
		t.Fatal(err)
	}
	var arch architecture
	if err := json.Unmarshal(raw, &arch); err != nil {
		t.Fatalf("docs/architecture.json: %v", err)
	}
	cmd := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}} {{join .Imports \" \"}}{{end}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 || !strings.HasPrefix(fields[0], "hirekit/") {
			continue
		}
		pkg := fields[0]
		from := arch.partOf(pkg)
		if from == "" {
			t.Errorf("%s belongs to no part of docs/architecture.json", pkg)
			continue
		}
		for _, imp := range fields[1:] {
			if !strings.HasPrefix(imp, "hirekit/") {
				continue
			}
			to := arch.partOf(imp)
			checked++
			for _, rule := range arch.Forbidden {
				if rule.From == from && slices.Contains(rule.To, to) {
					t.Errorf("%s (%s) imports %s (%s): %s", pkg, from, imp, to, rule.Why)
				}
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d imports checked", checked)
	}
}
