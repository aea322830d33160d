package webhooks

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// The Standard Webhooks scheme (www.standardwebhooks.com): every request
// carries these three headers, and the signature is
// "v1," + base64(HMAC-SHA256(key, id + "." + timestamp + "." + body)),
// where key is the secret after "whsec_", base64-decoded.
const (
	HeaderID        = "webhook-id"
	HeaderTimestamp = "webhook-timestamp"
	HeaderSignature = "webhook-signature"
	secretPrefix    = "whsec_"
	// Tolerance is how far a delivery's timestamp may be from the
	// receiver's clock before Verify refuses it as a replay.
	Tolerance = 5 * time.Minute
)

// NewSecret returns a fresh signing secret: whsec_ and 32 random bytes in
// base64, the form the Standard Webhooks libraries read.
func NewSecret() string {
	b := make([]byte, 32)
	rand.Read(b)
	return secretPrefix + base64.StdEncoding.EncodeToString(b)
}

func secretKey(secret string) ([]byte, error) {
	raw, ok := strings.CutPrefix(secret, secretPrefix)
	if !ok {
		return nil, errors.New("webhooks: a secret starts with whsec_")
	}
	key, err := base64.StdEncoding.DecodeString(raw)
	if err != nil || len(key) == 0 {
		return nil, errors.New("webhooks: the secret after whsec_ is not base64")
	}
	return key, nil
}

// Sign returns the webhook-signature value of one message.
func Sign(secret, id string, timestamp int64, body []byte) (string, error) {
	key, err := secretKey(secret)
	if err != nil {
		return "", err
	}
	return "v1," + base64.StdEncoding.EncodeToString(mac(key, id, timestamp, body)), nil
}

func mac(key []byte, id string, timestamp int64, body []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(id + "." + strconv.FormatInt(timestamp, 10) + "."))
	m.Write(body)
	return m.Sum(nil)
}

// Errors Verify answers.
var (
	ErrMissingHeaders = errors.New("webhooks: missing webhook-id, webhook-timestamp or webhook-signature")
	ErrTimestamp      = errors.New("webhooks: timestamp too old or too far in the future")
	ErrSignature      = errors.New("webhooks: no matching signature")
)

// Verify checks a received delivery the way a receiver should: the three
// headers are there, the timestamp is within Tolerance of now, and one of
// the space-separated v1 signatures matches body (compared in constant
// time). Receivers in Go may call it; README shows the same in a few lines.
func Verify(secret string, h http.Header, body []byte, now time.Time) error {
	id, ts, sigs := h.Get(HeaderID), h.Get(HeaderTimestamp), h.Get(HeaderSignature)
	if id == "" || ts == "" || sigs == "" {
		return ErrMissingHeaders
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return ErrTimestamp
	}
	if d := now.Sub(time.Unix(sec, 0)); d > Tolerance || d < -Tolerance {
		return ErrTimestamp
	}
	key, err := secretKey(secret)
	if err != nil {
		return err
	}
	want := mac(key, id, sec, body)
	for _, s := range strings.Fields(sigs) {
		v, enc, ok := strings.Cut(s, ",")
		if !ok || v != "v1" {
			continue
		}
		got, err := base64.StdEncoding.DecodeString(enc)
		if err == nil && hmac.Equal(got, want) {
			return nil
		}
	}
	return ErrSignature
}
