package mail

import (
	"io/fs"
	"path"
	"strings"
	"testing"
)

// TestSubjectStaysOneLine is review 3's L4: a name holding CR/LF used to
// end the subject at the line break and put the rest of the name at the
// top of the body.
func TestSubjectStaysOneLine(t *testing.T) {
	t.Parallel()
	name := "Bob\r\nSubject: urgent\r\n\r\nPlease re-enter your password at https://evil.test"
	subject, text, _, err := render("scorecard_reminder", map[string]string{"CandidateName": name, "RoundName": "Tech\n1"})
	if err != nil {
		t.Fatal(err)
	}
	want := "Scorecard due: Bob Subject: urgent Please re-enter your password at https://evil.test (Tech 1)"
	if subject != want {
		t.Errorf("subject = %q, want %q", subject, want)
	}
	if strings.HasPrefix(text, "Subject:") || strings.HasPrefix(text, "Please re-enter") {
		t.Errorf("the name spilled into the body:\n%s", text)
	}
}

// TestEveryKindRenders: each mail kind (an HTML template) has a subject
// line and a text part.
func TestEveryKindRenders(t *testing.T) {
	t.Parallel()
	files, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil || len(files) == 0 {
		t.Fatalf("templates: %v %v", files, err)
	}
	for _, f := range files {
		kind := strings.TrimSuffix(path.Base(f), ".html")
		if kind == "interview_details" {
			continue // a part the interview mails include
		}
		subject, text, html, err := render(kind, map[string]string{})
		if err != nil || subject == "" || text == "" || html == "" {
			t.Errorf("%s: subject %q, %d text, %d html bytes, %v", kind, subject, len(text), len(html), err)
		}
	}
}

// TestEveryTemplateIsClassified: each mail kind is either optional (a
// category a recipient may turn off) or transactional, decided in
// templateCategory; a new template must be added there.
func TestEveryTemplateIsClassified(t *testing.T) {
	t.Parallel()
	files, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil || len(files) == 0 {
		t.Fatalf("templates: %v %v", files, err)
	}
	for _, f := range files {
		kind := strings.TrimSuffix(path.Base(f), ".html")
		if kind == "interview_details" {
			continue // a part, not a mail
		}
		if _, ok := templateCategory[kind]; !ok {
			t.Errorf("mail template %s is not in templateCategory: decide whether a recipient may turn it off (docs/decisions.md \"Email preferences\")", kind)
		}
	}
	for kind, c := range templateCategory {
		if c != "" && !ValidCategory(c) {
			t.Errorf("%s: unknown category %q", kind, c)
		}
	}
}
