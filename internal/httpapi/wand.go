package httpapi

import (
	"context"
	"net/url"
	"strings"

	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
)

// wandReturnURL builds the extension's return URL with the caller's token
// appended, only for an origin in HIREKIT_WAND_RETURN_ORIGINS: the token
// never goes to a page the install does not trust, and the list never
// ships to the browser.
func (s *Server) wandReturnURL(ctx context.Context, req *apiv1.WandReturnRequest) (*apiv1.WandReturn, error) {
	u, err := url.Parse(strings.TrimSpace(req.ReturnURL))
	if err != nil || u.Scheme == "" || u.Host == "" || len(req.ReturnURL) > 2000 {
		return nil, recruit.FieldError("return_url", "This return address is not allowed")
	}
	origin := u.Scheme + "://" + u.Host
	allowed := false
	for _, o := range s.deps.Config.WandReturnOrigins {
		if strings.EqualFold(o, origin) {
			allowed = true
		}
	}
	if !allowed {
		return nil, recruit.FieldError("return_url", "This return address is not allowed")
	}
	q := u.Query()
	q.Set("token", req.Token)
	u.RawQuery = q.Encode()
	return &apiv1.WandReturn{URL: u.String()}, nil
}
