package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Kinds of mailed tokens and how long each lives.
const (
	TokenVerifyEmail   = "verify_email"
	TokenResetPassword = "reset_password"
)

var tokenTTL = map[string]time.Duration{
	TokenVerifyEmail:   7 * 24 * time.Hour,
	TokenResetPassword: time.Hour,
}

// newUserToken stores the hash of a fresh random token of kind for userID
// and returns the token itself, which only the mail ever holds.
func (s *Service) newUserToken(ctx context.Context, userID int64, kind string) (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	token := base64.RawURLEncoding.EncodeToString(b)
	now := sqldb.NowIn(ctx)
	_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO user_tokens (user_id, kind, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`,
		userID, kind, hashToken(token), now.Add(tokenTTL[kind]), now).Exec(ctx)
	return token, err
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// peekUserToken reports whose an unexpired, unused token of kind is,
// without using it: the cheap check before a password is hashed.
func (s *Service) peekUserToken(ctx context.Context, token, kind string, invalid *recruit.Error) (int64, error) {
	if token == "" || len(token) > 200 {
		return 0, invalid
	}
	var row struct {
		UserID    int64     `bun:"user_id"`
		ExpiresAt time.Time `bun:"expires_at"`
	}
	err := s.DB.Conn(ctx).NewRaw("SELECT user_id, expires_at FROM user_tokens WHERE token_hash = ? AND kind = ? AND used_at IS NULL",
		hashToken(token), kind).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, invalid
	} else if err != nil {
		return 0, err
	}
	if s.now().After(row.ExpiresAt) {
		return 0, invalid
	}
	return row.UserID, nil
}

// useUserToken consumes a token of kind: it must exist, be unexpired and
// unused. The conditional UPDATE makes it single-use even when two
// requests race. It returns the user id.
func (s *Service) useUserToken(ctx context.Context, token, kind string, invalid *recruit.Error) (int64, error) {
	if token == "" || len(token) > 200 {
		return 0, invalid
	}
	var row struct {
		ID        int64     `bun:"id"`
		UserID    int64     `bun:"user_id"`
		ExpiresAt time.Time `bun:"expires_at"`
	}
	err := s.DB.Conn(ctx).NewRaw("SELECT id, user_id, expires_at FROM user_tokens WHERE token_hash = ? AND kind = ? AND used_at IS NULL",
		hashToken(token), kind).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, invalid
	} else if err != nil {
		return 0, err
	}
	if s.now().After(row.ExpiresAt) {
		return 0, invalid
	}
	res, err := s.DB.Conn(ctx).NewRaw("UPDATE user_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL", sqldb.NowIn(ctx), row.ID).Exec(ctx)
	if err != nil {
		return 0, err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return 0, invalid
	}
	return row.UserID, nil
}
