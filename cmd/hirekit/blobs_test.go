package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"hirekit/internal/apptest/fakes3"
	"hirekit/internal/blob"
)

// TestBlobsMigrate moves a data dir's files to S3 and back with the real
// command, and runs it again to see it skip what is already there.
func TestBlobsMigrate(t *testing.T) {
	ctx := context.Background()
	srv := fakes3.Start(t)
	dir := t.TempDir()
	local, err := blob.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"resumes/1/cv.pdf": "application/pdf",
		"logos/acme.png":   "image/png",
		"exports/7.csv":    "text/csv",
	}
	for k, ct := range files {
		if _, err := local.Put(ctx, k, strings.NewReader("content of "+k), ct); err != nil {
			t.Fatal(err)
		}
	}
	s3URL := srv.BlobURL(fakes3.Bucket, "prod")
	migrate := func(from, to string) (string, string, error) {
		env := func(k string) string {
			switch k {
			case "HIREKIT_DATA_DIR":
				return dir
			case "HIREKIT_BLOB_URL":
				return from
			}
			return fakes3.Env(k)
		}
		var stdout, stderr bytes.Buffer
		err := run(ctx, []string{"blobs", "migrate", "--to", to}, env, &stdout, &stderr)
		return stdout.String(), stderr.String(), err
	}
	check := func(s blob.Store) {
		t.Helper()
		for k, ct := range files {
			rc, info, err := s.Open(ctx, k)
			if err != nil {
				t.Fatalf("%s: %v", k, err)
			}
			body, _ := io.ReadAll(rc)
			rc.Close()
			if string(body) != "content of "+k || info.ContentType != ct {
				t.Errorf("%s: %q %q", k, body, info.ContentType)
			}
		}
	}

	out, errOut, err := migrate("file://"+dir, s3URL)
	if err != nil || out != "copied 3, skipped 0, failed 0\n" {
		t.Fatalf("to S3: %q %q %v", out, errOut, err)
	}
	s3, _ := blob.OpenEnv(s3URL, fakes3.Env)
	check(s3)

	// Again: all there already. Then one changed at the target is copied.
	if out, _, err := migrate("file://"+dir, s3URL); err != nil || out != "copied 0, skipped 3, failed 0\n" {
		t.Errorf("rerun: %q %v", out, err)
	}
	s3.Put(ctx, "logos/acme.png", strings.NewReader("stale"), "image/png")
	if out, _, err := migrate("file://"+dir, s3URL); err != nil || out != "copied 1, skipped 2, failed 0\n" {
		t.Errorf("after a change: %q %v", out, err)
	}
	check(s3)

	// And back, into a fresh folder.
	back := t.TempDir()
	if out, errOut, err := migrate(s3URL, "file://"+back); err != nil || out != "copied 3, skipped 0, failed 0\n" {
		t.Fatalf("back: %q %q %v", out, errOut, err)
	}
	local2, _ := blob.NewLocal(back)
	check(local2)
}

func TestBlobsMigrateErrors(t *testing.T) {
	ctx := context.Background()
	srv := fakes3.Start(t)
	dir := t.TempDir()
	local, _ := blob.NewLocal(dir)
	local.Put(ctx, "a/b", strings.NewReader("x"), "text/plain")
	env := func(k string) string {
		if k == "HIREKIT_BLOB_URL" {
			return "file://" + dir
		}
		return fakes3.Env(k)
	}
	cases := map[string]struct {
		args    []string
		stdout  string
		errPart string
	}{
		"NoTarget":      {[]string{"blobs", "migrate"}, "", "--to is required"},
		"NoSubcommand":  {[]string{"blobs"}, "", "usage: hirekit blobs migrate"},
		"SameStore":     {[]string{"blobs", "migrate", "--to", "file://" + dir + "/"}, "", "configured store"},
		"BadTarget":     {[]string{"blobs", "migrate", "--to=gs://x"}, "", "unsupported scheme"},
		"MissingBucket": {[]string{"blobs", "migrate", "--to", srv.BlobURL("nope", "")}, "copied 0, skipped 0, failed 1\n", "1 files failed"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(ctx, c.args, env, &stdout, &stderr)
			if err == nil || !strings.Contains(err.Error(), c.errPart) || stdout.String() != c.stdout {
				t.Errorf("got %q, %v; want %q and an error with %q", stdout.String(), err, c.stdout, c.errPart)
			}
		})
	}
}

// TestDemoOnS3 runs the real program with HIREKIT_BLOB_URL on S3: the
// demo's files (resumes, logos) land in the bucket through the app's
// wiring, and `blobs migrate` brings every one of them back to a folder.
func TestDemoOnS3(t *testing.T) {
	ctx := context.Background()
	srv := fakes3.Start(t)
	s3URL := srv.BlobURL(fakes3.Bucket, "demo")
	vals := map[string]string{"HIREKIT_DATA_DIR": t.TempDir(), "HIREKIT_BLOB_URL": s3URL}
	env := func(k string) string {
		if v, ok := vals[k]; ok {
			return v
		}
		return fakes3.Env(k)
	}
	var out, errb bytes.Buffer
	if err := run(ctx, []string{"demo"}, env, &out, &errb); err != nil {
		t.Fatalf("demo: %v\n%s", err, errb.String())
	}
	s3, _ := blob.OpenEnv(s3URL, fakes3.Env)
	var keys []string
	if err := s3.(blob.Lister).List(ctx, func(k string) error { keys = append(keys, k); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(keys) == 0 {
		t.Fatal("the demo put no files in the bucket")
	}
	dir := t.TempDir()
	out.Reset()
	if err := run(ctx, []string{"blobs", "migrate", "--to", "file://" + dir}, env, &out, &errb); err != nil {
		t.Fatalf("migrate: %v\n%s", err, errb.String())
	}
	if want := fmt.Sprintf("copied %d, skipped 0, failed 0\n", len(keys)); out.String() != want {
		t.Errorf("migrate printed %q, want %q", out.String(), want)
	}
	local, _ := blob.NewLocal(dir)
	for _, k := range keys {
		rc, _, err := local.Open(ctx, k)
		if err != nil {
			t.Errorf("%s not in the folder: %v", k, err)
			continue
		}
		rc.Close()
	}
}
