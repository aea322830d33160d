// Package privacy answers what a person may ask of a company about the
// data it holds on them (issue 31 item 6): the erasure (anonymisation) of
// an ATS candidate, the export of their data, the audit log of the
// superusers' actions, the company's retention rule applied by a daily
// job, and the public data-request page's requests with their admin queue.
//
// Anonymisation keeps every row analytics counts (candidates, applications
// with their state, source, job and dates, the state history) and
// replaces or deletes what names the person: their name, email, phone,
// answers, resume and its parse, notes, scorecard notes, emails' bodies,
// events' payloads; their files leave the blob store after the commit.
package privacy

import (
	"context"
	"log/slog"
	"time"

	"hirekit/internal/blob"
	"hirekit/internal/sqldb"
)

// Mailer queues a message of a kind from its template (mail.Mailer).
type Mailer interface {
	Send(ctx context.Context, kind, to string, companyID int64, data any) error
}

// Service owns erasure, export, the audit log, retention and data requests.
type Service struct {
	DB    *sqldb.DB
	Blobs blob.Store
	Mail  Mailer
	Gate  Gate
	// Key signs the data-request links; BaseURL makes them absolute.
	Key     []byte
	BaseURL string
	Log     *slog.Logger
	// Now is the clock (tests); nil is the real one.
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}
