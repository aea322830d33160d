package blob

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
)

// MigrateCounts is what Migrate did, object by object.
type MigrateCounts struct {
	Copied, Skipped, Failed int
}

// Migrate copies every file of from into to, checking each copy by
// re-reading it from to and comparing sha256 sums. A file to already
// holds with the same sum and content type is skipped, so a migration
// that stopped half-way is simply run again. A file that fails is
// reported through failed and counted; the others go on. The error is for
// what stops the whole run: a store that cannot list, or ctx ending.
func Migrate(ctx context.Context, from, to Store, failed func(key string, err error)) (MigrateCounts, error) {
	var c MigrateCounts
	lister, ok := from.(Lister)
	if !ok {
		return c, errors.New("blob: the source store cannot list its files")
	}
	err := lister.List(ctx, func(key string) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		skipped, err := migrateOne(ctx, from, to, key)
		switch {
		case err != nil:
			c.Failed++
			failed(key, err)
		case skipped:
			c.Skipped++
		default:
			c.Copied++
		}
		return nil
	})
	return c, err
}

func migrateOne(ctx context.Context, from, to Store, key string) (skipped bool, err error) {
	have, haveType, err := sum(ctx, to, key)
	if err != nil && err != ErrNotFound {
		return false, fmt.Errorf("read target: %w", err)
	}
	if err == nil {
		want, wantType, err := sum(ctx, from, key)
		if err != nil {
			return false, fmt.Errorf("read source: %w", err)
		}
		if bytes.Equal(have, want) && haveType == wantType {
			return true, nil
		}
	}
	rc, info, err := from.Open(ctx, key)
	if err != nil {
		return false, fmt.Errorf("read source: %w", err)
	}
	defer rc.Close()
	h := sha256.New()
	n, err := to.Put(ctx, key, io.TeeReader(rc, h), info.ContentType)
	if err != nil {
		return false, fmt.Errorf("write target: %w", err)
	}
	got, _, err := sum(ctx, to, key)
	if err != nil {
		return false, fmt.Errorf("re-read target: %w", err)
	}
	if !bytes.Equal(got, h.Sum(nil)) || (info.Size > 0 && n != info.Size) {
		// A bad copy must not be taken for the file once the store is
		// switched over; the next run copies it again.
		_ = to.Delete(ctx, key)
		return false, errors.New("the copy's sha256 differs from the source's")
	}
	return false, nil
}

// sum reads a file through and returns its sha256 and content type.
func sum(ctx context.Context, s Store, key string) ([]byte, string, error) {
	rc, info, err := s.Open(ctx, key)
	if err != nil {
		return nil, "", err
	}
	defer rc.Close()
	h := sha256.New()
	if _, err := io.Copy(h, rc); err != nil {
		return nil, "", err
	}
	return h.Sum(nil), info.ContentType, nil
}
