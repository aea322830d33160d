package export

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/xuri/excelize/v2"
)

// sheet writes rows of cells to a file as they come. A cell is a string
// (text), an int64 or float64 (a number), or nil (empty).
type sheet interface {
	Row(cells []any) error
	// Close writes what is buffered; the file is whole only after it.
	Close() error
}

// ContentType is the media type of each format's file.
var ContentType = map[string]string{
	FormatCSV:  "text/csv; charset=utf-8",
	FormatXLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}

func newSheet(format string, w io.Writer) (sheet, error) {
	if format == FormatXLSX {
		return newXLSXSheet(w)
	}
	return newCSVSheet(w), nil
}

// Guarded reports whether a text cell would start a formula in a
// spreadsheet program: it begins with =, +, -, @, a tab or a carriage
// return (OWASP's list for CSV injection).
func Guarded(text string) bool {
	if text == "" {
		return false
	}
	switch text[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return true
	}
	return false
}

// csvSheet writes CSV as encoding/csv does: quotes where needed, records
// ending in LF. Not CRLF: with it, encoding/csv drops a carriage return
// inside a cell, and every reader takes LF.
type csvSheet struct {
	buf *bufio.Writer
	w   *csv.Writer
	rec []string
}

func newCSVSheet(w io.Writer) *csvSheet {
	buf := bufio.NewWriterSize(w, 64<<10)
	return &csvSheet{buf: buf, w: csv.NewWriter(buf)}
}

// Row writes one record. A text cell that a spreadsheet would read as a
// formula is written with a leading single quote, which makes it text
// there (OWASP's advice); numbers are written as they are.
func (s *csvSheet) Row(cells []any) error {
	s.rec = s.rec[:0]
	for _, c := range cells {
		switch v := c.(type) {
		case nil:
			s.rec = append(s.rec, "")
		case string:
			if Guarded(v) {
				v = "'" + v
			}
			s.rec = append(s.rec, v)
		case int64:
			s.rec = append(s.rec, strconv.FormatInt(v, 10))
		case float64:
			s.rec = append(s.rec, strconv.FormatFloat(v, 'f', -1, 64))
		default:
			return fmt.Errorf("export: cell of type %T", c)
		}
	}
	return s.w.Write(s.rec)
}

func (s *csvSheet) Close() error {
	s.w.Flush()
	if err := s.w.Error(); err != nil {
		return err
	}
	return s.buf.Flush()
}

// xlsxSheet writes one sheet with excelize's stream writer, which keeps
// at most 16 MB of rows in memory and the rest in a temporary file; the
// workbook is zipped into w on Close. Text is written as inline string
// cells, which a spreadsheet never evaluates, so no quote is added.
type xlsxSheet struct {
	f   *excelize.File
	sw  *excelize.StreamWriter
	w   io.Writer
	row int
	buf []any
}

const xlsxSheetName = "Export"

func newXLSXSheet(w io.Writer) (*xlsxSheet, error) {
	f := excelize.NewFile()
	if err := f.SetSheetName("Sheet1", xlsxSheetName); err != nil {
		f.Close()
		return nil, err
	}
	sw, err := f.NewStreamWriter(xlsxSheetName)
	if err != nil {
		f.Close()
		return nil, err
	}
	return &xlsxSheet{f: f, sw: sw, w: w}, nil
}

// maxXLSXRows is a worksheet's limit (1,048,576 rows, the header one).
const maxXLSXRows = 1 << 20

func (s *xlsxSheet) Row(cells []any) error {
	if s.row >= maxXLSXRows {
		return errTooManyRows
	}
	s.row++
	s.buf = s.buf[:0]
	for _, c := range cells {
		switch v := c.(type) {
		case nil, int64, float64:
			s.buf = append(s.buf, v)
		case string:
			// excelize writes a Go string as an inline string cell, never
			// as a formula; a value is only a formula through
			// excelize.Cell{Formula: …}, which is never built here.
			s.buf = append(s.buf, v)
		default:
			return fmt.Errorf("export: cell of type %T", c)
		}
	}
	cell, err := excelize.CoordinatesToCellName(1, s.row)
	if err != nil {
		return err
	}
	return s.sw.SetRow(cell, s.buf)
}

func (s *xlsxSheet) Close() error {
	defer s.f.Close()
	if err := s.sw.Flush(); err != nil {
		return err
	}
	return s.f.Write(s.w)
}
