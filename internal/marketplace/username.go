package marketplace

import (
	"regexp"
	"strings"

	"hirekit/internal/recruit"
)

// A username is the last part of /talenthub/{username}: 3 to 30 letters,
// digits, '-' or '_', starting with a letter or digit, kept lower-case.
var usernamePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{2,29}$`)

// reserved are the first path segments talenthub's own routes use, and
// names that would mislead; none may be a username (first match wins in
// the route table, so such a profile could never be reached).
var reserved = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`visibility-settings submit-assessment-question skill-dashboard interview-evaluation
		update-certification admin certificate review-candidates certifications jobs credits referrals assessments
		login logout register email-preferences post-job company candidate candidates dashboard skills embed profile
		settings api static assets media files help support about terms privacy hirekit talenthub root null undefined
		me new edit search`) {
		reserved[w] = true
	}
}

// NormalizeUsername trims and lower-cases a username and checks its form
// (reserved words are refused by CheckUsername, not here, so an existing
// profile is still found).
func NormalizeUsername(raw string) (string, error) {
	u := strings.ToLower(strings.TrimSpace(raw))
	if !usernamePattern.MatchString(u) {
		return "", recruit.FieldError("username", "A username has 3 to 30 letters, digits, '-' or '_'")
	}
	return u, nil
}

// CheckUsername is NormalizeUsername plus the reserved words, for a new
// or changed username.
func CheckUsername(raw string) (string, error) {
	u, err := NormalizeUsername(raw)
	if err != nil {
		return "", err
	}
	if reserved[u] {
		return "", recruit.FieldError("username", "This username is not available")
	}
	return u, nil
}

// Reserved reports whether word is one of talenthub's own path segments.
func Reserved(word string) bool { return reserved[strings.ToLower(word)] }
