package httpapi

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestAcceptsGzip(t *testing.T) {
	t.Parallel()
	for header, want := range map[string]bool{
		"gzip": true, "gzip, deflate, br": true, "br;q=1.0, gzip;q=0.8": true, "GZIP": true,
		"": false, "deflate": false, "gzip;q=0": false, "identity": false, "x-gzip": false,
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", header)
		if got := acceptsGzip(r); got != want {
			t.Errorf("Accept-Encoding %q: %v, want %v", header, got, want)
		}
	}
}

// TestAssetsAreGzipped: built scripts and styles go out compressed to
// clients that take gzip, as they are to others; images go as they are.
func TestAssetsAreGzipped(t *testing.T) {
	t.Parallel()
	js := []byte(strings.Repeat("console.log('hirekit');\n", 500))
	dist := fstest.MapFS{
		"index.html":           {Data: []byte("<!doctype html><title>x</title>")},
		"assets/app-1a2b.js":   {Data: js},
		"assets/logo-1a2b.png": {Data: []byte("\x89PNG\r\n\x1a\nnot really")},
	}
	h := spaHandler(dist, appCSP)
	get := func(path, encoding string) *http.Response {
		r := httptest.NewRequest("GET", path, nil)
		if encoding != "" {
			r.Header.Set("Accept-Encoding", encoding)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Result()
	}
	for range 2 { // the second answer comes from the cache
		resp := get("/assets/app-1a2b.js", "gzip, br")
		if resp.Header.Get("Content-Encoding") != "gzip" || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") ||
			!strings.Contains(resp.Header.Get("Cache-Control"), "immutable") || resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("headers %v", resp.Header)
		}
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(zr)
		if !bytes.Equal(got, js) {
			t.Fatalf("decompressed %d bytes, want the %d of the file", len(got), len(js))
		}
		if n, _ := io.ReadAll(get("/assets/app-1a2b.js", "gzip").Body); len(n) >= len(js)/5 {
			t.Errorf("compressed to %d of %d bytes", len(n), len(js))
		}
	}
	if resp := get("/assets/app-1a2b.js", ""); resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("gzip sent to a client that did not ask: %v", resp.Header)
	}
	if resp := get("/assets/logo-1a2b.png", "gzip"); resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("an image was gzipped: %v", resp.Header)
	}
	if resp := get("/assets/missing-1a2b.js", "gzip"); resp.StatusCode != 404 {
		t.Errorf("a missing asset: %d", resp.StatusCode)
	}
}
