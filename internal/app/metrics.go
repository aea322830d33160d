package app

import (
	"context"
	"time"

	"hirekit/internal/metrics"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// registerDB adds the connection-pool statistics: on SQLite the write
// connection and the read pool apart, on PostgreSQL the one pool.
func registerDB(m *metrics.Metrics, db *sqldb.DB) error {
	if db.Read == db.Write {
		return m.RegisterDB("primary", db.Write.DB)
	}
	if err := m.RegisterDB("write", db.Write.DB); err != nil {
		return err
	}
	return m.RegisterDB("read", db.Read.DB)
}

// timedParse wraps a resume parser (resume.Parse when nil) so each parse
// is counted by source and outcome and timed. A parse stopped by its
// context (a job timeout, a stop) is "aborted": it says nothing about the
// file.
func timedParse(m *metrics.Metrics, source string, parse func(context.Context, []byte, string) resume.Result) func(context.Context, []byte, string) resume.Result {
	if parse == nil {
		parse = resume.Parse
	}
	return func(ctx context.Context, data []byte, name string) resume.Result {
		start := time.Now()
		res := parse(ctx, data, name)
		outcome := "parsed"
		switch {
		case ctx.Err() != nil:
			outcome = "aborted"
		case res.Error != "":
			outcome = "error"
		}
		m.ObserveParse(source, outcome, time.Since(start))
		return res
	}
}
