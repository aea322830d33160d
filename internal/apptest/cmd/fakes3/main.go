// Command fakes3 serves an S3-compatible bucket kept in a folder (gofakes3
// with its file backend), for scripts that run several Hirekit processes on
// this machine (bench/cluster) where no S3 server is installed:
//
//	go run ./internal/apptest/cmd/fakes3 -addr 127.0.0.1:9300 -dir /tmp/s3 -bucket hirekit
//
// It accepts requests signed with -access-key (gofakes3 checks no
// signatures: the key id is all it compares), prints the HIREKIT_BLOB_URL
// and AWS_* settings that point Hirekit at it, and serves until
// interrupted. It is a test double, not storage for an install: use MinIO
// or a cloud bucket there (deploy/compose.yaml).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/johannesboyne/gofakes3/backend/s3afero"
	"github.com/spf13/afero"

	"hirekit/internal/apptest/fakes3"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "fakes3:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("fakes3", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:9300", "address to listen on (port 0 picks one)")
	dir := fs.String("dir", "", "folder the buckets are kept in (required; created if missing)")
	bucket := fs.String("bucket", fakes3.Bucket, "bucket to create at start (kept if it exists)")
	key := fs.String("access-key", fakes3.AccessKey, "the access key id clients must sign with")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dir == "" {
		return errors.New("-dir is required")
	}
	if err := os.MkdirAll(*dir, 0o700); err != nil {
		return err
	}
	backend, err := s3afero.MultiBucket(afero.NewBasePathFs(afero.NewOsFs(), *dir))
	if err != nil {
		return err
	}
	if ok, err := backend.BucketExists(*bucket); err != nil {
		return err
	} else if !ok {
		if err := backend.CreateBucket(*bucket); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	endpoint := "http://" + ln.Addr().String()
	fmt.Fprintf(stdout, "# fake S3 at %s, files in %s\nHIREKIT_BLOB_URL=s3://%s/?endpoint=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\n",
		endpoint, *dir, *bucket, endpoint, *key, fakes3.SecretKey)
	srv := &http.Server{Handler: fakes3.Handler(backend, *key, nil), ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case <-ctx.Done():
	case err := <-errc:
		return err
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(sctx)
}
