package recruit

import (
	"regexp"
	"strings"
)

// TemplateVariable is a {{name}} an email template may use.
type TemplateVariable struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	// Example fills the live preview.
	Example string `json:"example"`
}

// TemplateVariables are the variables of email templates; the server fills
// them when it sends, the web app's preview with the examples.
var TemplateVariables = []TemplateVariable{
	{"candidate_name", "The candidate's name", "Asha Verma"},
	{"job_title", "The job's title", "Senior Backend Engineer"},
	{"company_name", "Your company's name", "Acme Corporation"},
	{"recruiter_name", "The name of whoever sends the mail", "Tara Recruiter"},
	{"status_link", "The link where the candidate follows the application", "https://hire.example.com/candidate-application-status/abcdefghijkl"},
}

var variablePattern = regexp.MustCompile(`\{\{\s*([a-zA-Z_]+)\s*\}\}`)

// UnknownVariables lists the {{names}} of text that are not template
// variables, so a typo is caught when the template is saved.
func UnknownVariables(text string) []string {
	var out []string
	for _, m := range variablePattern.FindAllStringSubmatch(text, -1) {
		if !knownVariable(m[1]) {
			out = append(out, m[1])
		}
	}
	return out
}

func knownVariable(name string) bool {
	for _, v := range TemplateVariables {
		if v.Name == strings.ToLower(name) {
			return true
		}
	}
	return false
}

// FillTemplate replaces each {{variable}} of text with its value; unknown
// names are left as written.
func FillTemplate(text string, values map[string]string) string {
	return variablePattern.ReplaceAllStringFunc(text, func(m string) string {
		name := strings.ToLower(variablePattern.FindStringSubmatch(m)[1])
		if v, ok := values[name]; ok {
			return v
		}
		return m
	})
}
