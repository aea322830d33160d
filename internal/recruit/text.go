package recruit

import (
	"unicode"
	"unicode/utf8"
)

// PlainText reports whether s is one line of printable text: valid UTF-8
// with no control character (CR, LF, tab, NUL, escape, …). Names and
// other short fields typed into public forms end up in mail subjects,
// notifications and file names, where a line break starts something else.
func PlainText(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) {
			return false
		}
	}
	return utf8.ValidString(s)
}

// PlainLines reports whether s is printable text that may span lines
// (a long answer, a message): only LF, CR and tab among the controls.
func PlainLines(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t' {
			return false
		}
	}
	return utf8.ValidString(s)
}

// CheckPlainText refuses a one-line form field (label as the form names
// it) that holds a control character, in the forms' words.
func CheckPlainText(field, label, v string) error {
	if !PlainText(v) {
		return FieldError(field, "Please enter "+label+" without control characters")
	}
	return nil
}
