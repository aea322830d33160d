package auth

import "sync"

// tokenCache remembers tokens whose signature already checked out, so the
// JSON and HMAC work runs once per token instead of once per request. It
// holds nothing a second process would need: a miss just verifies again,
// and revocation is never cached (the user row is read on every request).
type tokenCache struct {
	mu sync.Mutex
	m  map[string]cachedToken
}

type cachedToken struct {
	claims *Claims
	userID int64
	exp    int64
}

// maxCachedTokens bounds the memory; when full the cache starts over.
const maxCachedTokens = 10_000

func (c *tokenCache) get(raw string, now int64) (*Claims, int64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.m[raw]
	if !ok || now >= t.exp {
		return nil, 0, false
	}
	return t.claims, t.userID, true
}

func (c *tokenCache) put(raw string, claims *Claims, userID, exp int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedTokens {
		c.m = make(map[string]cachedToken)
	}
	c.m[raw] = cachedToken{claims: claims, userID: userID, exp: exp}
}
