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

// DefaultTemplate is an email template every company starts with; it is
// an ordinary template once stored (edited and deleted like any other).
type DefaultTemplate struct {
	Name, Subject, Body string
}

// DefaultTemplates are the mails a recruiter sends most, so the assistant
// can "send the rejection email to Ada" on a fresh install. Only known
// variables (a test checks).
var DefaultTemplates = []DefaultTemplate{
	{"Interview invitation", "Interview for {{job_title}} at {{company_name}}",
		"Hi {{candidate_name}},\n\nThank you for your interest in the {{job_title}} role at {{company_name}}. We would like to invite you to an interview; you will receive a calendar invitation with the time and details shortly.\n\nYou can follow your application here: {{status_link}}\n\nBest regards,\n{{recruiter_name}}"},
	{"Self-scheduling reminder", "Reminder: pick a time for your {{job_title}} interview",
		"Hi {{candidate_name}},\n\nA quick reminder to choose a time for your interview for the {{job_title}} role at {{company_name}}, using the scheduling link we sent you. If the link has expired or no time suits you, just reply to this email.\n\nBest regards,\n{{recruiter_name}}"},
	{"Assignment", "Your assignment for {{job_title}} at {{company_name}}",
		"Hi {{candidate_name}},\n\nAs the next step for the {{job_title}} role at {{company_name}}, we would like you to complete a short assignment. Please reply to this email with any questions, and send your work back by the date we agreed.\n\nYou can follow your application here: {{status_link}}\n\nBest regards,\n{{recruiter_name}}"},
	{"Rejection after screen", "Your application for {{job_title}} at {{company_name}}",
		"Hi {{candidate_name}},\n\nThank you for applying for the {{job_title}} role at {{company_name}}. After reviewing your application, we have decided not to move forward at this time. We appreciate your interest and wish you the best in your search.\n\nBest regards,\n{{recruiter_name}}"},
	{"Rejection after interview", "Update on your {{job_title}} interview at {{company_name}}",
		"Hi {{candidate_name}},\n\nThank you for taking the time to interview for the {{job_title}} role at {{company_name}}. After careful consideration, we have decided to move forward with other candidates. We enjoyed meeting you and wish you every success.\n\nBest regards,\n{{recruiter_name}}"},
	{"Offer", "Your offer for {{job_title}} at {{company_name}}",
		"Hi {{candidate_name}},\n\nWe are delighted to offer you the {{job_title}} role at {{company_name}}! Your offer letter with the details follows separately. Please reply to this email with any questions; we look forward to working with you.\n\nBest regards,\n{{recruiter_name}}"},
}
