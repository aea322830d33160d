package sqldb

import (
	"context"
	"crypto/rand"
	"encoding/hex"
)

// EnsureSecret returns the install's master secret: the configured one if
// set, else the one stored in the database, generating and storing it on
// first use. Insert-if-absent makes two processes starting together agree.
func (db *DB) EnsureSecret(ctx context.Context, configured string) (string, error) {
	if configured != "" {
		return configured, nil
	}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	candidate := hex.EncodeToString(b)
	err := db.RunInTx(ctx, func(ctx context.Context) error {
		_, err := db.Conn(ctx).NewRaw(
			"INSERT INTO app_settings (key, value, updated_at) VALUES ('secret', ?, ?) ON CONFLICT (key) DO NOTHING",
			candidate, Now()).Exec(ctx)
		return err
	})
	if err != nil {
		return "", err
	}
	var secret string
	err = db.Write.NewRaw("SELECT value FROM app_settings WHERE key = 'secret'").Scan(ctx, &secret)
	return secret, err
}
