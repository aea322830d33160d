package httpapi

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"

	"hirekit/internal/blob"
	"hirekit/internal/careers"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// careersEntry is the careers pages' own Vite entry in the web build.
const careersEntry = "src/careers/index.html"

// careersShell stands in for the careers entry when the binary carries no
// web build (go test, make build-go): the server-rendered page alone.
const careersShell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <!--seo-->
  </head>
  <body>
    <div id="root"><!--ssr--></div>
  </body>
</html>
`

// careersSite serves the careers host (DECISIONS.md): / leads to the main
// app, robots.txt and the sitemaps, the three page routes of the spec
// rendered on the server into the careers entry, and the API, assets,
// signed files and published images as on the main host.
type careersSite struct {
	s      *Server
	index  []byte
	assets http.Handler
	other  http.Handler
}

func (s *Server) careersSite(dist fs.FS, other http.Handler) http.Handler {
	site := &careersSite{s: s, index: []byte(careersShell), assets: spaHandler(dist, appCSP), other: other}
	if dist != nil {
		if b, err := fs.ReadFile(dist, careersEntry); err == nil {
			site.index = b
		}
	}
	return site
}

func (c *careersSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case strings.HasPrefix(p, "/api/") || p == "/healthz" || p == "/readyz":
		c.s.serveAPI(w, r)
		return
	case strings.HasPrefix(p, "/assets/"):
		c.assets.ServeHTTP(w, r)
		return
	case strings.HasPrefix(p, "/files/") || strings.HasPrefix(p, "/media/"):
		c.other.ServeHTTP(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	svc := c.s.deps.Careers
	ctx := r.Context()
	segs := strings.Split(strings.Trim(p, "/"), "/")
	switch {
	case p == "/":
		http.Redirect(w, r, svc.Site.BaseURL+"/", http.StatusFound)
	case p == "/robots.txt":
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		io.WriteString(w, svc.Robots())
	case p == "/sitemap.xml":
		c.xml(w, r)(svc.SitemapIndex(ctx))
	case len(segs) == 2 && segs[1] == "sitemap.xml":
		c.xml(w, r)(svc.CompanySitemap(ctx, segs[0]))
	case len(segs) == 1 && segs[0] != "favicon.ico":
		co, jobs, err := svc.Landing(ctx, segs[0])
		if err != nil {
			c.fail(w, r, err)
			return
		}
		out, err := svc.RenderLanding(co, jobs, false)
		c.page(w, r, out, err, map[string]any{"company": careersCompanyOut(co), "requisitions": careersJobsOut(co, jobs)})
	case len(segs) == 2 && segs[1] == "job-embed":
		co, jobs, err := svc.Landing(ctx, segs[0])
		if err != nil {
			c.fail(w, r, err)
			return
		}
		out, err := svc.RenderLanding(co, jobs, true)
		c.page(w, r, out, err, map[string]any{"company": careersCompanyOut(co), "requisitions": careersJobsOut(co, jobs)})
	case len(segs) == 3 && segs[2] == "apply":
		job, co, others, err := svc.JobPage(ctx, segs[0], segs[1])
		if err != nil {
			c.fail(w, r, err)
			return
		}
		out, err := svc.RenderJob(co, job, others)
		res := careersJobResult(co, job)
		c.page(w, r, out, err, map[string]any{"requisition": res.Requisition, "screening_questions": res.ScreeningQuestions,
			"company_details": res.CompanyDetails, "other_jobs": careersJobsOut(co, others)})
	default:
		c.page(w, r, svc.RenderNotFound(), nil, nil)
	}
}

// xml answers a sitemap.
func (c *careersSite) xml(w http.ResponseWriter, r *http.Request) func([]byte, error) {
	return func(b []byte, err error) {
		if err != nil {
			c.fail(w, r, err)
			return
		}
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=600")
		w.Write(b)
	}
}

// fail answers a page that could not be made: the not-found page for a
// company or job that does not exist, else the usual logged 500.
func (c *careersSite) fail(w http.ResponseWriter, r *http.Request, err error) {
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		c.page(w, r, c.s.deps.Careers.RenderNotFound(), nil, nil)
		return
	}
	writeError(w, r, c.s.log, err)
}

// page writes a rendered page into the careers entry: the head at the
// <!--seo--> comment with the page's data for React (JSON, which
// json.Marshal keeps free of "</script>"), the content at <!--ssr-->.
func (c *careersSite) page(w http.ResponseWriter, r *http.Request, out *careers.Rendered, err error, data any) {
	if err != nil {
		writeError(w, r, c.s.log, err)
		return
	}
	headHTML := out.Head
	if data != nil {
		raw, err := json.Marshal(data)
		if err != nil {
			writeError(w, r, c.s.log, err)
			return
		}
		headHTML += `<script type="application/json" id="careers-data">` + string(raw) + `</script>`
	}
	doc := bytes.Replace(c.index, []byte("<!--seo-->"), []byte(headHTML), 1)
	doc = bytes.Replace(doc, []byte("<!--ssr-->"), []byte(out.Body), 1)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Add("Vary", "Accept-Encoding")
	if acceptsGzip(r) {
		doc = gzipBytes(doc, gzip.BestSpeed)
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(doc)))
	ancestors := "'none'"
	if out.Frameable {
		// The embeddable job list goes in an iframe on the company's own
		// site, whatever it is (DECISIONS.md); every other page refuses.
		ancestors = "*"
		h.Del("X-Frame-Options")
	}
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self' "+out.StyleHash+"; img-src 'self' data:; "+
		"font-src 'self'; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors "+ancestors)
	w.WriteHeader(out.Status)
	if r.Method != http.MethodHead {
		w.Write(doc)
	}
}

// mediaHandler serves the published pictures of careers pages (logos,
// section and carousel images) and talenthub candidates' avatars to anyone, for a year: their keys are
// random and never reused, and the pages, Open Graph and JobPosting link
// them without a signature that would expire.
func mediaHandler(store blob.Store) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.PathValue("key")
		if store == nil || !(strings.HasPrefix(key, "careers/") || strings.HasPrefix(key, intake.HubAvatarPrefix+"/")) || !blob.ValidKey(key) {
			http.NotFound(w, r)
			return
		}
		rc, info, err := store.Open(r.Context(), key)
		if err == blob.ErrNotFound {
			http.NotFound(w, r)
			return
		} else if err != nil {
			http.Error(w, "Something went wrong", http.StatusInternalServerError)
			return
		}
		defer rc.Close()
		h := w.Header()
		h.Set("Content-Type", info.ContentType)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "sandbox; default-src 'none'")
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		// Any site may show the pictures (Open Graph previews, the
		// embedded job list), but not frame them as documents.
		h.Set("Cross-Origin-Resource-Policy", "cross-origin")
		if info.Size > 0 {
			h.Set("Content-Length", strconv.FormatInt(info.Size, 10))
		}
		if r.Method != http.MethodHead {
			io.Copy(w, rc)
		}
	})
}
