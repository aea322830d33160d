package resume

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
)

// fragment is one <text> element of pdftohtml's XML: a run of text in one
// font at one position.
type fragment struct {
	page                     int
	top, left, width, height float64
	size                     float64
	bold                     bool
	text                     string
}

// extractPDF runs poppler once per file. pdftohtml -xml gives, in that single
// pass, each text run with its font size and position and the link
// annotations that overlap text; the Go scanner adds the /URI targets that
// cover no text (icons, images). "-l 31" stops early on long files: seeing
// page 31 is enough to refuse them.
func (e *Extractor) extractPDF(ctx context.Context, data []byte) (*Document, error) {
	if !e.sb.has("pdftohtml") {
		return nil, ErrReaderNotInstalled
	}
	out, err := e.sb.run(ctx, "pdftohtml", []string{"-xml", "-i", "-stdout", "-q", "-nodrm", "-l", strconv.Itoa(MaxPages + 1), "in"}, data)
	if err != nil {
		if errors.Is(err, ErrTimeout) || errors.Is(err, ErrReaderNotInstalled) {
			return nil, err
		}
		return nil, ErrCorrupt
	}
	frags, pages, links, err := parsePDFXML(out)
	if err != nil {
		return nil, ErrCorrupt
	}
	if pages > MaxPages {
		return nil, ErrTooManyPages
	}
	doc := &Document{Pages: pages, Lines: layoutLines(frags, pages)}
	doc.Links = mergeLinks(links, ScanPDFLinks(data))
	return doc, nil
}

// parsePDFXML reads pdftohtml's XML. Fragments drawn in transparent ink
// (opacity 0, a trick some templates use for hidden keywords) are dropped.
func parsePDFXML(out []byte) (frags []fragment, pages int, links []string, err error) {
	dec := xml.NewDecoder(bytes.NewReader(sanitizeXML(out)))
	dec.Strict = false
	dec.Entity = xml.HTMLEntity
	type font struct {
		size   float64
		bold   bool
		hidden bool
	}
	fonts := map[string]font{}
	page := 0
	var cur *fragment
	var curHidden bool
	var text strings.Builder
	for {
		tok, terr := dec.Token()
		if terr == io.EOF {
			break
		}
		if terr != nil {
			return frags, pages, links, terr
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "page":
				page, _ = strconv.Atoi(attr(t, "number"))
				if page > pages {
					pages = page
				}
			case "fontspec":
				size, _ := strconv.ParseFloat(attr(t, "size"), 64)
				fam := strings.ToLower(attr(t, "family"))
				op := attr(t, "opacity")
				fonts[attr(t, "id")] = font{
					size:   size,
					bold:   strings.Contains(fam, "bold") || strings.Contains(fam, "black") || strings.Contains(fam, "heavy"),
					hidden: op != "" && parseFloat(op) == 0,
				}
			case "text":
				f := fonts[attr(t, "font")]
				cur = &fragment{
					page:   page,
					top:    parseFloat(attr(t, "top")),
					left:   parseFloat(attr(t, "left")),
					width:  parseFloat(attr(t, "width")),
					height: parseFloat(attr(t, "height")),
					size:   f.size,
					bold:   f.bold,
				}
				curHidden = f.hidden
				text.Reset()
			case "b":
				if cur != nil {
					cur.bold = true
				}
			case "a":
				if href := attr(t, "href"); href != "" {
					links = append(links, href)
				}
			}
		case xml.CharData:
			if cur != nil {
				text.Write(t)
			}
		case xml.EndElement:
			if t.Name.Local == "text" && cur != nil {
				cur.text = text.String()
				if !curHidden && strings.TrimSpace(cur.text) != "" {
					frags = append(frags, *cur)
				}
				cur = nil
			}
		}
	}
	return frags, pages, links, nil
}

func attr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func parseFloat(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

// sanitizeXML replaces control characters that pdftohtml copies from a PDF
// into its output but XML forbids.
func sanitizeXML(b []byte) []byte {
	for i, c := range b {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' {
			b[i] = ' '
		}
	}
	return b
}

// mergeLinks appends the targets of b missing from a, keeping a's order.
func mergeLinks(a, b []string) []string {
	seen := make(map[string]bool, len(a)+len(b))
	var out []string
	for _, l := range append(a, b...) {
		l = strings.TrimSpace(l)
		if l == "" || seen[l] {
			continue
		}
		seen[l] = true
		out = append(out, l)
	}
	return out
}
