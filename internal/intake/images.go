package intake

import (
	"encoding/binary"
	"image"
	_ "image/gif" // DecodeConfig of the accepted image types
	_ "image/jpeg"
	_ "image/png"
	"io"
	"os"

	"hirekit/internal/recruit"
)

// An image is compressed too: a 2 MB PNG may declare 60,000 × 60,000
// pixels, 14 GB once decoded in every visitor's browser (Hirekit decodes
// no image itself). Its header's dimensions are read, never its pixels,
// and bounded before it is stored.
const (
	// MaxImageSide is the widest or tallest image accepted (browsers refuse
	// canvases beyond about 16,000 pixels).
	MaxImageSide = 10_000
	// MaxImagePixels bounds width × height: 40 megapixels are 160 MB
	// decoded, more than any careers page needs.
	MaxImagePixels = 40_000_000
)

// checkImage reads the dimensions an image of type ctype declares; bad
// is the answer to one whose header does not parse.
func checkImage(f *os.File, ctype string, bad error) error {
	var w, h int
	if ctype == "image/webp" {
		var ok bool
		if w, h, ok = webpSize(f); !ok {
			return bad
		}
	} else {
		cfg, _, err := image.DecodeConfig(io.NewSectionReader(f, 0, 1<<62))
		if err != nil {
			return bad
		}
		w, h = cfg.Width, cfg.Height
	}
	if w <= 0 || h <= 0 || w > MaxImageSide || h > MaxImageSide || w*h > MaxImagePixels {
		return recruit.Errorf(recruit.EINVALID, "Please upload an image of at most %d × %d pixels and 40 megapixels.", MaxImageSide, MaxImageSide)
	}
	return nil
}

// webpSize reads a WebP's canvas size from its first chunk (VP8X, VP8L or
// VP8), as the WebP container specification lays them out.
func webpSize(f io.ReaderAt) (int, int, bool) {
	b := make([]byte, 30)
	if _, err := f.ReadAt(b, 0); err != nil || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WEBP" {
		return 0, 0, false
	}
	u24 := func(p []byte) int { return int(p[0]) | int(p[1])<<8 | int(p[2])<<16 }
	switch string(b[12:16]) {
	case "VP8X":
		return u24(b[24:27]) + 1, u24(b[27:30]) + 1, true
	case "VP8L":
		if b[20] != 0x2f {
			return 0, 0, false
		}
		v := binary.LittleEndian.Uint32(b[21:25])
		return int(v&0x3fff) + 1, int(v>>14&0x3fff) + 1, true
	case "VP8 ":
		if b[23] != 0x9d || b[24] != 0x01 || b[25] != 0x2a {
			return 0, 0, false
		}
		return int(binary.LittleEndian.Uint16(b[26:28]) & 0x3fff), int(binary.LittleEndian.Uint16(b[28:30]) & 0x3fff), true
	}
	return 0, 0, false
}
