package auth

import (
	"errors"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"hirekit/internal/recruit"
)

// Session token lifetimes (DECISIONS.md).
const (
	sessionTTL    = 24 * time.Hour
	rememberMeTTL = 30 * 24 * time.Hour
	audience      = "hirekit-session"
)

// Claims are a session token's claims: sub, company_id, roles and exp, plus
// the user's session_version, which a password reset or deactivation bumps
// to end every older session at once.
type Claims struct {
	CompanyID      int64    `json:"company_id,omitempty"`
	Roles          []string `json:"roles"`
	SessionVersion int64    `json:"sv"`
	jwt.RegisteredClaims
}

// issueToken signs a session token for u.
func (s *Service) issueToken(u *User, ttl time.Duration) (string, error) {
	now := s.now()
	claims := Claims{
		CompanyID:      u.Company(),
		Roles:          u.Roles(),
		SessionVersion: u.SessionVersion,
		RegisteredClaims: jwt.RegisteredClaims{
			Subject:   strconv.FormatInt(u.ID, 10),
			Audience:  jwt.ClaimStrings{audience},
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(ttl)),
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(s.SessionKey)
}

// parseToken verifies a session token: HS256 only (no "none", no RS/HS
// confusion), our audience, not expired.
func (s *Service) parseToken(raw string) (*Claims, int64, error) {
	var c Claims
	_, err := jwt.ParseWithClaims(raw, &c, func(t *jwt.Token) (any, error) {
		return s.SessionKey, nil
	}, jwt.WithValidMethods([]string{"HS256"}), jwt.WithAudience(audience), jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now))
	if err != nil {
		if errors.Is(err, jwt.ErrTokenExpired) {
			return nil, 0, recruit.Errorf(recruit.EUNAUTHORIZED, "Your session has expired, please log in again")
		}
		return nil, 0, recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	}
	id, err := strconv.ParseInt(c.Subject, 10, 64)
	if err != nil {
		return nil, 0, recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	}
	return &c, id, nil
}
