package resume

import "errors"

// The reasons a resume ends as unparseable. Their messages are shown to
// recruiters as the candidate's error, so they are written for people.
var (
	// ErrReaderNotInstalled is the decided message when the machine lacks
	// the external reader for the file's type (docs/decisions.md).
	ErrReaderNotInstalled = errors.New("Resume reader not installed")
	ErrTooLarge           = errors.New("File is larger than 10 MB")
	ErrTooManyPages       = errors.New("PDF has more than 30 pages")
	ErrZipBomb            = errors.New("DOCX expands beyond the size limit")
	ErrTooLittleText      = errors.New("Too little text to read (scanned or image-only resume?)")
	ErrUnknownType        = errors.New("File type not allowed!")
	ErrTimeout            = errors.New("Resume reader timed out")
	ErrCorrupt            = errors.New("Resume file is damaged or encrypted")
)
