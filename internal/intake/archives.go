package intake

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/unzip"
)

// Limits of the bulk import's files (DECISIONS: 10,000 candidates a sheet).
const (
	// MaxSheet bounds a CSV or XLSX of candidates: 10,000 rows of a dozen
	// columns are about 2 MB; the margin is for wide sheets.
	MaxSheet = 20 << 20
	// MaxResumeArchive bounds a zip of resumes (spooled to disk, never
	// read whole).
	MaxResumeArchive = 1 << 30
	// MaxArchiveEntries bounds the files in a zip: one resume per row.
	MaxArchiveEntries = 10_000
)

// Sheet is a spreadsheet of candidates to import.
var Sheet = Rule{
	Sheets:   true,
	MaxBytes: MaxSheet,
	TooLarge: "Please upload a sheet smaller than 20 MB.",
	BadType:  "Please upload a CSV or XLSX file.",
	Prefix:   "imports",
}

// ResumeArchive is a zip of the resumes a sheet names.
var ResumeArchive = Rule{
	Archives: true,
	MaxBytes: MaxResumeArchive,
	TooLarge: "Please upload a zip smaller than 1 GB.",
	BadType:  "Please upload a zip file of resumes.",
	Prefix:   "imports",
}

// checkArchiveOrSheet checks a spooled sheet or zip by its bytes: a CSV
// must be UTF-8 text (no NUL); an XLSX a zip holding a workbook, within
// unzip.XLSX on its directory and proved to expand as it declares; a zip
// of resumes a readable zip within unzip.Resumes. A zip bomb is refused
// here, with its reason; reads are bounded again when it is opened.
func checkArchiveOrSheet(rule Rule, f *os.File, n int64, ext string) (string, error) {
	bad := recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType)
	if n == 0 {
		return "", bad
	}
	switch ext {
	case ".csv":
		head := make([]byte, 8<<10)
		m, _ := f.ReadAt(head, 0)
		cut := m < len(head)
		head = head[:m]
		if bytes.IndexByte(head, 0) >= 0 || !strings.HasPrefix(http.DetectContentType(head), "text/") {
			return "", bad
		}
		// A full head may end inside a character.
		for i := 0; !cut && i < utf8.UTFMax && !utf8.Valid(head); i++ {
			head = head[:len(head)-1]
		}
		if !utf8.Valid(head) {
			return "", bad
		}
		return "text/csv", nil
	case ".xlsx":
		// Everything a reader of the sheet will inflate is bounded here,
		// on the directory, and proved by inflating it once to nothing:
		// a small file must not expand to gigabytes in excelize.
		zr, err := unzip.NewReader(f, n, unzip.XLSX)
		if err != nil {
			return "", archiveError(err, bad, "This XLSX file cannot be imported: ")
		}
		if !slices.ContainsFunc(zr.File, func(e *zip.File) bool { return e.Name == "xl/workbook.xml" }) {
			return "", bad
		}
		if err := unzip.Verify(zr.File); err != nil {
			return "", archiveError(err, bad, "This XLSX file cannot be imported: ")
		}
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", nil
	case ".zip":
		// Entries are not inflated here (up to 4 GB of resumes): each is
		// read through OpenArchiveEntry, bounded by what it declared.
		_, err := unzip.NewReader(f, n, unzip.Resumes)
		var ue *unzip.Error
		switch {
		case errors.As(err, &ue) && ue.Part == "" && strings.HasPrefix(ue.Reason, "holds more than") && strings.HasSuffix(ue.Reason, " parts"):
			return "", recruit.Errorf(recruit.EINVALID, "The zip holds more than %d files", MaxArchiveEntries)
		case errors.As(err, &ue) && ue.Part != "" && strings.HasPrefix(ue.Reason, "expands to more than"):
			return "", recruit.Errorf(recruit.EINVALID, "%s in the zip is larger than 5 MB", baseName(ue.Part))
		case err != nil:
			return "", archiveError(err, bad, "This zip cannot be imported: ")
		}
		return "application/zip", nil
	}
	return "", bad
}

// archiveError is what the user reads of a refused archive: why, when
// unzip says, or the intake's bad type.
func archiveError(err, bad error, prefix string) error {
	var ue *unzip.Error
	if !errors.As(err, &ue) {
		return bad
	}
	what := "it"
	if ue.Part != "" {
		what = baseName(ue.Part)
	}
	return recruit.Errorf(recruit.EINVALID, "%s%s %s.", prefix, what, ue.Reason)
}

// OpenArchiveEntry spools one entry of a zip of resumes through the
// application resume intake (its size bounded as it is read, its type
// checked by content).
func OpenArchiveEntry(e *zip.File) (*File, error) {
	if e.UncompressedSize64 > MaxApplicationResume {
		return nil, recruit.Errorf(recruit.ETOOLARGE, "%s", ApplicationResume.TooLarge)
	}
	rc, err := e.Open()
	if err != nil {
		return nil, recruit.Errorf(recruit.EUNSUPPORTED, "%s", ApplicationResume.BadType)
	}
	defer rc.Close()
	f, err := Spool(ApplicationResume, baseName(e.Name), io.LimitReader(rc, MaxApplicationResume+1))
	if err != nil && recruit.ErrorCode(err) == recruit.EINTERNAL {
		// A corrupt entry (bad checksum, bad deflate) is the file's fault.
		return nil, recruit.Errorf(recruit.EUNSUPPORTED, "%s", ApplicationResume.BadType)
	}
	return f, err
}

func baseName(name string) string {
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '/' || name[i] == '\\' {
			return name[i+1:]
		}
	}
	return name
}

// Reader reads the spooled file from its start.
func (f *File) Reader() *io.SectionReader { return io.NewSectionReader(f.tmp, 0, f.Size) }
