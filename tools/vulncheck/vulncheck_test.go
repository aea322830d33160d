package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/vuln/scan"
)

// testDB builds the database of testdata/osv.
func testDB(t *testing.T, notBefore time.Time) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "db")
	n, err := buildDB("testdata/osv", dir, notBefore)
	if err != nil {
		t.Fatal(err)
	}
	if n != 3 {
		t.Fatalf("built %d entries, want 3", n)
	}
	return dir
}

func TestBuildDBWritesGovulncheckLayout(t *testing.T) {
	dir := testDB(t, time.Date(2025, 12, 31, 0, 0, 0, 0, time.UTC))
	want := map[string]string{
		"index/db.json": `{"modified":"2026-03-04T05:06:07Z"}`,
		"index/modules.json": `[` +
			`{"path":"example.com/other","vulns":[{"id":"GO-9999-0003","modified":"0001-01-01T00:00:00Z","fixed":"2.0.0"}]},` +
			`{"path":"example.com/vulnlib","vulns":[{"id":"GO-9999-0002","modified":"2026-03-04T05:06:07Z","fixed":"1.1.0"},{"id":"GO-9999-0003","modified":"0001-01-01T00:00:00Z"}]},` +
			`{"path":"stdlib","vulns":[{"id":"GO-9999-0001","modified":"2026-01-02T03:04:05Z"}]}]`,
		"index/vulns.json": `[` +
			`{"id":"GO-9999-0001","modified":"2026-01-02T03:04:05Z"},` +
			`{"id":"GO-9999-0002","modified":"2026-03-04T05:06:07Z","aliases":["CVE-9999-0002"]},` +
			`{"id":"GO-9999-0003","modified":"0001-01-01T00:00:00Z"}]`,
	}
	for name, w := range want {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != w {
			t.Errorf("%s:\n got %s\nwant %s", name, b, w)
		}
	}
	for _, id := range []string{"GO-9999-0001", "GO-9999-0002", "GO-9999-0003"} {
		src, _ := os.ReadFile(filepath.Join("testdata/osv", id+".json"))
		got, err := os.ReadFile(filepath.Join(dir, "ID", id+".json"))
		if err != nil || !bytes.Equal(got, src) {
			t.Errorf("ID/%s.json is not the OSV file as it is (%v)", id, err)
		}
	}

	// The pinned version's time is the floor for the database's time.
	later := testDB(t, time.Date(2026, 11, 5, 23, 49, 57, 0, time.UTC))
	if b, _ := os.ReadFile(filepath.Join(later, "index/db.json")); string(b) != `{"modified":"2026-11-05T23:49:57Z"}` {
		t.Errorf("db.json = %s", b)
	}
}

func TestBuildDBRefusesBadEntries(t *testing.T) {
	for name, content := range map[string]string{
		"GO-9999-0009.json": `{"id":"GO-9999-0008","affected":[{"package":{"name":"stdlib"}}]}`,
		"GO-9999-0010.json": `{"id":"GO-9999-0010"}`,
		"GO-9999-0011.json": `{"id":`,
	} {
		src := t.TempDir()
		if err := os.WriteFile(filepath.Join(src, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "db")
		if _, err := buildDB(src, out, time.Time{}); err == nil {
			t.Errorf("%s %s: built", name, content)
		}
		if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: a failed build left %s (%v)", name, out, err)
		}
	}
}

func TestLatestFixed(t *testing.T) {
	type ev = map[string]string
	for _, c := range []struct {
		events []ev
		want   string
	}{
		{[]ev{{"introduced": "0"}}, ""},
		{[]ev{{"introduced": "0"}, {"fixed": "1.2.3"}}, "1.2.3"},
		{[]ev{{"introduced": "0"}, {"fixed": "1.10.0"}, {"introduced": "1.9.0"}, {"fixed": "1.9.5"}}, "1.10.0"},
		{[]ev{{"introduced": "0"}, {"fixed": "1.1.0"}, {"introduced": "1.2.0"}}, ""},
		{[]ev{{"introduced": "0"}, {"fixed": "1.26.9"}, {"introduced": "1.27.0-0"}, {"fixed": "1.27.2"}}, "1.27.2"},
	} {
		b, _ := json.Marshal([]map[string]any{{"type": "SEMVER", "events": c.events}})
		var rs []osvRange
		if err := json.Unmarshal(b, &rs); err != nil {
			t.Fatal(err)
		}
		if got := latestFixed(rs); got != c.want {
			t.Errorf("latestFixed(%v) = %q, want %q", c.events, got, c.want)
		}
	}
}

// govulncheck's own client (in query mode) reads the layout: it finds an
// entry through index/modules.json, skips one whose fixed version is at or
// below the module's without reading it, and reads ID/<id>.json.
func TestGovulncheckQueriesTheDB(t *testing.T) {
	dir := testDB(t, time.Time{})
	for version, want := range map[string][]string{
		"v1.0.0": {"GO-9999-0002", "GO-9999-0003"},
		"v1.1.0": nil,
		"v1.2.0": {"GO-9999-0003"},
	} {
		var out, stderr bytes.Buffer
		cmd := scan.Command(context.Background(), "-mode", "query", "-format", "json",
			"-db", "file://"+filepath.ToSlash(dir), "example.com/vulnlib@"+version)
		cmd.Stdout, cmd.Stderr, cmd.Stdin = &out, &stderr, strings.NewReader("")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if err := cmd.Wait(); err != nil {
			t.Fatalf("%s: %v\n%s", version, err, stderr.Bytes())
		}
		var got []string
		dec := json.NewDecoder(&out)
		for {
			var msg struct{ OSV *struct{ ID string } }
			if err := dec.Decode(&msg); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				t.Fatal(err)
			}
			if msg.OSV != nil {
				got = append(got, msg.OSV.ID)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("example.com/vulnlib@%s: %v, want %v", version, got, want)
		}
	}
}

// Source mode fails a program that calls the vulnerable symbol and passes
// one that only imports its package.
func TestVulncheckFailsOnlyOnCalledSymbols(t *testing.T) {
	dir := testDB(t, time.Time{})
	ctx := context.Background()

	calls, err := govulncheck(ctx, dir, "testdata/calls", []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code := report(&out, "testdata/calls", calls, nil); code != 1 {
		t.Errorf("calls strconv.Quote: exit %d, want 1\n%s", code, out.String())
	}
	if !strings.Contains(out.String(), "FAIL     GO-9999-0001 stdlib@") ||
		!strings.Contains(out.String(), "main.go:9: example.com/calls.main calls strconv.Quote") {
		t.Errorf("report does not name the vulnerability and the call:\n%s", out.String())
	}

	// Accepted with a reason, it passes; the reason must be there.
	out.Reset()
	if code := report(&out, "testdata/calls", calls, map[string]string{"GO-9999-0001": "fixture"}); code != 0 {
		t.Errorf("accepted: exit %d, want 0\n%s", code, out.String())
	}

	imports, err := govulncheck(ctx, dir, "testdata/imports", []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := report(&out, "testdata/imports", imports, nil); code != 0 {
		t.Errorf("imports strconv without calling Quote: exit %d, want 0\n%s", code, out.String())
	}
	if !imports.uncalled["GO-9999-0001"] {
		t.Errorf("the imported, uncalled vulnerability is not counted: %+v", imports)
	}

	// An accepted id that no longer reaches the code fails: the list only
	// shrinks.
	out.Reset()
	if code := report(&out, "testdata/imports", imports, map[string]string{"GO-9999-0001": "fixture"}); code != 1 ||
		!strings.Contains(out.String(), "GO-9999-0001 is in accepted.txt but no longer reaches the code") {
		t.Errorf("stale acceptance: exit %d, want 1\n%s", code, out.String())
	}
}

func TestReadAccepted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "accepted.txt")
	os.WriteFile(path, []byte("# comment\n\nGO-2026-0001 stdlib: needs go1.26.9  # until then\n"), 0o644)
	acc, err := readAccepted(path)
	if err != nil || len(acc) != 1 || acc["GO-2026-0001"] != "stdlib: needs go1.26.9" {
		t.Errorf("readAccepted = %v, %v", acc, err)
	}
	os.WriteFile(path, []byte("GO-2026-0001\n"), 0o644)
	if _, err := readAccepted(path); err == nil {
		t.Error("an id without a reason was accepted")
	}
}
