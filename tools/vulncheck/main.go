// Command vulncheck runs govulncheck (pinned in this module's go.mod) over
// Hirekit's packages against a local vulnerability database built from a
// pinned golang.org/x/vulndb module version, fetched through the Go module
// proxy like any module: CI reaches no other vulnerability source.
//
// It fails (exit 1) on a vulnerability in code the packages reach (a called
// symbol, govulncheck's symbol level), unless accepted.txt lists its id with
// a reason; an accepted id that no longer reaches the code fails too, so
// the list only shrinks. Vulnerabilities in imported packages or required
// modules that are never called are counted, not failed.
//
//	cd tools/vulncheck && go run . [-root ../..] [patterns, default ./...]
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"time"

	"golang.org/x/mod/module"
	"golang.org/x/vuln/scan"
)

// The vulnerability data: golang.org/x/vulndb at this version, whose module
// zip holds data/osv/*.json. The sum is the go.sum line's, checked again
// here (the go command checks it against the checksum database too).
// Bump both together: `go mod download -json golang.org/x/vulndb@<version>`.
const (
	vulndbPath    = "golang.org/x/vulndb"
	vulndbVersion = "v0.0.0-20261105234957-e22db6528018"
	vulndbSum     = "h1:mfngRv0Yoh0VApsXKEN82CjD99kl7mtparN3bs3JnqI="
)

func main() {
	root := flag.String("root", "../..", "the module to scan")
	cache := flag.String("cache", "", "where built databases are kept (default ROOT/.cache/vulndb)")
	accepted := flag.String("accepted", "accepted.txt", "ids accepted with a reason, one a line")
	flag.Parse()
	patterns := flag.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	if *cache == "" {
		*cache = filepath.Join(*root, ".cache", "vulndb")
	}
	code, err := run(context.Background(), os.Stdout, *root, *cache, *accepted, patterns)
	if err != nil {
		fmt.Fprintln(os.Stderr, "vulncheck:", err)
		os.Exit(2)
	}
	os.Exit(code)
}

func run(ctx context.Context, out io.Writer, root, cache, acceptedFile string, patterns []string) (int, error) {
	start := time.Now()
	dbDir, err := localDB(ctx, out, cache)
	if err != nil {
		return 0, err
	}
	acc, err := readAccepted(acceptedFile)
	if err != nil {
		return 0, err
	}
	res, err := govulncheck(ctx, dbDir, root, patterns)
	if err != nil {
		return 0, err
	}
	fmt.Fprintf(out, "govulncheck (%s), %s, %s@%s, %s: %s\n", res.scanner, res.goVersion, vulndbPath, vulndbVersion,
		strings.Join(patterns, " "), time.Since(start).Round(time.Second))
	return report(out, root, res, acc), nil
}

// localDB returns the database directory for the pinned version, building
// it when the cache lacks it.
func localDB(ctx context.Context, out io.Writer, cache string) (string, error) {
	dir, err := filepath.Abs(filepath.Join(cache, vulndbVersion))
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(dir, "index", "modules.json")); err == nil {
		return dir, nil
	}
	src, err := downloadVulndb(ctx)
	if err != nil {
		return "", err
	}
	when, err := module.PseudoVersionTime(vulndbVersion)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", err
	}
	n, err := buildDB(filepath.Join(src, "data", "osv"), dir, when)
	if err != nil {
		return "", fmt.Errorf("building the database: %w", err)
	}
	fmt.Fprintf(out, "built %s: %d entries from %s@%s\n", dir, n, vulndbPath, vulndbVersion)
	return dir, nil
}

// downloadVulndb fetches the pinned module through the module proxy (into
// the module cache; a no-op when it is there) and returns its directory.
func downloadVulndb(ctx context.Context) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "mod", "download", "-json", vulndbPath+"@"+vulndbVersion)
	cmd.Dir = os.TempDir() // outside any module: go.mod and go.sum stay as they are
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	var m struct{ Dir, Sum, Error string }
	if jerr := json.Unmarshal(b, &m); jerr == nil && m.Error != "" {
		return "", fmt.Errorf("go mod download %s@%s: %s", vulndbPath, vulndbVersion, m.Error)
	}
	if err != nil {
		return "", fmt.Errorf("go mod download %s@%s: %v\n%s", vulndbPath, vulndbVersion, err, stderr.Bytes())
	}
	if m.Sum != vulndbSum {
		return "", fmt.Errorf("%s@%s has sum %s, want %s", vulndbPath, vulndbVersion, m.Sum, vulndbSum)
	}
	return m.Dir, nil
}

// result is what govulncheck's JSON stream says.
type result struct {
	scanner, goVersion string
	summary            map[string]string // osv id -> summary
	called             map[string][]*finding
	uncalled           map[string]bool // reported at module or package level only
}

type finding struct {
	OSV          string   `json:"osv"`
	FixedVersion string   `json:"fixed_version"`
	Trace        []*frame `json:"trace"`
}

type frame struct {
	Module   string `json:"module"`
	Version  string `json:"version"`
	Package  string `json:"package"`
	Function string `json:"function"`
	Receiver string `json:"receiver"`
	Position *struct {
		Filename string `json:"filename"`
		Line     int    `json:"line"`
		Column   int    `json:"column"`
	} `json:"position"`
}

// govulncheck runs govulncheck in source mode, in this process.
func govulncheck(ctx context.Context, dbDir, root string, patterns []string) (*result, error) {
	args := append([]string{"-db", "file://" + filepath.ToSlash(dbDir), "-format", "json", "-C", root}, patterns...)
	cmd := scan.Command(ctx, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.Stdin = strings.NewReader("")
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	if err := cmd.Wait(); err != nil {
		return nil, fmt.Errorf("govulncheck: %v\n%s", err, stderr.Bytes())
	}
	return parse(&stdout)
}

func parse(r io.Reader) (*result, error) {
	res := &result{summary: map[string]string{}, called: map[string][]*finding{}, uncalled: map[string]bool{}}
	dec := json.NewDecoder(r)
	for {
		var msg struct {
			Config *struct {
				GoVersion string `json:"go_version"`
				ScanLevel string `json:"scan_level"`
			} `json:"config"`
			OSV *struct {
				ID      string `json:"id"`
				Summary string `json:"summary"`
			} `json:"osv"`
			Finding *finding `json:"finding"`
		}
		if err := dec.Decode(&msg); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("reading govulncheck's output: %w", err)
		}
		switch {
		case msg.Config != nil:
			if msg.Config.ScanLevel != "symbol" {
				return nil, fmt.Errorf("govulncheck scanned at %q level, want symbol", msg.Config.ScanLevel)
			}
			res.scanner, res.goVersion = "x/vuln "+vulnVersion(), msg.Config.GoVersion
		case msg.OSV != nil:
			res.summary[msg.OSV.ID] = msg.OSV.Summary
		case msg.Finding != nil && len(msg.Finding.Trace) > 0:
			if msg.Finding.Trace[0].Function != "" {
				res.called[msg.Finding.OSV] = append(res.called[msg.Finding.OSV], msg.Finding)
			} else {
				res.uncalled[msg.Finding.OSV] = true
			}
		}
	}
	if res.scanner == "" {
		return nil, errors.New("govulncheck printed no config")
	}
	for id := range res.called {
		delete(res.uncalled, id)
	}
	return res, nil
}

// vulnVersion is golang.org/x/vuln's version in this build (the JSON's
// scanner_version is v0.0.0 when govulncheck runs as a library).
func vulnVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Path == "golang.org/x/vuln" {
				return m.Version
			}
		}
	}
	return "(unknown)"
}

// readAccepted reads "ID reason..." lines; # starts a comment.
func readAccepted(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]string{}, nil
	} else if err != nil {
		return nil, err
	}
	defer f.Close()
	acc := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		id, reason, _ := strings.Cut(strings.TrimSpace(line), " ")
		if id == "" {
			continue
		}
		if strings.TrimSpace(reason) == "" {
			return nil, fmt.Errorf("%s:%d: %s has no reason", path, n, id)
		}
		acc[id] = strings.TrimSpace(reason)
	}
	return acc, sc.Err()
}

const maxTraces = 3

// report prints every called vulnerability and returns the exit code: 1
// when one is not accepted or an accepted one is no longer called.
func report(out io.Writer, root string, res *result, acc map[string]string) int {
	ids := make([]string, 0, len(res.called))
	for id := range res.called {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	failed := 0
	for _, id := range ids {
		fs := res.called[id]
		f := fs[0]
		vuln := f.Trace[0]
		state := "FAIL"
		if _, ok := acc[id]; ok {
			state = "accepted"
		} else {
			failed++
		}
		fixed := f.FixedVersion
		if fixed == "" {
			fixed = "no fixed version"
		}
		fmt.Fprintf(out, "%-8s %s %s@%s (fixed: %s): %s\n", state, id, vuln.Module, vuln.Version, fixed, res.summary[id])
		if state == "accepted" {
			continue
		}
		// One line per call path; a few are enough to start from.
		seen := map[string]bool{}
		for _, f := range fs {
			if d := describe(root, f.Trace); !seen[d] {
				seen[d] = true
				if len(seen) <= maxTraces {
					fmt.Fprintf(out, "         %s\n", d)
				}
			}
		}
		if len(seen) > maxTraces {
			fmt.Fprintf(out, "         and %d more call paths\n", len(seen)-maxTraces)
		}
	}
	var stale []string
	for id := range acc {
		if res.called[id] == nil {
			stale = append(stale, id)
		}
	}
	sort.Strings(stale)
	for _, id := range stale {
		fmt.Fprintf(out, "FAIL     %s is in accepted.txt but no longer reaches the code: remove it\n", id)
	}
	fmt.Fprintf(out, "%d vulnerabilities reach the code (%d accepted, %d not); %d more in imported packages or required modules are never called\n",
		len(ids), len(ids)-failed, failed, len(res.uncalled))
	if failed > 0 || len(stale) > 0 {
		fmt.Fprintln(out, "vulncheck: FAIL (bump the module, or the Go toolchain for the standard library; see README, Supply chain)")
		return 1
	}
	fmt.Fprintln(out, "vulncheck: ok")
	return 0
}

// describe tells where the code calls in: the outermost frame with a
// position, then the vulnerable symbol.
func describe(root string, trace []*frame) string {
	sym := func(fr *frame) string {
		s := fr.Package + "."
		if fr.Receiver != "" {
			s += strings.TrimPrefix(fr.Receiver, "*") + "."
		}
		return s + fr.Function
	}
	entry := trace[len(trace)-1]
	where := ""
	if p := entry.Position; p != nil {
		name := p.Filename
		if abs, err := filepath.Abs(root); err == nil {
			if rel, err := filepath.Rel(abs, name); err == nil && !strings.HasPrefix(rel, "..") {
				name = rel
			}
		}
		where = fmt.Sprintf("%s:%d: ", name, p.Line)
	}
	if len(trace) == 1 {
		return where + "calls " + sym(trace[0])
	}
	return fmt.Sprintf("%s%s calls %s", where, sym(entry), sym(trace[0]))
}
