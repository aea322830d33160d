package screening

import (
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/xuri/excelize/v2"

	"hirekit/internal/recruit"
)

// MaxExportRows bounds one spreadsheet.
const MaxExportRows = 50_000

// ExportInput is POST screeno/download-xlsx: the chosen candidates, or
// none to export what the filter selects.
type ExportInput struct {
	ResumeIDs []int64
	Filter    Filter
}

// Export is a spreadsheet ready to be written.
type Export struct {
	// Filename is hirekit-screeno-MMDD-HHMMSS.xlsx (UTC).
	Filename   string
	candidates []Candidate
}

// Rows is how many candidates the spreadsheet holds.
func (x *Export) Rows() int { return len(x.candidates) }

// Candidates are the spreadsheet's rows, in order.
func (x *Export) Candidates() []Candidate { return x.candidates }

// DownloadXLSX prepares the spreadsheet of the chosen candidates, or of
// the current search when none are chosen. Nothing to export is 'Not
// enough data!'. Rows are read before anything is written, so the answer
// can still be an error.
func (s *Service) DownloadXLSX(ctx context.Context, in ExportInput) (*Export, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, err
	}
	ids := in.ResumeIDs
	if len(ids) > MaxExportRows {
		return nil, recruit.Errorf(recruit.EINVALID, "Please choose at most %d candidates", MaxExportRows)
	}
	if len(ids) == 0 {
		if ids, err = s.matchingIDs(ctx, companyID, in.Filter, MaxExportRows); err != nil {
			return nil, err
		}
	}
	rows, err := s.candidatesByID(ctx, companyID, slices.Compact(ids))
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errNoData
	}
	return &Export{Filename: "hirekit-screeno-" + s.now().Format("0102-150405") + ".xlsx", candidates: rows}, nil
}

// exportHeader names the columns.
var exportHeader = []any{"ID", "Name", "Email", "Phone number", "Job", "File", "Status", "Score", "Tags",
	"Graduation year", "Post-graduation year", "Links", "Error", "Uploaded at (UTC)"}

// WriteTo writes the spreadsheet with excelize's stream writer, which
// keeps rows on disk rather than building the sheet in memory.
func (x *Export) WriteTo(w io.Writer) (int64, error) {
	f := excelize.NewFile()
	defer f.Close()
	const sheet = "Candidates"
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return 0, err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return 0, err
	}
	if err := sw.SetColWidth(2, 3, 28); err != nil {
		return 0, err
	}
	if err := sw.SetRow("A1", exportHeader); err != nil {
		return 0, err
	}
	for i, c := range x.candidates {
		score := any(c.Score)
		if c.Status != StatusParsed {
			score = ""
		}
		links := c.Links()
		var parts []string
		for _, site := range slices.Sorted(maps.Keys(links)) {
			parts = append(parts, site+": "+links[site])
		}
		row := []any{c.ID, c.Name, c.Email, c.PhoneNumber, c.JobTitle, c.Filename, c.Status, score,
			strings.Join(c.Tags(), ", "), yearCell(c.GraduationYear), yearCell(c.PostGraduationYear), strings.Join(parts, "\n"),
			c.Error, c.CreatedAt.UTC().Format("2006-01-02 15:04:05")}
		cell, _ := excelize.CoordinatesToCellName(1, i+2)
		if err := sw.SetRow(cell, row); err != nil {
			return 0, err
		}
	}
	if err := sw.Flush(); err != nil {
		return 0, err
	}
	cw := &countingWriter{w: w}
	err = f.Write(cw)
	return cw.n, err
}

func yearCell(y *int) any {
	if y == nil {
		return ""
	}
	return *y
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	if err != nil {
		return n, fmt.Errorf("write spreadsheet: %w", err)
	}
	return n, nil
}
