package resume

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"hirekit/internal/llm"
)

// Model is an OpenAI-compatible chat-completions endpoint asked for the
// fields the rules are least sure of (HIREKIT_LLM_URL, HIREKIT_LLM_MODEL,
// HIREKIT_LLM_KEY). The model only proposes: an answer is kept when it is
// found in the resume's own text (see accept), so a model cannot invent a
// value, only pick one the rules missed.
type Model struct {
	// URL is the API base ("https://api.example.com/v1"), to which
	// "/chat/completions" is added, or the full chat-completions URL.
	URL string
	// Name is the model name sent with each request.
	Name string
	// Key, when set, is sent as a bearer token.
	Key string
	// Threshold: fields whose confidence is below it (absent fields have
	// none) are asked. 0 means DefaultModelThreshold.
	Threshold float64
	// Client makes the requests; nil means llm's default (30 s timeout).
	Client *http.Client
}

// DefaultModelThreshold is the confidence under which a field is asked.
const DefaultModelThreshold = 0.6

// modelConfidence is the confidence of a model's answer found in the text.
const modelConfidence = 0.6

// maxModelText bounds the resume text sent to the model.
const maxModelText = 12000

// modelFields are the fields a model may be asked, in the order asked.
var modelFields = []string{"name", "email", "phone_number", "graduation_year", "post_graduation_year"}

// NewModel returns a Model for an endpoint, or nil when url is empty so
// that WithModel(NewModel(cfg…)) leaves an unconfigured install unchanged.
func NewModel(url, name, key string) *Model {
	if strings.TrimSpace(url) == "" {
		return nil
	}
	return &Model{URL: url, Name: name, Key: key}
}

// Refine asks the model for r's uncertain fields and keeps each answer
// found in the text. Any failure (no answer, a bad answer, a timeout)
// leaves r as the rules made it.
func (m *Model) Refine(ctx context.Context, r Result, doc *Document) Result {
	if m == nil || r.Error != "" || strings.TrimSpace(r.Text) == "" {
		return r
	}
	threshold := m.Threshold
	if threshold == 0 {
		threshold = DefaultModelThreshold
	}
	var asked []string
	for _, f := range modelFields {
		if r.Confidence[f] < threshold {
			asked = append(asked, f)
		}
	}
	if len(asked) == 0 {
		return r
	}
	answers, err := m.ask(ctx, asked, r.Text)
	if err != nil {
		return r
	}
	ls := splitSections(doc.Lines)
	for _, f := range asked {
		v, ok := answers[f]
		if !ok {
			continue
		}
		if val, line, ok := accept(f, v, ls, r); ok {
			r = setField(r, f, val, line)
		}
	}
	return r
}

const modelInstructions = `You read resumes. Answer with one JSON object and nothing else. ` +
	`Its keys are the fields asked; each value is copied exactly as printed in the resume, or null when the resume does not give it. ` +
	`name: the candidate's full name. email: the candidate's own email address. phone_number: the candidate's phone number. ` +
	`graduation_year: the year the first bachelor's-level degree was completed (school-leaving and vocational diplomas are not degrees; null for a degree in progress without a printed end year). ` +
	`post_graduation_year: the year the latest master's, PhD or MBA was completed.`

// ask sends one chat completion and reads the JSON object it answers.
func (m *Model) ask(ctx context.Context, fields []string, text string) (map[string]any, error) {
	if len(text) > maxModelText {
		text = text[:maxModelText]
		for !utf8.ValidString(text) {
			text = text[:len(text)-1]
		}
	}
	client := llm.Client{URL: m.URL, Model: m.Name, Key: m.Key, HTTP: m.Client}
	msg, err := client.Chat(ctx, llm.Request{Temperature: 0, Messages: []llm.Message{
		{Role: "system", Content: modelInstructions},
		{Role: "user", Content: "Fields: " + strings.Join(fields, ", ") + "\n\nResume:\n" + text},
	}})
	if err != nil {
		return nil, err
	}
	content := msg.Content
	// Some models wrap the object in a code fence or a sentence.
	i, j := strings.IndexByte(content, '{'), strings.LastIndexByte(content, '}')
	if i < 0 || j < i {
		return nil, fmt.Errorf("model: no JSON object")
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(content[i:j+1]), &out); err != nil {
		return nil, err
	}
	return out, nil
}

var spacesRe = mustRx(`\s+`)

// squash lower-cases s and folds its runs of spaces into one.
func squash(s string) string {
	return strings.ToLower(spacesRe.ReplaceAllString(strings.TrimSpace(s), " "))
}

// accept checks a model's answer against the text and returns the value
// to keep and the line it was found on. A value must be printed in the
// resume: a name as a name the rules would accept, an address or a number
// as printed, a year on a line of the education section or one naming a
// degree (or next to one).
func accept(field string, v any, ls []sectioned, r Result) (string, string, bool) {
	var s string
	switch x := v.(type) {
	case string:
		s = strings.TrimSpace(x)
	case float64:
		s = strconv.Itoa(int(x))
	default:
		return "", "", false
	}
	if s == "" || strings.EqualFold(s, "null") {
		return "", "", false
	}
	find := func(match func(l sectioned) bool) (string, bool) {
		for _, l := range ls {
			if match(l) {
				return l.Text, true
			}
		}
		return "", false
	}
	switch field {
	case "name":
		name := cleanNameCandidate(s)
		if name == "" {
			return "", "", false
		}
		want := squash(name)
		if hasCJK(name) {
			want = strings.ReplaceAll(want, " ", "")
		}
		line, ok := find(func(l sectioned) bool {
			t := squash(l.Text)
			if hasCJK(name) {
				t = strings.ReplaceAll(t, " ", "")
			}
			return strings.Contains(t, want)
		})
		return titleIfUpper(closeUpCJK(name)), line, ok
	case "email":
		if emailRe.FindString(s) != s || isPlaceholderEmail(s, r.Name) {
			return "", "", false
		}
		line, ok := find(func(l sectioned) bool { return l.sec != SecReferences && strings.Contains(l.lower, strings.ToLower(s)) })
		return s, line, ok
	case "phone_number":
		if d := digits(s); len(d) < 9 || len(d) > 13 {
			return "", "", false
		}
		line, ok := find(func(l sectioned) bool { return l.sec != SecReferences && strings.Contains(squash(l.Text), squash(s)) })
		return s, line, ok
	case "graduation_year", "post_graduation_year":
		y, err := strconv.Atoi(s)
		if err != nil || y < 1950 || y > 2049 {
			return "", "", false
		}
		for i, l := range ls {
			if !strings.Contains(l.Text, s) {
				continue
			}
			near := l.sec == SecEducation
			for j := max(0, i-1); j <= min(len(ls)-1, i+1) && !near; j++ {
				near = ls[j].degree() != ""
			}
			if near {
				return s, l.Text, true
			}
		}
	}
	return "", "", false
}

// setField writes an accepted answer into r, marking it as the model's.
func setField(r Result, field, val, line string) Result {
	before := r
	switch field {
	case "name":
		r.Name = val
	case "email":
		r.Emails = append([]string{val}, r.Emails...)
		r.Email = val
	case "phone_number":
		r.PhoneNumber = val
	case "graduation_year":
		r.GraduationYear, _ = strconv.Atoi(val)
	case "post_graduation_year":
		r.PostGraduationYear, _ = strconv.Atoi(val)
	}
	if r.GraduationYear > 0 && r.PostGraduationYear > 0 && r.PostGraduationYear < r.GraduationYear {
		// The two years disagree: the model's answer does not stand.
		return before
	}
	r.Evidence[field] = clip(line)
	r.Confidence[field] = modelConfidence
	r.ModelFields = append(r.ModelFields, field)
	return r
}
