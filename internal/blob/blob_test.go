package blob_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"hirekit/internal/blob"
)

func TestLocal(t *testing.T) {
	ctx := context.Background()
	store, err := blob.Open("file://" + t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	n, err := store.Put(ctx, "resumes/1/cv.pdf", strings.NewReader("%PDF-1.4 hello"), "application/pdf")
	if err != nil || n != 14 {
		t.Fatalf("Put = %d, %v; want 14, nil", n, err)
	}
	rc, info, err := store.Open(ctx, "resumes/1/cv.pdf")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(rc)
	rc.Close()
	if string(body) != "%PDF-1.4 hello" || info.ContentType != "application/pdf" || info.Size != 14 {
		t.Errorf("got %q %+v", body, info)
	}
	if err := store.Delete(ctx, "resumes/1/cv.pdf"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := store.Open(ctx, "resumes/1/cv.pdf"); err != blob.ErrNotFound {
		t.Errorf("Open after Delete = %v, want ErrNotFound", err)
	}
	for _, bad := range []string{"../etc/passwd", "/abs", "a/../../b", "UPPER", "", "a//b"} {
		if _, err := store.Put(ctx, bad, strings.NewReader("x"), "text/plain"); err == nil {
			t.Errorf("Put(%q) = nil error, want invalid key", bad)
		}
	}
}

func TestSignedURLs(t *testing.T) {
	ctx := context.Background()
	store, _ := blob.NewLocal(t.TempDir())
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
func TestMetadataCannotBeOverwritten(t *testing.T) {
	ctx := context.Background()
	s, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
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
