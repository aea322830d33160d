package main

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest/fakes3"
	"hirekit/internal/blob"
)

// start runs the server on a free port over dir and returns the
// HIREKIT_BLOB_URL it prints and a function that stops it.
func start(t *testing.T, dir string) (string, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-dir", dir}, pw); pw.Close() }()
	sc := bufio.NewScanner(pr)
	var url string
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "HIREKIT_BLOB_URL="); ok {
			url = v
			break
		}
	}
	go io.Copy(io.Discard, pr)
	if url == "" {
		t.Fatal("no HIREKIT_BLOB_URL printed")
	}
	return url, func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// TestRunKeepsFiles stores a file through Hirekit's S3 client, stops the
// server, starts another over the same folder and reads the file back:
// the bucket outlives the process, as the cluster script needs.
func TestRunKeepsFiles(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dir := t.TempDir()
	url, stop := start(t, dir)
	store, err := blob.OpenEnv(url, fakes3.Env)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Put(ctx, "resumes/1/cv.pdf", strings.NewReader("%PDF-1.4 kept"), "application/pdf"); err != nil {
		t.Fatal(err)
	}
	stop()

	url, stop = start(t, dir)
	defer stop()
	store, err = blob.OpenEnv(url, fakes3.Env)
	if err != nil {
		t.Fatal(err)
	}
	r, _, err := store.Open(ctx, "resumes/1/cv.pdf")
	if err != nil {
		t.Fatalf("after a restart: %v", err)
	}
	defer r.Close()
	got, _ := io.ReadAll(r)
	if string(got) != "%PDF-1.4 kept" {
		t.Errorf("got %q", got)
	}
	bad, err := blob.OpenEnv(url, func(k string) string {
		return map[string]string{"AWS_ACCESS_KEY_ID": "someone-else", "AWS_SECRET_ACCESS_KEY": "x"}[k]
	})
	if err == nil {
		if _, _, err = bad.Open(ctx, "resumes/1/cv.pdf"); err == nil {
			t.Error("a client signing with another key read the file")
		}
	}
}
