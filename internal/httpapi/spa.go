package httpapi

import (
	"bytes"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// spaHandler serves the built web app: files under /assets/ are immutable
// (their names carry a content hash) and a missing one is a 404, never
// index.html; any other path gets index.html, never cached, so the
// client-side router can show the page or its own 404.
func spaHandler(dist fs.FS, csp string) http.Handler {
	if dist == nil {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "Hirekit's web app is not built into this binary (build with `make build`).", http.StatusNotFound)
		})
	}
	index, _ := fs.ReadFile(dist, "index.html")
	files := http.FileServerFS(dist)
	gz := &gzipAssets{dist: dist}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		w.Header().Set("Content-Security-Policy", csp)
		if strings.HasPrefix(name, "assets/") {
			if _, err := fs.Stat(dist, name); err != nil {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			if !gz.serve(w, r, name) {
				files.ServeHTTP(w, r)
			}
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

// appCSP is the web app's policy: its own scripts only, no inline script,
// no plugins, no framing by others. Styles allow inline because MUI
// (emotion) writes its styles into <style> elements at run time; images
// allow data: and blob: for previews; frames the app's own /files.
const appCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
	"font-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// paymentsCSP widens appCSP for Razorpay Checkout when payments are
// configured: the Checkout script's origin may run scripts, be called
// and be framed (the fake's dialog calls it; Razorpay's own Checkout
// frames api.razorpay.com and reports to lumberjack.razorpay.com). The
// page injects the script only on /screeno/credits (DECISIONS.md:
// Payments), but the app is one document, so the policy is the app's.
func paymentsCSP(checkoutURL string) string {
	u, err := url.Parse(checkoutURL)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return appCSP
	}
	origin := u.Scheme + "://" + u.Host
	scripts, connect, frames := origin, origin, origin
	if u.Host == "checkout.razorpay.com" {
		connect += " https://api.razorpay.com https://lumberjack.razorpay.com"
		frames += " https://api.razorpay.com"
	}
	csp := strings.Replace(appCSP, "script-src 'self'", "script-src 'self' "+scripts, 1)
	csp = strings.Replace(csp, "connect-src 'self'", "connect-src 'self' "+connect, 1)
	return strings.Replace(csp, "frame-src 'self'", "frame-src 'self' "+frames, 1)
}

// securityHeaders wraps every answer with the headers that hold whatever
// the handler: no sniffing, no referrer to other origins (none at all from
// a page whose URL holds a secret), HSTS when the
// install is served over TLS, and a closed policy (no scripts, no framing)
// that pages and files replace with their own.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	hsts := strings.HasPrefix(s.deps.Config.BaseURL, "https://")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		if s.redact.secretURL(r.URL) {
			// A page opened from a mailed link sends its URL to nobody, not
			// even to this origin, where a proxy's log would keep it.
			h.Set("Referrer-Policy", "no-referrer")
		}
		h.Set("X-Frame-Options", "DENY")
		h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
		if hsts {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}
