// Package blob keeps files (resumes, logos) in a store behind an interface
// (a local folder or an S3-compatible bucket), and signs the short-lived URLs that serve them: an iframe
// or an <img> cannot carry a bearer token.
package blob

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// ErrNotFound is returned for a key with no file.
var ErrNotFound = errors.New("blob: not found")

// Info describes a stored file.
type Info struct {
	Size        int64     `json:"size"`
	ContentType string    `json:"content_type"`
	Created     time.Time `json:"created"`
}

// Store keeps files by key.
type Store interface {
	// Put stores r under key, replacing any file there, and returns its size.
	Put(ctx context.Context, key string, r io.Reader, contentType string) (int64, error)
	// Open returns the file under key, or ErrNotFound.
	Open(ctx context.Context, key string) (io.ReadCloser, Info, error)
	// Delete removes the file under key; a missing key is no error.
	Delete(ctx context.Context, key string) error
}

// Lister is a Store that can enumerate its keys (both stores here can);
// `hirekit blobs migrate` needs it. It is a separate interface so that a
// Store written for a test need not implement listing.
type Lister interface {
	// List calls fn with every key, in no set order, stopping at fn's
	// first error.
	List(ctx context.Context, fn func(key string) error) error
}

// Open returns the store named by rawURL: file:///path, or
// s3://bucket/prefix?region=R&endpoint=E with credentials from the AWS_*
// variables of the process environment.
func Open(rawURL string) (Store, error) {
	return OpenEnv(rawURL, os.Getenv)
}

// OpenEnv is Open with the environment given (AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), for commands and tests that
// pass their settings explicitly.
func OpenEnv(rawURL string, getenv func(string) string) (Store, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("HIREKIT_BLOB_URL: %w", err)
	}
	if u.Scheme == "s3" {
		return openS3(u, getenv)
	}
	path, err := LocalDir(rawURL)
	if err != nil {
		return nil, err
	}
	return NewLocal(path)
}

// LocalDir returns the folder a file:// store URL names (backups walk it);
// an error for any other store.
func LocalDir(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", fmt.Errorf("HIREKIT_BLOB_URL: %w", err)
	}
	switch u.Scheme {
	case "file":
		path := u.Path
		if u.Host != "" { // file://data/blobs is a relative path
			path = filepath.Join(u.Host, u.Path)
		}
		return path, nil
	default:
		return "", fmt.Errorf("HIREKIT_BLOB_URL: unsupported scheme %q", u.Scheme)
	}
}

// validKey keeps keys to safe path segments: no "..", no absolute paths.
var validKey = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*(/[a-z0-9][a-z0-9_.-]*)*$`)

// ValidKey reports whether key may name a blob.
func ValidKey(key string) bool {
	return len(key) <= 512 && validKey.MatchString(key) && !strings.Contains(key, "..")
}

// Local keeps files in a folder, each beside a small JSON file with its
// content type.
type Local struct {
	root string
}

// NewLocal returns a Local store rooted at dir, creating it.
func NewLocal(dir string) (*Local, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, err
	}
	return &Local{root: dir}, nil
}

func (l *Local) path(key string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("blob: invalid key %q", key)
	}
	return filepath.Join(l.root, filepath.FromSlash(key)), nil
}

// metaPath is where a blob's metadata lives: under ".meta/", a folder no
// key can name (keys start with a letter or digit), so no blob can
// overwrite another's metadata, whatever its name.
func (l *Local) metaPath(key string) string {
	return filepath.Join(l.root, ".meta", filepath.FromSlash(key)+".json")
}

// Put writes to a temporary file and renames it, so a reader never sees a
// half-written file.
func (l *Local) Put(ctx context.Context, key string, r io.Reader, contentType string) (int64, error) {
	p, err := l.path(key)
	if err != nil {
		return 0, err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
		return 0, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".put-*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	n, err := io.Copy(tmp, r)
	if err == nil {
		err = tmp.Close()
	} else {
		tmp.Close()
	}
	if err != nil {
		return 0, err
	}
	meta, err := json.Marshal(Info{Size: n, ContentType: contentType, Created: time.Now().UTC()})
	if err != nil {
		return 0, err
	}
	mp := l.metaPath(key)
	if err := os.MkdirAll(filepath.Dir(mp), 0o750); err != nil {
		return 0, err
	}
	if err := os.WriteFile(mp, meta, 0o640); err != nil {
		return 0, err
	}
	return n, os.Rename(tmp.Name(), p)
}

// Open opens the file under key.
func (l *Local) Open(ctx context.Context, key string) (io.ReadCloser, Info, error) {
	p, err := l.path(key)
	if err != nil {
		return nil, Info{}, ErrNotFound
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, Info{}, ErrNotFound
	} else if err != nil {
		return nil, Info{}, err
	}
	var info Info
	b, err := os.ReadFile(l.metaPath(key))
	if errors.Is(err, fs.ErrNotExist) {
		// Files stored before metadata moved keep it beside them.
		b, err = os.ReadFile(p + ".meta")
	}
	if err == nil && json.Unmarshal(b, &info) != nil {
		info = Info{}
	}
	if st, err := f.Stat(); err == nil {
		info.Size = st.Size()
	}
	if info.ContentType == "" {
		info.ContentType = "application/octet-stream"
	}
	return f, info, nil
}

// Delete removes the file and its metadata.
func (l *Local) Delete(ctx context.Context, key string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	for _, f := range []string{p, l.metaPath(key), p + ".meta"} {
		if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// List walks the folder. It leaves out what is not a blob: the .meta
// folder and temporary .put-* files (keys cannot start with a dot), and
// the old key+".meta" sidecars — told apart from a blob whose key ends in
// .meta by the missing metadata of their own beside a file of the key.
func (l *Local) List(ctx context.Context, fn func(key string) error) error {
	return filepath.WalkDir(l.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if p == l.root {
			return nil
		}
		if strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(l.root, p)
		if err != nil {
			return err
		}
		key := filepath.ToSlash(rel)
		if !ValidKey(key) {
			return nil
		}
		if base, ok := strings.CutSuffix(key, ".meta"); ok && l.isLegacySidecar(base, key) {
			return nil
		}
		return fn(key)
	})
}

func (l *Local) isLegacySidecar(base, key string) bool {
	if _, err := os.Stat(l.metaPath(key)); err == nil {
		return false // a blob of its own
	}
	bp, err := l.path(base)
	if err != nil {
		return false
	}
	_, err = os.Stat(bp)
	return err == nil
}
