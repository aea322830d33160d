package blob

import (
	"archive/zip"
	"context"
	"errors"
	"io"
	"path"
	"regexp"
	"strings"
	"time"
)

// AddToZip copies the blob under key into zw as name, streamed. A blob
// already gone is left out (nil): a personal-data export still answers
// with the rest rather than failing whole.
func AddToZip(ctx context.Context, s Store, zw *zip.Writer, name, key string, modified time.Time) error {
	rc, _, err := s.Open(ctx, key)
	if errors.Is(err, ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	defer rc.Close()
	fw, err := zw.CreateHeader(&zip.FileHeader{Name: path.Clean(name), Method: zip.Deflate, Modified: modified})
	if err != nil {
		return err
	}
	_, err = io.Copy(fw, rc)
	return err
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// SafeName is one path segment of a zip made of the given text (a file's
// own name, a person's): never a separator, never a parent, never empty.
func SafeName(s string) string {
	s = strings.Trim(unsafeName.ReplaceAllString(s, "_"), ".")
	if s == "" {
		return "file"
	}
	return s
}
