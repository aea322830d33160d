package httpapi

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"mime"
	"net/http"
	"path"
	"slices"
	"strconv"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/resume"
)

// maxResume is the largest resume accepted (DECISIONS.md's careers text),
// and maxForm the whole multipart body around it.
const (
	maxResume = 5 << 20
	maxForm   = 6 << 20
)

// form is a parsed multipart form: text fields and at most one file.
type form struct {
	values   map[string]string
	file     []byte
	filename string
}

// readForm reads a multipart body under a size limit, keeping the one
// file part named fileField in memory (bounded by maxResume); several
// files, an oversized file or body, and other media types are refused.
func readForm(r *http.Request, fileField string) (*form, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, recruit.Errorf(recruit.EUNSUPPORTED, "Please send multipart/form-data")
	}
	r.Body = http.MaxBytesReader(nil, r.Body, maxForm)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, recruit.Errorf(recruit.EINVALID, "Invalid form")
	}
	f := &form{values: map[string]string{}}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, tooLargeOr(err, "Invalid form")
		}
		name := part.FormName()
		if part.FileName() != "" || name == fileField {
			if name != fileField {
				part.Close()
				continue
			}
			if f.file != nil {
				return nil, recruit.Errorf(recruit.EINVALID, "Please upload only a single file.")
			}
			data, err := io.ReadAll(io.LimitReader(part, maxResume+1))
			if err != nil {
				return nil, tooLargeOr(err, "Invalid form")
			}
			if len(data) > maxResume {
				return nil, recruit.Errorf(recruit.ETOOLARGE, "Please upload a file smaller than 5 MB.")
			}
			f.file, f.filename = data, path.Base(strings.ReplaceAll(part.FileName(), "\\", "/"))
			continue
		}
		v, err := io.ReadAll(io.LimitReader(part, 64<<10+1))
		if err != nil {
			return nil, tooLargeOr(err, "Invalid form")
		}
		if len(v) > 64<<10 {
			return nil, recruit.FieldError(name, "This field is too long")
		}
		f.values[name] = string(v)
	}
	return f, nil
}

func tooLargeOr(err error, msg string) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return recruit.Errorf(recruit.ETOOLARGE, "Please upload a file smaller than 5 MB.")
	}
	return recruit.Errorf(recruit.EINVALID, "%s", msg)
}

// resumeTypes maps what a resume's bytes are to the extension it may have.
var resumeTypes = map[resume.Kind][]string{
	resume.KindPDF:  {".pdf"},
	resume.KindDOCX: {".docx"},
	resume.KindDOC:  {".doc"},
}

// storeResume checks a resume by name and by content, stores it and
// returns its blob key.
func (s *Server) storeResume(ctx context.Context, companyID int64, data []byte, filename string) (string, error) {
	ext := strings.ToLower(path.Ext(filename))
	if ext != ".pdf" && ext != ".docx" && ext != ".doc" {
		return "", recruit.Errorf(recruit.EUNSUPPORTED, "Invalid file type! Please upload pdf/doc files.")
	}
	kind, ok := resume.Detect(data)
	if !ok || !slices.Contains(resumeTypes[kind], ext) {
		return "", recruit.Errorf(recruit.EUNSUPPORTED, "Invalid file type! Please upload pdf/doc files.")
	}
	b := make([]byte, 12)
	rand.Read(b)
	key := "resumes/" + strconv.FormatInt(companyID, 10) + "/" + hex.EncodeToString(b) + ext
	ctype := map[string]string{".pdf": "application/pdf", ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ".doc": "application/msword"}[ext]
	if _, err := s.deps.Blobs.Put(ctx, key, bytes.NewReader(data), ctype); err != nil {
		return "", err
	}
	return key, nil
}
