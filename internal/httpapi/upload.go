package httpapi

import (
	"errors"
	"io"
	"mime"
	"net/http"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// maxFieldBytes bounds one text field of a multipart form.
const maxFieldBytes = 64 << 10

// form is a multipart form read part by part: its text fields, and the
// one file (spooled to disk by the intake, never held in memory).
type form struct {
	values map[string]string
	file   *intake.File
	// fileErr is why the file was refused, when the form keeps reading
	// after a bad file (the careers form reports it at the resume's turn
	// of its checks).
	fileErr error
}

// Close removes the spooled file, if any.
func (f *form) Close() {
	if f != nil {
		f.file.Close()
	}
}

// readForm walks a multipart body under maxBody: text fields are kept (up
// to maxFieldBytes each), the part named fileField is handed to the intake
// with rule, other files are skipped, a second file is refused.
func readForm(r *http.Request, maxBody int64, fileField string, rule intake.Rule) (*form, error) {
	return readFormParts(r, maxBody, fileField, rule, false)
}

// readFormKeepingFileError is readForm for a form whose checks run in an
// order of their own: a refused file (its type, its size, a second file)
// is kept in fileErr and the other fields are still read. A body over
// maxBody still ends the read.
func readFormKeepingFileError(r *http.Request, maxBody int64, fileField string, rule intake.Rule) (*form, error) {
	return readFormParts(r, maxBody, fileField, rule, true)
}

func readFormParts(r *http.Request, maxBody int64, fileField string, rule intake.Rule, keepFileErr bool) (*form, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, recruit.Errorf(recruit.EUNSUPPORTED, "Please send multipart/form-data")
	}
	r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, recruit.Errorf(recruit.EINVALID, "Invalid form")
	}
	f := &form{values: map[string]string{}}
	fail := func(err error) (*form, error) {
		f.Close()
		return nil, err
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return f, nil
		}
		if err != nil {
			return fail(readError(err, rule))
		}
		name := part.FormName()
		if part.FileName() != "" || name == fileField {
			if name != fileField {
				part.Close()
				continue
			}
			var ferr error
			switch {
			case f.file != nil || f.fileErr != nil:
				ferr = recruit.Errorf(recruit.EINVALID, "Please upload only a single file.")
			case !cleanText(part.FileName()):
				ferr = recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType)
			default:
				if f.file, err = intake.Spool(rule, part.FileName(), part); err != nil {
					ferr = readError(err, rule)
				}
			}
			if ferr == nil {
				continue
			}
			var tooBig *http.MaxBytesError
			if !keepFileErr || errors.As(err, &tooBig) {
				return fail(ferr)
			}
			// The form goes on; the file is dropped.
			f.file.Close()
			f.file, f.fileErr = nil, ferr
			part.Close()
			continue
		}
		v, err := io.ReadAll(io.LimitReader(part, maxFieldBytes+1))
		if err != nil {
			return fail(readError(err, rule))
		}
		if len(v) > maxFieldBytes {
			return fail(recruit.FieldError(name, "This field is too long"))
		}
		if !cleanText(string(v)) {
			return fail(recruit.FieldError(name, "Invalid value for "+name))
		}
		f.values[name] = string(v)
	}
}

// readError names a failed read for the user: a body over its limit is
// the file's size message; other transport errors are a broken form.
func readError(err error, rule intake.Rule) error {
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return recruit.Errorf(recruit.ETOOLARGE, "%s", rule.TooLarge)
	case recruit.ErrorCode(err) != recruit.EINTERNAL:
		return err
	}
	return recruit.Errorf(recruit.EINVALID, "Invalid form")
}

// batch is a multipart form with many files, each spooled to disk by the
// intake.
type batch struct {
	values map[string]string
	files  []*intake.File
}

// Close removes every spooled file.
func (b *batch) Close() {
	for _, f := range b.files {
		f.Close()
	}
}

// readBatch walks a multipart body under maxBody: text fields are kept,
// every part named one of fileFields is handed to the intake with rule,
// and a file beyond maxFiles is refused with tooMany before it is read.
// The first refusal ends the read, so the checks come in the order the
// parts do.
func readBatch(r *http.Request, maxBody int64, fileFields []string, rule intake.Rule, maxFiles int, tooMany error) (*batch, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, recruit.Errorf(recruit.EUNSUPPORTED, "Please send multipart/form-data")
	}
	r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, recruit.Errorf(recruit.EINVALID, "Invalid form")
	}
	b := &batch{values: map[string]string{}}
	fail := func(err error) (*batch, error) {
		b.Close()
		return nil, err
	}
	isFile := map[string]bool{}
	for _, f := range fileFields {
		isFile[f] = true
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return b, nil
		}
		if err != nil {
			return fail(batchReadError(err, rule, maxBody))
		}
		name := part.FormName()
		if part.FileName() != "" || isFile[name] {
			if !isFile[name] {
				part.Close()
				continue
			}
			if len(b.files) == maxFiles {
				return fail(tooMany)
			}
			if !cleanText(part.FileName()) {
				return fail(recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType))
			}
			f, err := intake.Spool(rule, part.FileName(), part)
			if err != nil {
				return fail(batchReadError(err, rule, maxBody))
			}
			b.files = append(b.files, f)
			continue
		}
		v, err := io.ReadAll(io.LimitReader(part, maxFieldBytes+1))
		if err != nil {
			return fail(batchReadError(err, rule, maxBody))
		}
		if len(v) > maxFieldBytes {
			return fail(recruit.FieldError(name, "This field is too long"))
		}
		if !cleanText(string(v)) {
			return fail(recruit.FieldError(name, "Invalid value for "+name))
		}
		b.values[name] = string(v)
	}
}

// batchReadError names a failed read: the whole body over its limit says
// so (one file over its own limit is the intake's message); other
// transport errors are a broken form.
func batchReadError(err error, rule intake.Rule, maxBody int64) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return recruit.Errorf(recruit.ETOOLARGE, "Please upload at most %d MB at once", maxBody>>20)
	}
	return readError(err, rule)
}
