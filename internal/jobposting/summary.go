package jobposting

import (
	"html"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

var plainText = bluemonday.StrictPolicy()

// Summary is the start of a job's description as plain text, at most
// limit characters, cut at a word: a page's meta description.
func Summary(descriptionHTML string, limit int) string {
	// Block ends become spaces so words of two paragraphs stay apart.
	spaced := strings.NewReplacer("</p>", " </p>", "</li>", " </li>", "<br>", " ", "<br/>", " ", "</h2>", " </h2>", "</h3>", " </h3>").Replace(descriptionHTML)
	text := strings.Join(strings.Fields(html.UnescapeString(plainText.Sanitize(spaced))), " ")
	r := []rune(text)
	if len(r) <= limit {
		return text
	}
	cut := string(r[:limit])
	if i := strings.LastIndexByte(cut, ' '); i > limit/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}
