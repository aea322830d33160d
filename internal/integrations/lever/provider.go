package lever

import (
	"context"
	"encoding/json"
	"errors"

	"hirekit/internal/integrations"
)

// Provider is Lever as integrations.Service connects and opens it; the
// stored secret is the Token as JSON.
type Provider struct{ Config *Config }

var _ integrations.OAuthProvider = Provider{}

// AuthCodeURL is the consent page for state.
func (p Provider) AuthCodeURL(state string) string { return p.Config.AuthCodeURL(state) }

// Exchange trades the code for the token JSON to store.
func (p Provider) Exchange(ctx context.Context, code string) ([]byte, error) {
	tok, err := p.Config.Exchange(ctx, code)
	switch {
	case errors.Is(err, ErrScopeNotAccepted):
		return nil, integrations.ErrScopeNotAccepted
	case errors.Is(err, ErrNoRefreshToken):
		return nil, integrations.ErrNoRefreshToken
	case err != nil:
		return nil, err
	}
	return json.Marshal(tok)
}

// Open is a Client on the stored token, storing each rotated one.
func (p Provider) Open(secret []byte, store integrations.Store) integrations.Client {
	var tok Token
	_ = json.Unmarshal(secret, &tok) // an unreadable token refreshes, is refused, and reads as unauthorized
	c := New(p.Config, tok)
	c.Lock = store.Lock
	if store.Save != nil {
		c.Save = func(ctx context.Context, t Token) error {
			b, err := json.Marshal(t)
			if err != nil {
				return err
			}
			return store.Save(ctx, b)
		}
	}
	if store.Load != nil {
		c.Load = func(ctx context.Context) (Token, error) {
			var t Token
			b, err := store.Load(ctx)
			if err != nil {
				return t, err
			}
			return t, json.Unmarshal(b, &t)
		}
	}
	return c
}
