package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"hirekit/internal/backup"
	"hirekit/internal/blob"
	"hirekit/internal/config"
)

const backupUsage = "usage: hirekit backup --to FILE [--force] | hirekit backup --verify FILE"
const restoreUsage = "usage: hirekit restore --from FILE [--data-dir DIR] [--force]"

// pgBackupHint answers backup and restore on a PostgreSQL install: the
// database has its own, better tools, and Hirekit should not reinvent them.
const pgBackupHint = "this install uses PostgreSQL (HIREKIT_DATABASE_URL): back it up with pg_dump and copy the blob folder " +
	"(pg_dump --format=custom --file=hirekit.dump \"$HIREKIT_DATABASE_URL\"; restore with pg_restore); see \"Backups\" in the README"

// splitFlags takes the named flags out of args (--name V, --name=V, -name V;
// bools take no value) and leaves the rest (--data-dir…) for the config.
func splitFlags(args []string, values, bools []string) (map[string]string, []string, error) {
	got := map[string]string{}
	var rest []string
	match := func(arg string, names []string) (string, string, bool, bool) {
		for _, n := range names {
			for _, p := range []string{"--" + n, "-" + n} {
				if arg == p {
					return n, "", false, true
				}
				if v, ok := strings.CutPrefix(arg, p+"="); ok {
					return n, v, true, true
				}
			}
		}
		return "", "", false, false
	}
	for i := 0; i < len(args); i++ {
		if n, v, hasV, ok := match(args[i], values); ok {
			if !hasV {
				if i+1 >= len(args) {
					return nil, nil, fmt.Errorf("--%s needs a value", n)
				}
				i++
				v = args[i]
			}
			got[n] = v
			continue
		}
		if n, _, hasV, ok := match(args[i], bools); ok && !hasV {
			got[n] = "true"
			continue
		}
		rest = append(rest, args[i])
	}
	return got, rest, nil
}

// runBackup handles `hirekit backup --to FILE` (an online copy of a SQLite
// install: the server may keep running) and `hirekit backup --verify FILE`.
func runBackup(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	flags, rest, err := splitFlags(args, []string{"to", "verify"}, []string{"force"})
	if err != nil {
		return fmt.Errorf("%w; %s", err, backupUsage)
	}
	if v, ok := flags["verify"]; ok {
		if _, to := flags["to"]; to {
			return errors.New(backupUsage)
		}
		m, err := backup.VerifyFile(ctx, v)
		if err != nil {
			return fmt.Errorf("%s is NOT a good backup: %w", v, err)
		}
		fmt.Fprintf(stdout, "%s is a good backup: %d files, %d bytes, schema %d, made by hirekit %s at %s.\n",
			v, len(m.Files), m.Bytes(), m.SchemaVersion, m.HirekitVersion, m.Created.Format("2006-01-02 15:04:05Z"))
		if known, err := backup.KnownSchemaVersion(); err == nil && m.SchemaVersion > known {
			fmt.Fprintf(stdout, "Its schema is newer than this hirekit's (%d): restore it with hirekit %s or newer.\n", known, m.HirekitVersion)
		}
		return nil
	}
	to := flags["to"]
	if to == "" {
		return errors.New(backupUsage)
	}
	cfg, _, err := config.Load("backup", rest, getenv, stderr)
	if err != nil {
		return err
	}
	if cfg.DatabaseURL != "" {
		return errors.New("backup: " + pgBackupHint)
	}
	// Never create an empty database on a mistyped data dir, and never
	// migrate: a backup copies the install as it is.
	dbPath := filepath.Join(cfg.DataDir, backup.DBName)
	if _, err := os.Stat(dbPath); err != nil {
		return fmt.Errorf("backup: no database at %s (is --data-dir or HIREKIT_DATA_DIR right?)", dbPath)
	}
	blobDir, err := blob.LocalDir(cfg.BlobURL)
	if err != nil {
		// Files in a bucket are the bucket's to keep (versioning,
		// replication); an archive of them here would be a second copy
		// of a store that already has its own.
		return fmt.Errorf("backup: the files are not in a folder (%s); back the bucket up with its own tools and the database with a file-store install, or copy the files to a folder first (hirekit blobs migrate --to file:///path)", err)
	}
	m, err := backup.Create(ctx, backup.Source{DBPath: dbPath, BlobDir: blobDir, Version: version}, to, flags["force"] == "true")
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Backed up %s to %s: the database (schema %d) and %d blob files, %d bytes before compression.\n",
		cfg.DataDir, to, m.SchemaVersion, len(m.Files)-1, m.Bytes())
	return nil
}

// runRestore handles `hirekit restore --from FILE [--data-dir DIR]`.
func runRestore(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	flags, rest, err := splitFlags(args, []string{"from"}, []string{"force"})
	if err != nil {
		return fmt.Errorf("%w; %s", err, restoreUsage)
	}
	from := flags["from"]
	if from == "" {
		return errors.New(restoreUsage)
	}
	cfg, _, err := config.Load("restore", rest, getenv, stderr)
	if err != nil {
		return err
	}
	if cfg.DatabaseURL != "" {
		return errors.New("restore: " + pgBackupHint)
	}
	known, err := backup.KnownSchemaVersion()
	if err != nil {
		return err
	}
	m, aside, err := backup.Restore(ctx, from, cfg.DataDir, backup.RestoreOptions{Force: flags["force"] == "true", KnownSchema: known})
	if err != nil {
		if aside != "" {
			return fmt.Errorf("restore: %w (the old data dir is at %s)", err, aside)
		}
		return fmt.Errorf("restore: %w", err)
	}
	if aside != "" {
		fmt.Fprintf(stdout, "The old data dir was moved to %s.\n", aside)
	}
	fmt.Fprintf(stdout, "Restored %s into %s: %d files checked against the manifest (made by hirekit %s at %s).\n",
		from, cfg.DataDir, len(m.Files), m.HirekitVersion, m.Created.Format("2006-01-02 15:04:05Z"))
	if def := "file://" + filepath.Join(cfg.DataDir, "blobs"); cfg.BlobURL != def {
		fmt.Fprintf(stdout, "Blobs are in %s; HIREKIT_BLOB_URL points elsewhere (%s): move them there or unset it.\n",
			filepath.Join(cfg.DataDir, backup.BlobsDir), cfg.BlobURL)
	}
	return nil
}
