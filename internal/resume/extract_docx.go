package resume

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"path"
	"sort"
	"strings"
)

// isDOCX reports whether a zip holds a Word document body.
func isDOCX(data []byte) bool {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return false
	}
	for _, f := range zr.File {
		if f.Name == "word/document.xml" {
			return true
		}
	}
	return false
}

// extractDOCX reads a DOCX with the standard library: headers first (many
// templates put the name and contact line there), then the body, then
// footers. Paragraphs, table rows and breaks end lines; tabs and table
// cells become tabs. Hyperlink targets come from the relationship parts.
func extractDOCX(data []byte) (*Document, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, ErrCorrupt
	}
	files := map[string]*zip.File{}
	var declared uint64
	for _, f := range zr.File {
		files[f.Name] = f
		declared += f.UncompressedSize64
	}
	// Declared sizes can lie; readPart enforces the budget on real bytes too.
	if declared > 4*MaxDOCXInflated {
		return nil, ErrZipBomb
	}
	budget := int64(MaxDOCXInflated)
	readPart := func(name string) ([]byte, error) {
		f, ok := files[name]
		if !ok {
			return nil, nil
		}
		if f.UncompressedSize64 > uint64(budget) {
			return nil, ErrZipBomb
		}
		rc, err := f.Open()
		if err != nil {
			return nil, ErrCorrupt
		}
		defer rc.Close()
		b, err := io.ReadAll(io.LimitReader(rc, budget+1))
		if int64(len(b)) > budget {
			return nil, ErrZipBomb
		}
		budget -= int64(len(b))
		if err != nil {
			return nil, ErrCorrupt
		}
		return b, nil
	}

	var parts []string
	var headers, footers []string
	for name := range files {
		dir, base := path.Split(name)
		if dir != "word/" {
			continue
		}
		switch {
		case strings.HasPrefix(base, "header") && strings.HasSuffix(base, ".xml"):
			headers = append(headers, name)
		case strings.HasPrefix(base, "footer") && strings.HasSuffix(base, ".xml"):
			footers = append(footers, name)
		}
	}
	sort.Strings(headers)
	sort.Strings(footers)
	parts = append(parts, headers...)
	parts = append(parts, "word/document.xml")
	parts = append(parts, footers...)

	doc := &Document{Pages: 1}
	for _, name := range parts {
		body, err := readPart(name)
		if err != nil {
			return nil, err
		}
		if body == nil {
			continue
		}
		relsName := path.Join(path.Dir(name), "_rels", path.Base(name)+".rels")
		relsXML, err := readPart(relsName)
		if err != nil {
			return nil, err
		}
		rels := parseRels(relsXML)
		lines, links, err := docxLines(body, rels)
		if err != nil {
			if name == "word/document.xml" {
				return nil, ErrCorrupt
			}
			continue
		}
		doc.Lines = append(doc.Lines, lines...)
		doc.Links = mergeLinks(doc.Links, links)
	}
	return doc, nil
}

// parseRels maps relationship ids to external targets.
func parseRels(b []byte) map[string]string {
	rels := map[string]string{}
	if b == nil {
		return rels
	}
	dec := xml.NewDecoder(bytes.NewReader(b))
	for {
		tok, err := dec.Token()
		if err != nil {
			return rels
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "Relationship" {
			if strings.HasSuffix(attr(se, "Type"), "/hyperlink") {
				rels[attr(se, "Id")] = attr(se, "Target")
			}
		}
	}
}

// docxLines walks one WordprocessingML part as a token stream, so deep or
// huge documents cost no more memory than their text.
func docxLines(b []byte, rels map[string]string) ([]Line, []string, error) {
	dec := xml.NewDecoder(bytes.NewReader(b))
	var lines []Line
	var links []string
	var cur strings.Builder
	bold, inText, inInstr, skip := false, false, false, 0
	lineBold := true
	flush := func() {
		t := strings.TrimRight(cur.String(), " \t")
		if strings.TrimSpace(t) != "" {
			lines = append(lines, Line{Page: 1, Text: t, Bold: lineBold && bold})
		}
		cur.Reset()
		lineBold = true
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			flush()
			if len(lines) > 0 {
				return lines, links, nil
			}
			return nil, nil, errors.New("docx: bad xml")
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if skip > 0 {
				skip++
				continue
			}
			switch t.Name.Local {
			case "Fallback": // mc:Fallback repeats the text box of mc:Choice
				skip = 1
			case "t":
				inText = true
			case "instrText":
				inInstr = true
			case "tab":
				if t.Name.Space != "" && cur.Len() > 0 {
					cur.WriteByte('\t')
				}
			case "br", "cr":
				flush()
			case "b":
				bold = attr(t, "val") != "0" && attr(t, "val") != "false"
			case "r":
				bold = false
			case "hyperlink":
				if target := rels[attr(t, "id")]; target != "" {
					links = append(links, target)
				}
			}
		case xml.EndElement:
			if skip > 0 {
				skip--
				continue
			}
			switch t.Name.Local {
			case "t":
				inText = false
			case "instrText":
				inInstr = false
			case "p", "tr":
				flush()
			case "tc":
				if cur.Len() > 0 {
					cur.WriteByte('\t')
				}
			}
		case xml.CharData:
			if skip > 0 {
				continue
			}
			if inText {
				cur.Write(t)
				if strings.TrimSpace(string(t)) != "" {
					lineBold = lineBold && bold
				}
			}
			if inInstr {
				// A field such as HYPERLINK "https://…" carries its target inline.
				s := strings.TrimSpace(string(t))
				if strings.HasPrefix(s, "HYPERLINK") {
					if q := strings.Split(s, `"`); len(q) >= 2 && q[1] != "" {
						links = append(links, q[1])
					}
				}
			}
		}
	}
	flush()
	return lines, links, nil
}

func attr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}
