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

	"hirekit/internal/unzip"
)

// isDOCX reports whether a zip holds a Word document body.
func isDOCX(data []byte) bool {
	zr, err := unzip.NewReader(bytes.NewReader(data), int64(len(data)), unzip.DOCX)
	if err != nil {
		// A bomb is no document; extractDOCX would refuse it anyway.
		var ue *unzip.Error
		return errors.As(err, &ue)
	}
	for _, f := range zr.File {
		if f.Name == "word/document.xml" {
			return true
		}
	}
	return false
}

// extractDOCX reads a DOCX with the standard library, in the order a
// reader sees the page: headers first (many templates put the name and
// contact line there, and a header prints above the body), then the body
// with its tables and text boxes where they are anchored, then footers.
// Paragraphs, table rows and breaks end lines; tabs, and the cells of a
// row whose cells hold one paragraph each, become tabs. Font sizes and
// weights come from the runs and from styles.xml. Hyperlink targets come
// from the relationship parts and HYPERLINK fields.
func extractDOCX(data []byte) (*Document, error) {
	// The directory is held to the limits of every DOCX (unzip.DOCX)
	// before anything is inflated; declared sizes can lie, so readPart
	// holds the parts it reads to a budget of real bytes too.
	zr, err := unzip.NewReader(bytes.NewReader(data), int64(len(data)), unzip.DOCX)
	var ue *unzip.Error
	if errors.As(err, &ue) {
		return nil, ErrZipBomb
	} else if err != nil {
		return nil, ErrCorrupt
	}
	files := map[string]*zip.File{}
	for _, f := range zr.File {
		files[f.Name] = f
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

	// The main part, its headers and footers are named by relationships;
	// writers other than Word pick other names ("word/document2.xml",
	// "word/Header1.xml"), so the names are a fallback.
	main := "word/document.xml"
	rootRels, err := readPart("_rels/.rels")
	if err != nil {
		return nil, err
	}
	if t := partTargets(rootRels, "", "/officeDocument")[0]; t != "" && files[t] != nil {
		main = t
	}
	mainRels, err := readPart(path.Join(path.Dir(main), "_rels", path.Base(main)+".rels"))
	if err != nil {
		return nil, err
	}
	headers := partTargets(mainRels, path.Dir(main), "/header")[1:]
	footers := partTargets(mainRels, path.Dir(main), "/footer")[1:]
	if len(headers)+len(footers) == 0 {
		for name := range files {
			dir, base := path.Split(strings.ToLower(name))
			if dir != "word/" || !strings.HasSuffix(base, ".xml") {
				continue
			}
			switch {
			case strings.HasPrefix(base, "header"):
				headers = append(headers, name)
			case strings.HasPrefix(base, "footer"):
				footers = append(footers, name)
			}
		}
	}
	// header2 before header10.
	byNumber := func(a []string) {
		sort.Slice(a, func(i, j int) bool {
			if len(a[i]) != len(a[j]) {
				return len(a[i]) < len(a[j])
			}
			return a[i] < a[j]
		})
	}
	byNumber(headers)
	byNumber(footers)
	type part struct{ name, kind string }
	var parts []part
	for _, h := range headers {
		parts = append(parts, part{h, PartHeader})
	}
	parts = append(parts, part{main, ""})
	for _, f := range footers {
		parts = append(parts, part{f, PartFooter})
	}

	stylesXML, err := readPart(path.Join(path.Dir(main), "styles.xml"))
	if err != nil {
		return nil, err
	}
	styles := parseStyles(stylesXML)
	doc := &Document{Pages: 1}
	for _, p := range parts {
		body, err := readPart(p.name)
		if err != nil {
			return nil, err
		}
		if body == nil {
			if p.kind == "" {
				return nil, ErrCorrupt
			}
			continue
		}
		relsName := path.Join(path.Dir(p.name), "_rels", path.Base(p.name)+".rels")
		relsXML, err := readPart(relsName)
		if err != nil {
			return nil, err
		}
		lines, links, err := docxLines(body, parseRels(relsXML), styles, p.kind)
		if err != nil {
			if p.kind == "" {
				return nil, ErrCorrupt
			}
			continue
		}
		doc.Lines = append(doc.Lines, lines...)
		doc.Links = mergeLinks(doc.Links, links)
	}
	return doc, nil
}

// partTargets returns, after a first element that is the first target
// or "", the parts a relationships file names with a type ending in
// typeSuffix, resolved against dir, without duplicates.
func partTargets(rels []byte, dir, typeSuffix string) []string {
	out := []string{""}
	if rels == nil {
		return out
	}
	seen := map[string]bool{}
	dec := xml.NewDecoder(bytes.NewReader(rels))
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		se, ok := tok.(xml.StartElement)
		if !ok || se.Name.Local != "Relationship" || !strings.HasSuffix(attr(se, "Type"), typeSuffix) || attr(se, "TargetMode") == "External" {
			continue
		}
		t := attr(se, "Target")
		if strings.HasPrefix(t, "/") {
			t = strings.TrimPrefix(t, "/")
		} else {
			t = path.Join(dir, t)
		}
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	if len(out) > 1 {
		out[0] = out[1]
	}
	return out
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

func attr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}
