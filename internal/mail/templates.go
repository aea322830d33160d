package mail

import (
	"bytes"
	"database/sql"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
)

var errNoRows = sql.ErrNoRows

// Each mail kind has templates/<kind>.txt, whose first line is
// "Subject: …", and templates/<kind>.html for the HTML part.
//
//go:embed templates
var templateFS embed.FS

var (
	textTemplates = texttemplate.Must(texttemplate.ParseFS(templateFS, "templates/*.txt"))
	htmlTemplates = htmltemplate.Must(htmltemplate.ParseFS(templateFS, "templates/*.html"))
)

func render(kind string, data any) (subject, text, html string, err error) {
	var tb, hb bytes.Buffer
	if err := textTemplates.ExecuteTemplate(&tb, kind+".txt", data); err != nil {
		return "", "", "", err
	}
	if err := htmlTemplates.ExecuteTemplate(&hb, kind+".html", data); err != nil {
		return "", "", "", err
	}
	first, rest, _ := strings.Cut(tb.String(), "\n")
	subject, ok := strings.CutPrefix(first, "Subject: ")
	if !ok {
		return "", "", "", fmt.Errorf("templates/%s.txt must start with a Subject: line", kind)
	}
	return strings.TrimSpace(subject), strings.TrimLeft(rest, "\n"), hb.String(), nil
}
