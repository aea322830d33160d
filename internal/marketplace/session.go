package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"hirekit/internal/recruit"
)

// Talenthub session tokens are JWTs under their own key and audience, so
// neither a company session nor a candidate's passcode token stands in
// for one. The row is read on every request: a deleted account or a
// bumped session_version ends the session at once.
const (
	sessionAudience = "hirekit-talenthub"
	sessionTTL      = 30 * 24 * time.Hour
)

type sessionClaims struct {
	SessionVersion int64 `json:"sv"`
	jwt.RegisteredClaims
}

// IssueToken signs a session token for hub candidate id at sessionVersion.
func (s *Service) IssueToken(id, sessionVersion int64) (string, error) {
	if len(s.SessionKey) == 0 {
		return "", errors.New("marketplace: no session key")
	}
	now := s.now()
	return jwt.NewWithClaims(jwt.SigningMethodHS256, sessionClaims{
		SessionVersion: sessionVersion,
		RegisteredClaims: jwt.RegisteredClaims{
			Subject:   strconv.FormatInt(id, 10),
			Audience:  jwt.ClaimStrings{sessionAudience},
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(sessionTTL)),
		},
	}).SignedString(s.SessionKey)
}

// Session turns a talenthub session token into its actor. ok is false for
// a token that is not one of ours (the caller tries other kinds); err is
// set for one of ours that no longer holds.
func (s *Service) Session(ctx context.Context, raw string) (actor *recruit.Actor, ok bool, err error) {
	if s == nil || len(s.SessionKey) == 0 {
		return nil, false, nil
	}
	var c sessionClaims
	tok, perr := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return s.SessionKey, nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithAudience(sessionAudience), jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now))
	if perr != nil || !tok.Valid {
		return nil, false, nil
	}
	id, perr := strconv.ParseInt(c.Subject, 10, 64)
	if perr != nil || id <= 0 {
		return nil, false, nil
	}
	var email, name, username string
	var version int64
	row, err := s.DB.QueryRowPrepared(ctx, `SELECT email, name, username, session_version FROM hub_candidates WHERE id = ?`, id)
	if err == nil {
		err = row.Scan(&email, &name, &username, &version)
	}
	if errors.Is(err, sql.ErrNoRows) || (err == nil && version != c.SessionVersion) {
		return nil, true, recruit.Errorf(recruit.EUNAUTHORIZED, "Your session has ended, please log in again")
	}
	if err != nil {
		return nil, true, err
	}
	return recruit.TalentCandidateActor(id, email, name, username), true, nil
}
