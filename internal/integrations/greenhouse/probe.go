package greenhouse

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"

	"hirekit/internal/integrations"
)

// Probe tests what the key may read, as reference §1.7 recommends (v1
// has no introspection): a cheap GET of each endpoint the product needs.
// 200 grants the permission, 403 means the key lacks it; a 401 anywhere
// is a bad key (integrations.ErrUnauthorized, no map). The map's keys are
// integrations.GreenhousePermissions. Job stages are probed on the
// account's first job when there is one, and on /v1/job_stages.
func (c *Client) Probe(ctx context.Context) (map[string]bool, error) {
	one := url.Values{"per_page": {"1"}, "skip_count": {"true"}}
	probes := []struct {
		perm, path string
		q          url.Values
	}{
		// users first: it also validates the key.
		{"users", "/users", one},
		{"jobs", "/jobs", one},
		{"job_stages", "/job_stages", url.Values{"per_page": {"1"}}},
		{"sources", "/sources", url.Values{"per_page": {"1"}}},
		{"candidates", "/candidates", one},
		{"applications", "/applications", one},
		{"tags", "/tags/candidate", url.Values{"per_page": {"1"}}},
		{"custom_fields", "/custom_fields/job", nil},
		{"job_posts", "/job_posts", url.Values{"per_page": {"1"}}},
	}
	out := map[string]bool{}
	var firstJob string
	for _, p := range probes {
		var page []struct {
			ID int64 `json:"id"`
		}
		ok, err := c.probe(ctx, c.url(p.path, p.q), &page)
		if err != nil {
			return nil, err
		}
		out[p.perm] = ok
		if p.perm == "jobs" && ok && len(page) > 0 {
			firstJob = strconv.FormatInt(page[0].ID, 10)
		}
	}
	if firstJob != "" && out["job_stages"] {
		var stages []struct{}
		ok, err := c.probe(ctx, c.url("/jobs/"+firstJob+"/stages", nil), &stages)
		if err != nil {
			return nil, err
		}
		out["job_stages"] = ok
	}
	return out, nil
}

// probe is one permission check: granted, missing (403), or an error
// (401 is integrations.ErrUnauthorized; 429 was waited through by get).
func (c *Client) probe(ctx context.Context, u string, v any) (bool, error) {
	_, err := c.get(ctx, u, v)
	var e *Error
	switch {
	case err == nil:
		return true, nil
	case errors.As(err, &e) && e.Status == http.StatusForbidden:
		return false, nil
	case errors.As(err, &e) && e.Status == http.StatusUnauthorized:
		return false, integrations.ErrUnauthorized
	}
	return false, err
}
