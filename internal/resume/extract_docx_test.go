package resume

import (
	"archive/zip"
	"bytes"
	"reflect"
	"testing"

	"hirekit/internal/resume/fixture"
)

// docxWith builds a DOCX from raw parts, for structures the fixture
// writer does not make (tables, fields, text boxes).
func docxWith(t *testing.T, parts map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range parts {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(body))
	}
	zw.Close()
	return buf.Bytes()
}

const wns = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"`

func TestDOCXKeepsParagraphTabBreakAndCellBoundaries(t *testing.T) {
	data := docxWith(t, map[string]string{
		"word/document.xml": `<w:document ` + wns + `><w:body>
<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr><w:r><w:t>Acme Corp</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>2019 – 2021</w:t></w:r></w:p>
<w:p><w:r><w:t>first</w:t></w:r><w:r><w:br/></w:r><w:r><w:t>second</w:t></w:r></w:p>
<w:tbl><w:tr><w:tc><w:p><w:r><w:t>B.Tech</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>2020</w:t></w:r></w:p></w:tc></w:tr></w:tbl>
<w:p><w:r><mc:AlternateContent><mc:Choice><w:txbxContent><w:p><w:r><w:t>in a text box</w:t></w:r></w:p></w:txbxContent></mc:Choice><mc:Fallback><w:txbxContent><w:p><w:r><w:t>in a text box</w:t></w:r></w:p></w:txbxContent></mc:Fallback></mc:AlternateContent></w:r></w:p>
<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://github.com/fielduser" </w:instrText></w:r><w:r><w:t>GitHub</w:t></w:r></w:p>
</w:body></w:document>`,
		"word/footer1.xml": `<w:ftr ` + wns + `><w:p><w:r><w:t>footer line</w:t></w:r></w:p></w:ftr>`,
	})
	doc, err := extractDOCX(data)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range doc.Lines {
		got = append(got, l.Text)
	}
	want := []string{"Acme Corp\t2019 – 2021", "first", "second", "B.Tech\t2020", "in a text box", "GitHub", "footer line"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got lines %q, want %q", got, want)
	}
	if !reflect.DeepEqual(doc.Links, []string{"https://github.com/fielduser"}) {
		t.Errorf("got links %q, want the HYPERLINK field's target", doc.Links)
	}
}

func TestDetectLooksAtContentOnly(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want Kind
		ok   bool
	}{
		{"PDF", fixture.PDF(fixture.Doc{Pages: []fixture.Page{{}}}), KindPDF, true},
		{"PDFAfterWhitespace", []byte("\r\n%PDF-1.4"), KindPDF, true},
		{"DOCX", fixture.DOCX(fixture.Word{Body: []fixture.Paragraph{{Text: "x"}}}), KindDOCX, true},
		{"DOC", fixture.DOC([]string{"x"}), KindDOC, true},
		{"PlainZip", docxWith(t, map[string]string{"a.txt": "x"}), "", false},
		{"Text", []byte("%PD"), "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := Detect(tc.data)
			if got != tc.want || ok != tc.ok {
				t.Errorf("got %q %v, want %q %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestDOCXReadsHeadersTextBoxesAndTablesInOrderWithSizes(t *testing.T) {
	data := fixture.DOCX(fixture.Word{
		DefaultSize: 11,
		Styles:      []fixture.Style{{ID: "Title", Size: 26, Bold: true}, {ID: "Heading1", BasedOn: "Title", Size: 14}},
		Header:      []fixture.Paragraph{{Text: "Page header line"}},
		Body: []fixture.Paragraph{
			{Text: "Before the box", Box: &fixture.TextBox{Top: 400, Left: 40, Paras: []fixture.Paragraph{
				{Text: "Lena Okafor", Style: "Title"}, {Text: "lena@example.net", Size: 9}}}},
			{Table: [][]string{{"B.Sc. Physics", "Example University", "2019"}, {"Left cell\nsecond paragraph", "Right cell"}}},
			{Text: "Experience", Style: "Heading1"},
			{Table: [][]string{{"outer", ""}}},
		},
		Footer: []fixture.Paragraph{{Text: "footer line"}},
	})
	doc, err := extractDOCX(data)
	if err != nil {
		t.Fatal(err)
	}
	type got struct {
		Text string
		Size float64
		Bold bool
		Part string
	}
	var lines []got
	for _, l := range doc.Lines {
		lines = append(lines, got{l.Text, l.Size, l.Bold, l.Part})
	}
	want := []got{
		{"Page header line", 11, false, PartHeader},
		{"Before the box", 11, false, ""},
		{"Lena Okafor", 26, true, PartTextBox},
		{"lena@example.net", 9, false, PartTextBox},
		// A row of one-line cells is one line; a row with a longer cell
		// is read cell by cell.
		{"B.Sc. Physics\tExample University\t2019", 11, false, PartTable},
		{"Left cell", 11, false, PartTable},
		{"second paragraph", 11, false, PartTable},
		{"Right cell", 11, false, PartTable},
		{"Experience", 14, true, ""},
		{"outer", 11, false, PartTable},
		{"footer line", 11, false, PartFooter},
	}
	if !reflect.DeepEqual(lines, want) {
		t.Errorf("got\n%+v\nwant\n%+v", lines, want)
	}
}

func TestDOCXWithoutStylesUsesWordsDefaultSize(t *testing.T) {
	doc, err := extractDOCX(fixture.DOCX(fixture.Word{Body: []fixture.Paragraph{{Text: "Plain"}, {Text: "Large", Size: 20, Bold: true}}}))
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Lines) != 2 || doc.Lines[0].Size != 10 || doc.Lines[1].Size != 20 || !doc.Lines[1].Bold || doc.Lines[0].Bold {
		t.Errorf("got %+v, want Plain at 10 pt and bold Large at 20 pt", doc.Lines)
	}
}
