package keys_test

import (
	"bytes"
	"testing"

	"hirekit/internal/keys"
)

func TestDerive(t *testing.T) {
	a := keys.Derive("secret-one", keys.Session)
	if len(a) != 32 {
		t.Fatalf("len = %d, want 32", len(a))
	}
	if !bytes.Equal(a, keys.Derive("secret-one", keys.Session)) {
		t.Error("Derive is not deterministic")
	}
	if bytes.Equal(a, keys.Derive("secret-one", keys.Files)) {
		t.Error("different purposes gave the same key")
	}
	if bytes.Equal(a, keys.Derive("secret-two", keys.Session)) {
		t.Error("different secrets gave the same key")
	}
}
