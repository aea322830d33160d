package main

// The local vulnerability database: govulncheck's v1 layout (the one
// vuln.go.dev serves and `-db file:///dir` reads), built from the OSV files
// of a pinned golang.org/x/vulndb module version:
//
//	index/db.json       {"modified": newest entry}
//	index/modules.json  [{"path", "vulns": [{"id", "modified", "fixed"}]}], sorted
//	index/vulns.json    [{"id", "modified", "aliases"}], sorted
//	ID/<id>.json        the OSV entry, byte for byte
//
// It mirrors x/vulndb's internal/database (New, Add, Write without the .gz
// copies, which a file:// database does not read) and x/vuln's
// internal/client, which reads it.

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/mod/semver"
)

// osvEntry is the part of an OSV entry the indexes need.
type osvEntry struct {
	ID       string    `json:"id"`
	Modified time.Time `json:"modified"`
	Aliases  []string  `json:"aliases,omitempty"`
	Affected []struct {
		Module struct {
			Path string `json:"name"`
		} `json:"package"`
		Ranges []osvRange `json:"ranges"`
	} `json:"affected"`
}

type osvRange struct {
	Type   string `json:"type"`
	Events []struct {
		Introduced string `json:"introduced,omitempty"`
		Fixed      string `json:"fixed,omitempty"`
	} `json:"events"`
}

type dbMeta struct {
	Modified dbTime `json:"modified"`
}

type moduleMeta struct {
	Path  string       `json:"path"`
	Vulns []moduleVuln `json:"vulns"`
}

type moduleVuln struct {
	ID       string `json:"id"`
	Modified dbTime `json:"modified"`
	Fixed    string `json:"fixed,omitempty"`
}

type vulnMeta struct {
	ID       string   `json:"id"`
	Modified dbTime   `json:"modified"`
	Aliases  []string `json:"aliases,omitempty"`
}

// dbTime is written as x/vulndb writes it: RFC 3339 in UTC.
type dbTime time.Time

func (t dbTime) MarshalJSON() ([]byte, error) {
	return json.Marshal(time.Time(t).UTC().Format(time.RFC3339))
}

// buildDB writes the database for the OSV files in srcDir (GO-*.json, flat,
// as in x/vulndb's data/osv) to outDir, which must not exist yet. It is
// written beside outDir and renamed into place, so an interrupted build
// leaves no half database. notBefore is a floor for index/db.json's
// modified time: the repository's OSV files carry a zero "modified" (the
// published database fills it in), so the caller passes the pinned
// version's commit time. It returns the number of entries.
func buildDB(srcDir, outDir string, notBefore time.Time) (int, error) {
	files, err := os.ReadDir(srcDir)
	if err != nil {
		return 0, err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(outDir), filepath.Base(outDir)+".tmp-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(filepath.Join(tmp, "ID"), 0o755); err != nil {
		return 0, err
	}
	if err := os.MkdirAll(filepath.Join(tmp, "index"), 0o755); err != nil {
		return 0, err
	}

	db := dbMeta{Modified: dbTime(notBefore)}
	modules := map[string]*moduleMeta{}
	var vulns []vulnMeta
	for _, f := range files {
		name := f.Name()
		if f.IsDir() || filepath.Ext(name) != ".json" || name == "index.json" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(srcDir, name))
		if err != nil {
			return 0, err
		}
		var e osvEntry
		if err := json.Unmarshal(b, &e); err != nil {
			return 0, fmt.Errorf("%s: %v", name, err)
		}
		if e.ID == "" || name != e.ID+".json" {
			return 0, fmt.Errorf("%s: an OSV file must be named <id>.json (id %q)", name, e.ID)
		}
		if len(e.Affected) == 0 {
			return 0, fmt.Errorf("%s: no affected module", name)
		}
		if e.Modified.After(time.Time(db.Modified)) {
			db.Modified = dbTime(e.Modified)
		}
		vulns = append(vulns, vulnMeta{ID: e.ID, Modified: dbTime(e.Modified), Aliases: e.Aliases})
		for _, a := range e.Affected {
			m := modules[a.Module.Path]
			if m == nil {
				m = &moduleMeta{Path: a.Module.Path, Vulns: []moduleVuln{}}
				modules[a.Module.Path] = m
			}
			m.Vulns = append(m.Vulns, moduleVuln{ID: e.ID, Modified: dbTime(e.Modified), Fixed: latestFixed(a.Ranges)})
		}
		if err := os.WriteFile(filepath.Join(tmp, "ID", name), b, 0o644); err != nil {
			return 0, err
		}
	}
	if len(vulns) == 0 {
		return 0, fmt.Errorf("%s: no OSV entries", srcDir)
	}

	mods := make([]*moduleMeta, 0, len(modules))
	for _, m := range modules {
		sort.SliceStable(m.Vulns, func(i, j int) bool { return m.Vulns[i].ID < m.Vulns[j].ID })
		mods = append(mods, m)
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].Path < mods[j].Path })
	sort.Slice(vulns, func(i, j int) bool { return vulns[i].ID < vulns[j].ID })
	for name, v := range map[string]any{"db.json": db, "modules.json": mods, "vulns.json": vulns} {
		b, err := json.Marshal(v)
		if err != nil {
			return 0, err
		}
		if err := os.WriteFile(filepath.Join(tmp, "index", name), b, 0o644); err != nil {
			return 0, err
		}
	}
	if err := os.Rename(tmp, outDir); err != nil {
		return 0, err
	}
	return len(vulns), nil
}

// latestFixed is the fix no later fix or re-introduction supersedes, or ""
// (x/vulndb's osvutils.LatestFixed, x/vuln's semver.NonSupersededFix):
// govulncheck skips an entry whose fixed version is at or below the
// module's version without reading it, so this must not be too early.
func latestFixed(ranges []osvRange) string {
	var latest string
	for _, r := range ranges {
		if r.Type != "SEMVER" {
			continue
		}
		for _, e := range r.Events {
			if e.Fixed != "" && less(latest, e.Fixed) {
				latest = e.Fixed
			}
		}
		for _, e := range r.Events {
			if e.Introduced != "" && e.Introduced != "0" && less(latest, e.Introduced) {
				latest = ""
				break
			}
		}
	}
	return latest
}

// less compares OSV versions (semver without the "v"), as x/vuln does.
func less(a, b string) bool {
	return semver.Compare(canonical(a), canonical(b)) < 0
}

func canonical(v string) string {
	return "v" + strings.TrimPrefix(strings.TrimPrefix(v, "v"), "go")
}
