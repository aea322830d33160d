package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"hirekit/internal/demo"
	"hirekit/internal/resume"
)

// runServe serves HTTP (when serveHTTP) and runs the workers until ctx
// ends, then drains both: requests first, then running jobs.
func runServe(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer, serveHTTP bool) error {
	name := "serve"
	if !serveHTTP {
		name = "worker"
	}
	// Resume readers run beside this process: nothing of its user may read
	// its memory or environment (the secret, the database password).
	if err := resume.ProtectServer(); err != nil {
		return fmt.Errorf("protect the process: %w", err)
	}
	a, _, err := openApp(ctx, name, args, getenv, stderr, true)
	if err != nil {
		return err
	}
	defer a.DB.Close()
	logSandbox(a.Log)
	if err := a.Start(ctx, serveHTTP); err != nil {
		return err
	}
	if a.Config.SMTPURL == "" && serveHTTP {
		a.Log.Warn("HIREKIT_SMTP_URL is empty: mail is kept in the dev mailbox, nothing is sent")
	}

	var srv, msrv *http.Server
	errc := make(chan error, 2)
	if a.Config.MetricsAddr != "" {
		// Its own listener, so a proxy that exposes the API never exposes
		// the metrics, and a scrape never waits behind API traffic.
		mln, err := net.Listen("tcp", a.Config.MetricsAddr)
		if err != nil {
			return fmt.Errorf("HIREKIT_METRICS_ADDR: %w", err)
		}
		msrv = &http.Server{Handler: a.MetricsHandler(), ReadHeaderTimeout: 10 * time.Second, WriteTimeout: time.Minute}
		fmt.Fprintf(stdout, "Metrics on http://%s/metrics\n", mln.Addr())
		go func() { errc <- msrv.Serve(mln) }()
	}
	if serveHTTP {
		ln, err := net.Listen("tcp", a.Config.Addr)
		if err != nil {
			return err
		}
		srv = &http.Server{
			Handler:           a.Handler(),
			ReadHeaderTimeout: 10 * time.Second,
			// A slow client cannot hold a goroutine forever: 5 minutes is
			// a 100 MB upload at 3 Mbit/s.
			ReadTimeout:  5 * time.Minute,
			WriteTimeout: 5 * time.Minute,
			IdleTimeout:  120 * time.Second,
			BaseContext:  func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
		}
		fmt.Fprintf(stdout, "Hirekit %s listening on http://%s (database: %s)\n", version, ln.Addr(), a.DB.Engine)
		go func() { errc <- srv.Serve(ln) }()
	} else {
		fmt.Fprintf(stdout, "Hirekit %s worker running (database: %s)\n", version, a.DB.Engine)
	}

	select {
	case <-ctx.Done():
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	}
	a.Log.Info("shutting down: draining requests and jobs", "timeout", a.Config.ShutdownTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), a.Config.ShutdownTimeout)
	defer cancel()
	var errs []error
	if srv != nil {
		errs = append(errs, srv.Shutdown(sctx))
	}
	if msrv != nil {
		// Last: the drain itself can be watched.
		defer msrv.Close()
	}
	errs = append(errs, a.Stop(sctx))
	return errors.Join(errs...)
}

// logSandbox says at start which isolation the resume readers lack on
// this machine (docs/screening.md, Sandbox).
func logSandbox(log *slog.Logger) {
	st := resume.Sandbox()
	if !st.NetworkIsolated {
		log.Warn("resume readers run with the network: this machine refuses network namespaces")
	}
	if !st.FilesystemIsolated {
		log.Warn("resume readers can read the file system: this kernel has no Landlock")
	}
	if !st.LimitsBeforeExec {
		log.Warn("resume readers get their limits just after they start: prlimit(1) (util-linux) is not installed")
	}
}

// runMigrate applies migrations (openApp does) and exits.
func runMigrate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	a, _, err := openApp(ctx, "migrate", args, getenv, stderr, false)
	if err != nil {
		return err
	}
	defer a.DB.Close()
	fmt.Fprintf(stdout, "Migrations applied (database: %s).\n", a.DB.Engine)
	return nil
}

// runDemo loads the demo data.
func runDemo(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	a, _, err := openApp(ctx, "demo", args, getenv, stderr, false)
	if err != nil {
		return err
	}
	defer a.DB.Close()
	return demo.Load(ctx, demo.Services{Auth: a.Auth, ATS: a.ATS, Interview: a.Interview, Careers: a.Careers, Hub: a.Hub, Screening: a.Screening}, stdout)
}
