package resume

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkFields measures the Go side of a parse alone: every corpus PDF
// is read by poppler once, then Fields runs over the documents. bench/resumes
// measures the whole parse against pdftotext; this one says where the Go
// part of it goes (go test -bench Fields -cpuprofile).
func BenchmarkFields(b *testing.B) {
	dir := os.Getenv("HIREKIT_CORPUS_DIR")
	if dir == "" {
		dir = "../../../shared/corpus/resumes"
	}
	pdfs, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	if len(pdfs) == 0 {
		b.Fatalf("no PDFs in %s", dir)
	}
	ex := NewExtractor()
	var docs []*Document
	for _, p := range pdfs {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		if doc, err := ex.Extract(context.Background(), data); err == nil {
			docs = append(docs, doc)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range docs {
			Fields(d)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(docs)), "µs/file")
}
