package blob_test

import (
	"context"
	"io"
	"strings"
	"testing"

	"hirekit/internal/blob"
)

// corrupting is a target store whose writes come out wrong, as a faulty
// disk or proxy might.
type corrupting struct{ blob.Store }

func (c corrupting) Put(ctx context.Context, key string, r io.Reader, ct string) (int64, error) {
	io.Copy(io.Discard, r)
	return c.Store.Put(ctx, key, strings.NewReader("garbage"), ct)
}

// notListing is a store that cannot list its files.
type notListing struct{ blob.Store }

func TestMigrateVerifiesEachCopy(t *testing.T) {
	ctx := context.Background()
	from, _ := blob.NewLocal(t.TempDir())
	to, _ := blob.NewLocal(t.TempDir())
	from.Put(ctx, "a/1", strings.NewReader("one"), "text/plain")
	from.Put(ctx, "a/2", strings.NewReader("two"), "text/plain")
	var failed []string
	c, err := blob.Migrate(ctx, from, corrupting{to}, func(key string, err error) { failed = append(failed, key) })
	if err != nil || c != (blob.MigrateCounts{Failed: 2}) || len(failed) != 2 {
		t.Fatalf("Migrate = %+v, %v, failed %q", c, err, failed)
	}
	// The bad copies are gone, so nothing can mistake them for the files.
	for _, k := range failed {
		if _, _, err := to.Open(ctx, k); err != blob.ErrNotFound {
			t.Errorf("bad copy %s left behind: %v", k, err)
		}
	}
	// A content type that differs is copied again, not skipped.
	from.Put(ctx, "a/1", strings.NewReader("one"), "application/pdf")
	to.Put(ctx, "a/1", strings.NewReader("one"), "text/plain")
	c, err = blob.Migrate(ctx, from, to, func(string, error) {})
	if err != nil || c != (blob.MigrateCounts{Copied: 2}) {
		t.Errorf("Migrate = %+v, %v; want 2 copied", c, err)
	}
	if _, err := blob.Migrate(ctx, notListing{from}, to, func(string, error) {}); err == nil {
		t.Error("a store that cannot list: no error")
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := blob.Migrate(cctx, from, to, func(string, error) {}); err == nil {
		t.Error("a cancelled migration: no error")
	}
}
