package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/blob"
	"hirekit/internal/config"
	"hirekit/internal/interview"
	"hirekit/internal/keys"
	"hirekit/internal/mail"
	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

// app is everything a process opens, wired by hand.
type app struct {
	cfg       config.Config
	log       *slog.Logger
	db        *sqldb.DB
	secret    string
	blobs     blob.Store
	signer    *blob.Signer
	queue     *queue.Queue
	mailer    *mail.Mailer
	auth      *auth.Service
	ats       *ats.Service
	interview *interview.Service
}

// openApp loads the config, opens and migrates the database, resolves the
// secret and opens the blob store. work says whether to run job workers.
func openApp(ctx context.Context, name string, args []string, getenv func(string) string, stderr io.Writer, work bool) (*app, []string, error) {
	cfg, rest, err := config.Load(name, args, getenv, stderr)
	if err != nil {
		return nil, nil, err
	}
	if work && cfg.NoWorkers {
		work = false
	}
	a := &app{cfg: cfg, log: newLogger(cfg.LogLevel, cfg.LogFormat, stderr)}
	octx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if a.db, err = sqldb.Open(octx, cfg.DatabaseURL, cfg.DataDir, sqldb.Options{}); err != nil {
		return nil, nil, err
	}
	if err := migrate(octx, a.db); err != nil {
		a.db.Close()
		return nil, nil, err
	}
	if a.secret, err = a.db.EnsureSecret(octx, cfg.Secret); err != nil {
		a.db.Close()
		return nil, nil, fmt.Errorf("secret: %w", err)
	}
	if a.blobs, err = blob.Open(cfg.BlobURL); err != nil {
		a.db.Close()
		return nil, nil, err
	}
	a.signer = &blob.Signer{Key: keys.Derive(a.secret, keys.Files)}

	a.mailer = &mail.Mailer{DB: a.db, From: cfg.MailFrom}
	if cfg.SMTPURL != "" {
		if a.mailer.Sender, err = mail.NewSMTP(cfg.SMTPURL); err != nil {
			a.db.Close()
			return nil, nil, err
		}
	}
	a.auth = &auth.Service{DB: a.db, Options: auth.Options{
		Mailer:      a.mailer,
		SessionKey:  keys.Derive(a.secret, keys.Session),
		BaseURL:     cfg.BaseURL,
		AutoApprove: cfg.AutoApproveCompanies,
	}}

	a.interview = &interview.Service{DB: a.db}
	a.ats = &ats.Service{DB: a.db, Rounds: a.interview, Features: a.auth, People: a.auth}

	workers := river.NewWorkers()
	river.AddWorker(workers, &queue.HeartbeatWorker{DB: a.db})
	river.AddWorker(workers, &mail.Worker{Mailer: a.mailer})
	river.AddWorker(workers, &ats.ParseResumeWorker{DB: a.db, Blobs: a.blobs})
	a.queue, err = queue.New(ctx, a.db, workers, queue.Options{
		Work:         work,
		PollInterval: cfg.QueuePollInterval,
		Periodic:     []*river.PeriodicJob{queue.HeartbeatEvery(time.Minute)},
		Logger:       a.log,
	})
	if err != nil {
		a.db.Close()
		return nil, nil, err
	}
	a.mailer.Queue = a.queue
	a.ats.Queue = a.queue
	return a, rest, nil
}

func (a *app) close() {
	a.db.Close()
}

func migrate(ctx context.Context, db *sqldb.DB) error {
	if err := db.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if err := queue.Migrate(ctx, db); err != nil {
		return fmt.Errorf("migrate job queue: %w", err)
	}
	return nil
}
