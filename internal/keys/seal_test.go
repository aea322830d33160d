package keys_test

import (
	"errors"
	"strings"
	"testing"

	"hirekit/internal/keys"
)

func TestSeal(t *testing.T) {
	key := keys.Derive("secret", keys.Webhooks)
	sealed, err := keys.Seal(key, []byte("whsec_abc"), []byte("company 1"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(sealed, "v1.") || strings.Contains(sealed, "whsec_abc") {
		t.Fatalf("sealed %q", sealed)
	}
	plain, err := keys.Open(key, sealed, []byte("company 1"))
	if err != nil || string(plain) != "whsec_abc" {
		t.Fatalf("open: %q, %v", plain, err)
	}
	flipped := []byte(sealed)
	flipped[len(flipped)-2] ^= 1
	for name, try := range map[string]func() ([]byte, error){
		"OtherRow": func() ([]byte, error) { return keys.Open(key, sealed, []byte("company 2")) },
		"OtherKey": func() ([]byte, error) {
			return keys.Open(keys.Derive("secret", keys.CalendarTokens), sealed, []byte("company 1"))
		},
		"Tampered":  func() ([]byte, error) { return keys.Open(key, string(flipped), []byte("company 1")) },
		"NoPrefix":  func() ([]byte, error) { return keys.Open(key, strings.TrimPrefix(sealed, "v1."), []byte("company 1")) },
		"Short":     func() ([]byte, error) { return keys.Open(key, "v1.AAAA", []byte("company 1")) },
		"NotBase64": func() ([]byte, error) { return keys.Open(key, "v1.***", []byte("company 1")) },
	} {
		if _, err := try(); !errors.Is(err, keys.ErrSealed) {
			t.Errorf("%s: got %v, want ErrSealed", name, err)
		}
	}
	if _, err := keys.Seal([]byte("short"), []byte("x"), nil); err == nil {
		t.Error("a short key sealed")
	}
}
