// Package unzip opens the zip archives users send (XLSX sheets, DOCX
// resumes, zips of resumes) under limits decided before anything is
// inflated: how much of the central directory may be read, how many parts
// it may list, how large each part and all parts together say they are,
// and how far one part may say it expands. Declared sizes may lie low, so
// every read is bounded again by what the part declared (archive/zip
// refuses to inflate past it) and Verify inflates the parts once, to
// nothing, to prove it. Every place that opens a zip goes through here.
//
// The package is pure (bytes in, values out) so that the resume parser
// may use it as well as the intake.
package unzip

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
)

// Limits is what one kind of archive may hold.
type Limits struct {
	// MaxParts bounds the entries of the central directory.
	MaxParts int
	// MaxTotal bounds the sum of the parts' declared uncompressed sizes.
	MaxTotal uint64
	// MaxPart bounds one part's declared uncompressed size, unless Large
	// names it.
	MaxPart uint64
	// Large, when set, gives the bound of the parts it accepts (an XLSX's
	// worksheets, which are streamed from disk, not held in memory); ok
	// false leaves a part to MaxPart.
	Large func(name string) (limit uint64, ok bool)
	// MaxSmall bounds the sum of the declared sizes of the parts Large
	// does not accept, or accepts at SmallUpTo bytes or less: what a
	// reader like excelize holds in memory. 0 leaves it to MaxTotal.
	MaxSmall, SmallUpTo uint64
	// MaxRatio bounds one part's declared uncompressed size over its
	// compressed size, for parts over ratioFloor (a small part may
	// compress as well as it likes).
	MaxRatio uint64
}

// ratioFloor is the size under which a part's compression ratio is not
// checked: XML and text of a few hundred kilobytes legitimately shrink a
// hundredfold.
const ratioFloor = 1 << 20

// Error says why an archive was refused; the caller turns it into its own
// message.
type Error struct {
	// Part is the entry at fault, "" for the archive as a whole.
	Part   string
	Reason string
}

func (e *Error) Error() string {
	if e.Part == "" {
		return "zip refused: " + e.Reason
	}
	return fmt.Sprintf("zip refused: %s: %s", e.Part, e.Reason)
}

// ErrNotZip is a file that is no readable zip.
var ErrNotZip = errors.New("unzip: not a zip archive")

// directoryBytesPerPart is how many bytes of central directory one
// allowed part may take: a 46-byte header and a long name. zip.NewReader
// allocates a few hundred bytes for every header it reads, so a small file
// listing millions of empty entries would cost gigabytes before any count
// could be checked; reading the directory under a budget stops it first.
const directoryBytesPerPart = 512

// endSearch is what zip.NewReader reads to find the end of the directory
// (the last 1 KiB, then the last 65 KiB) and a bufio buffer's slack.
const endSearch = 1<<10 + 65<<10 + 8<<10

// NewReader opens the zip r of size bytes under lim: the central
// directory is read under a byte budget (MaxParts entries' worth), then
// Check runs on what it lists. Nothing is inflated.
func NewReader(r io.ReaderAt, size int64, lim Limits) (*zip.Reader, error) {
	br := &budgetReader{r: r, left: endSearch + int64(lim.MaxParts)*directoryBytesPerPart}
	zr, err := zip.NewReader(br, size)
	if br.over {
		return nil, &Error{Reason: fmt.Sprintf("holds more than %d parts", lim.MaxParts)}
	}
	if err != nil {
		return nil, ErrNotZip
	}
	br.off = true
	if err := Check(zr.File, lim); err != nil {
		return nil, err
	}
	return zr, nil
}

// budgetReader fails reads past a byte budget until it is turned off.
type budgetReader struct {
	r    io.ReaderAt
	left int64
	over bool
	off  bool
}

var errBudget = errors.New("unzip: central directory over budget")

func (b *budgetReader) ReadAt(p []byte, off int64) (int, error) {
	if b.off {
		return b.r.ReadAt(p, off)
	}
	if int64(len(p)) > b.left {
		b.over = true
		return 0, errBudget
	}
	b.left -= int64(len(p))
	return b.r.ReadAt(p, off)
}

// Check refuses an archive whose directory promises more than lim allows.
// It reads nothing but the directory zip.Reader already holds.
func Check(files []*zip.File, lim Limits) error {
	if len(files) > lim.MaxParts {
		return &Error{Reason: fmt.Sprintf("holds more than %d parts", lim.MaxParts)}
	}
	var total, small uint64
	for _, f := range files {
		size := f.UncompressedSize64
		limit, large := lim.MaxPart, false
		if lim.Large != nil {
			if m, ok := lim.Large(f.Name); ok {
				limit, large = m, true
			}
		}
		if size > limit {
			return &Error{Part: f.Name, Reason: fmt.Sprintf("expands to more than %d MB", limit>>20)}
		}
		if total += size; total > lim.MaxTotal {
			return &Error{Reason: fmt.Sprintf("expands to more than %d MB in all", lim.MaxTotal>>20)}
		}
		if !large || size <= lim.SmallUpTo {
			if small += size; lim.MaxSmall > 0 && small > lim.MaxSmall {
				return &Error{Reason: fmt.Sprintf("holds more than %d MB of parts read into memory", lim.MaxSmall>>20)}
			}
		}
		if lim.MaxRatio > 0 && size > ratioFloor && size/max(f.CompressedSize64, 1) > lim.MaxRatio {
			return &Error{Part: f.Name, Reason: fmt.Sprintf("is compressed more than %d to 1", lim.MaxRatio)}
		}
	}
	return nil
}

// Verify inflates every part to nothing, proving that each expands to
// exactly what it declared (archive/zip stops a part at its declared size
// and checks its CRC), so a directory that lies low is refused before a
// reader trusts it. Its cost is bounded by the Limits Check applied.
func Verify(files []*zip.File) error {
	for _, f := range files {
		if strings.HasSuffix(f.Name, "/") && f.UncompressedSize64 == 0 {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return &Error{Part: f.Name, Reason: "cannot be read"}
		}
		_, err = io.Copy(io.Discard, rc)
		rc.Close()
		if err != nil {
			return &Error{Part: f.Name, Reason: "does not expand to the size it declares"}
		}
	}
	return nil
}

// XLSX is the rule of a spreadsheet: excelize reads every part whole into
// memory except worksheets and the shared strings larger than
// XLSXStreamFrom, which it spools to temporary files and streams. So the
// parts held in memory are bounded together (MaxSmall), the streamed ones
// each, and all of them in all.
var XLSX = Limits{
	MaxParts: 500,
	// 10,000 rows of 200 columns are about 70 MB of worksheet XML.
	MaxTotal: 192 << 20,
	// Styles, themes, the workbook, a pasted logo.
	MaxPart: 8 << 20,
	Large: func(name string) (uint64, bool) {
		name = strings.ToLower(strings.ReplaceAll(name, `\`, "/"))
		switch {
		case strings.HasPrefix(name, "xl/worksheets/sheet") && path.Ext(name) == ".xml":
			return 128 << 20, true
		case name == "xl/sharedstrings.xml":
			// excelize indexes every shared string in memory (tens of bytes
			// each): 16 MB of the shortest strings is about 100 MB there.
			return 16 << 20, true
		}
		return 0, false
	},
	MaxSmall:  32 << 20,
	SmallUpTo: XLSXStreamFrom,
	MaxRatio:  200,
}

// XLSXStreamFrom is the excelize UnzipXMLSizeLimit that goes with XLSX:
// a worksheet larger than this is streamed from a temporary file.
const XLSXStreamFrom = 4 << 20

// DOCX is the rule of a Word document: the parser reads the main part,
// its headers, footers, styles and relationships, at most
// resume.MaxDOCXInflated in all; the other parts (images) are never
// inflated but are still bounded, so a bomb is refused outright.
var DOCX = Limits{
	MaxParts: 1000,
	MaxTotal: 200 << 20,
	MaxPart:  50 << 20,
	MaxRatio: 200,
}

// Resumes is the rule of a zip of resumes for a bulk import: one file per
// row, each at most 5 MB (the application resume's limit), read one at a
// time through the resume intake.
var Resumes = Limits{
	MaxParts: 10_000,
	MaxTotal: 4 << 30,
	MaxPart:  5 << 20,
	MaxRatio: 200,
}
