package bulkimport

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strings"

	"github.com/xuri/excelize/v2"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/unzip"
)

// rows reads a sheet a row at a time: a CSV straight from its reader, an
// XLSX through excelize's streaming Rows() over the first sheet. Next
// returns io.EOF after the last row.
type rows interface {
	Next() ([]string, error)
	Close() error
}

// xlsxOptions are excelize's own bounds, the same as the intake's
// (unzip.XLSX): all parts at most MaxTotal, and worksheets and shared
// strings over XLSXStreamFrom streamed from temporary files instead of
// held in memory. excelize's defaults (16 GB) bound nothing.
var xlsxOptions = excelize.Options{UnzipSizeLimit: int64(unzip.XLSX.MaxTotal), UnzipXMLSizeLimit: unzip.XLSXStreamFrom}

func openRows(r io.Reader, name string) (rows, error) {
	if strings.HasSuffix(strings.ToLower(name), ".xlsx") {
		// excelize holds the compressed workbook (bounded by the intake's
		// 20 MB) and streams the sheet's XML row by row. The intake
		// refused a bomb already; the stored file is checked again on
		// its directory before excelize reads any of it.
		b, err := io.ReadAll(io.LimitReader(r, intake.MaxSheet+1))
		if err != nil {
			return nil, err
		}
		if len(b) > intake.MaxSheet {
			return nil, errBadSheet
		}
		if _, err := unzip.NewReader(bytes.NewReader(b), int64(len(b)), unzip.XLSX); err != nil {
			return nil, errBadSheet
		}
		f, err := excelize.OpenReader(bytes.NewReader(b), xlsxOptions)
		if err != nil {
			return nil, errBadSheet
		}
		sheets := f.GetSheetList()
		if len(sheets) == 0 {
			f.Close()
			return nil, errBadSheet
		}
		it, err := f.Rows(sheets[0])
		if err != nil {
			f.Close()
			return nil, errBadSheet
		}
		return &xlsxRows{f: f, it: it}, nil
	}
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.ReuseRecord = true
	return &csvRows{r: cr}, nil
}

var errBadSheet = recruit.Errorf(recruit.EUNSUPPORTED, "This file could not be read as a CSV or XLSX sheet.")

type csvRows struct {
	r     *csv.Reader
	first bool
}

func (c *csvRows) Next() ([]string, error) {
	rec, err := c.r.Read()
	if errors.Is(err, io.EOF) {
		return nil, io.EOF
	}
	var perr *csv.ParseError
	if errors.As(err, &perr) {
		return nil, recruit.Errorf(recruit.EINVALID, "Line %d of the CSV could not be read: %v", perr.Line, perr.Err)
	} else if err != nil {
		return nil, err
	}
	if !c.first && len(rec) > 0 {
		// A UTF-8 byte order mark (Excel's "CSV UTF-8") is not part of
		// the first header.
		rec[0] = strings.TrimPrefix(rec[0], "\ufeff")
		c.first = true
	}
	return rec, nil
}

func (c *csvRows) Close() error { return nil }

type xlsxRows struct {
	f  *excelize.File
	it *excelize.Rows
}

func (x *xlsxRows) Next() ([]string, error) {
	if !x.it.Next() {
		if err := x.it.Error(); err != nil {
			return nil, errBadSheet
		}
		return nil, io.EOF
	}
	cols, err := x.it.Columns()
	if err != nil {
		return nil, errBadSheet
	}
	return cols, nil
}

func (x *xlsxRows) Close() error {
	x.it.Close()
	return x.f.Close()
}
