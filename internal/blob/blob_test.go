package blob_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"hirekit/internal/blob"
)

// TestSignedURLs serves files through our own signed URL from either
// store: the handler streams from the Store, so S3 needs no presigning.
func TestSignedURLs(t *testing.T) { eachStore(t, testSignedURLs) }

func testSignedURLs(t *testing.T, store blob.Store) {
	ctx := context.Background()
	store.Put(ctx, "logos/acme.png", strings.NewReader("png-bytes"), "image/png")
	now := time.Unix(1_800_000_000, 0)
	signer := &blob.Signer{Key: []byte("k"), Now: func() time.Time { return now }}
	mux := http.NewServeMux()
	mux.Handle("GET /files/{key...}", blob.Handler(store, signer))

	get := func(target string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		return rec
	}
	good := signer.URL("logos/acme.png", 5*time.Minute)
	t.Run("OK", func(t *testing.T) {
		rec := get(good)
		if rec.Code != 200 || rec.Body.String() != "png-bytes" {
			t.Fatalf("got %d %q", rec.Code, rec.Body.String())
		}
		want := map[string]string{
			"Content-Type":            "image/png",
			"Content-Disposition":     "inline",
			"X-Content-Type-Options":  "nosniff",
			"Content-Security-Policy": "sandbox; frame-ancestors 'self'",
		}
		for k, v := range want {
			if got := rec.Header().Get(k); got != v {
				t.Errorf("%s = %q, want %q", k, got, v)
			}
		}
	})
	t.Run("ErrTamperedSignature", func(t *testing.T) {
		if rec := get(good[:len(good)-2] + "xx"); rec.Code != 403 {
			t.Errorf("status = %d, want 403", rec.Code)
		}
	})
	t.Run("ErrOtherKey", func(t *testing.T) {
		if rec := get(strings.Replace(good, "acme", "acne", 1)); rec.Code != 403 {
			t.Errorf("status = %d, want 403", rec.Code)
		}
	})
	t.Run("ErrExpired", func(t *testing.T) {
		now = now.Add(6 * time.Minute)
		defer func() { now = now.Add(-6 * time.Minute) }()
		if rec := get(good); rec.Code != 403 {
			t.Errorf("status = %d, want 403", rec.Code)
		}
	})
	t.Run("ErrMissingFile", func(t *testing.T) {
		if rec := get(signer.URL("logos/none.png", time.Minute)); rec.Code != 404 {
			t.Errorf("status = %d, want 404", rec.Code)
		}
	})
}

// TestMetadataCannotBeOverwritten is the review's note on blob metadata:
// it lived at key+".meta", so a blob whose key ends in .meta replaced
// another blob's content type.
func TestMetadataCannotBeOverwritten(t *testing.T) { eachStore(t, testMetadataCannotBeOverwritten) }

func testMetadataCannotBeOverwritten(t *testing.T, s blob.Store) {
	ctx := context.Background()
	if _, err := s.Put(ctx, "resumes/1/cv.pdf", strings.NewReader("%PDF-1.4"), "application/pdf"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Put(ctx, "resumes/1/cv.pdf.meta", strings.NewReader(`{"content_type":"text/html"}`), "text/plain"); err != nil {
		t.Fatal(err)
	}
	rc, info, err := s.Open(ctx, "resumes/1/cv.pdf")
	if err != nil {
		t.Fatal(err)
	}
	rc.Close()
	if info.ContentType != "application/pdf" {
		t.Errorf("content type %q, want application/pdf", info.ContentType)
	}
}
