package blob_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"hirekit/internal/apptest/fakes3"
	"hirekit/internal/blob"
)

// stores are the stores every contract test runs on: the local folder
// and an S3 bucket (a fake S3 server over HTTP, reached by minio-go).
func stores(t *testing.T) map[string]func(t *testing.T) blob.Store {
	return map[string]func(t *testing.T) blob.Store{
		"local": func(t *testing.T) blob.Store {
			s, err := blob.Open("file://" + t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
		"s3": func(t *testing.T) blob.Store {
			srv := fakes3.Start(t)
			s, err := blob.OpenEnv(srv.BlobURL(fakes3.Bucket, "tenant/files"), fakes3.Env)
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
	}
}

func eachStore(t *testing.T, test func(t *testing.T, s blob.Store)) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) { test(t, open(t)) })
	}
}

func read(t *testing.T, s blob.Store, key string) (string, blob.Info) {
	t.Helper()
	rc, info, err := s.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("Open(%s): %v", key, err)
	}
	defer rc.Close()
	body, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return string(body), info
}

func TestStoreContract(t *testing.T) {
	ctx := context.Background()
	eachStore(t, func(t *testing.T, store blob.Store) {
		n, err := store.Put(ctx, "resumes/1/cv.pdf", strings.NewReader("%PDF-1.4 hello"), "application/pdf")
		if err != nil || n != 14 {
			t.Fatalf("Put = %d, %v; want 14, nil", n, err)
		}
		body, info := read(t, store, "resumes/1/cv.pdf")
		if body != "%PDF-1.4 hello" || info.ContentType != "application/pdf" || info.Size != 14 {
			t.Errorf("got %q %+v", body, info)
		}
		if info.Created.IsZero() {
			t.Errorf("Created is zero")
		}

		// Put replaces.
		if _, err := store.Put(ctx, "resumes/1/cv.pdf", strings.NewReader("%PDF-1.7"), "application/pdf"); err != nil {
			t.Fatal(err)
		}
		if body, info := read(t, store, "resumes/1/cv.pdf"); body != "%PDF-1.7" || info.Size != 8 {
			t.Errorf("after replace: %q %+v", body, info)
		}

		// No content type reads back as a download.
		if _, err := store.Put(ctx, "misc/raw", strings.NewReader(""), ""); err != nil {
			t.Fatal(err)
		}
		if body, info := read(t, store, "misc/raw"); body != "" || info.Size != 0 || info.ContentType != "application/octet-stream" {
			t.Errorf("empty blob: %q %+v", body, info)
		}

		if err := store.Delete(ctx, "resumes/1/cv.pdf"); err != nil {
			t.Fatal(err)
		}
		if _, _, err := store.Open(ctx, "resumes/1/cv.pdf"); err != blob.ErrNotFound {
			t.Errorf("Open after Delete = %v, want ErrNotFound", err)
		}
		if _, _, err := store.Open(ctx, "never/was"); err != blob.ErrNotFound {
			t.Errorf("Open(missing) = %v, want ErrNotFound", err)
		}
		if err := store.Delete(ctx, "never/was"); err != nil {
			t.Errorf("Delete(missing) = %v, want nil", err)
		}
		for _, bad := range []string{"../etc/passwd", "/abs", "a/../../b", "UPPER", "", "a//b", ".meta/x", "a/", strings.Repeat("a", 513)} {
			if _, err := store.Put(ctx, bad, strings.NewReader("x"), "text/plain"); err == nil {
				t.Errorf("Put(%q) = nil error, want invalid key", bad)
			}
			if _, _, err := store.Open(ctx, bad); err != blob.ErrNotFound {
				t.Errorf("Open(%q) = %v, want ErrNotFound", bad, err)
			}
			if err := store.Delete(ctx, bad); err == nil {
				t.Errorf("Delete(%q) = nil error, want invalid key", bad)
			}
		}
	})
}

func TestStoreList(t *testing.T) {
	ctx := context.Background()
	eachStore(t, func(t *testing.T, store blob.Store) {
		want := []string{"a/1.pdf", "a/1.pdf.meta", "b/c/d.png", "e"}
		for _, k := range want {
			if _, err := store.Put(ctx, k, strings.NewReader(k), "text/plain"); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		if err := store.(blob.Lister).List(ctx, func(k string) error { got = append(got, k); return nil }); err != nil {
			t.Fatal(err)
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("List = %q, want %q", got, want)
		}
		stop := errors.New("stop")
		calls := 0
		err := store.(blob.Lister).List(ctx, func(string) error { calls++; return stop })
		if err != stop || calls != 1 {
			t.Errorf("List stopping = %v after %d calls, want stop after 1", err, calls)
		}
	})
}

// TestStoreLargeObject streams 40 MiB from a generator (never held in
// memory by the test) and checks it back by sha256: on S3 this is a
// multipart upload of three 16 MiB parts.
func TestStoreLargeObject(t *testing.T) {
	const size = 40 << 20
	ctx := context.Background()
	eachStore(t, func(t *testing.T, store blob.Store) {
		h := sha256.New()
		src := io.TeeReader(io.LimitReader(rand.NewChaCha8([32]byte{7}), size), h)
		n, err := store.Put(ctx, "exports/big.csv", src, "text/csv")
		if err != nil || n != size {
			t.Fatalf("Put = %d, %v; want %d", n, err, size)
		}
		want := h.Sum(nil)
		rc, info, err := store.Open(ctx, "exports/big.csv")
		if err != nil {
			t.Fatal(err)
		}
		defer rc.Close()
		h.Reset()
		if m, err := io.Copy(h, rc); err != nil || m != size {
			t.Fatalf("read back %d, %v", m, err)
		}
		if string(h.Sum(nil)) != string(want) || info.Size != size || info.ContentType != "text/csv" {
			t.Errorf("read back differs: size %d, type %q", info.Size, info.ContentType)
		}
	})
}

// TestS3Errors: a bad setup is an error from the store, never a panic and
// never ErrNotFound (which would show users "no such file" and hide it).
func TestS3Errors(t *testing.T) {
	ctx := context.Background()
	srv := fakes3.Start(t)
	wrongKey := func(k string) string {
		if k == "AWS_ACCESS_KEY_ID" {
			return "someone-else"
		}
		return fakes3.Env(k)
	}
	cases := map[string]struct {
		url    string
		getenv func(string) string
	}{
		"WrongCredentials": {srv.BlobURL(fakes3.Bucket, ""), wrongKey},
		"MissingBucket":    {srv.BlobURL("no-such-bucket", ""), fakes3.Env},
		"ServerDown":       {"s3://hirekit?endpoint=http://127.0.0.1:1", fakes3.Env},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			store, err := blob.OpenEnv(c.url, c.getenv)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := store.Put(ctx, "a/b", strings.NewReader("x"), "text/plain"); err == nil {
				t.Error("Put succeeded")
			}
			if _, _, err := store.Open(ctx, "a/b"); err == nil || err == blob.ErrNotFound {
				t.Errorf("Open = %v, want an error other than ErrNotFound", err)
			}
			if err := store.(blob.Lister).List(ctx, func(string) error { return nil }); err == nil {
				t.Error("List succeeded")
			}
		})
	}
}

func TestOpenS3URLs(t *testing.T) {
	for _, bad := range []string{
		"s3:///prefix",                                   // no bucket
		"s3://b/a/../../x",                               // climbing prefix
		"s3://b/a//x",                                    // empty segment
		"s3://b?endpoint=ftp://example.com",              // not http(s)
		"s3://b?endpoint=https://example.com/bucket",     // a path minio-go would drop
		"s3://b?endpoint=https://key:secret@example.com", // keys belong in AWS_*
	} {
		if _, err := blob.OpenEnv(bad, fakes3.Env); err == nil {
			t.Errorf("OpenEnv(%q) = nil error", bad)
		}
	}
	for _, good := range []string{
		"s3://bucket",
		"s3://bucket/prefix/deeper?region=eu-west-1",
		"s3://bucket?endpoint=minio.internal:9000",
		"s3://bucket?endpoint=https://acct.r2.cloudflarestorage.com&region=auto",
	} {
		if _, err := blob.OpenEnv(good, fakes3.Env); err != nil {
			t.Errorf("OpenEnv(%q) = %v", good, err)
		}
	}
}

// TestS3Prefix: keys live under the prefix, so two stores on one bucket
// with different prefixes do not see each other's files.
func TestS3Prefix(t *testing.T) {
	ctx := context.Background()
	srv := fakes3.Start(t)
	a, _ := blob.OpenEnv(srv.BlobURL(fakes3.Bucket, "one"), fakes3.Env)
	b, _ := blob.OpenEnv(srv.BlobURL(fakes3.Bucket, "two"), fakes3.Env)
	root, _ := blob.OpenEnv(srv.BlobURL(fakes3.Bucket, ""), fakes3.Env)
	if _, err := a.Put(ctx, "x/y", strings.NewReader("1"), "text/plain"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := b.Open(ctx, "x/y"); err != blob.ErrNotFound {
		t.Errorf("other prefix Open = %v, want ErrNotFound", err)
	}
	if body, _ := read(t, root, "one/x/y"); body != "1" {
		t.Errorf("object under the prefix = %q", body)
	}
}

// TestS3PutsInParts: a small file goes up in one request; a file past
// the read-ahead goes in 16 MiB parts (the memory bound), here 16 + 5 MiB.
func TestS3PutsInParts(t *testing.T) {
	ctx := context.Background()
	srv := fakes3.Start(t)
	store, _ := blob.OpenEnv(srv.BlobURL(fakes3.Bucket, ""), fakes3.Env)
	if _, err := store.Put(ctx, "small", strings.NewReader("tiny"), "text/plain"); err != nil {
		t.Fatal(err)
	}
	if p := srv.Parts(); p != 0 {
		t.Errorf("small file sent in %d parts, want one PUT", p)
	}
	const size = 21 << 20
	h := sha256.New()
	n, err := store.Put(ctx, "large", io.TeeReader(io.LimitReader(rand.NewChaCha8([32]byte{9}), size), h), "")
	if err != nil || n != size {
		t.Fatalf("Put = %d, %v", n, err)
	}
	if p := srv.Parts(); p != 2 {
		t.Errorf("21 MiB sent in %d parts, want 2", p)
	}
	rc, _, err := store.Open(ctx, "large")
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	want := h.Sum(nil)
	h.Reset()
	io.Copy(h, rc)
	if string(h.Sum(nil)) != string(want) {
		t.Error("large file read back differs")
	}
}
