package resume

import (
	"bytes"
	"context"
	"errors"
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
//
// The XML is decoded as poppler writes it, and each page is laid out and
// normalised once its </page> arrives, so on a machine with a core to
// spare that work hides behind poppler's next page and its exit. When the
// closing </pdf2xml> arrives (poppler flushes it as it exits) the document
// is complete: early, when set, is given it then, before the exit status
// is known, so the fields can be read while the reader's process is torn
// down. extractPDF returns that same *Document when the reader succeeds and
// wrote nothing more; the caller must not use it otherwise, and nothing
// changes the document after early is called.
func (e *Extractor) extractPDF(ctx context.Context, data []byte, early func(*Document)) (*Document, error) {
	if !e.sb.has("pdftohtml") {
		return nil, ErrReaderNotInstalled
	}
	// The link scan needs only the bytes: run it while poppler works.
	scanned := make(chan []string, 1)
	go func() { scanned <- ScanPDFLinks(data) }()
	dec := newPDFXMLDecoder(true)
	var doc *Document
	broken := false
	var scannedLinks []string
	gotLinks := false
	build := func() *Document {
		if !gotLinks {
			scannedLinks, gotLinks = <-scanned, true
		}
		d := &Document{Kind: KindPDF, Pages: dec.pages, Lines: dec.lines()}
		d.Links = mergeLinks(dec.links, scannedLinks)
		normalizeLinks(d)
		return d
	}
	out, err := e.sb.runStreaming(ctx, "pdftohtml", []string{"-xml", "-i", "-stdout", "-q", "-nodrm", "-l", strconv.Itoa(MaxPages + 1), "in"}, data,
		func(out []byte) {
			if broken {
				return
			}
			// A panic here would end the server (this is os/exec's
			// goroutine, where no job runner recovers it): stop, and read
			// the whole output again below, in the caller's goroutine.
			defer func() {
				if recover() != nil {
					broken = true
				}
			}()
			dec.decode(out, false)
			if dec.done && doc == nil && dec.err == nil && dec.pages <= MaxPages && early != nil {
				doc = build()
				early(doc)
			}
		})
	if err != nil {
		if errors.Is(err, ErrTimeout) || errors.Is(err, ErrReaderNotInstalled) {
			return nil, err
		}
		return nil, ErrCorrupt
	}
	if broken || dec.done && dec.endLen != len(out) {
		// More came after </pdf2xml> (never from poppler): read it all again.
		dec, doc = newPDFXMLDecoder(true), nil
	}
	dec.decode(out, true)
	if dec.err != nil {
		return nil, ErrCorrupt
	}
	if dec.pages > MaxPages {
		return nil, ErrTooManyPages
	}
	if doc == nil {
		doc = build()
	}
	return doc, nil
}

// parsePDFXML reads pdftohtml's XML with a small scanner rather than
// encoding/xml, which took a tenth of the time of a whole parse: the format
// is flat (page, fontspec, text with <b>, <i> and <a href> inside) and its
// text is escaped by poppler. Fragments drawn in transparent ink (opacity
// 0, a trick some templates use for hidden keywords) are dropped.
func parsePDFXML(out []byte) (frags []fragment, pages int, links []string, err error) {
	d := newPDFXMLDecoder(false)
	d.decode(out, true)
	if d.err != nil {
		return nil, 0, nil, d.err
	}
	return d.frags, d.pages, d.links, nil
}

// pdfFont is what a <fontspec> says of the text set in it.
type pdfFont struct {
	size   float64
	bold   bool
	hidden bool
}

// pdfXMLDecoder is parsePDFXML's scanner, able to start on a prefix of the
// XML and go on as more arrives: decode(out, false) reads every tag and
// text element of out that is complete and stops before the first that
// is not; decode(out, true) reads the rest as parsePDFXML always did. The
// decisions depend only on the bytes up to each delimiter found, so any
// split of the XML decodes to the same fragments (FuzzPDFXMLStream).
type pdfXMLDecoder struct {
	pos    int // bytes of the output decoded
	done   bool
	endLen int // length of the output when done
	fonts  map[string]pdfFont
	page   int
	pages  int
	attrs  xmlAttrs // reused from tag to tag
	frags  []fragment
	links  []string
	err    error

	// With layout set, each page's fragments are also kept apart, and a
	// page is laid out and normalised when its </page> arrives. A page
	// given more fragments afterwards (never in poppler's output) is laid
	// out again at the end.
	layout bool
	byPage map[int][]fragment
	laid   map[int][]Line
}

func newPDFXMLDecoder(layout bool) *pdfXMLDecoder {
	d := &pdfXMLDecoder{fonts: map[string]pdfFont{}, layout: layout}
	if layout {
		d.byPage, d.laid = map[int][]fragment{}, map[int][]Line{}
	}
	return d
}

func (d *pdfXMLDecoder) decode(out []byte, final bool) {
	if d.done {
		return
	}
	for {
		i := bytes.IndexByte(out[d.pos:], '<')
		if i < 0 {
			if !final {
				d.pos = len(out) // text between tags: nothing to keep
				return
			}
			break
		}
		at := d.pos + i
		s := out[at+1:]
		if !final && bytes.IndexByte(s, '>') < 0 {
			d.pos = at
			return
		}
		var name string
		var rest []byte
		name, d.attrs, rest = scanTag(s, d.attrs[:0])
		if rest == nil {
			// No ">": scanTag read nothing (only when final).
			break
		}
		next := len(out) - len(rest)
		switch name {
		case "page":
			d.page, _ = strconv.Atoi(d.attrs.get("number"))
			d.pages = max(d.pages, d.page)
		case "/page":
			d.layOut(d.page)
		case "/pdf2xml":
			// The end: read what is left as at the end of the output.
			final = true
		case "fontspec":
			fam := strings.ToLower(d.attrs.get("family"))
			op := d.attrs.get("opacity")
			d.fonts[d.attrs.get("id")] = pdfFont{
				size:   parseFloat(d.attrs.get("size")),
				bold:   strings.Contains(fam, "bold") || strings.Contains(fam, "black") || strings.Contains(fam, "heavy"),
				hidden: op != "" && parseFloat(op) == 0,
			}
		case "text":
			end := bytes.Index(rest, []byte("</text>"))
			if end < 0 {
				if !final {
					d.pos = at
					return
				}
				end = len(rest)
			}
			f := d.fonts[d.attrs.get("font")]
			fr := fragment{
				page:   d.page,
				top:    parseFloat(d.attrs.get("top")),
				left:   parseFloat(d.attrs.get("left")),
				width:  parseFloat(d.attrs.get("width")),
				height: parseFloat(d.attrs.get("height")),
				size:   f.size,
				bold:   f.bold,
			}
			var bold bool
			fr.text, bold, d.links = textContent(rest[:end], d.links)
			fr.bold = fr.bold || bold
			if !f.hidden && strings.TrimSpace(fr.text) != "" {
				d.frags = append(d.frags, fr)
				if d.layout {
					d.byPage[fr.page] = append(d.byPage[fr.page], fr)
					delete(d.laid, fr.page)
				}
			}
			next += end
		}
		d.pos = next
	}
	d.done, d.endLen = true, len(out)
	if d.pages == 0 && len(bytes.TrimSpace(out)) > 0 && !bytes.Contains(out, []byte("<pdf2xml")) {
		d.err = errors.New("pdftohtml: no XML")
	}
}

// layOut lays out and normalises page p now, if it is one a document may
// have.
func (d *pdfXMLDecoder) layOut(p int) {
	if !d.layout || p < 1 || p > MaxPages {
		return
	}
	// layoutPage sorts what it is given: keep the arrival order here.
	d.laid[p] = normalizeLines(layoutPage(append([]fragment(nil), d.byPage[p]...), p))
}

// lines are the document's normalised lines, pages in order; only for a
// decoder made with layout, after the final decode, with pages checked
// against MaxPages.
func (d *pdfXMLDecoder) lines() []Line {
	var lines []Line
	for p := 1; p <= d.pages; p++ {
		l, ok := d.laid[p]
		if !ok {
			l = normalizeLines(layoutPage(d.byPage[p], p))
		}
		lines = append(lines, l...)
	}
	return lines
}

// xmlAttrs are a tag's attributes in order; a tag has a handful, so a
// slice searched from the end (a repeated name keeps its last value) spares
// a map per tag.
type xmlAttrs []xmlAttr

type xmlAttr struct {
	key []byte
	val string
}

func (a xmlAttrs) get(key string) string {
	for i := len(a) - 1; i >= 0; i-- {
		if string(a[i].key) == key {
			return a[i].val
		}
	}
	return ""
}

// scanTag reads a tag's name and attributes after its "<", appending the
// attributes to attrs, and returns the input after its ">" (nil when
// there is none). Only page, </page>, </pdf2xml>, fontspec and text are
// named; other tags give "".
func scanTag(s []byte, attrs xmlAttrs) (name string, _ xmlAttrs, rest []byte) {
	end := bytes.IndexByte(s, '>')
	if end < 0 {
		return "", attrs, nil
	}
	tag, rest := s[:end], s[end+1:]
	n := 0
	for n < len(tag) && tag[n] != ' ' && tag[n] != '\t' && tag[n] != '/' {
		n++
	}
	if n == 0 && (string(tag) == "/page" || string(tag) == "/pdf2xml") {
		return string(tag), attrs, rest
	}
	switch string(tag[:n]) {
	case "page":
		name = "page"
	case "fontspec":
		name = "fontspec"
	case "text":
		name = "text"
	default:
		return "", attrs, rest
	}
	t := tag[n:]
	for {
		eq := bytes.IndexByte(t, '=')
		if eq < 0 || eq+1 >= len(t) || t[eq+1] != '"' {
			break
		}
		key := bytes.TrimSpace(t[:eq])
		t = t[eq+2:]
		q := bytes.IndexByte(t, '"')
		if q < 0 {
			break
		}
		attrs = append(attrs, xmlAttr{key, unescapeXML(t[:q])})
		t = t[q+1:]
	}
	return name, attrs, rest
}

// textContent returns the text inside a <text> element, whether it was
// all bold, and the link targets of its <a href> elements.
func textContent(s []byte, links []string) (string, bool, []string) {
	var b strings.Builder
	bold := false
	for len(s) > 0 {
		i := bytes.IndexByte(s, '<')
		if i < 0 {
			writeUnescaped(&b, s)
			break
		}
		writeUnescaped(&b, s[:i])
		end := bytes.IndexByte(s[i:], '>')
		if end < 0 {
			break
		}
		tag := s[i+1 : i+end]
		switch {
		case bytes.Equal(tag, []byte("b")):
			bold = true
		case bytes.HasPrefix(tag, []byte("a ")):
			if h := bytes.Index(tag, []byte(`href="`)); h >= 0 {
				v := tag[h+6:]
				if q := bytes.IndexByte(v, '"'); q >= 0 {
					links = append(links, unescapeXML(v[:q]))
				}
			}
		}
		s = s[i+end+1:]
	}
	return b.String(), bold, links
}

// unescapeXML decodes the entities poppler writes (&amp; &lt; &gt; &quot;
// &apos; and numeric references).
func unescapeXML(b []byte) string {
	if bytes.IndexByte(b, '&') < 0 {
		return string(b)
	}
	var out strings.Builder
	writeUnescaped(&out, b)
	return out.String()
}

// writeUnescaped writes b to out with its entities decoded.
func writeUnescaped(out *strings.Builder, b []byte) {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '&')
		if i < 0 {
			out.Write(b)
			break
		}
		out.Write(b[:i])
		b = b[i:]
		semi := bytes.IndexByte(b, ';')
		if semi < 0 || semi > 10 {
			out.WriteByte('&')
			b = b[1:]
			continue
		}
		ent := string(b[1:semi])
		switch {
		case ent == "amp":
			out.WriteByte('&')
		case ent == "lt":
			out.WriteByte('<')
		case ent == "gt":
			out.WriteByte('>')
		case ent == "quot":
			out.WriteByte('"')
		case ent == "apos":
			out.WriteByte('\'')
		case strings.HasPrefix(ent, "#x"):
			if n, err := strconv.ParseUint(ent[2:], 16, 32); err == nil {
				out.WriteRune(rune(n))
			}
		case strings.HasPrefix(ent, "#"):
			if n, err := strconv.ParseUint(ent[1:], 10, 32); err == nil {
				out.WriteRune(rune(n))
			}
		default:
			out.Write(b[:semi+1])
		}
		b = b[semi+1:]
	}
}

func parseFloat(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64)
	return f
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
