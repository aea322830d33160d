package recruit

import "fmt"

// Priority of an application: 127 is none (shown '-'), 0 to 5 are P0–P5.
type Priority int

// NoPriority is the default.
const NoPriority Priority = 127

// Valid reports whether p is 127 or 0–5.
func (p Priority) Valid() bool { return p == NoPriority || (p >= 0 && p <= 5) }

// Label is '-' or P0…P5.
func (p Priority) Label() string {
	if p == NoPriority || !p.Valid() {
		return "-"
	}
	return fmt.Sprintf("P%d", int(p))
}

// MatchScore rates a candidate against a job: -1 not computed ('-').
type MatchScore int

// Match scores.
const (
	MatchNone     MatchScore = -1
	MatchWeak     MatchScore = 0
	MatchModerate MatchScore = 1
	MatchGood     MatchScore = 2
)

// Label is the spec's text.
func (m MatchScore) Label() string {
	switch m {
	case MatchWeak:
		return "Weak match"
	case MatchModerate:
		return "Moderate match"
	case MatchGood:
		return "Good match"
	}
	return "-"
}

// Option is a code with the text people see.
type Option struct {
	Value string `json:"value"`
	Title string `json:"title"`
}

// NoticePeriods are the spec's seven, in order.
var NoticePeriods = []Option{
	{"immediate", "Immediate joiner"},
	{"15", "15 days"},
	{"30", "30 days"},
	{"45", "45 days"},
	{"60", "60 days"},
	{"90", "90 days"},
	{"90_plus", "90+ days"},
}

// Currencies are the spec's ten.
var Currencies = []string{"USD", "EUR", "GBP", "INR", "AUD", "CAD", "JPY", "CNY", "CHF", "SGD"}

// DefaultSources are the sources every company starts with.
var DefaultSources = []Option{
	{"careers_page", "Careers page"},
	{"referral", "Referral"},
	{"agency", "Agency"},
	{"manual", "Added manually"},
	{"bulk_import", "Bulk import"},
	{"linkedin", "LinkedIn"},
	{"naukri", "Naukri"},
	{"indeed", "Indeed"},
	{"talenthub", "Talenthub"},
}

// Screening question field types.
const (
	FieldShortAnswer    = "short_answer"
	FieldLongAnswer     = "long_answer"
	FieldNumber         = "number"
	FieldYesNo          = "yes_no"
	FieldSingleChoice   = "single_choice"
	FieldMultipleChoice = "multiple_choice"
	FieldDate           = "date"
)

// FieldTypes lists the seven screening question types.
var FieldTypes = []string{FieldShortAnswer, FieldLongAnswer, FieldNumber, FieldYesNo, FieldSingleChoice, FieldMultipleChoice, FieldDate}

// HasOptions reports whether a field type needs a list of options.
func HasOptions(fieldType string) bool {
	return fieldType == FieldSingleChoice || fieldType == FieldMultipleChoice
}

// Job types of a requisition.
var JobTypes = []Option{
	{"full_time", "Full-time"},
	{"part_time", "Part-time"},
	{"contract", "Contract"},
	{"internship", "Internship"},
	{"temporary", "Temporary"},
}

// Contains reports whether value is one of the options.
func Contains(opts []Option, value string) bool {
	for _, o := range opts {
		if o.Value == value {
			return true
		}
	}
	return false
}

// TitleOf returns the option's title, or the value itself.
func TitleOf(opts []Option, value string) string {
	for _, o := range opts {
		if o.Value == value {
			return o.Title
		}
	}
	return value
}

// ResumeStatus is where a stored resume is in its parsing.
type ResumeStatus string

// Resume statuses: an application without a resume has none; one with a
// resume is processing until the parse job stores the result or the error.
const (
	ResumeNone       ResumeStatus = "none"
	ResumeProcessing ResumeStatus = "processing"
	ResumeParsed     ResumeStatus = "parsed"
	ResumeError      ResumeStatus = "error"
)

// CheckGraduationYears checks a filter's graduation years (0: open) against
// the range a product allows, and that the latest is not before the
// earliest: one rule for the screening table and the ATS's smart search,
// whose ranges differ (screening's spec starts at 2000).
func CheckGraduationYears(from, to, earliest, latest int) error {
	for _, y := range []int{from, to} {
		if y != 0 && (y < earliest || y > latest) {
			return FieldError("graduation_year", fmt.Sprintf("Graduation year must be from %d to %d", earliest, latest))
		}
	}
	if from != 0 && to != 0 && to < from {
		return FieldError("graduation_year_max", "The latest graduation year cannot be before the earliest")
	}
	return nil
}
