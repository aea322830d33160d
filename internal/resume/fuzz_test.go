package resume

import (
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
