// Package resume reads resumes (PDF, DOCX, DOC) into the fields and tags of
// a screening candidate. It has no database and no HTTP: Parse takes bytes
// and returns a Result that marshals to one JSON object.
//
// PDFs are read by poppler's pdftohtml in one pass per file, DOC files by
// antiword or catdoc, DOCX files by the standard library; external readers
// run in a sandbox (see sandbox.go). Fields come from general rules over
// lines with their font size, position and section (see docs/screening.md).
package resume

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"sync"
)

// Result is a parsed resume, shaped like the spec's screening candidate.
// Absent values are empty: "" for strings, 0 for years (never a guess), an
// empty map or list. When the file cannot be parsed, Error holds the
// reason, Tags is empty and Score is -1.
type Result struct {
	Name               string             `json:"name"`
	Email              string             `json:"email"` // the first of Emails
	PhoneNumber        string             `json:"phone_number"`
	Links              map[string]string  `json:"links"` // site → normalised URL, sites from Sites
	GraduationYear     int                `json:"graduation_year,omitempty"`
	PostGraduationYear int                `json:"post_graduation_year,omitempty"`
	Tags               []string           `json:"tags"`
	Error              string             `json:"error,omitempty"`
	Emails             []string           `json:"emails"`
	Evidence           map[string]string  `json:"evidence"`   // tag or field → the line that earned it
	Confidence         map[string]float64 `json:"confidence"` // field → 0..1
	Education          []Education        `json:"education"`
	Experience         []Experience       `json:"experience"`
	Skills             []string           `json:"skills"`
	Score              float64            `json:"score"` // 0–10, -1 when not parsed
	Kind               Kind               `json:"kind,omitempty"`
	Filename           string             `json:"filename,omitempty"` // as given to Parse; never used to detect the type
	// ModelFields are the fields a model answered (see Model), each
	// found in the text; empty without a model.
	ModelFields []string `json:"model_fields,omitempty"`
	// Text is the resume's text in reading order, for full-text search. It
	// is left out of JSON: callers store it separately.
	Text string `json:"-"`
}

// defaultExtractor is shared by Parse and ParseFile so that where the
// readers are installed is looked up once per process.
var defaultExtractor = sync.OnceValue(func() *Extractor { return NewExtractor() })

// Parse reads one resume with a default Extractor. The file name is only
// copied into the Result; the type is detected from the content. Parse
// never fails: an unreadable file gives a Result whose Error says why.
func Parse(ctx context.Context, data []byte, filename string) Result {
	return defaultExtractor().Parse(ctx, data, filename)
}

// Sandbox reports the isolation the default Extractor's readers get.
func Sandbox() SandboxStatus { return defaultExtractor().Sandbox() }

// ParseFile reads and parses the resume at path with a default Extractor.
func ParseFile(ctx context.Context, path string) Result {
	return defaultExtractor().ParseFile(ctx, path)
}

// ParseFile reads and parses the resume at path with e.
func (e *Extractor) ParseFile(ctx context.Context, path string) Result {
	fail := func(reason string) Result {
		r := failed(reason)
		r.Filename = filepath.Base(path)
		return r
	}
	fi, err := os.Stat(path)
	if err != nil {
		return fail(err.Error())
	}
	if fi.Size() > MaxFileSize {
		return fail(ErrTooLarge.Error())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fail(err.Error())
	}
	return e.Parse(ctx, data, filepath.Base(path))
}

// Parse reads one resume with e.
func (e *Extractor) Parse(ctx context.Context, data []byte, filename string) Result {
	// A PDF's fields are read as soon as poppler has written the whole
	// document, while its process exits; they are kept only if extract
	// then returns that same document.
	type early struct {
		doc *Document
		r   chan Result
	}
	started := make(chan early, 1)
	doc, err := e.extract(ctx, data, func(doc *Document) {
		r := make(chan Result, 1)
		go func() {
			// A panic here would end the server: give up instead, and
			// Parse reads the fields itself, as it did before.
			defer func() {
				if recover() != nil {
					close(r)
				}
			}()
			r <- Fields(doc)
		}()
		started <- early{doc, r}
	})
	if err != nil {
		r := failed(reason(err))
		r.Filename = filename
		if doc != nil {
			r.Kind = doc.Kind
			r.Text = doc.Text()
		}
		return r
	}
	var r Result
	select {
	case s := <-started:
		var ok bool
		if s.doc == doc {
			r, ok = <-s.r
		}
		if !ok {
			r = Fields(doc)
		}
	default:
		r = Fields(doc)
	}
	r.Filename = filename
	if e.model != nil {
		r = e.model.Refine(ctx, r, doc)
	}
	return r
}

// failed is the Result of an unparseable file.
func failed(reason string) Result {
	return Result{
		Error:      reason,
		Tags:       []string{},
		Links:      map[string]string{},
		Emails:     []string{},
		Evidence:   map[string]string{},
		Confidence: map[string]float64{},
		Score:      scoreNotParsed,
	}
}

// Fields reads the fields and tags of an extracted document. Three
// readers that need nothing of each other run at once: the contact block
// (name, emails, phone, links), the history (education, experience,
// skills) and the tags earned line by line. On an idle machine a parse
// then uses a second core for half of this Go-side work; the tags that
// need the name and the education entries come after. The readers share
// the sections read-only, except the per-line degree cache, which only the
// history reader and docTags (after it) touch.
func Fields(doc *Document) Result {
	ls := splitSections(doc.Lines)
	r := failed("")
	r.Kind = doc.Kind
	r.Text = doc.Text()

	var wg sync.WaitGroup
	var lineEv map[string]string
	wg.Add(2)
	go func() {
		defer wg.Done()
		lineEv = lineTags(ls)
	}()
	var hist Result
	go func() {
		defer wg.Done()
		hist = history(ls)
	}()

	r.Name, r.Evidence["name"], r.Confidence["name"] = findName(ls)
	var emailLines []string
	r.Emails, emailLines = findEmails(ls, doc.Links, r.Name)
	if len(r.Emails) > 0 {
		r.Email = r.Emails[0]
		r.Evidence["email"] = emailLines[0]
		r.Confidence["email"] = 0.95
	}
	r.PhoneNumber, r.Evidence["phone_number"], r.Confidence["phone_number"] = findPhone(ls)

	var linkEv map[string]string
	r.Links, linkEv = findLinks(ls, doc.Links, r.Name, r.Emails)
	for site, line := range linkEv {
		r.Evidence["links."+site] = clip(line)
		r.Confidence["links."+site] = 0.9
	}

	wg.Wait()
	r.Education, r.GraduationYear, r.PostGraduationYear = hist.Education, hist.GraduationYear, hist.PostGraduationYear
	r.Experience, r.Skills = hist.Experience, hist.Skills
	for k, v := range hist.Evidence {
		r.Evidence[k] = v
	}
	for k, v := range hist.Confidence {
		r.Confidence[k] = v
	}

	tagEv := lineEv
	for tag, line := range docTags(ls, r.Name, r.Education) {
		tagEv[tag] = line
	}
	r.Tags = orderTags(tagEv)
	for tag, line := range tagEv {
		r.Evidence[tag] = line
	}
	r.Score = math.Round(score(r.Tags)*10) / 10
	for k, v := range r.Evidence {
		if v == "" {
			delete(r.Evidence, k)
		} else {
			r.Evidence[k] = clip(v)
		}
	}
	for k, v := range r.Confidence {
		if v == 0 {
			delete(r.Confidence, k)
		}
	}
	if r.Education == nil {
		r.Education = []Education{}
	}
	if r.Experience == nil {
		r.Experience = []Experience{}
	}
	if r.Skills == nil {
		r.Skills = []string{}
	}
	return r
}

// history reads the education entries with the graduation years, the
// experience and the skills (the Result's other fields stay empty).
func history(ls []sectioned) Result {
	r := Result{Evidence: map[string]string{}, Confidence: map[string]float64{}}
	r.Education = findEducation(ls)
	var gradLine string
	r.GraduationYear, r.PostGraduationYear, gradLine = graduationYears(r.Education)
	if r.GraduationYear > 0 {
		r.Evidence["graduation_year"] = clip(gradLine)
		r.Confidence["graduation_year"] = 0.8
		if levelOf(gradLine) == "" {
			// Read from an entry that names no degree (a university and
			// its years): the rule is less sure.
			r.Confidence["graduation_year"] = 0.5
		}
	}
	if r.PostGraduationYear > 0 {
		r.Confidence["post_graduation_year"] = 0.7
	}
	r.Experience = findExperience(ls)
	r.Skills = findSkills(ls)
	if len(r.Experience) > 0 {
		r.Confidence["experience"] = 0.5
	}
	if len(r.Skills) > 0 {
		r.Confidence["skills"] = 0.6
	}
	return r
}
