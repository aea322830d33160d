package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
)

// mailedLinkPages are the web app's pages whose path carries a mailed
// secret, written as in web/src/app/route-table.ts with {param} for
// :param. The rule below also takes every API route whose path has a
// {…token…} segment, so a tokened route is redacted the day it is added;
// TestNoTokenReachesTheLog sweeps the API route table and every page of the
// SPA's table with a recognisable token in each token parameter, so a new
// tokened page fails until it is listed here.
var mailedLinkPages = []string{
	"/reset-password/{resetPasswordToken}",
	"/email-verify/{verifyToken}",
	"/accept-invite/{inviteToken}",
	"/talenthub/email-preferences/{unsubscribeToken}",
	"/layoffs/consent/{token}",
	"/layoffs/contact/{contactToken}",
}

// secretQuery are query parameters that carry a credential: the mailed
// self-scheduling and /layoffs tokens, OAuth's code and state, passcodes.
// The access log never writes the query; a page opened with one of them
// sends no Referer.
var secretQuery = []string{"token", "scheduling_token", "code", "state", "passcode", "navigation_token"}

// secretPattern is one path pattern split in segments; a segment that is
// a token parameter is secret.
type secretPattern struct {
	segments []string
	secret   []bool
}

// redactor hides the secrets of a request's URL in what is logged.
type redactor struct{ patterns []secretPattern }

// newRedactor builds the rule from the mailed-link pages and the API
// routes whose path names a token.
func newRedactor(routes []Route) *redactor {
	r := &redactor{}
	for _, p := range mailedLinkPages {
		r.add(p)
	}
	for _, rt := range routes {
		r.add(rt.Path)
	}
	return r
}

// isTokenParam reports whether a {param} segment names a secret.
func isTokenParam(seg string) bool {
	if !strings.HasPrefix(seg, "{") || !strings.HasSuffix(seg, "}") {
		return false
	}
	return strings.Contains(strings.ToLower(seg), "token")
}

func (r *redactor) add(pattern string) {
	segs := strings.Split(strings.Trim(pattern, "/"), "/")
	p := secretPattern{segments: segs, secret: make([]bool, len(segs))}
	any := false
	for i, s := range segs {
		p.secret[i] = isTokenParam(s)
		any = any || p.secret[i]
	}
	if any {
		r.patterns = append(r.patterns, p)
	}
}

// path returns p with every secret segment, and anything after it (a
// stray slash or segment is still the token's page), replaced by
// [redacted].
func (r *redactor) path(p string) string {
	segs := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for _, pat := range r.patterns {
		if out, ok := pat.redact(segs); ok {
			return "/" + strings.Join(out, "/")
		}
	}
	return p
}

func (pat secretPattern) redact(segs []string) ([]string, bool) {
	out := make([]string, 0, len(segs))
	for i, want := range pat.segments {
		if i >= len(segs) {
			return nil, false
		}
		switch {
		case pat.secret[i]:
			if segs[i] == "" && i == len(segs)-1 {
				return nil, false // the page without a token
			}
			return append(out, "[redacted]"), true
		case strings.HasPrefix(want, "{"):
			out = append(out, segs[i])
		case !strings.EqualFold(want, segs[i]):
			return nil, false
		default:
			out = append(out, segs[i])
		}
	}
	return nil, false
}

// secretURL reports whether u carries a secret: a tokened path or a
// secret query parameter. Such a page is served with no Referer.
func (r *redactor) secretURL(u *url.URL) bool {
	if r.path(u.Path) != u.Path {
		return true
	}
	q := u.Query()
	for _, k := range secretQuery {
		if q.Has(k) {
			return true
		}
	}
	return false
}

type logPathKey struct{}

// withLogPath carries the redacted path, the only form of the path that
// the access log and error lines write.
func (s *Server) withLogPath(r *http.Request) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), logPathKey{}, s.redact.path(r.URL.Path)))
}

// logPath is the request's path as it may be logged.
func logPath(r *http.Request) string {
	if p, ok := r.Context().Value(logPathKey{}).(string); ok {
		return p
	}
	return "[unknown]"
}
