package resume_test

import (
	"context"
	"strings"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

// page lays out lines top to bottom: each entry is a size (0 for 10 pt
// body text), a font and the text.
type row struct {
	size float64
	font fixture.Font
	s    string
}

func pdfOf(rows ...row) []byte {
	var ts []fixture.Text
	y := 50.0
	for _, r := range rows {
		size := r.size
		if size == 0 {
			size = 10
		}
		y += size * 1.4
		// A tab puts the rest right-aligned, as dates are printed.
		left, right, _ := strings.Cut(r.s, "\t")
		ts = append(ts, fixture.Text{X: 50, Y: y, Size: size, Font: r.font, S: left})
		if right != "" {
			ts = append(ts, fixture.Text{X: 470, Y: y, Size: size, Font: r.font, S: right})
		}
	}
	// A last line near the foot of the page, as on a full page.
	ts = append(ts, fixture.Text{X: 50, Y: 740, Size: 9, S: "Last updated in spring"})
	return fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: append(ts, filler()...)}}})
}

func TestNameFromTheHeaderBlock(t *testing.T) {
	bold, uni, unib := fixture.HelveticaBold, fixture.Unicode, fixture.UnicodeBold
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"TwoLineCapitalisedName", pdfOf(row{26, bold, "MARIA FERNANDA"}, row{26, bold, "OLIVEIRA SANTOS"},
			row{0, "", "maria.santos@example.com | +55 11 91234 5678"}), "Maria Fernanda Oliveira Santos"},
		{"TwoLineNameWithContactBeside", fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: append(filler(),
			fixture.Text{X: 50, Y: 60, Size: 28, Font: bold, S: "JONAS"},
			fixture.Text{X: 300, Y: 58, Size: 10, S: "+49 151 2345 6789"},
			fixture.Text{X: 300, Y: 74, Size: 10, S: "jonas.k@example.de"},
			fixture.Text{X: 50, Y: 92, Size: 28, Font: bold, S: "KELLERMANN"},
		)}}}), "Jonas Kellermann"},
		{"JobTitleBelowIsNotASurname", pdfOf(row{26, bold, "PRIYA RAMAN"}, row{26, bold, "DATA ANALYST"},
			row{0, "", "priya.r@example.in"}), "Priya Raman"},
		{"GermanTitleIsNotAName", pdfOf(row{24, bold, "Lebenslauf"}, row{16, bold, "Katrin Vogel"},
			row{0, "", "katrin.vogel@example.de"}), "Katrin Vogel"},
		{"LargeTitleAboveANameBesideATagline", pdfOf(row{36, bold, "RESUME"}, row{14, bold, "Platform Reliability Lead"},
			row{18, bold, "Noor Rahman"}, row{0, "", "noor@example.org"}), "Noor Rahman"},
		{"PortugueseTitleIsNotAName", pdfOf(row{24, bold, "CURRÍCULO"}, row{16, bold, "Ana Beatriz Souza"},
			row{0, "", "ana.souza@example.com.br"}), "Ana Beatriz Souza"},
		{"RussianTitleIsNotAName", pdfOf(row{24, unib, "РЕЗЮМЕ"}, row{16, unib, "Иван Петров"},
			row{0, "", "ivan.petrov@example.ru"}), "Иван Петров"},
		{"AwardLineIsNotAName", pdfOf(row{18, bold, "Dean's Honor Roll"}, row{14, bold, "Workshops Attended"},
			row{14, bold, "Tomás Herrera"}, row{0, "", "tomas.herrera@example.com"}), "Tomás Herrera"},
		{"CJKNameSpacedLetterByLetter", pdfOf(row{22, unib, "王 小 明"}, row{0, uni, "电话：138 0013 8000"},
			row{0, "", "xiaoming.wang@example.cn"}), "王小明"},
		{"LetterSpacedCapitals", fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: append(filler(),
			fixture.Text{X: 50, Y: 60, Size: 24, Font: bold, S: "JOHANNA MEIER", CharSpacing: 6},
			fixture.Text{X: 50, Y: 90, Size: 11, S: "DATA ENGINEER", CharSpacing: 4},
			fixture.Text{X: 50, Y: 110, Size: 10, S: "johanna.meier@example.ch"})}}}), "Johanna Meier"},
		{"HonorificAndDegreeAreNotTheName", pdfOf(row{24, bold, "Dr. Anna Schmidt"}, row{0, "", "anna.schmidt@example.de"}), "Anna Schmidt"},
		{"LabelledCJKName", pdfOf(row{20, unib, "个人简历"}, row{0, uni, "姓名：李 娜"}, row{0, "", "li.na@example.cn"}), "李娜"},
		{"NameSharingTheEmailWinsOverATagline", pdfOf(row{16, bold, "Building Reliable Platforms"}, row{16, bold, "Sofia Marquez"},
			row{0, "", "sofia.marquez@example.com"}), "Sofia Marquez"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := resume.Parse(context.Background(), tc.data, "cv.pdf")
			if r.Error != "" {
				t.Fatal(r.Error)
			}
			if r.Name != tc.want {
				t.Errorf("got name %q (from %q), want %q", r.Name, r.Evidence["name"], tc.want)
			}
		})
	}
}

func TestNameInDOCXHeaderTextBoxOrLayoutTable(t *testing.T) {
	body := []fixture.Paragraph{{Text: "EXPERIENCE", Bold: true}, {Text: "Northwind Traders\t2019 – 2023"},
		{Text: "Platform engineer building deployment tooling and observability for forty services."}}
	styles := []fixture.Style{{ID: "Title", Size: 30, Bold: true}}
	tests := []struct {
		name string
		word fixture.Word
	}{
		{"OnlyInPageHeader", fixture.Word{DefaultSize: 11, Header: []fixture.Paragraph{{Text: "Oskar Lindqvist", Size: 22},
			{Text: "oskar.lindqvist@example.se\t+46 70 123 45 67"}}, Body: body}},
		{"OnlyInTextBox", fixture.Word{DefaultSize: 11, Styles: styles, Body: append([]fixture.Paragraph{{Box: &fixture.TextBox{Top: 20, Left: 40,
			Paras: []fixture.Paragraph{{Text: "Oskar Lindqvist", Style: "Title"}, {Text: "oskar.lindqvist@example.se"}}}}}, body...)}},
		{"InALayoutTableAfterTheBody", fixture.Word{DefaultSize: 11, Styles: styles, Body: append(append([]fixture.Paragraph{}, body...),
			fixture.Paragraph{Table: [][]string{{"Oskar Lindqvist", ""}, {"", "oskar.lindqvist@example.se"}}},
			fixture.Paragraph{Text: "x"})}},
	}
	// A box placed at the top of the page but anchored after the body, its
	// name no larger than the headings.
	var late []fixture.Paragraph
	for i := 0; i < 60; i++ {
		late = append(late, fixture.Paragraph{Text: "Kept the deployment tooling of forty services running across three regions.", Size: 11})
	}
	late = append(late, fixture.Paragraph{Text: "SKILLS", Size: 14, Bold: true}, fixture.Paragraph{Text: "Go, SQL", Box: &fixture.TextBox{Top: 24, Left: 40,
		Paras: []fixture.Paragraph{{Text: "Oskar Lindqvist", Size: 12, Bold: true}, {Text: "oskar.lindqvist@example.se | +46 70 123 45 67"}}}})
	tests = append(tests, struct {
		name string
		word fixture.Word
	}{"InATopBoxAnchoredLate", fixture.Word{DefaultSize: 11, Body: append([]fixture.Paragraph{{Text: "Northwind Traders", Bold: true},
		{Text: "EXPERIENCE", Size: 14, Bold: true}}, late...)}})
	// The layout table's name is in the Title style.
	tests[2].word.Body[len(body)] = fixture.Paragraph{Table: [][]string{{"Oskar Lindqvist"}, {"oskar.lindqvist@example.se"}}, Size: 30}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := resume.Parse(context.Background(), fixture.DOCX(tc.word), "cv.docx")
			if r.Error != "" {
				t.Fatal(r.Error)
			}
			if r.Name != "Oskar Lindqvist" || r.Email != "oskar.lindqvist@example.se" {
				t.Errorf("got name %q email %q, want Oskar Lindqvist and oskar.lindqvist@example.se", r.Name, r.Email)
			}
		})
	}
}
