package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"hirekit/internal/httpapi"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

const usage = `Usage: hirekit <command> [flags]

Commands:
  serve [--no-workers]   serve the API, the web app and (unless --no-workers) the job workers
  worker                 run the job workers only
  migrate                apply database migrations and exit
  demo                   load the demo company "acme" (idempotent)
  admin create --email E create a platform admin; prints a link to set the password
  credits grant --company SLUG --credits N
                         add screening credits to a company
  backup --to FILE [--force]
                         copy a SQLite install (database and blobs) into one
                         archive while the server runs
  backup --verify FILE   check an archive without restoring it
  restore --from FILE [--force]
                         restore an archive into the data dir (empty unless --force)
  blobs migrate --to URL copy every file of HIREKIT_BLOB_URL's store to the store
                         at URL (file:// or s3://), checked by sha256; rerunnable
  parse FILE…            parse resumes (PDF, DOCX, DOC); one JSON line per file
  version                print the version

Settings come from HIREKIT_* variables (see the README); flags --addr,
--data-dir and --database-url override them.
`

// run is the whole program; main only calls it, and tests call it too.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("no command given")
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "serve":
		return runServe(ctx, rest, getenv, stdout, stderr, true)
	case "worker":
		return runServe(ctx, rest, getenv, stdout, stderr, false)
	case "migrate":
		return runMigrate(ctx, rest, getenv, stdout, stderr)
	case "demo":
		return runDemo(ctx, rest, getenv, stdout, stderr)
	case "blobs":
		return runBlobs(ctx, rest, getenv, stdout, stderr)
	case "parse":
		return runParse(ctx, rest, stdout, stderr)
	case "admin":
		return runAdmin(ctx, rest, getenv, stdout, stderr)
	case "credits":
		return runCredits(ctx, rest, getenv, stdout, stderr)
	case "backup":
		return runBackup(ctx, rest, getenv, stdout, stderr)
	case "restore":
		return runRestore(ctx, rest, getenv, stdout, stderr)
	case "version":
		fmt.Fprintln(stdout, "hirekit", version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
}

func newLogger(level, format string, w io.Writer) *slog.Logger {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(strings.ToUpper(level))); err != nil {
		lv = slog.LevelInfo
	}
	opts := &slog.HandlerOptions{Level: lv}
	// Every line logged with a request's context carries its request id,
	// whichever package logs it.
	if format == "json" {
		return slog.New(httpapi.LogHandler(slog.NewJSONHandler(w, opts)))
	}
	return slog.New(httpapi.LogHandler(slog.NewTextHandler(w, opts)))
}
