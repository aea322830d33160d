package main

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"hirekit/internal/billing"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// benchXLSX times the spreadsheet of rows candidates (read by id, as a
// chosen selection is, then written) and, as the baseline, the same rows
// read the same way and written as CSV. Memory is the Go heap's peak
// (sampled every 5 ms) and the whole process's peak RSS (VmHWM, reset
// before each run; run -only xlsx so nothing else has grown the process).
func benchXLSX(ctx context.Context, db *sqldb.DB, rows int) error {
	s := &screening.Service{DB: db, Credits: &billing.Ledger{DB: db}}
	actx := actorCtx(ctx)
	ids := make([]int64, rows)
	for i := range ids {
		ids[i] = int64(i + 1)
	}
	measure := func(label string, run func() (int64, error)) error {
		runtime.GC()
		resetPeakRSS()
		before := rss()
		var peakHeap atomic.Uint64
		stop := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			var m runtime.MemStats
			for {
				runtime.ReadMemStats(&m)
				if m.HeapInuse > peakHeap.Load() {
					peakHeap.Store(m.HeapInuse)
				}
				select {
				case <-stop:
					return
				case <-time.After(5 * time.Millisecond):
				}
			}
		}()
		t0 := time.Now()
		size, err := run()
		took := time.Since(t0)
		close(stop)
		wg.Wait()
		if err != nil {
			return err
		}
		fmt.Printf("%s %s of %d rows: %s, %.2f MB written, peak Go heap %.1f MB, process peak RSS %.1f MB (%+.1f MB over its RSS before)\n",
			db.Engine, label, rows, took.Round(time.Millisecond), float64(size)/1e6, float64(peakHeap.Load())/1e6,
			float64(peakRSS())/1e6, float64(peakRSS()-before)/1e6)
		return nil
	}
	if err := measure("CSV (baseline)", func() (int64, error) {
		x, err := s.DownloadXLSX(actx, screening.ExportInput{ResumeIDs: ids})
		if err != nil {
			return 0, err
		}
		return writeCSV(io.Discard, x.Candidates())
	}); err != nil {
		return err
	}
	return measure("XLSX (target ≤ 2 s, ≤ 100 MB)", func() (int64, error) {
		x, err := s.DownloadXLSX(actx, screening.ExportInput{ResumeIDs: ids})
		if err != nil {
			return 0, err
		}
		return x.WriteTo(io.Discard)
	})
}

// writeCSV writes the spreadsheet's columns as CSV: the baseline.
func writeCSV(w io.Writer, rows []screening.Candidate) (int64, error) {
	cw := &counter{w: w}
	out := csv.NewWriter(cw)
	out.Write([]string{"ID", "Name", "Email", "Phone number", "Job", "File", "Status", "Score", "Tags", "Graduation year", "Links", "Error", "Uploaded at (UTC)"})
	for _, c := range rows {
		grad := ""
		if c.GraduationYear != nil {
			grad = strconv.Itoa(*c.GraduationYear)
		}
		out.Write([]string{strconv.FormatInt(c.ID, 10), c.Name, c.Email, c.PhoneNumber, c.JobTitle, c.Filename, c.Status,
			strconv.FormatFloat(c.Score, 'f', -1, 64), strings.Join(c.Tags(), ", "), grad, c.LinksJSON, c.Error,
			c.CreatedAt.UTC().Format("2006-01-02 15:04:05")})
	}
	out.Flush()
	return cw.n, out.Error()
}

type counter struct {
	w io.Writer
	n int64
}

func (c *counter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// status reads a field of /proc/self/status in bytes.
func status(field string) int64 {
	raw, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb * 1024
		}
	}
	return 0
}

func rss() int64     { return status("VmRSS") }
func peakRSS() int64 { return status("VmHWM") }

// resetPeakRSS makes VmHWM start again from the current RSS (Linux: 5 to
// clear_refs).
func resetPeakRSS() { os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }
