package intake_test

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"strings"
	"testing"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

func zipOf(t *testing.T, parts ...any) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i < len(parts); i += 2 {
		w, err := zw.Create(parts[i].(string))
		if err != nil {
			t.Fatal(err)
		}
		w.Write(parts[i+1].([]byte))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// refused spools data and wants an error of code with text in it.
func refused(t *testing.T, rule intake.Rule, name string, data []byte, code, text string) {
	t.Helper()
	f, err := intake.Spool(rule, name, bytes.NewReader(data))
	if err == nil {
		f.Close()
		t.Fatalf("%s was accepted, want %s %q", name, code, text)
	}
	if recruit.ErrorCode(err) != code || !strings.Contains(recruit.ErrorMessage(err), text) {
		t.Fatalf("%s: got %s %q, want %s %q", name, recruit.ErrorCode(err), recruit.ErrorMessage(err), code, text)
	}
}

func accepted(t *testing.T, rule intake.Rule, name string, data []byte) {
	t.Helper()
	f, err := intake.Spool(rule, name, bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	f.Close()
}

func TestSpoolDOCX(t *testing.T) {
	doc := []byte(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Grace</w:t></w:r></w:p></w:body></w:document>`)
	t.Run("OK", func(t *testing.T) {
		accepted(t, intake.ApplicationResume, "cv.docx", zipOf(t, "word/document.xml", doc))
	})
	t.Run("ErrBomb", func(t *testing.T) {
		// 64 MB of zeros deflate to 64 KB: within the 5 MB upload limit.
		refused(t, intake.ApplicationResume, "cv.docx", zipOf(t, "word/document.xml", doc, "word/media/bomb.bin", make([]byte, 64<<20)),
			recruit.EINVALID, "This DOCX file cannot be read: bomb.bin expands to more than 50 MB.")
	})
}

func TestSpoolResumeArchive(t *testing.T) {
	pdf := []byte("%PDF-1.4\n%%EOF\n")
	t.Run("OK", func(t *testing.T) {
		accepted(t, intake.ResumeArchive, "cvs.zip", zipOf(t, "a.pdf", pdf, "b.pdf", pdf))
	})
	t.Run("ErrEntryTooLarge", func(t *testing.T) {
		refused(t, intake.ResumeArchive, "cvs.zip", zipOf(t, "a.pdf", pdf, "big.pdf", make([]byte, 6<<20)),
			recruit.EINVALID, "big.pdf in the zip is larger than 5 MB")
	})
	t.Run("ErrRatio", func(t *testing.T) {
		refused(t, intake.ResumeArchive, "cvs.zip", zipOf(t, "a.pdf", append(pdf, make([]byte, 4<<20)...)),
			recruit.EINVALID, "This zip cannot be imported: a.pdf is compressed more than 200 to 1.")
	})
	t.Run("ErrTooManyFiles", func(t *testing.T) {
		parts := []any{}
		for i := range intake.MaxArchiveEntries + 1 {
			parts = append(parts, fmt.Sprintf("%d.pdf", i), pdf)
		}
		refused(t, intake.ResumeArchive, "cvs.zip", zipOf(t, parts...), recruit.EINVALID, "The zip holds more than 10000 files")
	})
}

func TestSpoolSheet(t *testing.T) {
	t.Run("ErrPartTooLarge", func(t *testing.T) {
		refused(t, intake.Sheet, "people.xlsx", zipOf(t, "xl/workbook.xml", []byte("<workbook/>"), "xl/media/bomb.bin", make([]byte, 16<<20)),
			recruit.EINVALID, "This XLSX file cannot be imported: bomb.bin expands to more than 8 MB.")
	})
	t.Run("ErrNoWorkbook", func(t *testing.T) {
		refused(t, intake.Sheet, "people.xlsx", zipOf(t, "a.xml", []byte("<a/>")), recruit.EUNSUPPORTED, "Please upload a CSV or XLSX file.")
	})
}

// pngOf is a 1×1 PNG whose header then claims w × h pixels (its CRC
// fixed), as a decompression bomb would.
func pngOf(t *testing.T, w, h uint32) []byte {
	t.Helper()
	var buf bytes.Buffer
	png.Encode(&buf, image.NewGray(image.Rect(0, 0, 1, 1)))
	b := buf.Bytes()
	// Signature (8), length (4), "IHDR" (4), then width and height.
	binary.BigEndian.PutUint32(b[16:], w)
	binary.BigEndian.PutUint32(b[20:], h)
	binary.BigEndian.PutUint32(b[29:], crc32.ChecksumIEEE(b[12:29]))
	return b
}

func TestSpoolImage(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		accepted(t, intake.CareersImage, "logo.png", pngOf(t, 1200, 400))
		var g bytes.Buffer
		gif.Encode(&g, image.NewPaletted(image.Rect(0, 0, 4, 4), color.Palette{color.Black, color.White}), nil)
		accepted(t, intake.CareersImage, "logo.gif", g.Bytes())
		accepted(t, intake.CareersImage, "logo.webp", webpOf(640, 480))
	})
	const msg = "Please upload an image of at most 10000 × 10000 pixels and 40 megapixels."
	t.Run("ErrPNGBomb", func(t *testing.T) {
		refused(t, intake.CareersImage, "logo.png", pngOf(t, 60_000, 60_000), recruit.EINVALID, msg)
	})
	t.Run("ErrTooManyPixels", func(t *testing.T) {
		refused(t, intake.CareersImage, "logo.png", pngOf(t, 9_000, 9_000), recruit.EINVALID, msg)
	})
	t.Run("ErrWebPBomb", func(t *testing.T) {
		refused(t, intake.CareersImage, "logo.webp", webpOf(16_000, 16_000), recruit.EINVALID, msg)
	})
	t.Run("ErrBrokenHeader", func(t *testing.T) {
		b := pngOf(t, 10, 10)
		b[20] ^= 0xff // the CRC no longer matches
		refused(t, intake.CareersImage, "logo.png", b, recruit.EUNSUPPORTED, "Please upload a PNG, JPEG, WebP or GIF image.")
	})
}

// webpOf is the head of an extended WebP (VP8X) of w × h pixels.
func webpOf(w, h int) []byte {
	b := make([]byte, 64)
	copy(b, "RIFF")
	binary.LittleEndian.PutUint32(b[4:], 56)
	copy(b[8:], "WEBPVP8X")
	binary.LittleEndian.PutUint32(b[16:], 10)
	put24 := func(p []byte, v int) { p[0], p[1], p[2] = byte(v), byte(v>>8), byte(v>>16) }
	put24(b[24:], w-1)
	put24(b[27:], h-1)
	return b
}
