package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestParseToken(t *testing.T) {
	t.Parallel()
	now := time.Unix(1_800_000_000, 0)
	s := &Service{Options: Options{SessionKey: []byte("k-k-k-k-k-k-k-k-k-k-k-k-k-k-k-k!"), Now: func() time.Time { return now }}}
	u := &User{ID: 42, RolesText: "company_ta", SessionVersion: 3}
	good, err := s.issueToken(u, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	c, id, err := s.parseToken(good)
	if err != nil || id != 42 || c.SessionVersion != 3 || len(c.Roles) != 1 || c.Roles[0] != "company_ta" {
		t.Fatalf("parseToken(good) = %+v, %d, %v", c, id, err)
	}
	sign := func(header, payload string, key []byte) string {
		h := base64.RawURLEncoding.EncodeToString([]byte(header))
		p := base64.RawURLEncoding.EncodeToString([]byte(payload))
		m := hmac.New(sha256.New, key)
		m.Write([]byte(h + "." + p))
		return h + "." + p + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
	}
	valid := `{"sub":"42","roles":["company_admin"],"sv":3,"aud":["hirekit-session"],"exp":1800003600}`
	otherKey, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": "42", "aud": "hirekit-session", "exp": 1800003600}).SignedString([]byte("other key"))
	parts := strings.Split(good, ".")
	bad := map[string]string{
		"NoneAlgorithm":  base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + parts[1] + ".",
		"HS512Header":    sign(`{"alg":"HS512","typ":"JWT"}`, valid, s.SessionKey),
		"OtherKey":       otherKey,
		"TamperedClaims": parts[0] + "." + base64.RawURLEncoding.EncodeToString([]byte(strings.Replace(valid, "company_admin", "platform_admin", 1))) + "." + parts[2],
		"WrongAudience":  sign(`{"alg":"HS256","typ":"JWT"}`, strings.Replace(valid, "hirekit-session", "hirekit-schedule", 1), s.SessionKey),
		"NoExpiry":       sign(`{"alg":"HS256","typ":"JWT"}`, `{"sub":"42","aud":"hirekit-session"}`, s.SessionKey),
		"Expired":        sign(`{"alg":"HS256","typ":"JWT"}`, strings.Replace(valid, "1800003600", "1799999999", 1), s.SessionKey),
		"BadSubject":     sign(`{"alg":"HS256","typ":"JWT"}`, strings.Replace(valid, `"42"`, `"x"`, 1), s.SessionKey),
		"Garbage":        "a.b.c",
		"Empty":          "",
	}
	for name, tok := range bad {
		t.Run("Err"+name, func(t *testing.T) {
			if _, _, err := s.parseToken(tok); err == nil {
				t.Errorf("parseToken accepted %s", name)
			}
		})
	}
	t.Run("AudienceAsString", func(t *testing.T) {
		tok := sign(`{"alg":"HS256","typ":"JWT"}`, strings.Replace(valid, `["hirekit-session"]`, `"hirekit-session"`, 1), s.SessionKey)
		if _, _, err := s.parseToken(tok); err != nil {
			t.Errorf("string aud refused: %v", err)
		}
	})
}
