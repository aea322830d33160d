package integrations_test

import (
	"context"
	"errors"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/integrations"
	"hirekit/internal/keys"
	"hirekit/internal/sqldb"
)

func TestConnections(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := &integrations.Connections{DB: db, Key: keys.Derive("test secret", keys.ATSCredentials)}
		var company int64
		if _, err := db.Write.ExecContext(ctx, "INSERT INTO companies (name, slug, created_at, updated_at) VALUES ('Acme', 'acme', ?, ?)", sqldb.Now(), sqldb.Now()); err != nil {
			t.Fatal(err)
		}
		if err := db.Conn(ctx).QueryRowContext(ctx, "SELECT id FROM companies WHERE slug = 'acme'").Scan(&company); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Load(ctx, company, integrations.Greenhouse); !errors.Is(err, integrations.ErrNotConnected) {
			t.Fatalf("load before save: %v", err)
		}
		if err := s.Save(ctx, integrations.Connection{CompanyID: company, Provider: integrations.Greenhouse, Secret: []byte("key-1"), OnBehalfOf: "42"}); err != nil {
			t.Fatal(err)
		}
		if err := s.UpdateSecret(ctx, company, integrations.Greenhouse, []byte("key-2")); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkErrored(ctx, company, integrations.Greenhouse, "revoked"); err != nil {
			t.Fatal(err)
		}
		c, err := s.Load(ctx, company, integrations.Greenhouse)
		if err != nil {
			t.Fatal(err)
		}
		if string(c.Secret) != "key-2" || c.OnBehalfOf != "42" || c.Status != integrations.StatusErrored || c.LastError != "revoked" || c.CreatedAt.IsZero() {
			t.Fatalf("loaded %+v", c)
		}
		var sealed string
		if err := db.Conn(ctx).QueryRowContext(ctx, "SELECT credentials FROM ats_connections").Scan(&sealed); err != nil || sealed == "key-2" {
			t.Fatalf("stored in the clear: %q %v", sealed, err)
		}
		// A credential copied to another provider's row does not open.
		if err := s.Save(ctx, integrations.Connection{CompanyID: company, Provider: integrations.Lever, Secret: []byte("tok")}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Write.ExecContext(ctx, "UPDATE ats_connections SET credentials = ? WHERE provider = ?", sealed, integrations.Lever); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Load(ctx, company, integrations.Lever); !errors.Is(err, keys.ErrSealed) {
			t.Fatalf("copied credential: %v", err)
		}
		if err := s.Delete(ctx, company, integrations.Greenhouse); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, company, integrations.Greenhouse); !errors.Is(err, integrations.ErrNotConnected) {
			t.Fatalf("second delete: %v", err)
		}
	})
}
