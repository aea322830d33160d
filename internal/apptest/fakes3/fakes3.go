// Package fakes3 starts an S3-compatible server (gofakes3, in memory)
// inside a test, so the production S3 client (minio-go) is what the tests
// exercise, over real HTTP.
package fakes3

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// The credentials the server accepts.
const (
	AccessKey = "hirekit-test"
	SecretKey = "hirekit-test-secret"
	Bucket    = "hirekit"
)

// Server is a running fake S3 with the bucket Bucket.
type Server struct {
	// Endpoint is the server's http:// address.
	Endpoint string
	parts    atomic.Int64
}

// Parts is how many multipart-upload parts the server has received: a
// test of a large upload checks it went up in parts, not in one buffer.
func (s *Server) Parts() int64 { return s.parts.Load() }

// Start starts a server for the test's lifetime.
func Start(t testing.TB) *Server {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket(Bucket); err != nil {
		t.Fatal(err)
	}
	s := &Server{}
	srv := httptest.NewServer(Handler(backend, AccessKey, &s.parts))
	t.Cleanup(srv.Close)
	s.Endpoint = srv.URL
	return s
}

// BlobURL is the HIREKIT_BLOB_URL of bucket (Bucket, or another to test a
// missing one) under prefix.
func (s *Server) BlobURL(bucket, prefix string) string {
	return "s3://" + bucket + "/" + prefix + "?endpoint=" + s.Endpoint
}

// Env answers the AWS_* variables with the credentials the server accepts.
func Env(k string) string {
	switch k {
	case "AWS_ACCESS_KEY_ID":
		return AccessKey
	case "AWS_SECRET_ACCESS_KEY":
		return SecretKey
	}
	return ""
}

// Handler serves backend as S3 to clients signing with accessKey (the
// standalone server, internal/apptest/cmd/fakes3, serves it too); parts,
// when not nil, counts the multipart-upload parts received.
func Handler(backend gofakes3.Backend, accessKey string, parts *atomic.Int64) http.Handler {
	h := gofakes3.New(backend).Server()
	return checkKey(accessKey, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if parts != nil && r.Method == http.MethodPut && r.URL.Query().Has("partNumber") {
			parts.Add(1)
		}
		h.ServeHTTP(w, r)
	}))
}

// checkKey refuses requests signed with another access key, as S3 would.
// gofakes3 verifies no signatures, so this is what makes wrong
// credentials fail; the key id is all it checks.
func checkKey(accessKey string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.Contains(r.Header.Get("Authorization"), "Credential="+accessKey+"/") {
			w.Header().Set("Content-Type", "application/xml")
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidAccessKeyId</Code>` +
				`<Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>`))
			return
		}
		unchunk(r)
		next.ServeHTTP(w, r)
	})
}

// unchunk decodes an aws-chunked body (minio-go signs each chunk over
// plain HTTP, and adds a trailing checksum) into the plain body gofakes3
// understands only for some requests and some variants. It streams.
func unchunk(r *http.Request) {
	if !strings.HasPrefix(r.Header.Get("X-Amz-Content-Sha256"), "STREAMING-") {
		return
	}
	n, err := strconv.ParseInt(r.Header.Get("X-Amz-Decoded-Content-Length"), 10, 64)
	if err != nil {
		return // gofakes3 will answer the malformed request
	}
	r.Body = struct {
		io.Reader
		io.Closer
	}{&chunkReader{br: bufio.NewReader(r.Body)}, r.Body}
	r.ContentLength = n
	r.Header.Set("Content-Length", strconv.FormatInt(n, 10))
	r.Header.Set("X-Amz-Content-Sha256", "UNSIGNED-PAYLOAD")
	r.Header.Del("X-Amz-Decoded-Content-Length")
	r.Header.Del("X-Amz-Trailer")
	if ce := strings.TrimPrefix(strings.TrimPrefix(r.Header.Get("Content-Encoding"), "aws-chunked"), ","); ce != "" {
		r.Header.Set("Content-Encoding", ce)
	} else {
		r.Header.Del("Content-Encoding")
	}
}

// chunkReader reads "hex-size[;chunk-signature=…]\r\n data \r\n" chunks
// up to the zero-size one; trailers after it are ignored.
type chunkReader struct {
	br   *bufio.Reader
	left int64
	done bool
}

func (c *chunkReader) Read(p []byte) (int, error) {
	for c.left == 0 {
		if c.done {
			return 0, io.EOF
		}
		line, err := c.br.ReadString('\n')
		if err != nil {
			return 0, err
		}
		size, _, _ := strings.Cut(strings.TrimSpace(line), ";")
		n, err := strconv.ParseInt(size, 16, 64)
		if err != nil {
			return 0, fmt.Errorf("fakes3: bad chunk header %q", line)
		}
		if n == 0 {
			c.done = true
			continue
		}
		c.left = n
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.br.Read(p)
	c.left -= int64(n)
	if c.left == 0 && err == nil {
		_, err = c.br.Discard(2) // the chunk's closing \r\n
	}
	return n, err
}
