package httpapi_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"hirekit/internal/httpapi"
)

var update = flag.Bool("update", false, "rewrite docs/openapi.json and docs/api.md")

// TestGeneratedDocs fails when the committed OpenAPI document or API list
// is stale; `make gen` rewrites them.
func TestGeneratedDocs(t *testing.T) {
	t.Parallel()
	routes := httpapi.NewServer(httpapi.Deps{}).Routes()
	doc, err := httpapi.BuildOpenAPI(routes)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{
		"openapi.json":   doc,
		"api.md":         httpapi.APIMarkdown(routes),
		"permissions.md": httpapi.PermissionsMarkdown(routes),
	}
	for name, want := range files {
		path := filepath.Join("..", "..", "docs", name)
		if *update {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run make gen)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("docs/%s is stale: run make gen and commit it", name)
		}
	}
}
