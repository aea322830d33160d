package resume

import (
	"bytes"
	"errors"
	"io"

	"hirekit/internal/unzip"
)

// DetectReader is Detect for a file that is not in memory (an upload spooled
// to disk): the head decides PDF and DOC, and a ZIP is a DOCX when its
// directory holds word/document.xml.
func DetectReader(r io.ReaderAt, size int64) (Kind, bool) {
	head := make([]byte, min(size, 1024))
	if _, err := r.ReadAt(head, 0); err != nil && err != io.EOF {
		return "", false
	}
	switch {
	case bytes.HasPrefix(bytes.TrimLeft(head, "\x00\t\r\n "), []byte("%PDF")):
		return KindPDF, true
	case bytes.HasPrefix(head, []byte{0xD0, 0xCF, 0x11, 0xE0}):
		return KindDOC, true
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		// Only the directory is read, under the DOCX limits' budget: a
		// small file listing millions of entries costs nothing here.
		zr, err := unzip.NewReader(r, size, unzip.DOCX)
		var ue *unzip.Error
		if errors.As(err, &ue) {
			// A bomb is refused by the caller (intake) with its reason.
			return KindDOCX, true
		} else if err != nil {
			return "", false
		}
		for _, f := range zr.File {
			if f.Name == "word/document.xml" {
				return KindDOCX, true
			}
		}
	}
	return "", false
}
