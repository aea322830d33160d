package googleid_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"hirekit/internal/googleid"
)

const clientID = "hirekit-test.apps.googleusercontent.com"

// jwks is an in-process JWKS server whose published keys a test changes.
type jwks struct {
	mu      sync.Mutex
	keys    map[string]*rsa.PrivateKey
	fetches int
}

func (j *jwks) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.fetches++
	var out []map[string]string
	for kid, k := range j.keys {
		out = append(out, map[string]string{"kty": "RSA", "alg": "RS256", "use": "sig", "kid": kid,
			"n": base64.RawURLEncoding.EncodeToString(k.N.Bytes()),
			"e": base64.RawURLEncoding.EncodeToString(big.NewInt(int64(k.E)).Bytes())})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"keys": out})
}

func (j *jwks) publish(kid string, k *rsa.PrivateKey) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.keys[kid] = k
}

func newKey(t *testing.T) *rsa.PrivateKey {
	t.Helper()
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func goodClaims() jwt.MapClaims {
	now := time.Now()
	return jwt.MapClaims{"iss": googleid.Issuer, "aud": clientID, "azp": clientID, "sub": "1234567890",
		"email": "asha@example.com", "email_verified": true, "name": "Asha K", "picture": "https://example.com/a.png",
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix(), "nonce": "n-1"}
}

func sign(t *testing.T, k *rsa.PrivateKey, kid string, c jwt.MapClaims) string {
	t.Helper()
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, c)
	tok.Header["kid"] = kid
	s, err := tok.SignedString(k)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestVerify(t *testing.T) {
	k1 := newKey(t)
	keys := &jwks{keys: map[string]*rsa.PrivateKey{"k1": k1}}
	srv := httptest.NewServer(keys)
	defer srv.Close()
	v := googleid.New(googleid.Config{ClientID: clientID, JWKSURL: srv.URL})
	ctx := context.Background()

	with := func(change func(jwt.MapClaims)) jwt.MapClaims {
		c := goodClaims()
		change(c)
		return c
	}
	refused := func(t *testing.T, raw, nonce string) {
		t.Helper()
		if id, err := v.Verify(ctx, raw, nonce); !errors.Is(err, googleid.ErrInvalid) {
			t.Fatalf("got %+v, %v; want the token refused", id, err)
		}
	}

	t.Run("OK", func(t *testing.T) {
		id, err := v.Verify(ctx, sign(t, k1, "k1", goodClaims()), "n-1")
		if err != nil {
			t.Fatalf("verify: %v", err)
		}
		if id.Subject != "1234567890" || id.Email != "asha@example.com" || !id.EmailVerified || id.Name != "Asha K" {
			t.Fatalf("got %+v, want Asha's verified identity", id)
		}
	})
	t.Run("OKIssuerWithoutScheme", func(t *testing.T) {
		raw := sign(t, k1, "k1", with(func(c jwt.MapClaims) { c["iss"] = "accounts.google.com" }))
		if _, err := v.Verify(ctx, raw, ""); err != nil {
			t.Fatalf("accounts.google.com refused: %v", err)
		}
	})
	t.Run("UnverifiedEmailIsSaid", func(t *testing.T) {
		id, err := v.Verify(ctx, sign(t, k1, "k1", with(func(c jwt.MapClaims) { c["email_verified"] = false })), "")
		if err != nil || id.EmailVerified {
			t.Fatalf("got %+v, %v; want a valid token with an unverified email", id, err)
		}
	})
	t.Run("ErrWrongAudience", func(t *testing.T) {
		refused(t, sign(t, k1, "k1", with(func(c jwt.MapClaims) { c["aud"] = "someone-else.apps.googleusercontent.com" })), "")
	})
	t.Run("ErrWrongIssuer", func(t *testing.T) {
		refused(t, sign(t, k1, "k1", with(func(c jwt.MapClaims) { c["iss"] = "https://evil.example.com" })), "")
	})
	t.Run("ErrExpired", func(t *testing.T) {
		refused(t, sign(t, k1, "k1", with(func(c jwt.MapClaims) {
			c["iat"], c["exp"] = time.Now().Add(-2*time.Hour).Unix(), time.Now().Add(-time.Hour).Unix()
		})), "")
	})
	t.Run("ErrBadSignature", func(t *testing.T) {
		// Signed by a key the JWKS does not publish, under a published kid.
		refused(t, sign(t, newKey(t), "k1", goodClaims()), "")
	})
	t.Run("ErrTamperedPayload", func(t *testing.T) {
		raw := sign(t, k1, "k1", goodClaims())
		other := sign(t, k1, "k1", with(func(c jwt.MapClaims) { c["email"] = "mallory@example.com" }))
		parts, otherParts := splitJWT(raw), splitJWT(other)
		refused(t, parts[0]+"."+otherParts[1]+"."+parts[2], "")
	})
	t.Run("ErrHS256", func(t *testing.T) {
		// An HMAC "signed" with the public modulus, the classic confusion.
		tok := jwt.NewWithClaims(jwt.SigningMethodHS256, goodClaims())
		tok.Header["kid"] = "k1"
		raw, err := tok.SignedString(k1.N.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		refused(t, raw, "")
	})
	t.Run("ErrNone", func(t *testing.T) {
		tok := jwt.NewWithClaims(jwt.SigningMethodNone, goodClaims())
		raw, err := tok.SignedString(jwt.UnsafeAllowNoneSignatureType)
		if err != nil {
			t.Fatal(err)
		}
		refused(t, raw, "")
	})
	t.Run("ErrNonce", func(t *testing.T) {
		refused(t, sign(t, k1, "k1", goodClaims()), "another-nonce")
	})
	t.Run("ErrGarbage", func(t *testing.T) {
		refused(t, "not.a.jwt", "")
		refused(t, "", "")
	})
	t.Run("KeyRotation", func(t *testing.T) {
		// Google publishes a new key after the verifier has cached the
		// old set: a token under the new kid makes it fetch again.
		k2 := newKey(t)
		raw := sign(t, k2, "k2", goodClaims())
		refused(t, raw, "") // not yet published
		keys.publish("k2", k2)
		keys.mu.Lock()
		before := keys.fetches
		keys.mu.Unlock()
		// go-oidc hands a caller that arrives just as a fetch finishes that
		// fetch's (older) result, so the new key may take one more try; it
		// must be picked up well within a second.
		var id *googleid.Identity
		var err error
		for deadline := time.Now().Add(2 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			if id, err = v.Verify(ctx, raw, ""); err == nil || time.Now().After(deadline) {
				break
			}
		}
		if err != nil {
			t.Fatalf("a token under the rotated key: %v", err)
		}
		if id.Email != "asha@example.com" {
			t.Fatalf("got %+v", id)
		}
		keys.mu.Lock()
		after := keys.fetches
		keys.mu.Unlock()
		if after <= before {
			t.Fatalf("JWKS fetched %d then %d times, want a refetch for the new kid", before, after)
		}
		// The old key still works while it is published.
		if _, err := v.Verify(ctx, sign(t, k1, "k1", goodClaims()), ""); err != nil {
			t.Fatalf("old key after rotation: %v", err)
		}
	})
	t.Run("NotConfigured", func(t *testing.T) {
		var none *googleid.Verifier = googleid.New(googleid.Config{})
		if none != nil {
			t.Fatal("a verifier without a client id, want nil")
		}
		if _, err := none.Verify(ctx, sign(t, k1, "k1", goodClaims()), ""); !errors.Is(err, googleid.ErrInvalid) {
			t.Fatalf("got %v, want refused", err)
		}
	})
}

func splitJWT(raw string) []string {
	var parts []string
	start := 0
	for i := range len(raw) {
		if raw[i] == '.' {
			parts = append(parts, raw[start:i])
			start = i + 1
		}
	}
	return append(parts, raw[start:])
}
