package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"hirekit/internal/demo"
	"hirekit/internal/feedback"
	"hirekit/internal/httpapi"
	"hirekit/web"
)

// runServe serves HTTP (when serveHTTP) and runs the workers until ctx
// ends, then drains both: requests first, then running jobs.
func runServe(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer, serveHTTP bool) error {
	name := "serve"
	if !serveHTTP {
		name = "worker"
	}
	a, _, err := openApp(ctx, name, args, getenv, stderr, true)
	if err != nil {
		return err
	}
	defer a.close()
	// Workers get a context the signal does not cancel: Stop drains them
	// gracefully below instead of River cancelling running jobs at once.
	if err := a.queue.Start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("start workers: %w", err)
	}
	if a.cfg.SMTPURL == "" && serveHTTP {
		a.log.Warn("HIREKIT_SMTP_URL is empty: mail is kept in the dev mailbox, nothing is sent")
	}

	var srv *http.Server
	errc := make(chan error, 1)
	if serveHTTP {
		// The session cache is on only while this process hears every
		// change (PostgreSQL: LISTEN hirekit_auth).
		a.auth.ListenForChanges(ctx)
		api := httpapi.NewServer(httpapi.Deps{
			Config: a.cfg, DB: a.db, Queue: a.queue, Blobs: a.blobs, Signer: a.signer,
			Auth: a.auth, Mailer: a.mailer, Feedback: &feedback.Service{DB: a.db}, ATS: a.ats, Interview: a.interview,
			SPA: web.Dist(), Logger: a.log, Version: version,
		})
		ln, err := net.Listen("tcp", a.cfg.Addr)
		if err != nil {
			return err
		}
		srv = &http.Server{
			Handler:           api,
			ReadHeaderTimeout: 10 * time.Second,
			IdleTimeout:       120 * time.Second,
			BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
		}
		fmt.Fprintf(stdout, "Hirekit %s listening on http://%s (database: %s)\n", version, ln.Addr(), a.db.Engine)
		go func() { errc <- srv.Serve(ln) }()
	} else {
		fmt.Fprintf(stdout, "Hirekit %s worker running (database: %s)\n", version, a.db.Engine)
	}

	select {
	case <-ctx.Done():
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	}
	a.log.Info("shutting down: draining requests and jobs", "timeout", a.cfg.ShutdownTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), a.cfg.ShutdownTimeout)
	defer cancel()
	var errs []error
	if srv != nil {
		errs = append(errs, srv.Shutdown(sctx))
	}
	errs = append(errs, a.queue.Stop(sctx))
	return errors.Join(errs...)
}

// runMigrate applies migrations (openApp does) and exits.
func runMigrate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	a, _, err := openApp(ctx, "migrate", args, getenv, stderr, false)
	if err != nil {
		return err
	}
	defer a.close()
	fmt.Fprintf(stdout, "Migrations applied (database: %s).\n", a.db.Engine)
	return nil
}

// runDemo loads the demo data.
func runDemo(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	a, _, err := openApp(ctx, "demo", args, getenv, stderr, false)
	if err != nil {
		return err
	}
	defer a.close()
	return demo.Load(ctx, demo.Services{Auth: a.auth, ATS: a.ats, Blobs: a.blobs}, stdout)
}
