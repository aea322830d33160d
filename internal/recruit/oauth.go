package recruit

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"strings"
)

// OAuthReturnURL checks where an OAuth callback may send its popup (a
// calendar's, an ATS's): a path of this Hirekit, or an absolute URL on
// base's origin, never elsewhere (the status would leak to another
// site). Empty is base's /oauth-redirect-callback.
func OAuthReturnURL(baseURL, raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return baseURL + "/oauth-redirect-callback", nil
	}
	bad := FieldError("redirect_url", "Please use a page of this Hirekit as redirect_url")
	u, err := url.Parse(raw)
	if err != nil || len(raw) > 2000 {
		return "", bad
	}
	if !u.IsAbs() {
		if !strings.HasPrefix(raw, "/") || strings.HasPrefix(raw, "//") || strings.Contains(raw, `\`) {
			return "", bad
		}
		return baseURL + raw, nil
	}
	base, err := url.Parse(baseURL)
	if err != nil || !strings.EqualFold(u.Scheme, base.Scheme) || !strings.EqualFold(u.Host, base.Host) || u.User != nil {
		return "", bad
	}
	return raw, nil
}

// OAuthState is a fresh random value of n bytes, URL-safe: an OAuth
// state or a transaction id.
func OAuthState(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// OAuthStateHash is how a state is stored: only its hash, so the table
// holds nothing a caller could replay.
func OAuthStateHash(state string) string {
	h := sha256.Sum256([]byte(state))
	return hex.EncodeToString(h[:])
}
