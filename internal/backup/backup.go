// Package backup copies a SQLite install (the database and the blob
// folder) into one tar.gz archive while the server keeps running, checks
// such an archive, and restores it into a data dir.
//
// The archive holds hirekit.db (a VACUUM INTO snapshot), blobs/… (every
// file of the blob folder, the .meta/ content types too) and, last,
// manifest.json with each file's size and sha256. The manifest comes last
// because the archive is written in one streaming pass: a blob is hashed
// while it is copied, so what the manifest says is exactly what went in.
package backup

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"hirekit/internal/sqldb" // also registers the "sqlite" driver
)

// Format is the archive layout's version; Restore refuses any other.
const Format = 1

// Names inside the archive (and inside a data dir).
const (
	DBName       = "hirekit.db"
	BlobsDir     = "blobs"
	ManifestName = "manifest.json"
)

// File is one archived file.
type File struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Manifest describes an archive.
type Manifest struct {
	Format         int       `json:"format"`
	HirekitVersion string    `json:"hirekit_version"`
	Engine         string    `json:"engine"`
	SchemaVersion  int       `json:"schema_version"`
	Created        time.Time `json:"created"`
	Files          []File    `json:"files"`
}

// Bytes is the total size of the archived files.
func (m Manifest) Bytes() int64 {
	var n int64
	for _, f := range m.Files {
		n += f.Size
	}
	return n
}

// ErrExists is returned when the archive file is already there.
var ErrExists = errors.New("backup: the file exists (use --force to replace it)")

// Source is what Create copies.
type Source struct {
	DBPath  string // the live SQLite file (hirekit.db)
	BlobDir string // the file:// blob store's folder
	Version string // the running hirekit's version
	Now     func() time.Time
	// AfterSnapshot, when set, runs between the snapshot and the blob
	// walk: tests change the blob folder there.
	AfterSnapshot func()
}

// Create writes the archive to dst: first to dst+".tmp", renamed at the
// end, so a failed or interrupted backup never leaves a file that looks
// whole. It refuses an existing dst unless force.
//
// Order matters: the database snapshot is taken first, then the blob
// folder is walked. A blob written after the snapshot is an unreferenced
// extra (harmless); a blob deleted between the snapshot and the walk is
// missing from the archive, but the thing that pointed at it was being
// deleted too, and the app already answers a missing blob as "not found".
// Copying blobs first would be worse: rows written after the walk would
// point at files the archive lacks.
func Create(ctx context.Context, src Source, dst string, force bool) (Manifest, error) {
	if _, err := os.Stat(src.DBPath); err != nil {
		return Manifest{}, fmt.Errorf("backup: no database: %w", err)
	}
	if !force {
		if _, err := os.Lstat(dst); err == nil {
			return Manifest{}, ErrExists
		}
	}
	now := time.Now
	if src.Now != nil {
		now = src.Now
	}
	dir := filepath.Dir(dst)
	// The snapshot goes beside the archive: the operator chose a disk with
	// room for it, and the data dir's disk may be the one running short.
	snap, err := os.CreateTemp(dir, ".hirekit-snapshot-*.db")
	if err != nil {
		return Manifest{}, err
	}
	snap.Close()
	defer os.Remove(snap.Name())
	if err := Snapshot(ctx, src.DBPath, snap.Name()); err != nil {
		return Manifest{}, err
	}
	schema, err := SchemaVersion(ctx, snap.Name())
	if err != nil {
		return Manifest{}, err
	}
	if src.AfterSnapshot != nil {
		src.AfterSnapshot()
	}

	tmp := dst + ".tmp"
	out, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		return Manifest{}, err
	}
	ok := false
	defer func() {
		if !ok {
			out.Close()
			os.Remove(tmp)
		}
	}()
	bw := bufio.NewWriterSize(out, 1<<20)
	gz := gzip.NewWriter(bw)
	tw := tar.NewWriter(gz)
	m := Manifest{Format: Format, HirekitVersion: src.Version, Engine: string(sqldb.SQLite), SchemaVersion: schema, Created: now().UTC()}

	f, err := addFile(tw, DBName, snap.Name())
	if err != nil {
		return Manifest{}, fmt.Errorf("backup: database snapshot: %w", err)
	}
	m.Files = append(m.Files, f)
	if src.BlobDir != "" {
		err = filepath.WalkDir(src.BlobDir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return nil // a folder removed meanwhile, or no blobs yet
				}
				return err
			}
			if ctx.Err() != nil {
				return ctx.Err()
			}
			// Only regular files: the store makes no links, and ".put-*"
			// are uploads still being written (renamed when whole).
			if !d.Type().IsRegular() || strings.HasPrefix(d.Name(), ".put-") {
				return nil
			}
			rel, err := filepath.Rel(src.BlobDir, p)
			if err != nil {
				return err
			}
			f, err := addFile(tw, BlobsDir+"/"+filepath.ToSlash(rel), p)
			if errors.Is(err, fs.ErrNotExist) {
				return nil // deleted since the walk listed it: see above
			}
			if err != nil {
				return err
			}
			m.Files = append(m.Files, f)
			return nil
		})
		if err != nil {
			return Manifest{}, fmt.Errorf("backup: blobs: %w", err)
		}
	}
	body, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return Manifest{}, err
	}
	hdr := &tar.Header{Name: ManifestName, Mode: 0o600, Size: int64(len(body)), ModTime: m.Created, Typeflag: tar.TypeReg}
	if err := tw.WriteHeader(hdr); err != nil {
		return Manifest{}, err
	}
	if _, err := tw.Write(body); err != nil {
		return Manifest{}, err
	}
	for _, c := range []func() error{tw.Close, gz.Close, bw.Flush, out.Sync, out.Close} {
		if err := c(); err != nil {
			return Manifest{}, err
		}
	}
	if err := os.Rename(tmp, dst); err != nil {
		return Manifest{}, err
	}
	ok = true
	return m, nil
}

// smallFile is the size up to which a file is read whole before its tar
// header is written.
const smallFile = 1 << 20

// addFile copies the file at p into the archive as name, hashing it on
// the way. A large file is streamed at the size the open file had: blobs
// are replaced by rename, never in place, so the open file cannot change.
// A small one (the .meta/ JSON, which the store rewrites in place) is read
// whole first, so a file rewritten meanwhile cannot cut the copy short.
func addFile(tw *tar.Writer, name, p string) (File, error) {
	f, err := os.Open(p)
	if err != nil {
		return File{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return File{}, err
	}
	var src io.Reader = f
	size := st.Size()
	if size <= smallFile {
		b, err := io.ReadAll(io.LimitReader(f, 4*smallFile+1))
		if err != nil {
			return File{}, err
		}
		if len(b) > 4*smallFile {
			return File{}, fmt.Errorf("%s grew while it was copied", name)
		}
		src, size = bytes.NewReader(b), int64(len(b))
	}
	hdr := &tar.Header{Name: name, Mode: 0o600, Size: size, ModTime: st.ModTime(), Typeflag: tar.TypeReg, Format: tar.FormatPAX}
	if err := tw.WriteHeader(hdr); err != nil {
		return File{}, err
	}
	h := sha256.New()
	if _, err := io.CopyN(io.MultiWriter(tw, h), src, size); err != nil {
		return File{}, fmt.Errorf("%s: %w", name, err)
	}
	return File{Path: name, Size: size, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// Snapshot writes a consistent copy of the live database at live to
// path (an empty or missing file) with VACUUM INTO. It only reads the
// live database: under WAL that is one read transaction, one consistent
// snapshot, and the server's writers go on meanwhile (the write lock is
// never taken). Its own connection, not the app's pools: the read pool
// is query_only, which refuses VACUUM INTO, and the write pool's one
// connection would stall the server's writes.
func Snapshot(ctx context.Context, live, path string) error {
	db, err := sql.Open("sqlite", "file:"+live+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		return fmt.Errorf("backup: snapshot the database: %w", err)
	}
	return nil
}

// SchemaVersion is the highest migration recorded in the SQLite file at
// path, which it opens read-only.
func SchemaVersion(ctx context.Context, path string) (int, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	var v sql.NullInt64
	if err := db.QueryRowContext(ctx, "SELECT max(version) FROM schema_migrations").Scan(&v); err != nil {
		return 0, fmt.Errorf("backup: read the schema version: %w", err)
	}
	return int(v.Int64), nil
}

// KnownSchemaVersion is the newest migration this binary carries.
func KnownSchemaVersion() (int, error) {
	ms, err := sqldb.Migrations(sqldb.SQLite)
	if err != nil {
		return 0, err
	}
	return len(ms), nil
}

// validName accepts only the names Create writes, in their clean form:
// nothing absolute, no "..", no backslashes or NULs, nothing outside the
// database, the manifest and the blobs folder.
func validName(name string) bool {
	if name == "" || len(name) > 1024 || strings.ContainsAny(name, "\\\x00") || strings.HasPrefix(name, "/") {
		return false
	}
	if path.Clean(name) != name {
		return false
	}
	for _, seg := range strings.Split(name, "/") {
		if seg == ".." || seg == "." || seg == "" {
			return false
		}
	}
	return name == DBName || name == ManifestName || strings.HasPrefix(name, BlobsDir+"/")
}
