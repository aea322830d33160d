package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// ErrNotEmpty is returned when the restore target holds files.
var ErrNotEmpty = errors.New("the data dir is not empty (use --force to move it aside and restore)")

// maxManifest bounds the manifest read into memory: about two million
// files' worth, far beyond any install, yet no archive can exhaust memory.
const maxManifest = 512 << 20

// Verify reads the archive from r and checks it whole: every name is one
// Create writes (no absolute path, no "..", no link or device), no name
// twice, the manifest comes last, and every file the manifest lists is
// there with its size and sha256, and nothing else. With extractTo set it
// also writes the files under that folder (which the caller discards on
// error). It returns the manifest only when everything matched.
func Verify(r io.Reader, extractTo string) (Manifest, error) {
	return verify(r, extractTo, nil)
}

// verify is Verify writing only the entries extract accepts (all if nil).
func verify(r io.Reader, extractTo string, extract func(name string) bool) (Manifest, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return Manifest{}, fmt.Errorf("not a hirekit backup (gzip): %w", err)
	}
	defer gz.Close()
	tr := tar.NewReader(gz)
	seen := map[string]File{}
	var m *Manifest
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return Manifest{}, fmt.Errorf("the archive is damaged: %w", err)
		}
		if m != nil {
			return Manifest{}, fmt.Errorf("the archive has %q after its manifest", hdr.Name)
		}
		if !validName(hdr.Name) {
			return Manifest{}, fmt.Errorf("the archive has an unsafe or unexpected entry %q", hdr.Name)
		}
		if hdr.Typeflag != tar.TypeReg {
			return Manifest{}, fmt.Errorf("the archive entry %q is not a plain file (links and devices are refused)", hdr.Name)
		}
		if _, dup := seen[hdr.Name]; dup {
			return Manifest{}, fmt.Errorf("the archive has %q twice", hdr.Name)
		}
		if hdr.Name == ManifestName {
			if hdr.Size > maxManifest {
				return Manifest{}, errors.New("the archive's manifest is too large")
			}
			var mm Manifest
			if err := json.NewDecoder(io.LimitReader(tr, maxManifest)).Decode(&mm); err != nil {
				return Manifest{}, fmt.Errorf("the archive's manifest is not valid JSON: %w", err)
			}
			m = &mm
			seen[hdr.Name] = File{}
			continue
		}
		to := extractTo
		if extract != nil && !extract(hdr.Name) {
			to = ""
		}
		f, err := readEntry(tr, hdr, to)
		if err != nil {
			return Manifest{}, err
		}
		seen[hdr.Name] = f
	}
	if m == nil {
		return Manifest{}, errors.New("the archive has no manifest.json: not a hirekit backup, or cut short")
	}
	if m.Format != Format {
		return Manifest{}, fmt.Errorf("the archive's format is %d; this hirekit reads format %d", m.Format, Format)
	}
	listed := map[string]bool{}
	hasDB := false
	for _, f := range m.Files {
		got, ok := seen[f.Path]
		if !ok || f.Path == ManifestName {
			return Manifest{}, fmt.Errorf("%s is in the manifest but not in the archive", f.Path)
		}
		if listed[f.Path] {
			return Manifest{}, fmt.Errorf("%s is in the manifest twice", f.Path)
		}
		listed[f.Path] = true
		if got.Size != f.Size || got.SHA256 != f.SHA256 {
			return Manifest{}, fmt.Errorf("%s does not match the manifest (sha256 %s, size %d; manifest says %s, %d): the archive was changed or damaged", f.Path, got.SHA256, got.Size, f.SHA256, f.Size)
		}
		hasDB = hasDB || f.Path == DBName
	}
	if len(listed) != len(seen)-1 {
		for name := range seen {
			if name != ManifestName && !listed[name] {
				return Manifest{}, fmt.Errorf("%s is in the archive but not in the manifest", name)
			}
		}
	}
	if !hasDB {
		return Manifest{}, fmt.Errorf("the archive has no %s", DBName)
	}
	return *m, nil
}

// readEntry hashes one entry and, with dir set, writes it there.
func readEntry(tr *tar.Reader, hdr *tar.Header, dir string) (File, error) {
	h := sha256.New()
	w := io.Writer(h)
	var out *os.File
	if dir != "" {
		p := filepath.Join(dir, filepath.FromSlash(hdr.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
			return File{}, err
		}
		var err error
		// O_EXCL: a name that would land on a file already written (which
		// validName and the duplicate check rule out) fails loudly.
		if out, err = os.OpenFile(p, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o640); err != nil {
			return File{}, err
		}
		defer out.Close()
		w = io.MultiWriter(h, out)
	}
	n, err := io.Copy(w, tr)
	if err != nil {
		return File{}, fmt.Errorf("the archive is damaged at %s: %w", hdr.Name, err)
	}
	if out != nil {
		if err := out.Close(); err != nil {
			return File{}, err
		}
	}
	return File{Path: hdr.Name, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// VerifyFile checks the archive at path without restoring it: what
// Verify checks, and that its database passes SQLite's quick_check (the
// database alone is extracted, into a temporary folder, and removed).
func VerifyFile(ctx context.Context, path string) (Manifest, error) {
	f, err := os.Open(path)
	if err != nil {
		return Manifest{}, err
	}
	defer f.Close()
	tmp, err := os.MkdirTemp("", "hirekit-verify-*")
	if err != nil {
		return Manifest{}, err
	}
	defer os.RemoveAll(tmp)
	m, err := verify(f, tmp, func(name string) bool { return name == DBName })
	if err != nil {
		return Manifest{}, err
	}
	if err := quickCheck(ctx, filepath.Join(tmp, DBName)); err != nil {
		return Manifest{}, err
	}
	return m, nil
}

// RestoreOptions tune Restore.
type RestoreOptions struct {
	// Force restores over a non-empty data dir, which is moved aside (to
	// DIR.before-restore-TIME), never deleted.
	Force bool
	// KnownSchema is the newest migration this binary carries; a backup
	// from a newer schema is refused (this binary could not run it).
	KnownSchema int
	Now         func() time.Time
}

// Restore brings the archive at from back as the data dir dir. Nothing is
// put in place until the whole archive checked out: it is extracted into
// a temporary folder beside dir (the same file system, so the final move
// is one rename), verified, its database checked by SQLite, and only then
// renamed to dir. It returns where an old data dir was moved, if any.
func Restore(ctx context.Context, from, dir string, opts RestoreOptions) (Manifest, string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return Manifest{}, "", err
	}
	empty, err := isEmptyDir(dir)
	if err != nil {
		return Manifest{}, "", err
	}
	if !empty && !opts.Force {
		return Manifest{}, "", ErrNotEmpty
	}
	f, err := os.Open(from)
	if err != nil {
		return Manifest{}, "", err
	}
	defer f.Close()
	if err := os.MkdirAll(filepath.Dir(dir), 0o750); err != nil {
		return Manifest{}, "", err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".restore-*")
	if err != nil {
		return Manifest{}, "", err
	}
	placed := false
	defer func() {
		if !placed {
			os.RemoveAll(tmp)
		}
	}()
	m, err := Verify(f, tmp)
	if err != nil {
		return Manifest{}, "", err
	}
	if m.SchemaVersion > opts.KnownSchema {
		return Manifest{}, "", fmt.Errorf("the backup's schema is at migration %d but this hirekit knows only %d: restore it with hirekit %s or newer", m.SchemaVersion, opts.KnownSchema, m.HirekitVersion)
	}
	if err := quickCheck(ctx, filepath.Join(tmp, DBName)); err != nil {
		return Manifest{}, "", err
	}
	if err := os.MkdirAll(filepath.Join(tmp, BlobsDir), 0o750); err != nil {
		return Manifest{}, "", err
	}
	aside := ""
	if _, err := os.Lstat(dir); err == nil {
		if empty {
			if err := os.Remove(dir); err != nil {
				return Manifest{}, "", err
			}
		} else {
			now := time.Now
			if opts.Now != nil {
				now = opts.Now
			}
			aside = dir + ".before-restore-" + now().UTC().Format("20060102T150405Z")
			if err := os.Rename(dir, aside); err != nil {
				return Manifest{}, "", fmt.Errorf("move the old data dir aside: %w", err)
			}
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if aside != "" && os.Rename(aside, dir) == nil {
			aside = "" // put back as it was
		}
		return Manifest{}, aside, err
	}
	placed = true
	return m, aside, nil
}

// quickCheck asks SQLite whether the restored file is a sound database:
// the sha256 proves the archive is what backup wrote, this proves what
// backup wrote is usable.
func quickCheck(ctx context.Context, path string) error {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return err
	}
	defer db.Close()
	var res string
	if err := db.QueryRowContext(ctx, "PRAGMA quick_check").Scan(&res); err != nil {
		return fmt.Errorf("the backup's database does not open: %w", err)
	}
	if res != "ok" {
		return fmt.Errorf("the backup's database fails SQLite's check: %s", res)
	}
	return nil
}

// isEmptyDir reports whether dir is missing or an empty folder.
func isEmptyDir(dir string) (bool, error) {
	st, err := os.Lstat(dir)
	if errors.Is(err, os.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if !st.IsDir() {
		return false, fmt.Errorf("restore: %s is not a folder", dir)
	}
	d, err := os.Open(dir)
	if err != nil {
		return false, err
	}
	defer d.Close()
	names, err := d.Readdirnames(1)
	if err == io.EOF || (err == nil && len(names) == 0) {
		return true, nil
	}
	return false, err
}
