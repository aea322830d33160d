package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"hirekit/internal/blob"
	"hirekit/internal/config"
)

// runBlobs handles `hirekit blobs migrate --to URL`: it copies every file
// of the configured store (HIREKIT_BLOB_URL) into the store at URL, for
// moving from a local folder to S3 (or back, or between buckets). It
// needs no database: keys stay the same, so nothing that refers to a file
// changes. Run it, then point HIREKIT_BLOB_URL at the target and restart;
// running it again just before the switch copies what arrived meanwhile.
func runBlobs(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	const usage = "usage: hirekit blobs migrate --to URL"
	if len(args) == 0 || args[0] != "migrate" {
		return errors.New(usage)
	}
	var to string
	// Unknown flags (such as --data-dir) go on to the config.
	var rest []string
	for i := 1; i < len(args); i++ {
		name, val, hasVal := strings.Cut(args[i], "=")
		if name != "--to" && name != "-to" {
			rest = append(rest, args[i])
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				return fmt.Errorf("--to needs a value; %s", usage)
			}
			i++
			val = args[i]
		}
		to = val
	}
	if to == "" {
		return fmt.Errorf("--to is required; %s", usage)
	}
	cfg, _, err := config.Load("blobs migrate", rest, getenv, stderr)
	if err != nil {
		return err
	}
	if strings.TrimRight(to, "/") == strings.TrimRight(cfg.BlobURL, "/") {
		return fmt.Errorf("--to is the configured store (%s) itself", cfg.BlobURL)
	}
	from, err := blob.OpenEnv(cfg.BlobURL, getenv)
	if err != nil {
		return err
	}
	target, err := blob.OpenEnv(to, getenv)
	if err != nil {
		return fmt.Errorf("--to: %w", err)
	}
	c, err := blob.Migrate(ctx, from, target, func(key string, err error) {
		fmt.Fprintf(stderr, "failed %s: %v\n", key, err)
	})
	fmt.Fprintf(stdout, "copied %d, skipped %d, failed %d\n", c.Copied, c.Skipped, c.Failed)
	if err != nil {
		return fmt.Errorf("blobs migrate: %w", err)
	}
	if c.Failed > 0 {
		return fmt.Errorf("blobs migrate: %d files failed; run it again to retry them", c.Failed)
	}
	return nil
}
