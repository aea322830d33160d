package bulkimport

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"unicode"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// Field is a candidate field a column can fill.
type Field struct {
	Key, Label string
	Required   bool
	// guesses are header words (normalised: lower case, letters and digits
	// only) that name the field.
	guesses []string
}

// Fields are what add_application accepts from a recruiter, in the order
// the mapping shows them.
var Fields = []Field{
	{Key: "name", Label: "Name", Required: true, guesses: []string{"name", "fullname", "candidatename", "candidate"}},
	{Key: "email", Label: "Email", Required: true, guesses: []string{"email", "emailaddress", "mail", "emailid"}},
	{Key: "phone", Label: "Phone", guesses: []string{"phone", "phonenumber", "mobile", "mobilenumber", "contactnumber", "contact", "tel", "telephone"}},
	{Key: "experience_years", Label: "Experience (years)", guesses: []string{"experience", "experienceyears", "yearsofexperience", "exp", "totalexperience", "years"}},
	{Key: "current_company", Label: "Current company", guesses: []string{"currentcompany", "company", "employer", "currentemployer", "organisation", "organization"}},
	{Key: "location", Label: "Location", guesses: []string{"location", "city", "currentlocation"}},
	{Key: "notice_period", Label: "Notice period", guesses: []string{"noticeperiod", "notice"}},
	{Key: "current_ctc", Label: "Current salary", guesses: []string{"currentctc", "currentsalary", "ctc", "salary"}},
	{Key: "expected_ctc", Label: "Expected salary", guesses: []string{"expectedctc", "expectedsalary"}},
	{Key: "salary_currency", Label: "Salary currency", guesses: []string{"currency", "salarycurrency"}},
	{Key: "resume", Label: "Resume file name", guesses: []string{"resume", "resumefile", "resumefilename", "cv", "cvfile", "file", "filename", "attachment"}},
}

func fieldKnown(key string) bool {
	for _, f := range Fields {
		if f.Key == key {
			return true
		}
	}
	return false
}

func normHeader(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Guess maps fields to headers by their names: an exact word first, then
// a header that starts with one; each header fills one field at most.
func Guess(headers []string) map[string]string {
	out := map[string]string{}
	used := map[int]bool{}
	for pass := 0; pass < 2; pass++ {
		for _, f := range Fields {
			if _, ok := out[f.Key]; ok {
				continue
			}
		headers:
			for i, h := range headers {
				n := normHeader(h)
				if used[i] || n == "" {
					continue
				}
				for _, g := range f.guesses {
					if n == g || (pass == 1 && strings.HasPrefix(n, g) && len(g) >= 4) {
						out[f.Key], used[i] = h, true
						break headers
					}
				}
			}
		}
	}
	return out
}

// columns turns a mapping (field → header) into field → column index,
// checking it names known fields and headers and fills the required ones.
func columns(headers []string, mapping map[string]string) (map[string]int, error) {
	idx := map[string]int{}
	for field, header := range mapping {
		if !fieldKnown(field) {
			return nil, recruit.FieldError("mapping", "Unknown field "+strconv.Quote(field))
		}
		if header == "" {
			continue
		}
		col := -1
		for i, h := range headers {
			if h == header {
				col = i
				break
			}
		}
		if col < 0 {
			return nil, recruit.FieldError("mapping", "The sheet has no column "+strconv.Quote(header))
		}
		idx[field] = col
	}
	for _, f := range Fields {
		if _, ok := idx[f.Key]; f.Required && !ok {
			return nil, recruit.FieldError("mapping", "Please choose the column of "+strings.ToLower(f.Label))
		}
	}
	return idx, nil
}

// rowInput is one data row read through the mapping, with what is wrong
// with it (field "" for the whole row).
type rowInput struct {
	in       ats.ApplicationInput
	resume   string
	errField string
	errMsg   string
}

func cell(rec []string, idx map[string]int, key string) string {
	i, ok := idx[key]
	if !ok || i >= len(rec) {
		return ""
	}
	return strings.TrimSpace(rec[i])
}

// parseRow builds a row's application and checks it as AddApplication
// would, plus what a sheet adds: NUL bytes, numbers that are not finite.
func parseRow(rec []string, idx map[string]int) rowInput {
	var r rowInput
	fail := func(field, msg string) rowInput {
		r.errField, r.errMsg = field, msg
		return r
	}
	for _, c := range rec {
		if strings.IndexByte(c, 0) >= 0 {
			return fail("", "The row contains a NUL character")
		}
		if len(c) > 10_000 {
			return fail("", "A cell is longer than 10,000 characters")
		}
	}
	r.in = ats.ApplicationInput{Name: cell(rec, idx, "name"), Email: cell(rec, idx, "email"), Phone: cell(rec, idx, "phone"),
		CurrentCompany: cell(rec, idx, "current_company"), Location: cell(rec, idx, "location"),
		NoticePeriod: cell(rec, idx, "notice_period"), SalaryCurrency: strings.ToUpper(cell(rec, idx, "salary_currency")), Source: "bulk_import"}
	r.resume = cell(rec, idx, "resume")
	if v := cell(rec, idx, "experience_years"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return fail("experience_years", "Experience must be a number of years")
		}
		r.in.ExperienceYears = &f
	}
	for _, k := range []struct {
		key string
		to  **int64
	}{{"current_ctc", &r.in.CurrentCTC}, {"expected_ctc", &r.in.ExpectedCTC}} {
		v := strings.NewReplacer(",", "", " ", "").Replace(cell(rec, idx, k.key))
		if v == "" {
			continue
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			f, ferr := strconv.ParseFloat(v, 64)
			if ferr != nil || math.IsNaN(f) || math.IsInf(f, 0) || f > 1e15 || f < -1e15 {
				return fail(k.key, "Salary must be a whole number")
			}
			n = int64(math.Round(f))
		}
		*k.to = &n
	}
	if err := r.in.Check(); err != nil {
		return fail(errorField(err), recruit.ErrorMessage(err))
	}
	return r
}

// blank reports whether a row has no text at all (trailing empty lines of
// a sheet are not rows).
func blank(rec []string) bool {
	for _, c := range rec {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

// errorField is the sheet field an ats check named (its form's names).
func errorField(err error) string {
	var e *recruit.Error
	if !errors.As(err, &e) {
		return ""
	}
	for f := range e.Fields {
		switch f {
		case "experience":
			return "experience_years"
		case "salary":
			return "current_ctc"
		}
		return f
	}
	return ""
}
