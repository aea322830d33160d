package blob

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// Signer makes and checks short-lived file URLs:
// /files/{key}?exp=<epoch seconds>&sig=<HMAC-SHA256 of key and exp>.
type Signer struct {
	Key []byte
	Now func() time.Time
}

func (s *Signer) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Signer) sign(key string, exp int64) string {
	m := hmac.New(sha256.New, s.Key)
	fmt.Fprintf(m, "%s\n%d", key, exp)
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// URL returns the path and query that serve key for ttl.
func (s *Signer) URL(key string, ttl time.Duration) string {
	exp := s.now().Add(ttl).Unix()
	return "/files/" + key + "?exp=" + strconv.FormatInt(exp, 10) + "&sig=" + s.sign(key, exp)
}

// Verify reports whether exp and sig are a valid, unexpired signature of key.
func (s *Signer) Verify(key string, q url.Values) bool {
	exp, err := strconv.ParseInt(q.Get("exp"), 10, 64)
	if err != nil || s.now().Unix() > exp {
		return false
	}
	return hmac.Equal([]byte(q.Get("sig")), []byte(s.sign(key, exp)))
}

// Handler serves GET /files/{key...} for signed URLs. The headers keep a
// served file inert: shown inline, never sniffed into HTML, and sandboxed
// so a crafted upload cannot run script on our origin.
func Handler(store Store, signer *Signer) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.PathValue("key")
		if !ValidKey(key) || !signer.Verify(key, r.URL.Query()) {
			http.Error(w, "This link has expired or is not valid.", http.StatusForbidden)
			return
		}
		rc, info, err := store.Open(r.Context(), key)
		if err == ErrNotFound {
			http.NotFound(w, r)
			return
		} else if err != nil {
			http.Error(w, "Something went wrong", http.StatusInternalServerError)
			return
		}
		defer rc.Close()
		h := w.Header()
		h.Set("Content-Type", info.ContentType)
		h.Set("Content-Disposition", "inline")
		h.Set("X-Content-Type-Options", "nosniff")
		// Sandboxed, and framed only by the app itself (the resume viewer).
		h.Set("Content-Security-Policy", "sandbox; frame-ancestors 'self'")
		h.Set("X-Frame-Options", "SAMEORIGIN")
		h.Set("Cache-Control", "private, max-age=300")
		if info.Size > 0 {
			h.Set("Content-Length", strconv.FormatInt(info.Size, 10))
		}
		if r.Method == http.MethodHead {
			return
		}
		io.Copy(w, rc)
	})
}
