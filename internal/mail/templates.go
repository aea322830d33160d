package mail

import (
	"bytes"
	"database/sql"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"strings"
	texttemplate "text/template"
	"unicode"
)

var errNoRows = sql.ErrNoRows

// Each mail kind has templates/<kind>.txt, whose first line is
// "Subject: …", and templates/<kind>.html for the HTML part. A .txt file
// without a Subject line is a part other templates include.
//
//go:embed templates
var templateFS embed.FS

var (
	textTemplates = parseText()
	htmlTemplates = htmltemplate.Must(htmltemplate.ParseFS(templateFS, "templates/*.html"))
)

// parseText parses each .txt file as two templates: its Subject line as
// <kind>.subject and the rest as <kind>.txt. The subject is rendered on
// its own, so a value holding a line break (a name typed with CR/LF) can
// never push the rest of the subject into the body.
func parseText() *texttemplate.Template {
	set := texttemplate.New("")
	files, err := fs.Glob(templateFS, "templates/*.txt")
	if err != nil {
		panic(err)
	}
	for _, f := range files {
		src, err := templateFS.ReadFile(f)
		if err != nil {
			panic(err)
		}
		name := path.Base(f)
		body := string(src)
		first, rest, _ := strings.Cut(body, "\n")
		if subject, ok := strings.CutPrefix(first, "Subject: "); ok {
			texttemplate.Must(set.New(strings.TrimSuffix(name, ".txt") + ".subject").Parse(subject))
			body = strings.TrimLeft(rest, "\n")
		}
		texttemplate.Must(set.New(name).Parse(body))
	}
	return set
}

func render(kind string, data any) (subject, text, html string, err error) {
	var sb, tb, hb bytes.Buffer
	if textTemplates.Lookup(kind+".subject") == nil {
		return "", "", "", fmt.Errorf("templates/%s.txt must start with a Subject: line", kind)
	}
	if err := textTemplates.ExecuteTemplate(&sb, kind+".subject", data); err != nil {
		return "", "", "", err
	}
	if err := textTemplates.ExecuteTemplate(&tb, kind+".txt", data); err != nil {
		return "", "", "", err
	}
	if err := htmlTemplates.ExecuteTemplate(&hb, kind+".html", data); err != nil {
		return "", "", "", err
	}
	return oneLine(sb.String()), tb.String(), hb.String(), nil
}

// oneLine makes a rendered subject one line: each run of control
// characters and spaces becomes one space. Forms refuse control
// characters, but a subject also carries values from older rows and
// other sources, and a header must stay one line whatever they hold.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsControl(r) || unicode.IsSpace(r) }), " ")
}
