package auth

import (
	"context"
	"net/url"
	"strings"

	"hirekit/internal/recruit"
)

// WandReturnURL builds the browser extension's return URL with the
// caller's token appended, only for an origin in
// HIREKIT_WAND_RETURN_ORIGINS: the token never goes to a page the install
// does not trust, and the list never ships to the browser.
func (s *Service) WandReturnURL(ctx context.Context, returnURL, token string) (string, error) {
	if err := recruit.Require(ctx, recruit.PermUseProfile); err != nil {
		return "", err
	}
	notAllowed := recruit.FieldError("return_url", "This return address is not allowed")
	u, err := url.Parse(strings.TrimSpace(returnURL))
	if err != nil || u.Scheme == "" || u.Host == "" || len(returnURL) > 2000 {
		return "", notAllowed
	}
	origin := u.Scheme + "://" + u.Host
	allowed := false
	for _, o := range s.WandReturnOrigins {
		if strings.EqualFold(o, origin) {
			allowed = true
		}
	}
	if !allowed {
		return "", notAllowed
	}
	q := u.Query()
	q.Set("token", token)
	u.RawQuery = q.Encode()
	return u.String(), nil
}
