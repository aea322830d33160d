package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
)

// Endpoint is a route's handler together with its wire types, so the mux
// and the OpenAPI document are built from the same value.
type Endpoint struct {
	serve    func(w http.ResponseWriter, r *http.Request) error
	request  any
	response any
	raw      bool
	// mediaType is a raw answer's content type; redirect marks a raw
	// answer that is a 302 instead of a 200 with a body.
	mediaType string
	redirect  bool
}

// Handle adapts a typed handler: the request is decoded from the path
// (`path:"x"` tags), the query (`query:"x"`) and a JSON body (`json:"x"`);
// the answer is wrapped as {"data": …}. Handlers stay thin: decode, one
// call into a domain package, encode.
func Handle[Req, Resp any](fn func(ctx context.Context, req *Req) (*Resp, error)) Endpoint {
	var reqDoc any
	if reflect.TypeFor[Req]() != reflect.TypeFor[apiv1.Empty]() {
		reqDoc = new(Req)
	}
	return Endpoint{
		request:  reqDoc,
		response: new(apiv1.Envelope[Resp]),
		serve: func(w http.ResponseWriter, r *http.Request) error {
			req := new(Req)
			if err := decode(r, req); err != nil {
				return err
			}
			resp, err := fn(r.Context(), req)
			if err != nil {
				return err
			}
			writeJSON(w, http.StatusOK, apiv1.Envelope[*Resp]{Data: resp})
			return nil
		},
	}
}

// HandlePage adapts a typed handler of a paginated list: the answer is
// {"data": …, "meta": {"page", "per_page", "total"}}.
func HandlePage[Req, Resp any](fn func(ctx context.Context, req *Req) (*Resp, apiv1.Meta, error)) Endpoint {
	var reqDoc any
	if reflect.TypeFor[Req]() != reflect.TypeFor[apiv1.Empty]() {
		reqDoc = new(Req)
	}
	return Endpoint{
		request:  reqDoc,
		response: new(apiv1.Page[Resp]),
		serve: func(w http.ResponseWriter, r *http.Request) error {
			req := new(Req)
			if err := decode(r, req); err != nil {
				return err
			}
			resp, meta, err := fn(r.Context(), req)
			if err != nil {
				return err
			}
			writeJSON(w, http.StatusOK, apiv1.Page[*Resp]{Data: resp, Meta: meta})
			return nil
		},
	}
}

// maxPage bounds page numbers: beyond it an offset could overflow, and no
// list a person pages through is that long.
const maxPage = 100_000

// pageOf normalises page and per_page (1-based, 20 by default, at most
// 100); a page beyond maxPage is refused.
func pageOf(p apiv1.PageRequest) (page, perPage int, err error) {
	page, perPage = p.Page, p.PerPage
	if page > maxPage {
		return 0, 0, recruit.FieldError("page", "Invalid value for page")
	}
	if page < 1 {
		page = 1
	}
	if perPage < 1 {
		perPage = 20
	}
	return page, min(perPage, 100), nil
}

// Multipart adapts a handler that reads a multipart form itself and
// answers {"data": Resp}; Req documents the form for the OpenAPI document.
func Multipart[Req, Resp any](fn func(w http.ResponseWriter, r *http.Request) error) Endpoint {
	return Endpoint{serve: fn, request: new(Req), response: new(apiv1.Envelope[Resp])}
}

// Raw adapts a handler that writes its own answer (files, documents) of
// the given media type.
func Raw(mediaType string, fn func(w http.ResponseWriter, r *http.Request) error) Endpoint {
	return Endpoint{serve: fn, raw: true, mediaType: mediaType}
}

// Download adapts a handler that decodes Req itself and answers a file of
// the given media type; Req documents the request for the OpenAPI document
// and the sweeps.
func Download[Req any](mediaType string, fn func(w http.ResponseWriter, r *http.Request) error) Endpoint {
	return Endpoint{serve: fn, request: new(Req), raw: true, mediaType: mediaType}
}

// Redirect adapts a handler that decodes Req itself and answers 302.
func Redirect[Req any](fn func(w http.ResponseWriter, r *http.Request) error) Endpoint {
	return Endpoint{serve: fn, request: new(Req), raw: true, redirect: true}
}

// maxJSONBody bounds every JSON body; uploads set their own limits.
const maxJSONBody = 1 << 20

// decode fills req from the request. The JSON body is read first, and
// path and query fields are then set from the URL alone (zeroed when the
// URL lacks them), so a body key can never stand in for the path's id.
// Every failure is a 4xx.
func decode(r *http.Request, req any) error {
	v := reflect.ValueOf(req).Elem()
	if v.Kind() != reflect.Struct {
		return nil
	}
	if err := decodeBody(r, req); err != nil {
		return err
	}
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if name := f.Tag.Get("path"); name != "" {
			v.Field(i).SetZero()
			if err := setField(v.Field(i), name, []string{r.PathValue(name)}); err != nil {
				return recruit.Errorf(recruit.ENOTFOUND, "Not found")
			}
		} else if name := f.Tag.Get("query"); name != "" {
			v.Field(i).SetZero()
			if vals, ok := r.URL.Query()[name]; ok {
				if len(vals) > maxQueryValues {
					return recruit.FieldError(name, "Too many values for "+name)
				}
				if err := setField(v.Field(i), name, vals); err != nil {
					return err
				}
				if err := checkEnum(name, f.Tag.Get("enum"), vals); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// checkEnum holds a query value to the enum its field declares, the list
// the OpenAPI document shows, so the document and the server cannot
// disagree on what a value may be. An empty value is the default.
func checkEnum(name, enum string, vals []string) error {
	if enum == "" {
		return nil
	}
	opts := strings.Split(enum, ",")
	for _, v := range vals {
		if v = strings.TrimSpace(v); v != "" && !slices.Contains(opts, v) {
			list := strings.Join(opts[:len(opts)-1], ", ") + " or " + opts[len(opts)-1]
			if len(opts) == 1 {
				list = opts[0]
			}
			label := strings.ReplaceAll(name, "_", " ")
			return recruit.FieldError(name, strings.ToUpper(label[:1])+label[1:]+" is "+list)
		}
	}
	return nil
}

// maxQueryValues bounds a repeated query key (?state=…&state=…).
const maxQueryValues = 100

// decodeBody decodes a JSON body into req when req has body fields.
func decodeBody(r *http.Request, req any) error {
	t := reflect.TypeOf(req).Elem()
	hasBody := false
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if tag := f.Tag.Get("json"); (tag != "" && tag != "-") || (f.Anonymous && f.Type.Kind() == reflect.Struct) {
			// A tagged field, or an embedded struct of body fields.
			hasBody = true
		}
	}
	if !hasBody || r.Method == http.MethodGet || r.Method == http.MethodHead {
		return nil
	}
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || mt != "application/json" {
			return recruit.Errorf(recruit.EUNSUPPORTED, "Please send JSON (Content-Type: application/json)")
		}
	}
	raw, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxJSONBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return recruit.Errorf(recruit.ETOOLARGE, "Request body too large")
	} else if err != nil {
		return recruit.Errorf(recruit.EINVALID, "Invalid JSON body")
	}
	if hasNULEscape(raw) {
		// PostgreSQL refuses NUL in text; no text of ours needs one.
		return recruit.Errorf(recruit.EINVALID, "Text may not contain NUL characters")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(req); err != nil {
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.Is(err, io.EOF):
			// No body is an empty object: the domain's own checks then
			// name what is missing, in the spec's words.
			return nil
		case errors.As(err, &typeErr):
			return recruit.FieldError(typeErr.Field, "Invalid value for "+typeErr.Field)
		default:
			return recruit.Errorf(recruit.EINVALID, "Invalid JSON body")
		}
	}
	if dec.More() {
		return recruit.Errorf(recruit.EINVALID, "Invalid JSON body")
	}
	return nil
}

// hasNULEscape reports whether a JSON text spells a NUL character
// (\u0000); a raw NUL byte is invalid JSON already.
func hasNULEscape(raw []byte) bool {
	return bytes.Contains(bytes.ToLower(raw), []byte(`\u0000`))
}

// setField parses query or path strings into a field of a basic kind.
// Text with a NUL character or that is not UTF-8 is refused: no value of
// ours has either, and PostgreSQL stores neither.
func setField(f reflect.Value, name string, vals []string) error {
	bad := recruit.FieldError(name, "Invalid value for "+name)
	for _, s := range vals {
		if !cleanText(s) {
			return bad
		}
	}
	if f.Kind() == reflect.Slice {
		out := reflect.MakeSlice(f.Type(), 0, len(vals))
		for _, s := range vals {
			e := reflect.New(f.Type().Elem()).Elem()
			if err := setScalar(e, strings.TrimSpace(s)); err != nil {
				return bad
			}
			out = reflect.Append(out, e)
		}
		f.Set(out)
		return nil
	}
	if len(vals) == 0 {
		return nil
	}
	if f.Kind() == reflect.Pointer {
		// An optional number: absent is nil, so 0 stays a value.
		p := reflect.New(f.Type().Elem())
		if err := setScalar(p.Elem(), strings.TrimSpace(vals[0])); err != nil {
			return bad
		}
		f.Set(p)
		return nil
	}
	if err := setScalar(f, strings.TrimSpace(vals[0])); err != nil {
		return bad
	}
	return nil
}

func setScalar(f reflect.Value, s string) error {
	switch f.Kind() {
	case reflect.String:
		f.SetString(s)
	case reflect.Int, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return err
		}
		f.SetInt(n)
	case reflect.Bool:
		b, err := strconv.ParseBool(s)
		if err != nil {
			return err
		}
		f.SetBool(b)
	case reflect.Float64:
		n, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return errors.New("not a finite number")
		}
		f.SetFloat(n)
	default:
		return errors.New("unsupported field kind " + f.Kind().String())
	}
	return nil
}

// cleanText reports whether s is UTF-8 without NUL characters.
func cleanText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}
