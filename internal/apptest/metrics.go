package apptest

import (
	"bufio"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// Scrape answers GET /metrics on h and returns each sample by its series
// as the text format writes it (`name{label="v",…}`, labels sorted).
func Scrape(t testing.TB, h http.Handler) map[string]float64 {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("GET /metrics = %d: %s", rec.Code, rec.Body.String())
	}
	return ParseMetrics(t, rec.Body)
}

// ParseMetrics reads the Prometheus text format.
func ParseMetrics(t testing.TB, r io.Reader) map[string]float64 {
	t.Helper()
	out := map[string]float64{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		if i < 0 {
			t.Fatalf("metrics line %q has no value", line)
		}
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			t.Fatalf("metrics line %q: %v", line, err)
		}
		out[line[:i]] = v
	}
	return out
}

// MetricNames are the metric names of a scrape (a histogram's _bucket,
// _sum and _count apart).
func MetricNames(samples map[string]float64) map[string]bool {
	names := map[string]bool{}
	for series := range samples {
		name, _, _ := strings.Cut(series, "{")
		names[name] = true
	}
	return names
}
