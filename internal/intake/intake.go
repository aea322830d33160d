// Package intake is how files come into Hirekit: every upload path (add a
// candidate, the careers form, screening batches) spools the file to disk
// under its intake's size limit, checks its type by content, and saves it
// in the blob store under one key scheme. Nothing is held whole in memory.
package intake

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"

	"hirekit/internal/blob"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
	"hirekit/internal/unzip"
)

// Rule is what one intake accepts.
type Rule struct {
	// Images makes the intake take PNG, JPEG, WebP and GIF images instead
	// of resumes.
	Images bool
	// Sheets makes the intake take CSV (UTF-8 text) and XLSX workbooks;
	// Archives takes zip files. Both are checked by content (archives.go).
	Sheets, Archives bool
	// MaxBytes is the largest file accepted.
	MaxBytes int64
	// TooLarge and BadType are the messages users read.
	TooLarge, BadType string
	// Prefix starts every key this intake stores.
	Prefix string
	// Claimed says every caller claims its saved files (Store.Claim) in
	// the transaction that records them; until then they are pending, and
	// deleted after PendingFor if never claimed (pending.go).
	Claimed bool
}

// Size limits, one per intake.
const (
	// MaxApplicationResume bounds a resume added to an application, by a
	// recruiter or on the careers page (DECISIONS.md: 5 MB).
	MaxApplicationResume = 5 << 20
	// MaxScreeningResume bounds one resume of a screening batch (DESIGN.md:
	// 100 × 10 MB), the parser's own limit.
	MaxScreeningResume = resume.MaxFileSize
	// MaxCareersResume bounds a resume sent with the public careers form
	// (DECISIONS.md: 5 MB); the whole form is bounded at 6 MB by its route.
	MaxCareersResume = 5 << 20
	// MaxCareersImage bounds a logo or an image of the careers page: more
	// would only slow the page down for every visitor.
	MaxCareersImage = 2 << 20
)

// CareersResume is a resume sent by an applicant on a careers page.
var CareersResume = Rule{
	MaxBytes: MaxCareersResume,
	TooLarge: "Please upload a file smaller than 5 MB.",
	BadType:  "Invalid file type! Please upload pdf/doc files.",
	Prefix:   "resumes",
	Claimed:  true, // ats.AddApplication
}

// CareersImage is a logo or a picture for a company's careers page.
var CareersImage = Rule{
	Images:   true,
	MaxBytes: MaxCareersImage,
	TooLarge: "Please upload an image smaller than 2 MB.",
	BadType:  "Please upload a PNG, JPEG, WebP or GIF image.",
	Prefix:   "careers",
}

// HubResume is a resume a talenthub candidate puts on their profile (5
// MB and the careers form's types and messages).
var HubResume = Rule{
	MaxBytes: MaxCareersResume,
	TooLarge: "Please upload a file smaller than 5 MB.",
	BadType:  "Invalid file type! Please upload pdf/doc files.",
	Prefix:   "hubresumes",
}

// HubAvatar is a picture a talenthub candidate uploads as their avatar
// (the careers image limits); it is stored resized, under HubAvatarPrefix,
// and served publicly like a careers page's logo.
var HubAvatar = Rule{
	Images:   true,
	MaxBytes: MaxCareersImage,
	TooLarge: "Please upload an image smaller than 2 MB.",
	BadType:  "Please upload a PNG, JPEG or WebP image.",
	Prefix:   HubAvatarPrefix,
}

// HubAvatarPrefix starts the keys of talenthub avatars.
const HubAvatarPrefix = "hubavatars"

// ApplicationResume is a resume that comes with an application.
var ApplicationResume = Rule{
	MaxBytes: MaxApplicationResume,
	TooLarge: "Please upload a file smaller than 5 MB.",
	BadType:  "Invalid file type! Please upload pdf/doc files.",
	Prefix:   "resumes",
	Claimed:  true, // ats.AddApplication
}

// ScreeningResume is one file of a screening batch (spec: 'File type not
// allowed!').
var ScreeningResume = Rule{
	MaxBytes: MaxScreeningResume,
	TooLarge: "Please upload files smaller than 10 MB.",
	BadType:  "File type not allowed!",
	Prefix:   "screeno",
	Claimed:  true, // screening.UploadResumes
}

// resumeTypes maps what a resume's bytes are to the extension its name
// must have, and the type it is served with.
var resumeTypes = map[resume.Kind]struct {
	ext, contentType string
}{
	resume.KindPDF:  {".pdf", "application/pdf"},
	resume.KindDOCX: {".docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"},
	resume.KindDOC:  {".doc", "application/msword"},
}

// imageTypes maps what an image's bytes are (http.DetectContentType) to
// the extensions its name may have. SVG is refused: it can carry script.
var imageTypes = map[string][]string{
	"image/png":  {".png"},
	"image/jpeg": {".jpg", ".jpeg"},
	"image/webp": {".webp"},
	"image/gif":  {".gif"},
}

// File is an accepted upload waiting on disk until it is saved or dropped.
type File struct {
	// Name is the file's base name as the user's computer called it.
	Name        string
	Kind        resume.Kind
	Size        int64
	ContentType string
	ext         string
	tmp         *os.File
}

// Spool reads one uploaded file into a temporary file under rule's size
// limit and checks that its content is a resume whose name agrees. The
// caller closes the file (which removes it) when done.
func Spool(rule Rule, filename string, r io.Reader) (*File, error) {
	name := path.Base(strings.ReplaceAll(filename, "\\", "/"))
	ext := strings.ToLower(path.Ext(name))
	if !slices.ContainsFunc(knownExts(rule), func(e string) bool { return e == ext }) {
		return nil, recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType)
	}
	tmp, err := os.CreateTemp("", "hirekit-upload-*")
	if err != nil {
		return nil, err
	}
	f := &File{Name: name, ext: ext, tmp: tmp}
	n, err := io.Copy(tmp, io.LimitReader(r, rule.MaxBytes+1))
	if err != nil {
		// A read error is the transport's (a body over its limit, a
		// client gone): the caller maps it.
		f.Close()
		return nil, fmt.Errorf("read upload: %w", err)
	}
	if n > rule.MaxBytes {
		f.Close()
		return nil, recruit.Errorf(recruit.ETOOLARGE, "%s", rule.TooLarge)
	}
	if rule.Sheets || rule.Archives {
		ctype, err := checkArchiveOrSheet(rule, tmp, n, ext)
		if err != nil {
			f.Close()
			return nil, err
		}
		f.Size, f.ContentType = n, ctype
		return f, nil
	}
	if rule.Images {
		head := make([]byte, 512)
		m, _ := tmp.ReadAt(head, 0)
		ctype := http.DetectContentType(head[:m])
		if n == 0 || !slices.Contains(imageTypes[ctype], ext) {
			f.Close()
			return nil, recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType)
		}
		if err := checkImage(tmp, ctype, recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType)); err != nil {
			f.Close()
			return nil, err
		}
		f.Size, f.ContentType = n, ctype
		return f, nil
	}
	kind, ok := resume.DetectReader(tmp, n)
	if !ok || resumeTypes[kind].ext != ext {
		f.Close()
		return nil, recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType)
	}
	if kind == resume.KindDOCX {
		// A DOCX is a zip: one that would expand beyond what a document
		// holds is refused now, with its reason, not left to the parser.
		if _, err := unzip.NewReader(tmp, n, unzip.DOCX); err != nil {
			f.Close()
			return nil, archiveError(err, recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType), "This DOCX file cannot be read: ")
		}
	}
	f.Kind, f.Size, f.ContentType = kind, n, resumeTypes[kind].contentType
	return f, nil
}

func knownExts(rule Rule) []string {
	out := []string{}
	switch {
	case rule.Sheets:
		return []string{".csv", ".xlsx"}
	case rule.Archives:
		return []string{".zip"}
	}
	if rule.Images {
		for _, exts := range imageTypes {
			out = append(out, exts...)
		}
		return out
	}
	for _, t := range resumeTypes {
		out = append(out, t.ext)
	}
	return out
}

// Close removes the spooled file.
func (f *File) Close() error {
	if f == nil || f.tmp == nil {
		return nil
	}
	f.tmp.Close()
	err := os.Remove(f.tmp.Name())
	f.tmp = nil
	return err
}

// Store saves accepted files in the blob store.
type Store struct {
	Blobs blob.Store
	// DB keeps the pending files of Claimed rules (nil: none are kept).
	DB *sqldb.DB
}

// Save writes the file under "<prefix>/<company>/<random>.<ext>" and
// returns the key. The client never chooses a key.
func (s *Store) Save(ctx context.Context, rule Rule, companyID int64, f *File) (string, error) {
	if f == nil || f.tmp == nil {
		return "", errors.New("intake: save of a closed file")
	}
	if _, err := f.tmp.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	key := rule.Prefix + "/" + strconv.FormatInt(companyID, 10) + "/" + hex.EncodeToString(b) + f.ext
	if rule.Claimed && s.DB != nil {
		if err := s.remember(ctx, key); err != nil {
			return "", err
		}
	}
	if _, err := s.Blobs.Put(ctx, key, f.tmp, f.ContentType); err != nil {
		return "", fmt.Errorf("save upload: %w", err)
	}
	return key, nil
}

// Open reads a saved file; a missing one is blob.ErrNotFound.
func (s *Store) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	rc, _, err := s.Blobs.Open(ctx, key)
	return rc, err
}

// Delete removes a saved file (a write that failed after Save), and its
// pending row when it had one.
func (s *Store) Delete(ctx context.Context, key string) error {
	ctx = context.WithoutCancel(ctx)
	if err := s.Blobs.Delete(ctx, key); err != nil {
		return err
	}
	return s.Claim(ctx, key)
}
