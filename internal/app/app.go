// Package app is Hirekit's one composition root: New builds every service
// and registers every worker over an open database, and Handler returns
// the HTTP handler. cmd/hirekit and the test server (apptest) both call
// it, so what tests run is what ships.
package app

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/assistant"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/blob"
	"hirekit/internal/config"
	"hirekit/internal/feedback"
	"hirekit/internal/httpapi"
	"hirekit/internal/intake"
	"hirekit/internal/interview"
	"hirekit/internal/keys"
	"hirekit/internal/mail"
	"hirekit/internal/queue"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Options are what a process (or a test) chooses beyond the config.
type Options struct {
	Logger  *slog.Logger
	Version string
	// SPA is the built web app; nil serves none.
	SPA fs.FS
	// Work runs job workers in this process.
	Work bool
	// Periodic adds the heartbeat and other scheduled jobs (serve and
	// worker processes; tests leave it off).
	Periodic bool
	// BcryptCost and Now let tests run fast and at a chosen time; zero
	// values mean the real ones.
	BcryptCost int
	Now        func() time.Time
	// Parse replaces the resume parser (tests of failure paths).
	Parse func(ctx context.Context, data []byte, filename string) resume.Result
}

// App is a wired Hirekit.
type App struct {
	Config    config.Config
	Log       *slog.Logger
	DB        *sqldb.DB
	Blobs     blob.Store
	Signer    *blob.Signer
	Files     *intake.Store
	Queue     *queue.Queue
	Mailer    *mail.Mailer
	Auth      *auth.Service
	ATS       *ats.Service
	Interview *interview.Service
	Feedback  *feedback.Service
	Assistant *assistant.Service

	opts Options
}

// New wires every service over db (open and migrated) and builds the job
// queue with every worker.
func New(ctx context.Context, cfg config.Config, db *sqldb.DB, opts Options) (*App, error) {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	a := &App{Config: cfg, Log: opts.Logger, DB: db, opts: opts}
	secret, err := db.EnsureSecret(ctx, cfg.Secret)
	if err != nil {
		return nil, fmt.Errorf("secret: %w", err)
	}
	if a.Blobs, err = blob.Open(cfg.BlobURL); err != nil {
		return nil, err
	}
	a.Signer = &blob.Signer{Key: keys.Derive(secret, keys.Files)}
	a.Files = &intake.Store{Blobs: a.Blobs}

	a.Mailer = &mail.Mailer{DB: db, From: cfg.MailFrom}
	if cfg.SMTPURL != "" {
		if a.Mailer.Sender, err = mail.NewSMTP(cfg.SMTPURL); err != nil {
			return nil, err
		}
	}
	a.Auth = &auth.Service{DB: db, Options: auth.Options{
		Mailer:            a.Mailer,
		SessionKey:        keys.Derive(secret, keys.Session),
		CandidateKey:      keys.Derive(secret, keys.Candidate),
		BaseURL:           cfg.BaseURL,
		AutoApprove:       cfg.AutoApproveCompanies,
		WandReturnOrigins: cfg.WandReturnOrigins,
		BcryptCost:        opts.BcryptCost,
		Now:               opts.Now,
	}}
	a.Interview = &interview.Service{DB: db}
	a.ATS = &ats.Service{DB: db, Rounds: a.Interview, Features: a.Auth, People: a.Auth, Files: a.Files, Parse: opts.Parse,
		Mail: a.Mailer, BaseURL: cfg.BaseURL, Gate: a.Auth}
	a.Interview.Jobs = a.ATS
	a.Feedback = &feedback.Service{DB: db}
	a.Assistant = &assistant.Service{Candidates: a.ATS, Team: a.Auth}

	workers := river.NewWorkers()
	river.AddWorker(workers, &queue.HeartbeatWorker{DB: db})
	river.AddWorker(workers, &mail.Worker{Mailer: a.Mailer})
	river.AddWorker(workers, &auth.ResetMailWorker{Auth: a.Auth})
	river.AddWorker(workers, &auth.PurgeWorker{Auth: a.Auth})
	river.AddWorker(workers, &mail.PurgeWorker{Mailer: a.Mailer})
	river.AddWorker(workers, &ats.ParseResumeWorker{ATS: a.ATS})
	var periodic []*river.PeriodicJob
	if opts.Periodic {
		periodic = append(periodic, queue.HeartbeatEvery(time.Minute),
			queue.Daily(auth.PurgeArgs{}), queue.Daily(mail.PurgeArgs{}))
	}
	a.Queue, err = queue.New(ctx, db, workers, queue.Options{
		Work:         opts.Work,
		PollInterval: cfg.QueuePollInterval,
		Periodic:     periodic,
		Logger:       a.Log,
	})
	if err != nil {
		return nil, err
	}
	a.Mailer.Queue = a.Queue
	a.Auth.Queue = a.Queue
	a.ATS.Queue = a.Queue
	return a, nil
}

// Start runs the workers and, for a serving process, the session cache's
// change listener, until ctx ends (workers until Stop).
func (a *App) Start(ctx context.Context, serving bool) error {
	// Workers get a context the signal does not cancel: Stop drains them
	// gracefully instead of River cancelling running jobs at once.
	if err := a.Queue.Start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("start workers: %w", err)
	}
	if serving {
		// The session cache is on only while this process hears every
		// change (PostgreSQL: LISTEN hirekit_auth).
		a.Auth.ListenForChanges(ctx)
	}
	return nil
}

// Stop waits for running jobs until ctx ends.
func (a *App) Stop(ctx context.Context) error { return a.Queue.Stop(ctx) }

// Handler is the whole HTTP surface: the API, signed files, the dev
// mailbox and the web app.
func (a *App) Handler() http.Handler {
	return httpapi.NewServer(httpapi.Deps{
		Config:    a.Config,
		Ready:     a.DB,
		Sessions:  a.Auth,
		Blobs:     a.Blobs,
		Signer:    a.Signer,
		Auth:      a.Auth,
		Mailer:    a.Mailer,
		Feedback:  a.Feedback,
		ATS:       a.ATS,
		Interview: a.Interview,
		Assistant: a.Assistant,
		SPA:       a.opts.SPA,
		Logger:    a.Log,
		Version:   a.opts.Version,
	})
}
