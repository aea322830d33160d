package unzip_test

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
	"testing"

	"hirekit/internal/unzip"
)

// zipOf builds a zip of the named parts (deflated).
func zipOf(t *testing.T, parts map[string][]byte) *bytes.Reader {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, b := range parts {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(b)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(buf.Bytes())
}

// underDeclared is a zip whose one part says it holds 1,000 bytes but
// inflates to n zero bytes: its central directory lies low.
func underDeclared(t *testing.T, n int) *bytes.Reader {
	t.Helper()
	var raw bytes.Buffer
	fw, _ := flate.NewWriter(&raw, flate.BestSpeed)
	fw.Write(make([]byte, n))
	fw.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: "xl/media/bomb.bin", Method: zip.Deflate,
		CRC32: crc32.ChecksumIEEE(make([]byte, 1000)), CompressedSize64: uint64(raw.Len()), UncompressedSize64: 1000})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(raw.Bytes())
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(buf.Bytes())
}

func refused(t *testing.T, err error, want string) {
	t.Helper()
	var ue *unzip.Error
	if !errors.As(err, &ue) || !strings.Contains(ue.Error(), want) {
		t.Fatalf("got %v, want an unzip.Error saying %q", err, want)
	}
}

func TestNewReader(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		r := zipOf(t, map[string][]byte{"xl/workbook.xml": []byte("<workbook/>"),
			"xl/worksheets/sheet1.xml": bytes.Repeat([]byte("<row><c><v>1</v></c></row>"), 1000)})
		zr, err := unzip.NewReader(r, r.Size(), unzip.XLSX)
		if err != nil {
			t.Fatal(err)
		}
		if err := unzip.Verify(zr.File); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("ErrDeclaredTooLarge", func(t *testing.T) {
		// 64 MB of zeros in a part excelize would hold in memory.
		r := zipOf(t, map[string][]byte{"xl/workbook.xml": []byte("<workbook/>"), "xl/media/bomb.bin": make([]byte, 64<<20)})
		_, err := unzip.NewReader(r, r.Size(), unzip.XLSX)
		refused(t, err, "xl/media/bomb.bin: expands to more than 8 MB")
	})
	t.Run("ErrSmallPartsTogether", func(t *testing.T) {
		// Five stored (not deflated) 7 MB images: each is allowed, not all.
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for i := range 5 {
			w, _ := zw.CreateHeader(&zip.FileHeader{Name: fmt.Sprintf("xl/media/image%d.png", i), Method: zip.Store})
			w.Write(bytes.Repeat([]byte{byte(i)}, 7<<20))
		}
		zw.Close()
		r := bytes.NewReader(buf.Bytes())
		_, err := unzip.NewReader(r, r.Size(), unzip.XLSX)
		refused(t, err, "holds more than 32 MB of parts read into memory")
	})
	t.Run("ErrRatio", func(t *testing.T) {
		r := zipOf(t, map[string][]byte{"xl/worksheets/sheet1.xml": make([]byte, 4<<20)})
		_, err := unzip.NewReader(r, r.Size(), unzip.XLSX)
		refused(t, err, "compressed more than 200 to 1")
	})
	t.Run("ErrTooManyParts", func(t *testing.T) {
		parts := map[string][]byte{}
		for i := range 501 {
			parts[fmt.Sprintf("p%d", i)] = nil
		}
		r := zipOf(t, parts)
		_, err := unzip.NewReader(r, r.Size(), unzip.XLSX)
		refused(t, err, "more than 500 parts")
	})
	t.Run("ErrDirectoryOverBudget", func(t *testing.T) {
		// 5,000 entries: zip.NewReader would allocate them all; the budget
		// stops the read of the directory long before.
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for i := range 5000 {
			zw.CreateHeader(&zip.FileHeader{Name: fmt.Sprintf("%0200d", i), Method: zip.Store})
		}
		zw.Close()
		r := bytes.NewReader(buf.Bytes())
		_, err := unzip.NewReader(r, r.Size(), unzip.XLSX)
		refused(t, err, "more than 500 parts")
	})
	t.Run("ErrNotZip", func(t *testing.T) {
		r := strings.NewReader("name,email\n")
		if _, err := unzip.NewReader(r, r.Size(), unzip.XLSX); !errors.Is(err, unzip.ErrNotZip) {
			t.Fatalf("got %v, want ErrNotZip", err)
		}
	})
}

// A directory that under-declares a part passes Check, but no read
// inflates more than the declared size: Verify refuses it, and
// archive/zip stops any read at the declared size.
func TestUnderDeclared(t *testing.T) {
	r := underDeclared(t, 64<<20)
	zr, err := unzip.NewReader(r, r.Size(), unzip.XLSX)
	if err != nil {
		t.Fatalf("the directory's sizes pass: got %v", err)
	}
	refused(t, unzip.Verify(zr.File), "does not expand to the size it declares")
	rc, _ := zr.File[0].Open()
	n, err := io.Copy(io.Discard, rc)
	if err == nil || n > 1000 {
		t.Fatalf("archive/zip read %d bytes (%v); want it stopped at the declared 1,000", n, err)
	}
}
