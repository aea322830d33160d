package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/sqldb"
)

// Backups are of SQLite installs only (a PostgreSQL install uses pg_dump,
// which cmd/hirekit tests point to), so these tests use one engine.

// install makes a migrated SQLite database with a row and a blob folder.
func install(t *testing.T) (dbPath, blobDir string) {
	t.Helper()
	db := apptest.OpenDB(t, sqldb.SQLite)
	if _, err := db.Write.ExecContext(context.Background(), "CREATE TABLE backup_probe (body TEXT)"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Write.ExecContext(context.Background(), "INSERT INTO backup_probe VALUES ('kept')"); err != nil {
		t.Fatal(err)
	}
	blobDir = t.TempDir()
	for name, body := range map[string]string{
		"resumes/1/a.pdf":            "%PDF-1.4 a",
		"resumes/1/b.pdf":            "%PDF-1.4 b",
		".meta/resumes/1/a.pdf.json": `{"content_type":"application/pdf"}`,
		"resumes/1/.put-123456":      "half an upload",
		"careers/2/logo.png":         "\x89PNG",
	} {
		p := filepath.Join(blobDir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o640); err != nil {
			t.Fatal(err)
		}
	}
	return db.URL, blobDir
}

func TestCreateVerifyRestore(t *testing.T) {
	ctx := context.Background()
	dbPath, blobDir := install(t)
	dst := filepath.Join(t.TempDir(), "b.tar.gz")
	created := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	m, err := Create(ctx, Source{DBPath: dbPath, BlobDir: blobDir, Version: "1.2.3", Now: func() time.Time { return created }}, dst, false)
	if err != nil {
		t.Fatal(err)
	}
	known, err := KnownSchemaVersion()
	if err != nil {
		t.Fatal(err)
	}
	if m.SchemaVersion != known || m.HirekitVersion != "1.2.3" || !m.Created.Equal(created) || m.Format != Format {
		t.Errorf("manifest = %+v", m)
	}
	var names []string
	for _, f := range m.Files {
		names = append(names, f.Path)
	}
	if got, want := strings.Join(names, " "), "hirekit.db blobs/.meta/resumes/1/a.pdf.json blobs/careers/2/logo.png blobs/resumes/1/a.pdf blobs/resumes/1/b.pdf"; got != want {
		t.Errorf("archived %s, want %s (no .put- partial upload)", got, want)
	}
	if _, err := os.Stat(dst + ".tmp"); err == nil {
		t.Error("the .tmp file is left behind")
	}
	if _, err := Create(ctx, Source{DBPath: dbPath, BlobDir: blobDir}, dst, false); !errors.Is(err, ErrExists) {
		t.Errorf("Create over an existing file = %v, want ErrExists", err)
	}
	if vm, err := VerifyFile(context.Background(), dst); err != nil || len(vm.Files) != len(m.Files) {
		t.Fatalf("VerifyFile = %+v, %v", vm, err)
	}

	target := filepath.Join(t.TempDir(), "data")
	if _, _, err := Restore(ctx, dst, target, RestoreOptions{KnownSchema: known}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(target, "blobs", "resumes", "1", "a.pdf"))
	if err != nil || string(b) != "%PDF-1.4 a" {
		t.Errorf("restored blob = %q, %v", b, err)
	}
	restored, err := sqldb.OpenSQLite(ctx, filepath.Join(target, DBName))
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	var body string
	if err := restored.Read.NewRaw("SELECT body FROM backup_probe").Scan(ctx, &body); err != nil || body != "kept" {
		t.Errorf("restored row = %q, %v", body, err)
	}

	// A non-empty target is refused; with Force it is moved aside, whole.
	if _, _, err := Restore(ctx, dst, target, RestoreOptions{KnownSchema: known}); !errors.Is(err, ErrNotEmpty) {
		t.Errorf("Restore into a non-empty dir = %v, want ErrNotEmpty", err)
	}
	marker := filepath.Join(target, "blobs", "new-since")
	if err := os.WriteFile(marker, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, aside, err := Restore(ctx, dst, target, RestoreOptions{KnownSchema: known, Force: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(aside, "blobs", "new-since")); err != nil {
		t.Errorf("the old data dir was not kept at %q: %v", aside, err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("the restored data dir kept a file the archive lacks")
	}

	// A backup from a newer schema is refused, and nothing is left.
	fresh := filepath.Join(t.TempDir(), "data")
	if _, _, err := Restore(ctx, dst, fresh, RestoreOptions{KnownSchema: known - 1}); err == nil || !strings.Contains(err.Error(), "knows only") {
		t.Errorf("Restore of a newer schema = %v", err)
	}
	assertNothingLeft(t, fresh)
}

// entry is one crafted tar entry.
type entry struct {
	name string
	body string
	typ  byte
	link string
}

// craft writes a gzip tar of entries and, unless manifest is given, a
// manifest listing every plain entry truthfully.
func craft(t *testing.T, entries []entry, manifest *Manifest) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "crafted.tar.gz")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	m := Manifest{Format: Format, SchemaVersion: 1}
	for _, e := range entries {
		typ := e.typ
		if typ == 0 {
			typ = tar.TypeReg
		}
		hdr := &tar.Header{Name: e.name, Typeflag: typ, Linkname: e.link, Mode: 0o600}
		if typ == tar.TypeReg {
			hdr.Size = int64(len(e.body))
			sum := sha256.Sum256([]byte(e.body))
			m.Files = append(m.Files, File{Path: e.name, Size: hdr.Size, SHA256: hex.EncodeToString(sum[:])})
		}
		if err := tw.WriteHeader(hdr); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write([]byte(e.body)); err != nil {
			t.Fatal(err)
		}
	}
	if manifest != nil {
		m = *manifest
	}
	body, _ := json.Marshal(m)
	if err := tw.WriteHeader(&tar.Header{Name: ManifestName, Typeflag: tar.TypeReg, Size: int64(len(body)), Mode: 0o600}); err != nil {
		t.Fatal(err)
	}
	tw.Write(body)
	tw.Close()
	gz.Close()
	return p
}

func sum(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// TestHostileArchivesAreRefused: path traversal, absolute paths, links,
// tampered or missing or extra files, duplicates, a missing manifest. Each
// is refused by Verify and by Restore, which leaves nothing behind.
func TestHostileArchivesAreRefused(t *testing.T) {
	db := entry{name: DBName, body: "not checked before the hashes"}
	cases := map[string]struct {
		entries  []entry
		manifest *Manifest
		want     string
	}{
		"dotdot":          {entries: []entry{db, {name: "blobs/../../evil", body: "x"}}, want: "unsafe"},
		"dotdot at start": {entries: []entry{db, {name: "../evil", body: "x"}}, want: "unsafe"},
		"absolute":        {entries: []entry{db, {name: "/etc/evil", body: "x"}}, want: "unsafe"},
		"outside blobs":   {entries: []entry{db, {name: "evil.sh", body: "x"}}, want: "unsafe"},
		"backslash":       {entries: []entry{db, {name: "blobs/..\\..\\evil", body: "x"}}, want: "unsafe"},
		"symlink":         {entries: []entry{db, {name: "blobs/link", typ: tar.TypeSymlink, link: "/etc/passwd"}}, want: "not a plain file"},
		"hard link":       {entries: []entry{db, {name: "blobs/link", typ: tar.TypeLink, link: DBName}}, want: "not a plain file"},
		"directory":       {entries: []entry{db, {name: "blobs/d", typ: tar.TypeDir}}, want: "not a plain file"},
		"duplicate":       {entries: []entry{db, {name: "blobs/a", body: "1"}, {name: "blobs/a", body: "2"}}, want: "twice"},
		"tampered": {entries: []entry{db, {name: "blobs/a", body: "changed"}}, manifest: &Manifest{Format: Format, Files: []File{
			{Path: DBName, Size: int64(len(db.body)), SHA256: sum(db.body)}, {Path: "blobs/a", Size: 7, SHA256: sum("origina")}}}, want: "does not match"},
		"missing file": {entries: []entry{db}, manifest: &Manifest{Format: Format, Files: []File{
			{Path: DBName, Size: int64(len(db.body)), SHA256: sum(db.body)}, {Path: "blobs/a", Size: 1, SHA256: sum("a")}}}, want: "not in the archive"},
		"extra file": {entries: []entry{db, {name: "blobs/a", body: "a"}}, manifest: &Manifest{Format: Format, Files: []File{
			{Path: DBName, Size: int64(len(db.body)), SHA256: sum(db.body)}}}, want: "not in the manifest"},
		"no database":  {entries: []entry{{name: "blobs/a", body: "a"}}, want: "no hirekit.db"},
		"other format": {entries: []entry{db}, manifest: &Manifest{Format: 99}, want: "format"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			p := craft(t, c.entries, c.manifest)
			if _, err := VerifyFile(context.Background(), p); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("VerifyFile = %v, want an error with %q", err, c.want)
			}
			target := filepath.Join(t.TempDir(), "data")
			if _, _, err := Restore(context.Background(), p, target, RestoreOptions{KnownSchema: 1000}); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Restore = %v, want an error with %q", err, c.want)
			}
			assertNothingLeft(t, target)
		})
	}

	t.Run("no manifest", func(t *testing.T) {
		p := filepath.Join(t.TempDir(), "x.tar.gz")
		f, _ := os.Create(p)
		gz := gzip.NewWriter(f)
		tw := tar.NewWriter(gz)
		tw.WriteHeader(&tar.Header{Name: DBName, Typeflag: tar.TypeReg, Size: 1, Mode: 0o600})
		tw.Write([]byte("x"))
		tw.Close()
		gz.Close()
		f.Close()
		if _, err := VerifyFile(context.Background(), p); err == nil || !strings.Contains(err.Error(), "no manifest") {
			t.Errorf("VerifyFile = %v", err)
		}
	})
	t.Run("not gzip", func(t *testing.T) {
		p := filepath.Join(t.TempDir(), "x.tar.gz")
		os.WriteFile(p, []byte("hello"), 0o600)
		if _, err := VerifyFile(context.Background(), p); err == nil || !strings.Contains(err.Error(), "not a hirekit backup") {
			t.Errorf("VerifyFile = %v", err)
		}
	})
	t.Run("a good hash of a bad database", func(t *testing.T) {
		p := craft(t, []entry{db}, nil)
		if _, err := VerifyFile(context.Background(), p); err == nil || !strings.Contains(err.Error(), "database") {
			t.Errorf("VerifyFile of a non-database = %v", err)
		}
		target := filepath.Join(t.TempDir(), "data")
		if _, _, err := Restore(context.Background(), p, target, RestoreOptions{KnownSchema: 1000}); err == nil || !strings.Contains(err.Error(), "database") {
			t.Errorf("Restore of a non-database = %v", err)
		}
		assertNothingLeft(t, target)
	})
}

// assertNothingLeft checks a refused restore left neither the target nor
// a temporary folder beside it.
func assertNothingLeft(t *testing.T, target string) {
	t.Helper()
	if _, err := os.Stat(target); err == nil {
		t.Errorf("a refused restore created %s", target)
	}
	left, _ := os.ReadDir(filepath.Dir(target))
	for _, e := range left {
		t.Errorf("a refused restore left %s beside the target", e.Name())
	}
}

func TestValidName(t *testing.T) {
	for name, want := range map[string]bool{
		"hirekit.db": true, "manifest.json": true, "blobs/resumes/1/a.pdf": true, "blobs/.meta/x.json": true,
		"": false, "blobs": false, "blobs/": false, "blobs//a": false, "blobs/./a": false, "./hirekit.db": false,
		"blobs/a/../../x": false, "/hirekit.db": false, "other/a": false, "blobs/a\x00": false, "C:\\x": false,
	} {
		if got := validName(name); got != want {
			t.Errorf("validName(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestBlobsAfterTheSnapshot: the database is snapshotted before the blob
// folder is walked. A blob deleted in between is not archived (its row
// was being deleted too) and the backup still succeeds; one written in
// between is archived as a harmless extra.
func TestBlobsAfterTheSnapshot(t *testing.T) {
	dbPath, blobDir := install(t)
	dst := filepath.Join(t.TempDir(), "b.tar.gz")
	m, err := Create(context.Background(), Source{DBPath: dbPath, BlobDir: blobDir, AfterSnapshot: func() {
		os.Remove(filepath.Join(blobDir, "resumes", "1", "b.pdf"))
		os.WriteFile(filepath.Join(blobDir, "resumes", "1", "c.pdf"), []byte("new"), 0o640)
	}}, dst, false)
	if err != nil {
		t.Fatal(err)
	}
	has := map[string]bool{}
	for _, f := range m.Files {
		has[f.Path] = true
	}
	if has["blobs/resumes/1/b.pdf"] || !has["blobs/resumes/1/c.pdf"] || !has["blobs/resumes/1/a.pdf"] {
		t.Errorf("archived %v", m.Files)
	}
	if _, err := VerifyFile(context.Background(), dst); err != nil {
		t.Error(err)
	}
}
