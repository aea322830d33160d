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
			if f.file != nil {
				return fail(recruit.Errorf(recruit.EINVALID, "Please upload only a single file."))
			}
			if !cleanText(part.FileName()) {
				return fail(recruit.Errorf(recruit.EUNSUPPORTED, "%s", rule.BadType))
			}
			if f.file, err = intake.Spool(rule, part.FileName(), part); err != nil {
				return fail(readError(err, rule))
			}
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
