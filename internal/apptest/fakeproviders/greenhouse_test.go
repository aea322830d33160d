package fakeproviders_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
)

// TestGreenhouseShapes holds the fake to reference §1: Basic auth with the
// key as user name (401 with Harvest's message otherwise), 403 for a GET
// with a body and for a missing permission, Link paging with per_page at
// most 500 and rel="last" unless skip_count, X-RateLimit-* headers and
// 429 with Retry-After past the limit, and signed links that refuse a
// second auth mechanism and expire.
func TestGreenhouseShapes(t *testing.T) {
	f := fakeproviders.Start(t)
	f.Greenhouse.SetKnobs(fakeproviders.GreenhouseKnobs{Jobs: 2, CandidatesPerJob: 600, RateLimit: 8})
	base := f.Endpoints().GreenhouseURL
	call := func(key, path string, body io.Reader) (*http.Response, string) {
		t.Helper()
		req, _ := http.NewRequest("GET", path, body)
		if key != "" {
			req.SetBasicAuth(key, "")
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	if r, b := call("", base+"/v1/jobs", nil); r.StatusCode != 401 || b != `{"message":"Invalid Basic Auth credentials"}`+"\n" && b != `{"message":"Invalid Basic Auth credentials"}` {
		t.Errorf("no auth: %d %s", r.StatusCode, b)
	}
	if r, b := call(fakeproviders.GreenhouseKey, base+"/v1/jobs", strings.NewReader(`{"x":1}`)); r.StatusCode != 403 || !strings.Contains(b, "supplying body information") {
		t.Errorf("GET with a body: %d %s", r.StatusCode, b)
	}
	if r, b := call(fakeproviders.GreenhouseLimitedKey, base+"/v1/sources", nil); r.StatusCode != 403 || !strings.Contains(b, "This API Key does not have permission for this endpoint") {
		t.Errorf("missing permission: %d %s", r.StatusCode, b)
	}
	r, b := call(fakeproviders.GreenhouseKey, base+"/v1/candidates?job_id=4001&per_page=900", nil)
	var page []struct {
		ID          int64 `json:"id"`
		Attachments []struct {
			URL string `json:"url"`
		} `json:"attachments"`
	}
	if err := json.Unmarshal([]byte(b), &page); err != nil || r.StatusCode != 200 || len(page) != 500 {
		t.Fatalf("per_page over 500: %d, %d items %v", r.StatusCode, len(page), err)
	}
	if l := r.Header.Get("Link"); !strings.Contains(l, `page=2`) || !strings.Contains(l, `rel="next"`) || !strings.Contains(l, `rel="last"`) {
		t.Errorf("Link: %s", l)
	}
	if r.Header.Get("X-RateLimit-Limit") != "8" || r.Header.Get("X-RateLimit-Remaining") == "" {
		t.Errorf("rate headers: %v", r.Header)
	}
	if r, _ := call(fakeproviders.GreenhouseKey, base+"/v1/candidates?job_id=4001&skip_count=true", nil); strings.Contains(r.Header.Get("Link"), `rel="last"`) {
		t.Errorf("skip_count still links last: %s", r.Header.Get("Link"))
	}
	link := page[0].Attachments[0].URL
	req, _ := http.NewRequest("GET", link, nil)
	req.SetBasicAuth(fakeproviders.GreenhouseKey, "")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 400 {
		t.Errorf("a signed link with Basic auth: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	if resp, err := http.Get(link); err != nil || resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/pdf" {
		t.Errorf("the signed link: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	if resp, err := http.Get(strings.Replace(link, "X-Amz-Expires=", "X-Amz-Expires=9", 1)); err != nil || resp.StatusCode != 403 {
		t.Errorf("a tampered link: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	f.Greenhouse.Advance(8 * 24 * time.Hour)
	if resp, err := http.Get(link); err != nil || resp.StatusCode != 403 || f.Greenhouse.Expired() != 1 {
		t.Errorf("an expired link: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	// The window: 8 calls per 10 seconds, then 429 with Retry-After.
	var last *http.Response
	for range 10 {
		last, _ = call(fakeproviders.GreenhouseKey, base+"/v1/users", nil)
	}
	if last.StatusCode != 429 || last.Header.Get("Retry-After") == "" || last.Header.Get("X-RateLimit-Reset") == "" {
		t.Errorf("past the limit: %d %v", last.StatusCode, last.Header)
	}
}
