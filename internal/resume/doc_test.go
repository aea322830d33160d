package resume_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

var update = flag.Bool("update", false, "rewrite testdata/sample.doc from the fixture writer")

// The committed DOC file is the fixture writer's output for the sample
// person; -update rewrites it.
func TestSampleDOCIsTheFixtureWritersOutput(t *testing.T) {
	want := fixture.ResumeDOC(fixture.SamplePerson())
	if *update {
		if err := os.WriteFile("testdata/sample.doc", want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("testdata/sample.doc")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("testdata/sample.doc differs from fixture.ResumeDOC (%d bytes, want %d); run: go test ./internal/resume -run SampleDOC -args -update", len(got), len(want))
	}
}

func TestParseReadsTheSampleDOC(t *testing.T) {
	data, err := os.ReadFile("testdata/sample.doc")
	if err != nil {
		t.Fatal(err)
	}
	readers := map[string][]string{"AntiwordAndCatdoc": {"antiword", "catdoc"}, "CatdocOnly": {"catdoc"}}
	for name, tools := range readers {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			for _, tool := range tools {
				p, err := exec.LookPath(tool)
				if err != nil {
					t.Fatalf("%s is not installed: %v", tool, err)
				}
				if err := os.Symlink(p, filepath.Join(dir, tool)); err != nil {
					t.Fatal(err)
				}
			}
			r := resume.NewExtractor(resume.WithPath(dir)).Parse(context.Background(), data, "sample.doc")
			if r.Kind != resume.KindDOC {
				t.Errorf("kind: got %q, want doc", r.Kind)
			}
			wantSample(t, r)
		})
	}
}
