package integrations

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"hirekit/internal/keys"
	"hirekit/internal/sqldb"
)

// Connection states.
const (
	StatusConnected = "connected"
	StatusErrored   = "errored"
)

// ErrNotConnected: the company has no connection to that provider.
var ErrNotConnected = errors.New("integrations: not connected")

// Connection is a company's link to one provider. Secret is the opened
// credential (a Greenhouse key, or Lever's token JSON); it is sealed in
// the row and never leaves the server.
type Connection struct {
	CompanyID   int64
	Provider    string
	Secret      []byte
	OnBehalfOf  string
	Account     string
	Status      string
	LastError   string
	ConnectedBy int64
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// Connections stores the ats_connections rows. Key is
// keys.Derive(secret, keys.ATSCredentials).
type Connections struct {
	DB  *sqldb.DB
	Key []byte
}

// ad binds a sealed credential to its company and provider, so a value
// copied to another row does not open.
func ad(companyID int64, provider string) []byte {
	return fmt.Appendf(nil, "hirekit ats credentials company %d provider %s", companyID, provider)
}

// Save connects (or reconnects) the company to c.Provider, status
// connected.
func (s *Connections) Save(ctx context.Context, c Connection) error {
	sealed, err := keys.Seal(s.Key, c.Secret, ad(c.CompanyID, c.Provider))
	if err != nil {
		return err
	}
	now := sqldb.NowIn(ctx)
	return s.exec(ctx, false, `INSERT INTO ats_connections
		(company_id, provider, credentials, on_behalf_of, account, status, last_error, connected_by, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, ?)
		ON CONFLICT (company_id, provider) DO UPDATE SET credentials = excluded.credentials,
			on_behalf_of = excluded.on_behalf_of, account = excluded.account, status = excluded.status,
			last_error = '', connected_by = excluded.connected_by, updated_at = excluded.updated_at`,
		c.CompanyID, c.Provider, sealed, c.OnBehalfOf, c.Account, StatusConnected, nullID(c.ConnectedBy), now, now)
}

// UpdateSecret replaces the stored credential (a rotated refresh token)
// and marks the connection connected again.
func (s *Connections) UpdateSecret(ctx context.Context, companyID int64, provider string, secret []byte) error {
	sealed, err := keys.Seal(s.Key, secret, ad(companyID, provider))
	if err != nil {
		return err
	}
	return s.exec(ctx, true,
		"UPDATE ats_connections SET credentials = ?, status = ?, last_error = '', updated_at = ? WHERE company_id = ? AND provider = ?",
		sealed, StatusConnected, sqldb.NowIn(ctx), companyID, provider)
}

// MarkErrored records that the provider refused the credentials; the
// screen asks for a reconnection.
func (s *Connections) MarkErrored(ctx context.Context, companyID int64, provider, cause string) error {
	return s.exec(ctx, true,
		"UPDATE ats_connections SET status = ?, last_error = ?, updated_at = ? WHERE company_id = ? AND provider = ?",
		StatusErrored, cause, sqldb.NowIn(ctx), companyID, provider)
}

// Load returns the company's connection to provider, or ErrNotConnected.
func (s *Connections) Load(ctx context.Context, companyID int64, provider string) (*Connection, error) {
	c := Connection{CompanyID: companyID, Provider: provider}
	var sealed string
	var by sql.NullInt64
	err := s.DB.Conn(ctx).QueryRowContext(ctx, `SELECT credentials, on_behalf_of, account, status, last_error, connected_by, created_at, updated_at
		FROM ats_connections WHERE company_id = ? AND provider = ?`, companyID, provider).
		Scan(&sealed, &c.OnBehalfOf, &c.Account, &c.Status, &c.LastError, &by, &c.CreatedAt, &c.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotConnected
	}
	if err != nil {
		return nil, err
	}
	c.ConnectedBy = by.Int64
	if c.Secret, err = keys.Open(s.Key, sealed, ad(companyID, provider)); err != nil {
		return nil, err
	}
	return &c, nil
}

// Delete disconnects the company from provider; ErrNotConnected when
// there was nothing to remove.
func (s *Connections) Delete(ctx context.Context, companyID int64, provider string) error {
	return s.exec(ctx, true, "DELETE FROM ats_connections WHERE company_id = ? AND provider = ?", companyID, provider)
}

// exec runs one write in a transaction (joining the caller's); with
// needRow, a write that touched no row is ErrNotConnected.
func (s *Connections) exec(ctx context.Context, needRow bool, query string, args ...any) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).ExecContext(ctx, query, args...)
		if err != nil || !needRow {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return ErrNotConnected
		}
		return nil
	})
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
