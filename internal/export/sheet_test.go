package export

import (
	"bytes"
	"encoding/csv"
	"slices"
	"testing"

	"github.com/xuri/excelize/v2"
)

// cellsThatLookLikeFormulas begin with each character a spreadsheet may
// start a formula with, then cells that merely contain one.
var cellsThatLookLikeFormulas = []string{"=HYPERLINK(\"http://x.test\",\"x\")", "+1+2", "-3+4", "@SUM(A1)", "\t=1+2", "\r=1+2"}

var harmless = []string{"", "a=b", "Rao-Iyer", "x@y.test", " =1", "'quoted"}

// TestCSVWritesFormulasAsText: a CSV cell that begins with =, +, -, @, a
// tab or a carriage return gets a leading single quote; others, and
// numbers, are written as they are.
func TestCSVWritesFormulasAsText(t *testing.T) {
	var buf bytes.Buffer
	sh := newCSVSheet(&buf)
	var row []any
	for _, c := range append(slices.Clone(cellsThatLookLikeFormulas), harmless...) {
		row = append(row, c)
	}
	row = append(row, int64(-5), -2.5, nil)
	if err := sh.Row(row); err != nil {
		t.Fatal(err)
	}
	if err := sh.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := csv.NewReader(&buf).Read()
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, c := range cellsThatLookLikeFormulas {
		want = append(want, "'"+c)
	}
	want = append(append(want, harmless...), "-5", "-2.5", "")
	if !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// TestXLSXWritesFormulasAsText: in a workbook the same cells are string
// cells holding the text unchanged, never formulas; numbers are numbers.
func TestXLSXWritesFormulasAsText(t *testing.T) {
	var buf bytes.Buffer
	sh, err := newXLSXSheet(&buf)
	if err != nil {
		t.Fatal(err)
	}
	var row []any
	for _, c := range cellsThatLookLikeFormulas {
		row = append(row, c)
	}
	row = append(row, int64(-5))
	if err := sh.Row(row); err != nil {
		t.Fatal(err)
	}
	if err := sh.Close(); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for i, want := range cellsThatLookLikeFormulas {
		cell, _ := excelize.CoordinatesToCellName(i+1, 1)
		if formula, _ := f.GetCellFormula(xlsxSheetName, cell); formula != "" {
			t.Errorf("%s holds the formula %q", cell, formula)
		}
		if typ, _ := f.GetCellType(xlsxSheetName, cell); typ != excelize.CellTypeInlineString {
			t.Errorf("%s is of type %v, want an inline string", cell, typ)
		}
		if got, _ := f.GetCellValue(xlsxSheetName, cell, excelize.Options{RawCellValue: true}); got != want {
			t.Errorf("%s = %q, want %q", cell, got, want)
		}
	}
	last, _ := excelize.CoordinatesToCellName(len(cellsThatLookLikeFormulas)+1, 1)
	if typ, _ := f.GetCellType(xlsxSheetName, last); typ == excelize.CellTypeInlineString || typ == excelize.CellTypeSharedString {
		t.Errorf("the number in %s is text", last)
	}
}
