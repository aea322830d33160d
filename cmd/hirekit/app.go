package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"hirekit/internal/app"
	"hirekit/internal/config"
	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
	"hirekit/web"
)

// openApp loads the config, opens and migrates the database and wires
// Hirekit through internal/app (the one composition root). work says
// whether this process runs job workers.
func openApp(ctx context.Context, name string, args []string, getenv func(string) string, stderr io.Writer, work bool) (*app.App, []string, error) {
	cfg, rest, err := config.Load(name, args, getenv, stderr)
	if err != nil {
		return nil, nil, err
	}
	if cfg.NoWorkers {
		work = false
	}
	log := newLogger(cfg.LogLevel, cfg.LogFormat, stderr)
	octx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	db, err := sqldb.Open(octx, cfg.DatabaseURL, cfg.DataDir, sqldb.Options{})
	if err != nil {
		return nil, nil, err
	}
	if err := migrate(octx, db); err != nil {
		db.Close()
		return nil, nil, err
	}
	a, err := app.New(octx, cfg, db, app.Options{Logger: log, Version: version, SPA: web.Dist(), Work: work, Periodic: work, Getenv: getenv})
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	return a, rest, nil
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
