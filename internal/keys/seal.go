package keys

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"strings"
)

// ErrSealed is every sealed value that does not open: an unknown format,
// a short or damaged value, the wrong key or the wrong additional data.
var ErrSealed = errors.New("keys: sealed value does not open")

// sealedPrefix names the format: AES-256-GCM, the nonce first, base64
// without padding.
const sealedPrefix = "v1."

// Seal encrypts plain with AES-256-GCM under a 32-byte key (one of
// Derive's). ad is the additional data that binds the value to its row (a
// user, a company), so a value copied to another row does not open.
func Seal(key, plain, ad []byte) (string, error) {
	aead, err := gcm(key)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	return sealedPrefix + base64.RawStdEncoding.EncodeToString(aead.Seal(nonce, nonce, plain, ad)), nil
}

// Open decrypts a value Seal made under key with the same ad.
func Open(key []byte, sealed string, ad []byte) ([]byte, error) {
	raw, ok := strings.CutPrefix(sealed, sealedPrefix)
	if !ok {
		return nil, ErrSealed
	}
	data, err := base64.RawStdEncoding.DecodeString(raw)
	if err != nil {
		return nil, ErrSealed
	}
	aead, err := gcm(key)
	if err != nil {
		return nil, err
	}
	if len(data) < aead.NonceSize() {
		return nil, ErrSealed
	}
	plain, err := aead.Open(nil, data[:aead.NonceSize()], data[aead.NonceSize():], ad)
	if err != nil {
		return nil, ErrSealed
	}
	return plain, nil
}

func gcm(key []byte) (cipher.AEAD, error) {
	if len(key) != 32 {
		return nil, errors.New("keys: a sealing key is 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
