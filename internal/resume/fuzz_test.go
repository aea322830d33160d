package resume

import (
	"strings"
	"testing"

	"hirekit/internal/resume/fixture"
)

// FuzzDOCX feeds arbitrary bytes to the DOCX reader, seeded with fixture
// documents. It must return a document or an error, never panic, and must
// respect the inflate budget.
func FuzzDOCX(f *testing.F) {
	f.Add(fixture.ResumeDOCX(fixture.SamplePerson()))
	f.Add(fixture.DOCX(fixture.Word{Body: []fixture.Paragraph{{Text: "a\tb\nc", Bold: true, Link: "https://example.com/x"}}}))
	f.Add([]byte("PK\x03\x04"))
	f.Add(fixture.DOCX(fixture.Word{DefaultSize: 11, Styles: []fixture.Style{{ID: "Title", Size: 28, Bold: true}},
		Header: []fixture.Paragraph{{Text: "Header", Box: &fixture.TextBox{Top: 10, Paras: []fixture.Paragraph{{Text: "In a box", Style: "Title"}}}}},
		Body:   []fixture.Paragraph{{Table: [][]string{{"a", "b\nc"}, {"d"}}}, {Text: "x", Size: 9}}}))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := extractDOCX(data)
		if err == nil && doc == nil {
			t.Fatal("got no document and no error")
		}
	})
}

// FuzzPDFLinks feeds arbitrary bytes to the /URI scanner, seeded with
// fixture PDFs with plain and compressed annotations. It must never panic
// and must return only printable links.
func FuzzPDFLinks(f *testing.F) {
	link := []fixture.Link{{X: 10, Y: 10, W: 40, H: 10, URI: "https://github.com/a(b)c\\d"}}
	page := fixture.Page{Texts: []fixture.Text{{X: 10, Y: 20, S: "x"}}, Links: link}
	f.Add(fixture.PDF(fixture.Doc{Pages: []fixture.Page{page}}))
	f.Add(fixture.PDF(fixture.Doc{Pages: []fixture.Page{page}, CompressedAnnots: true}))
	f.Add([]byte("/URI <68747470733a2f2f782e696f> /URI (a\\051\\\n(b)"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, l := range ScanPDFLinks(data) {
			if !isPrintable(l) {
				t.Fatalf("got unprintable link %q", l)
			}
		}
	})
}

func TestScanPDFLinksReadsPlainHexAndCompressedTargets(t *testing.T) {
	link := []fixture.Link{{X: 10, Y: 10, W: 40, H: 10, URI: "https://example.com/a(b)"}}
	page := fixture.Page{Texts: []fixture.Text{{X: 10, Y: 20, S: "x"}}, Links: link}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"Plain", fixture.PDF(fixture.Doc{Pages: []fixture.Page{page}}), "https://example.com/a(b)"},
		{"ObjectStream", fixture.PDF(fixture.Doc{Pages: []fixture.Page{page}, CompressedAnnots: true}), "https://example.com/a(b)"},
		{"Hex", []byte("<< /S /URI /URI <68747470733a2f2f782e696f> >>"), "https://x.io"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ScanPDFLinks(tc.data)
			if len(got) != 1 || got[0] != tc.want {
				t.Errorf("got %q, want [%q]", got, tc.want)
			}
		})
	}
}

func TestParsePDFXMLReadsFontsEntitiesLinksAndHiddenText(t *testing.T) {
	xml := []byte(`<?xml version="1.0" encoding="UTF-8"?>
<pdf2xml producer="poppler" version="22.12.0">
<page number="1" position="absolute" top="0" left="0" height="1188" width="918">
	<fontspec id="0" size="24" family="Lato-Bold" color="#000000"/>
	<fontspec id="1" size="12" family="Lato" color="#000000"/>
	<fontspec id="2" size="12" family="Lato" color="#ffffff" opacity="0.000000"/>
<text top="10" left="20" width="200" height="30" font="0">Tom &amp; Jerry&#39;s</text>
<text top="50" left="20" width="80" height="15" font="1"><a href="https://github.com/tj?a=1&amp;b=2">Code</a></text>
<text top="70" left="20" width="80" height="15" font="2">hidden keywords</text>
</page>
</pdf2xml>`)
	frags, pages, links, err := parsePDFXML(xml)
	if err != nil || pages != 1 {
		t.Fatalf("got pages %d error %v, want 1 and none", pages, err)
	}
	if len(frags) != 2 {
		t.Fatalf("got %d fragments, want 2 (the transparent one dropped): %+v", len(frags), frags)
	}
	if frags[0].text != "Tom & Jerry's" || frags[0].size != 24 || !frags[0].bold {
		t.Errorf("got %+v, want bold 24pt \"Tom & Jerry's\"", frags[0])
	}
	if len(links) != 1 || links[0] != "https://github.com/tj?a=1&b=2" {
		t.Errorf("got links %q, want the unescaped href", links)
	}
}

// FuzzPDFXML feeds arbitrary bytes to the scanner of pdftohtml's XML, whose
// text comes from the PDF and so from whoever wrote it. It must not panic.
func FuzzPDFXML(f *testing.F) {
	f.Add([]byte(`<pdf2xml><page number="1"><fontspec id="0" size="12" family="A"/><text top="1" left="2" width="3" height="4" font="0"><b><a href="x">a &amp; b</a></b></text></page></pdf2xml>`))
	f.Add([]byte(`<text top="1`))
	f.Add([]byte(`<page number="99999999999999999999"><text>&#x110000;&#99999999;&</text>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		frags, pages, _, _ := parsePDFXML(data)
		layoutLines(frags, min(pages, 100))
	})
}

// FuzzFields feeds arbitrary lines (split at newlines, a tab inside a
// line) to the field and tag rules, seeded with lines of the kinds the
// rules cut and join: glued addresses, years, CJK names, wrapped bullets.
// It must not panic, and every email it returns must hold an "@".
func FuzzFields(f *testing.F) {
	f.Add("王 小 明\nxiaoming@example.cn\n教育背景\n2016.09 - 2020.06 浙江大学 本科")
	f.Add("MARIA\nSANTOS\n+55 11 91234 5678maria@example.comLinkedIn\nEDUCATION\nB.Sc.\tMay-18 – Jun-22\nGraduation: 2018-6")
	f.Add("Lebenslauf\nEmailx@y.comportfolio\nPUBLICATIONS\n• Won 2nd Prize at the\nExample Hackathon\ngithub.com/aLinkedInlinkedin.com/in/b-")
	f.Add("@\n\t\n’1\n2019/\nAmazon\nxxx@xxx.x")
	f.Fuzz(func(t *testing.T, text string) {
		doc := &Document{Kind: KindDOCX, Pages: 1}
		for i, l := range strings.Split(text, "\n") {
			doc.Lines = append(doc.Lines, Line{Page: 1 + i/40, Text: normalizeText(l), Size: float64(10 + i%3), Top: float64(i * 12)})
		}
		r := Fields(doc)
		for _, e := range r.Emails {
			if !strings.Contains(e, "@") {
				t.Fatalf("got email %q without @", e)
			}
		}
	})
}
