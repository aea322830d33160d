package marketplace

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"hirekit/internal/recruit"
)

// Length limits of the profile's fields: a name or a title fits a line, a
// description a few paragraphs, the bio a page (LinkedIn's About is 2,600
// characters; Read.cv's is shorter).
const (
	maxLine        = 120
	maxURL         = 500
	maxDescription = 2000
	maxBio         = 3000
	// maxListItems bounds each list (experiences, projects, educations,
	// skills): a profile is read by people.
	maxListItems = 50
)

// field checks one text field: valid UTF-8, no NUL or other control
// characters (newlines only where multiline), at most max characters; it
// returns the value trimmed.
func field(name, label, v string, max int, multiline bool) (string, error) {
	if !utf8.ValidString(v) {
		return "", recruit.FieldError(name, label+" is not valid text")
	}
	for _, r := range v {
		if r == 0 || (r < 0x20 && !(multiline && (r == '\n' || r == '\r' || r == '\t'))) || r == 0x7f {
			return "", recruit.FieldError(name, label+" contains characters that are not allowed")
		}
	}
	v = strings.TrimSpace(v)
	if utf8.RuneCountInString(v) > max {
		return "", recruit.FieldError(name, label+" is too long (at most "+strconv.Itoa(max)+" characters)")
	}
	return v, nil
}

// required is field for a value that may not be empty.
func required(name, label, v string, max int) (string, error) {
	v, err := field(name, label, v, max, false)
	if err == nil && v == "" {
		err = recruit.FieldError(name, "Please enter "+strings.ToLower(label[:1])+label[1:])
	}
	return v, err
}

// webURL checks an optional link: http or https with a host (the spec:
// "Links valid only with http or https"), returned as written.
func webURL(name, label, v string) (string, *url.URL, error) {
	v, err := field(name, label, v, maxURL, false)
	if err != nil || v == "" {
		return v, nil, err
	}
	u, perr := url.Parse(v)
	if perr != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" || u.User != nil ||
		strings.ContainsAny(v, " <>\"") {
		return "", nil, recruit.FieldError(name, label+" must be a link starting with http:// or https://")
	}
	u.Host = strings.ToLower(u.Host)
	return v, u, nil
}

var (
	monthPattern = regexp.MustCompile(`^(19[5-9][0-9]|20[0-9][0-9])-(0[1-9]|1[0-2])$`)
	yearPattern  = regexp.MustCompile(`^(19[5-9][0-9]|20[0-9][0-9])$`)
)

// period checks a start and an end, both optional, against pattern
// ("YYYY-MM" months or "YYYY" years): the end not before the start.
func period(start, end string, pattern *regexp.Regexp, form string) (string, string, error) {
	start, end = strings.TrimSpace(start), strings.TrimSpace(end)
	if start != "" && !pattern.MatchString(start) {
		return "", "", recruit.FieldError("start", "The start must be written "+form)
	}
	if end != "" && !pattern.MatchString(end) {
		return "", "", recruit.FieldError("end", "The end must be written "+form)
	}
	// Both forms sort as text.
	if start != "" && end != "" && end < start {
		return "", "", recruit.FieldError("end", "The end cannot be before the start")
	}
	return start, end, nil
}
