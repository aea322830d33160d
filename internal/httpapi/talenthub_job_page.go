package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"hirekit/internal/marketplace"
)

// appShell stands in for the web app's index.html when the binary
// carries no web build (go test, make build-go): a board job's page is
// then the server's rendering alone, as careersShell is for careers.
const appShell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <!--seo-->
  </head>
  <body>
    <div id="root"><!--ssr--><!--/ssr--></div>
  </body>
</html>
`

// appIndex is the web app's index.html as spaHandler serves it, or the
// shell without a web build.
func appIndex(dist fs.FS) []byte {
	if dist != nil {
		if b, err := fs.ReadFile(dist, "index.html"); err == nil {
			return b
		}
	}
	return []byte(appShell)
}

// defaultRobots is the main host's robots.txt when the web build has none.
const defaultRobots = "User-agent: *\nDisallow: /api/\n"

var (
	indexTitle       = regexp.MustCompile(`(?is)<title>.*?</title>\s*`)
	indexDescription = regexp.MustCompile(`(?i)<meta\s+name="description"[^>]*>\s*`)
)

// withPage writes a page's head and content into the app's index.html:
// the head replaces the app's own title and description at <!--seo-->,
// the content replaces the loading mark between <!--ssr--> and
// <!--/ssr--> in #root (React's first render replaces it in turn). With
// no content (a job not found) the loading mark stays.
func withPage(index []byte, head, body string) []byte {
	doc := indexTitle.ReplaceAll(index, nil)
	doc = indexDescription.ReplaceAll(doc, nil)
	if bytes.Contains(doc, []byte("<!--seo-->")) {
		doc = bytes.Replace(doc, []byte("<!--seo-->"), []byte(head), 1)
	} else {
		doc = bytes.Replace(doc, []byte("</head>"), []byte(head+"</head>"), 1)
	}
	if body == "" {
		return doc
	}
	if i, j := bytes.Index(doc, []byte("<!--ssr-->")), bytes.Index(doc, []byte("<!--/ssr-->")); i >= 0 && j > i {
		return append(append(doc[:i:i], body...), doc[j+len("<!--/ssr-->"):]...)
	}
	if i := bytes.Index(doc, []byte(`<div id="root">`)); i >= 0 {
		i += len(`<div id="root">`)
		return append(append(doc[:i:i], body...), doc[i:]...)
	}
	return bytes.Replace(doc, []byte("</body>"), []byte(body+"</body>"), 1)
}

// hubJobPage serves what the main host writes itself for the jobs board:
// a board job's page /talenthub/{company}/jobs/{job} (the web app's
// index.html with the job in it), the board's sitemap and robots.txt
// pointing at it. ok is false for every other path. It runs before
// hubProfilePage, whose one-segment paths would take sitemap.xml for a
// username.
func (s *Server) hubJobPage(w http.ResponseWriter, r *http.Request) (ok bool) {
	if s.deps.Hub == nil {
		return false
	}
	p := r.URL.Path
	if p == "/robots.txt" {
		if getOrHead(w, r) {
			s.hubRobots(w, r)
		}
		return true
	}
	if !strings.HasPrefix(p, "/talenthub/") {
		return false
	}
	if p == marketplace.BoardSitemapPath {
		if getOrHead(w, r) {
			s.hubSitemap(w, r)
		}
		return true
	}
	segs := strings.Split(strings.TrimPrefix(p, "/talenthub/"), "/")
	if len(segs) != 3 || segs[1] != "jobs" || segs[0] == "" || segs[2] == "" {
		return false
	}
	if !getOrHead(w, r) {
		return true
	}
	var parts *marketplace.JobPageParts
	var err error
	if pageSlug(segs[0]) && pageSlug(segs[2]) {
		parts, err = s.deps.Hub.RenderBoardJobPage(r.Context(), segs[0], segs[2])
	} else {
		// No job has such a slug: not worth a query (and NUL would upset
		// PostgreSQL).
		parts, err = s.deps.Hub.RenderBoardJobPage(r.Context(), "", "")
	}
	if err != nil {
		writeError(w, r, s.log, err)
		return true
	}
	doc := withPage(s.index, parts.Head, parts.Body)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", appCSP)
	h.Add("Vary", "Accept-Encoding")
	if parts.Status != http.StatusOK {
		h.Set("Cache-Control", "no-cache")
	} else {
		// A minute, as a public profile: the page is the same for every
		// visitor (React asks the API for what is the viewer's own).
		sum := sha256.Sum256(doc)
		etag := `W/"` + hex.EncodeToString(sum[:12]) + `"`
		h.Set("Cache-Control", "public, max-age=60")
		h.Set("ETag", etag)
		if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatches(inm, etag) {
			w.WriteHeader(http.StatusNotModified)
			return true
		}
	}
	if acceptsGzip(r) {
		doc = gzipBytes(doc, gzip.BestSpeed)
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(doc)))
	w.WriteHeader(parts.Status)
	if r.Method != http.MethodHead {
		w.Write(doc)
	}
	return true
}

// pageSlug is a path segment that could be a company's or a job's slug.
func pageSlug(seg string) bool {
	if len(seg) > 200 || !utf8.ValidString(seg) {
		return false
	}
	for _, c := range seg {
		if c < 0x20 || c == 0x7f {
			return false
		}
	}
	return true
}

func (s *Server) hubSitemap(w http.ResponseWriter, r *http.Request) {
	b, err := s.deps.Hub.BoardSitemap(r.Context())
	if err != nil {
		writeError(w, r, s.log, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/xml; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=600")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	if r.Method != http.MethodHead {
		w.Write(b)
	}
}

// hubRobots is the web build's robots.txt (the same rules) with the
// board's sitemap, which must be named by an absolute URL and so cannot
// be in the static file.
func (s *Server) hubRobots(w http.ResponseWriter, r *http.Request) {
	body := []byte(defaultRobots)
	if s.deps.SPA != nil {
		if b, err := fs.ReadFile(s.deps.SPA, "robots.txt"); err == nil {
			body = b
		}
	}
	out := strings.TrimRight(string(body), "\n") + "\n\nSitemap: " + strings.TrimRight(s.deps.Hub.BaseURL, "/") + marketplace.BoardSitemapPath + "\n"
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=3600")
	h.Set("Content-Length", strconv.Itoa(len(out)))
	if r.Method != http.MethodHead {
		w.Write([]byte(out))
	}
}
