package marketplace

import (
	"html"
	"html/template"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

// A bio is markdown, and a candidate is no one the page may trust: the
// renderer below knows a small subset (paragraphs and line breaks, bullet
// and numbered lists, quotes, headings shown as bold lines, bold, italic,
// code, links) and escapes all else, so raw HTML in a bio is shown as
// text. Links keep http and https only; any other scheme (javascript:,
// data:) leaves its text without a link. The result then goes through a
// bluemonday policy of those same elements, so a mistake here cannot
// become markup the page did not mean.

var (
	mdCode    = regexp.MustCompile("`([^`\n]+)`")
	mdLink    = regexp.MustCompile(`\[([^\]\n]+)\]\(([^)\s]+)\)`)
	mdAuto    = regexp.MustCompile(`(^|[\s(])(https?://[^\s<>()]+[^\s<>().,;:!?'"])`)
	mdBold    = regexp.MustCompile(`\*\*([^*\n]+)\*\*|__([^_\n]+)__`)
	mdItalic  = regexp.MustCompile(`(^|[^\w*])\*([^*\n]+)\*|(^|[^\w_])_([^_\n]+)_`)
	mdBullet  = regexp.MustCompile(`^\s{0,3}[-*+]\s+(.*)$`)
	mdNumber  = regexp.MustCompile(`^\s{0,3}\d{1,9}[.)]\s+(.*)$`)
	mdHeading = regexp.MustCompile(`^\s{0,3}#{1,6}\s+(.*?)\s*#*$`)
	mdQuote   = regexp.MustCompile(`^\s{0,3}>\s?(.*)$`)
	mdSlot    = regexp.MustCompile("\x01(\\d+)\x02")
)

var bioPolicy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "ul", "ol", "li", "strong", "em", "code", "blockquote")
	p.AllowAttrs("href").OnElements("a")
	p.AllowURLSchemes("http", "https")
	p.RequireParseableURLs(true)
	p.RequireNoFollowOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}()

// RenderMarkdown turns a bio into safe HTML.
func RenderMarkdown(src string) template.HTML {
	src = strings.ReplaceAll(strings.ReplaceAll(src, "\r\n", "\n"), "\r", "\n")
	var b strings.Builder
	for _, block := range strings.Split(src, "\n\n") {
		lines := nonEmpty(strings.Split(block, "\n"))
		if len(lines) == 0 {
			continue
		}
		switch {
		case all(lines, mdBullet):
			list(&b, "ul", lines, mdBullet)
		case all(lines, mdNumber):
			list(&b, "ol", lines, mdNumber)
		case all(lines, mdQuote):
			b.WriteString("<blockquote><p>")
			for i, l := range lines {
				if i > 0 {
					b.WriteString("<br>")
				}
				b.WriteString(inline(mdQuote.FindStringSubmatch(l)[1]))
			}
			b.WriteString("</p></blockquote>")
		default:
			b.WriteString("<p>")
			for i, l := range lines {
				if i > 0 {
					b.WriteString("<br>")
				}
				if m := mdHeading.FindStringSubmatch(l); m != nil {
					// A heading inside a bio would break the page's own
					// heading order (an accessibility check); it reads as
					// a bold line.
					b.WriteString("<strong>" + inline(m[1]) + "</strong>")
				} else {
					b.WriteString(inline(strings.TrimSpace(l)))
				}
			}
			b.WriteString("</p>")
		}
	}
	return template.HTML(bioPolicy.Sanitize(b.String()))
}

func nonEmpty(lines []string) []string {
	var out []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

func all(lines []string, re *regexp.Regexp) bool {
	for _, l := range lines {
		if !re.MatchString(l) {
			return false
		}
	}
	return true
}

func list(b *strings.Builder, tag string, lines []string, re *regexp.Regexp) {
	b.WriteString("<" + tag + ">")
	for _, l := range lines {
		b.WriteString("<li>" + inline(re.FindStringSubmatch(l)[1]) + "</li>")
	}
	b.WriteString("</" + tag + ">")
}

// inline escapes a line and then marks it up. Code spans and links are
// set aside first (as numbered slots) so that the emphasis rules do not
// reach into a URL or into code.
func inline(raw string) string {
	var slots []string
	slot := func(s string) string {
		slots = append(slots, s)
		return "\x01" + strconv.Itoa(len(slots)-1) + "\x02"
	}
	s := html.EscapeString(strings.NewReplacer("\x01", "", "\x02", "").Replace(raw))
	s = mdCode.ReplaceAllStringFunc(s, func(m string) string {
		return slot("<code>" + mdCode.FindStringSubmatch(m)[1] + "</code>")
	})
	s = mdLink.ReplaceAllStringFunc(s, func(m string) string {
		parts := mdLink.FindStringSubmatch(m)
		if href, ok := SafeURL(html.UnescapeString(parts[2])); ok {
			return slot(`<a href="`+html.EscapeString(href)+`">`) + parts[1] + slot("</a>")
		}
		return parts[1]
	})
	s = mdAuto.ReplaceAllStringFunc(s, func(m string) string {
		parts := mdAuto.FindStringSubmatch(m)
		if href, ok := SafeURL(html.UnescapeString(parts[2])); ok {
			return parts[1] + slot(`<a href="`+html.EscapeString(href)+`">`+parts[2]+`</a>`)
		}
		return m
	})
	s = mdBold.ReplaceAllStringFunc(s, func(m string) string {
		p := mdBold.FindStringSubmatch(m)
		return "<strong>" + p[1] + p[2] + "</strong>"
	})
	s = mdItalic.ReplaceAllStringFunc(s, func(m string) string {
		p := mdItalic.FindStringSubmatch(m)
		if p[2] != "" {
			return p[1] + "<em>" + p[2] + "</em>"
		}
		return p[3] + "<em>" + p[4] + "</em>"
	})
	return mdSlot.ReplaceAllStringFunc(s, func(m string) string {
		i, _ := strconv.Atoi(mdSlot.FindStringSubmatch(m)[1])
		return slots[i]
	})
}

// SafeURL returns u when it is an absolute http or https URL with a host,
// the only links a profile shows.
func SafeURL(u string) (string, bool) {
	u = strings.TrimSpace(u)
	p, err := url.Parse(u)
	if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" || strings.ContainsAny(u, "\x00\n\r\t ") {
		return "", false
	}
	return p.String(), true
}
