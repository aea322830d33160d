package httpapi

import (
	"compress/gzip"
	"context"
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"hirekit/internal/apiv1"
	"hirekit/internal/marketplace"
)

func (s *Server) hubVisibility(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubVisibilityResult, error) {
	v, err := s.deps.Hub.Visibility(ctx)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubVisibilityResult{Visibility: s.hubVisibilityOut(v)}, nil
}

func (s *Server) hubSaveVisibility(ctx context.Context, req *apiv1.HubVisibilityRequest) (*apiv1.HubVisibilityResult, error) {
	v, err := s.deps.Hub.SaveVisibility(ctx, marketplace.VisibilityChange{Listed: req.Listed, Sections: req.Sections})
	if err != nil {
		return nil, err
	}
	return &apiv1.HubVisibilityResult{Visibility: s.hubVisibilityOut(v)}, nil
}

func (s *Server) hubVisibilityOut(v *marketplace.VisibilitySettings) apiv1.HubVisibility {
	base := strings.TrimRight(s.deps.Hub.BaseURL, "/")
	out := apiv1.HubVisibility{Username: v.Username, Listed: v.Listed, Sections: map[string]bool{},
		ProfileURL: base + marketplace.ProfilePath(v.Username), EmbedURL: base + marketplace.EmbedPath(v.Username)}
	for _, sec := range marketplace.Sections {
		out.Sections[sec] = v.Sections.Public(sec)
	}
	out.EmbedSnippet = fmt.Sprintf(`<iframe src="%s" title="Talenthub profile of %s" width="400" height="320" style="border:0" loading="lazy"></iframe>`,
		html.EscapeString(out.EmbedURL), html.EscapeString(v.Username))
	return out
}

// hubProfilePage serves talenthub's server-rendered pages on the main
// host: /talenthub/{username} (one segment that is not one of
// talenthub's own words), /talenthub/embed/{username}, and their
// stylesheet and script. ok is false for every other path, which the web
// app shows.
func (s *Server) hubProfilePage(w http.ResponseWriter, r *http.Request) (ok bool) {
	if s.deps.Hub == nil || !strings.HasPrefix(r.URL.Path, "/talenthub/") {
		return false
	}
	segs := strings.Split(strings.TrimPrefix(r.URL.Path, "/talenthub/"), "/")
	var username string
	embed := false
	switch {
	case strings.HasPrefix(r.URL.Path, marketplace.StaticPrefix):
		body, ctype, found := marketplace.StaticAsset(r.URL.Path)
		if !found {
			http.NotFound(w, r)
			return true
		}
		if !getOrHead(w, r) {
			return true
		}
		h := w.Header()
		h.Set("Content-Type", ctype)
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) {
			body = gzippedStatic(r.URL.Path, body)
			h.Set("Content-Encoding", "gzip")
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return true
	case len(segs) == 1 && segs[0] != "" && !marketplace.Reserved(segs[0]):
		username = segs[0]
	case len(segs) == 2 && segs[0] == "embed" && segs[1] != "":
		username, embed = segs[1], true
	default:
		return false
	}
	if !getOrHead(w, r) {
		return true
	}
	page, err := s.deps.Hub.RenderProfilePage(r.Context(), username, embed)
	if err != nil {
		writeError(w, r, s.log, err)
		return true
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Add("Vary", "Accept-Encoding")
	ancestors := "'none'"
	if page.Frameable {
		// The card goes in an iframe on the candidate's own site, whatever
		// it is (docs/decisions.md); the full profile refuses framing.
		ancestors = "*"
		h.Del("X-Frame-Options")
	}
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; "+
		"frame-src 'self'; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors "+ancestors)
	if page.Status != http.StatusOK {
		h.Set("Cache-Control", "no-cache")
	} else {
		// A minute: a shared link is opened by many at once (a post, a
		// preview bot); a visibility change shows within that minute.
		h.Set("Cache-Control", "public, max-age=60")
		h.Set("ETag", page.ETag)
		if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatches(inm, page.ETag) {
			w.WriteHeader(http.StatusNotModified)
			return true
		}
	}
	doc := page.HTML
	if acceptsGzip(r) {
		doc = gzipBytes(doc, gzip.BestSpeed)
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(doc)))
	w.WriteHeader(page.Status)
	if r.Method != http.MethodHead {
		w.Write(doc)
	}
	return true
}

// gzipped holds the page's stylesheet and script compressed, once each:
// they never change while the binary runs.
var gzipped sync.Map

func gzippedStatic(path string, body []byte) []byte {
	if b, ok := gzipped.Load(path); ok {
		return b.([]byte)
	}
	b := gzipBytes(body, gzip.BestCompression)
	gzipped.Store(path, b)
	return b
}

func getOrHead(w http.ResponseWriter, r *http.Request) bool {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return true
	}
	w.Header().Set("Allow", "GET, HEAD")
	http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
	return false
}

func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == strings.TrimPrefix(etag, "W/") || t == "*" {
			return true
		}
	}
	return false
}
