package httpapi

import (
	"bytes"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// spaHandler serves the built web app: files under /assets/ are immutable
// (their names carry a content hash) and a missing one is a 404, never
// index.html; any other path gets index.html, never cached, so the
// client-side router can show the page or its own 404.
func spaHandler(dist fs.FS) http.Handler {
	if dist == nil {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "Hirekit's web app is not built into this binary (build with `make build`).", http.StatusNotFound)
		})
	}
	index, _ := fs.ReadFile(dist, "index.html")
	files := http.FileServerFS(dist)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		securityHeaders(w.Header())
		if strings.HasPrefix(name, "assets/") {
			if _, err := fs.Stat(dist, name); err != nil {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			files.ServeHTTP(w, r)
			return
		}
		if name != "" && name != "index.html" && path.Ext(name) != "" {
			if st, err := fs.Stat(dist, name); err == nil && !st.IsDir() {
				w.Header().Set("Cache-Control", "public, max-age=3600")
				files.ServeHTTP(w, r)
				return
			}
		}
		if index == nil {
			http.Error(w, "index.html missing from the web build", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(bytes.Replace(index, []byte("<!--seo-->"), nil, 1))
	})
}

// securityHeaders are sent with every page of the app: no framing (only
// the careers job-embed page will allow it), no sniffing.
func securityHeaders(h http.Header) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
}
