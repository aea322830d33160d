package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"strings"
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

// hs256Header is the only header we issue; parseToken refuses any other,
// which rules out "none", RS/HS confusion and header tricks outright.
var hs256Header = base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))

// wireClaims is what parseToken reads of the payload.
type wireClaims struct {
	Sub            string          `json:"sub"`
	CompanyID      int64           `json:"company_id"`
	Roles          []string        `json:"roles"`
	SessionVersion int64           `json:"sv"`
	Aud            json.RawMessage `json:"aud"`
	Exp            *int64          `json:"exp"`
}

// parseToken verifies a session token: exactly our HS256 header, a valid
// HMAC (compared in constant time), our audience and an unexpired exp. It
// runs on every signed-in request, so it decodes only what it needs
// instead of going through a general JWT parser (which took 40% of the
// session check).
func (s *Service) parseToken(raw string) (*Claims, int64, error) {
	if c, id, ok := s.tokens.get(raw, s.now().Unix()); ok {
		return c, id, nil
	}
	unauth := recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	header, rest, ok := strings.Cut(raw, ".")
	if !ok || header != hs256Header {
		return nil, 0, unauth
	}
	payload, sig, ok := strings.Cut(rest, ".")
	if !ok || len(raw) > 4096 {
		return nil, 0, unauth
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil {
		return nil, 0, unauth
	}
	mac := hmac.New(sha256.New, s.SessionKey)
	mac.Write([]byte(header))
	mac.Write([]byte{'.'})
	mac.Write([]byte(payload))
	if !hmac.Equal(got, mac.Sum(nil)) {
		return nil, 0, unauth
	}
	body, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return nil, 0, unauth
	}
	var w wireClaims
	if err := json.Unmarshal(body, &w); err != nil || w.Exp == nil || !hasAudience(w.Aud) {
		return nil, 0, unauth
	}
	if s.now().Unix() >= *w.Exp {
		return nil, 0, recruit.Errorf(recruit.EUNAUTHORIZED, "Your session has expired, please log in again")
	}
	id, err := strconv.ParseInt(w.Sub, 10, 64)
	if err != nil {
		return nil, 0, unauth
	}
	c := &Claims{CompanyID: w.CompanyID, Roles: w.Roles, SessionVersion: w.SessionVersion}
	s.tokens.put(raw, c, id, *w.Exp)
	return c, id, nil
}

// hasAudience accepts aud as our string or a list holding it.
func hasAudience(raw json.RawMessage) bool {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return one == audience
	}
	var many []string
	if json.Unmarshal(raw, &many) == nil {
		for _, a := range many {
			if a == audience {
				return true
			}
		}
	}
	return false
}
