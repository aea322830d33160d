package app_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// roleConstant matches a single role named in Go code.
var roleConstant = regexp.MustCompile(`recruit\.Role(Admin|TA|HiringManager|Panel|Employee|Agency|PlatformAdmin|Candidate|TalentCandidate)\b|"(company_admin|company_ta|company_hiring_manager|company_panel|company_employee|platform_admin)"`)

// sourceFiles walks dir (relative to the repository) and calls fn for each
// file whose name passes keep.
func sourceFiles(t *testing.T, dir string, keep func(path string) bool, fn func(path, text string)) {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			if d != nil && d.IsDir() && d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if !keep(rel) {
			return nil
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fn(rel, string(raw))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNoRoleRulesOutsideTheTable keeps who-may-do-what in one home: the
// permission table and role sets in internal/recruit, and the row rules in
// a domain package's access.go. Routes and handlers name permissions only;
// domain code asks actor.Can, never which roles an actor has.
func TestNoRoleRulesOutsideTheTable(t *testing.T) {
	goSource := func(p string) bool { return strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") }
	sourceFiles(t, "internal", goSource, func(path, text string) {
		if strings.HasPrefix(path, "internal/recruit/") || filepath.Base(path) == "access.go" {
			return
		}
		if strings.Contains(text, "HasRole(") {
			t.Errorf("%s asks which roles an actor has: use actor.Can(permission), or a row rule in access.go", path)
		}
		if strings.HasPrefix(path, "internal/httpapi/") {
			if m := roleConstant.FindString(text); m != "" {
				t.Errorf("%s names the role %s: routes and handlers name permissions", path, m)
			}
		}
	})
}
