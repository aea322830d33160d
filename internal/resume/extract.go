package resume

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"time"
)

// Limits applied to every file. A file beyond one ends as unparseable.
const (
	MaxFileSize     = 10 << 20 // the upload limit per resume (DESIGN.md)
	MaxPages        = 30       // longer PDFs are books or portfolios, not resumes
	MaxDOCXInflated = 50 << 20 // total inflated size of the DOCX parts we read
	MinTextChars    = 100      // below this the file is most likely a scan
)

// Kind is the detected file type.
type Kind string

const (
	KindPDF  Kind = "pdf"
	KindDOCX Kind = "docx"
	KindDOC  Kind = "doc"
)

// Line is one visual line of a resume: a run of text on one row of one
// column. Distant pieces on the same row (a title and its right-aligned
// date) stay in one Line, separated by a tab.
type Line struct {
	Page   int     `json:"page"`
	Top    float64 `json:"top"`
	Left   float64 `json:"left"`
	Height float64 `json:"height"`
	Size   float64 `json:"size"` // font size; 0 when the format has none (DOC)
	Bold   bool    `json:"bold"`
	Column int     `json:"column"` // 0 for full width, 1 left, 2 right
	// Part says where a DOCX line comes from: PartHeader, PartFooter,
	// PartTextBox, PartTable, or "" for the body (and for PDF and DOC).
	Part string `json:"part,omitempty"`
	Text string `json:"text"`
}

// The parts of a DOCX a Line can come from besides the body.
const (
	PartHeader  = "header"
	PartFooter  = "footer"
	PartTextBox = "textbox"
	PartTable   = "table"
)

// Document is the text of a resume in reading order, with its link targets.
type Document struct {
	Kind  Kind     `json:"kind"`
	Pages int      `json:"pages"`
	Lines []Line   `json:"lines"`
	Links []string `json:"links"` // link targets (annotations, hyperlinks), in document order
}

// Text returns the document's text, one line per Line, for full-text search.
func (d *Document) Text() string {
	var b strings.Builder
	for _, l := range d.Lines {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// Extractor reads resumes. The zero value is not usable; use NewExtractor.
type Extractor struct {
	sb sandbox
	// model, when set, is asked for the fields the rules are least sure
	// of (see model.go).
	model *Model
}

// Option changes an Extractor.
type Option func(*Extractor)

// WithPath sets the PATH searched for external readers. An empty PATH
// simulates a machine where none is installed.
func WithPath(path string) Option { return func(e *Extractor) { e.sb.path = path } }

// WithTimeout sets the time allowed to an external reader per file.
func WithTimeout(d time.Duration) Option { return func(e *Extractor) { e.sb.timeout = d } }

// WithModel has the Extractor ask m for the fields its rules are least
// sure of; nil (the default) keeps the rules' answers alone.
func WithModel(m *Model) Option { return func(e *Extractor) { e.model = m } }

// WithMemoryLimit sets the address-space limit of external readers in bytes.
func WithMemoryLimit(n int64) Option { return func(e *Extractor) { e.sb.memory = n } }

// NewExtractor returns an Extractor searching the process's PATH, with a
// 20 s timeout and a 512 MB address-space limit per reader.
func NewExtractor(opts ...Option) *Extractor {
	e := &Extractor{sb: sandbox{
		path:      os.Getenv("PATH"),
		timeout:   20 * time.Second,
		memory:    512 << 20,
		maxOutput: 32 << 20,
		found:     &sync.Map{},
	}}
	for _, o := range opts {
		o(e)
	}
	return e
}

// Detect names a file's type from its first bytes, never from its name.
func Detect(data []byte) (Kind, bool) {
	switch {
	case bytes.HasPrefix(bytes.TrimLeft(firstN(data, 1024), "\x00\t\r\n "), []byte("%PDF")):
		return KindPDF, true
	case bytes.HasPrefix(data, []byte{0xD0, 0xCF, 0x11, 0xE0}):
		return KindDOC, true
	case bytes.HasPrefix(data, []byte("PK\x03\x04")) && isDOCX(data):
		return KindDOCX, true
	}
	return "", false
}

func firstN(b []byte, n int) []byte {
	if len(b) > n {
		return b[:n]
	}
	return b
}

// Extract reads a resume's lines and links. Errors are the Err values of
// this package (possibly wrapped) and read as reasons for people.
func (e *Extractor) Extract(ctx context.Context, data []byte) (*Document, error) {
	return e.extract(ctx, data, nil)
}

// extract is Extract, giving a PDF's document to early as soon as poppler
// has written all of it (see extractPDF).
func (e *Extractor) extract(ctx context.Context, data []byte, early func(*Document)) (*Document, error) {
	if len(data) > MaxFileSize {
		return nil, ErrTooLarge
	}
	kind, ok := Detect(data)
	if !ok {
		return nil, ErrUnknownType
	}
	var doc *Document
	var err error
	switch kind {
	case KindPDF:
		doc, err = e.extractPDF(ctx, data, early)
	case KindDOCX:
		doc, err = extractDOCX(data)
	case KindDOC:
		doc, err = e.extractDOC(ctx, data)
	}
	if err != nil {
		return nil, err
	}
	if kind != KindPDF { // extractPDF sets the kind and normalises page by page as poppler writes
		doc.Kind = kind
		normalizeDocument(doc)
	}
	if countLetters(doc) < MinTextChars {
		return doc, ErrTooLittleText
	}
	return doc, nil
}

func countLetters(doc *Document) int {
	n := 0
	for _, l := range doc.Lines {
		for _, r := range l.Text {
			if r > ' ' {
				n++
			}
		}
	}
	return n
}

// reason turns an extraction error into the text stored on the candidate.
func reason(err error) string {
	for _, known := range []error{ErrReaderNotInstalled, ErrTooLarge, ErrTooManyPages, ErrZipBomb,
		ErrTooLittleText, ErrUnknownType, ErrTimeout, ErrCorrupt} {
		if errors.Is(err, known) {
			return known.Error()
		}
	}
	return ErrCorrupt.Error()
}
