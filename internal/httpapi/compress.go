package httpapi

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
)

// Text the web app sends (scripts, styles, pages) shrinks to about a
// third with gzip; on a phone's connection that is most of a page's load
// time (Lighthouse measures the careers pages at simulated slow 4G).

// acceptsGzip reports whether the client takes gzip ("gzip" listed in
// Accept-Encoding without q=0).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

// compressible names files worth compressing (images are compressed
// already).
func compressible(name string) bool {
	switch path.Ext(name) {
	case ".js", ".css", ".html", ".json", ".svg", ".txt", ".xml", ".map":
		return true
	}
	return false
}

// gzipAssets keeps the compressed form of each built file, made once:
// the files are embedded and never change while the process runs.
type gzipAssets struct {
	dist  fs.FS
	cache sync.Map // name → []byte
}

// serve writes the compressed file when the client takes gzip and the
// file is text; ok is false when the caller should serve it as is.
func (g *gzipAssets) serve(w http.ResponseWriter, r *http.Request, name string) (ok bool) {
	if !compressible(name) {
		return false
	}
	// Caches must keep both forms apart, whichever this client gets.
	w.Header().Add("Vary", "Accept-Encoding")
	if !acceptsGzip(r) || r.Header.Get("Range") != "" {
		return false
	}
	var gz []byte
	if v, hit := g.cache.Load(name); hit {
		gz = v.([]byte)
	} else {
		raw, err := fs.ReadFile(g.dist, name)
		if err != nil {
			return false
		}
		gz = gzipBytes(raw, gzip.BestCompression)
		g.cache.Store(name, gz)
	}
	h := w.Header()
	h.Set("Content-Type", mime.TypeByExtension(path.Ext(name)))
	h.Set("Content-Encoding", "gzip")
	h.Set("Content-Length", strconv.Itoa(len(gz)))
	if r.Method != http.MethodHead {
		w.Write(gz)
	}
	return true
}

var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return zw
}}

// gzipBytes compresses b; level BestSpeed uses pooled writers (pages made
// per request), others a new writer (files compressed once).
func gzipBytes(b []byte, level int) []byte {
	var out bytes.Buffer
	var zw *gzip.Writer
	if level == gzip.BestSpeed {
		zw = gzipWriters.Get().(*gzip.Writer)
		defer gzipWriters.Put(zw)
		zw.Reset(&out)
	} else {
		zw, _ = gzip.NewWriterLevel(&out, level)
	}
	zw.Write(b)
	zw.Close()
	return out.Bytes()
}
