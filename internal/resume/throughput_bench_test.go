package resume

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// The benchmarks below split a PDF parse into its parts over a fixed set of
// corpus files, so a change can be compared with benchstat (go test -bench
// 'PDF|Pdftotext' -count 10) rather than by bench/resumes' whole-run ratio,
// which the other work on a shared machine makes noisy. Each reports
// ms/file.

// benchPDFs reads every corpus PDF (HIREKIT_CORPUS_DIR, or the shared
// corpus beside the repository).
func benchPDFs(b *testing.B) (paths []string, data [][]byte) {
	b.Helper()
	dir := os.Getenv("HIREKIT_CORPUS_DIR")
	if dir == "" {
		dir = "../../../shared/corpus/resumes"
	}
	paths, _ = filepath.Glob(filepath.Join(dir, "*.pdf"))
	if len(paths) == 0 {
		b.Fatalf("no PDFs in %s", dir)
	}
	for _, p := range paths {
		d, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		data = append(data, d)
	}
	return paths, data
}

func reportPerFile(b *testing.B, files int) {
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N*files), "ms/file")
}

// BenchmarkParsePDF is the whole parse of bench/resumes (ParseFile).
func BenchmarkParsePDF(b *testing.B) {
	paths, _ := benchPDFs(b)
	ex := NewExtractor()
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range paths {
			ex.ParseFile(ctx, p)
		}
	}
	reportPerFile(b, len(paths))
}

// BenchmarkPdftotext is bench/resumes' baseline: pdftotext alone.
func BenchmarkPdftotext(b *testing.B) {
	paths, _ := benchPDFs(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range paths {
			cmd := exec.Command("pdftotext", p, "-")
			cmd.Stdout = io.Discard
			if err := cmd.Run(); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportPerFile(b, len(paths))
}

// BenchmarkPdftohtmlPlain runs the parser's pdftohtml command with a plain
// exec (no sandbox) and keeps its output.
func BenchmarkPdftohtmlPlain(b *testing.B) {
	paths, _ := benchPDFs(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range paths {
			cmd := exec.Command("pdftohtml", "-xml", "-i", "-stdout", "-q", "-nodrm", "-l", strconv.Itoa(MaxPages+1), p)
			if _, err := cmd.Output(); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportPerFile(b, len(paths))
}

// BenchmarkPdftohtmlSandboxed runs the same command through the sandbox.
func BenchmarkPdftohtmlSandboxed(b *testing.B) {
	_, data := benchPDFs(b)
	ex := NewExtractor()
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range data {
			if _, err := ex.sb.run(ctx, "pdftohtml", []string{"-xml", "-i", "-stdout", "-q", "-nodrm", "-l", strconv.Itoa(MaxPages + 1), "in"}, d); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportPerFile(b, len(data))
}

// BenchmarkExtractPDF is the reading of a PDF into lines (Extract) without
// the fields.
func BenchmarkExtractPDF(b *testing.B) {
	_, data := benchPDFs(b)
	ex := NewExtractor()
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range data {
			ex.Extract(ctx, d)
		}
	}
	reportPerFile(b, len(data))
}

// BenchmarkDecodePDFXML is the Go side of Extract alone: pdftohtml's
// output, read once beforehand, decoded and laid out into lines.
func BenchmarkDecodePDFXML(b *testing.B) {
	_, data := benchPDFs(b)
	ex := NewExtractor()
	var outs [][]byte
	for _, d := range data {
		out, err := ex.sb.run(context.Background(), "pdftohtml", []string{"-xml", "-i", "-stdout", "-q", "-nodrm", "-l", strconv.Itoa(MaxPages + 1), "in"}, d)
		if err != nil {
			b.Fatal(err)
		}
		outs = append(outs, out)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, out := range outs {
			frags, pages, _, _ := parsePDFXML(out)
			doc := &Document{Pages: pages, Lines: layoutLines(frags, pages)}
			normalizeDocument(doc)
		}
	}
	reportPerFile(b, len(outs))
}
