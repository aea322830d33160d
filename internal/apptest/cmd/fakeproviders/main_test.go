package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
)

// TestRun starts the standalone server on a free port, reads the base URL
// it prints, steers it through /_fake/ as a journey would, and stops it.
func TestRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"-addr", "127.0.0.1:0"}, pw); pw.Close() }()
	sc := bufio.NewScanner(pr)
	settings := map[string]string{}
	var base string
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "# fake Google and Microsoft at "); ok {
			base, _, _ = strings.Cut(rest, " ")
			continue
		}
		k, v, _ := strings.Cut(line, "=")
		settings[k] = v
		if k == "HIREKIT_RAZORPAY_CHECKOUT_URL" { // the last line, as e2e/fakes.mjs reads
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	if base == "" || settings["HIREKIT_GOOGLE_AUTH_URL"] != base+"/google/o/oauth2/v2/auth" || settings["HIREKIT_GOOGLE_CLIENT_ID"] != fakeproviders.GoogleClientID ||
		settings["HIREKIT_RAZORPAY_API_URL"] != base+"/razorpay" || settings["HIREKIT_RAZORPAY_CHECKOUT_URL"] != base+"/razorpay/checkout.js" ||
		settings["HIREKIT_RAZORPAY_KEY_ID"] != fakeproviders.RazorpayKeyID ||
		settings["HIREKIT_LEVER_CLIENT_ID"] != fakeproviders.LeverClientID || settings["HIREKIT_LEVER_AUTH_URL"] != base+"/lever" ||
		settings["HIREKIT_LEVER_API_URL"] != base+"/lever/v1" || settings["HIREKIT_GREENHOUSE_URL"] != base+"/greenhouse" {
		t.Fatalf("printed: base %q, settings %v", base, settings)
	}

	get := func(path string, v any) int {
		t.Helper()
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if v != nil {
			if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
				t.Fatalf("GET %s: %v", path, err)
			}
		}
		return resp.StatusCode
	}
	post := func(path, body string) int {
		t.Helper()
		resp, err := http.Post(base+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}

	var e fakeproviders.Endpoints
	if get("/_fake/endpoints", &e); e.MicrosoftGraphBase != settings["HIREKIT_MICROSOFT_GRAPH_URL"] || e.LeverAPIURL != settings["HIREKIT_LEVER_API_URL"] {
		t.Errorf("endpoints: got %+v", e)
	}
	var stats fakeproviders.LeverStats
	if get("/_fake/lever/stats", &stats) != http.StatusOK || stats.APICalls != 0 {
		t.Errorf("lever stats: got %+v", stats)
	}

	// The default consent is the form a browser journey clicks through.
	resp, err := http.Get(e.GoogleAuthURL + "?" + url.Values{"client_id": {fakeproviders.GoogleClientID},
		"redirect_uri": {"http://127.0.0.1:8080/cb"}, "response_type": {"code"}}.Encode())
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), `id="allow"`) || !strings.Contains(string(page), `id="deny"`) {
		t.Errorf("consent page: got %d %s", resp.StatusCode, page)
	}

	if s := post("/_fake/knobs?provider=google", `{"consent":"deny","authorize_error":"consent_required"}`); s != 200 {
		t.Errorf("POST knobs: got %d", s)
	}
	var k fakeproviders.Knobs
	if get("/_fake/knobs?provider=google", &k); k.Consent != "deny" || k.AuthorizeError != "consent_required" {
		t.Errorf("knobs: got %+v", k)
	}
	if s := post("/_fake/busy?provider=outlook", `{"email":"a@contoso.test","start":"2030-05-06T09:00:00Z","end":"2030-05-06T10:00:00Z"}`); s != 200 {
		t.Errorf("POST busy: got %d", s)
	}
	if s := post("/_fake/revoke?provider=microsoft", `{"email":"a@contoso.test"}`); s != 200 {
		t.Errorf("POST revoke: got %d", s)
	}
	var ev struct{ Events []fakeproviders.Event }
	if s := get("/_fake/events", &ev); s != 200 || ev.Events == nil || len(ev.Events) != 0 {
		t.Errorf("events: got %d %+v, want an empty list", s, ev)
	}
	if s := get("/_fake/knobs?provider=yahoo", nil); s != 400 {
		t.Errorf("unknown provider: got %d, want 400", s)
	}
	// The Greenhouse fake answers its key and refuses others.
	req, _ := http.NewRequest("GET", settings["HIREKIT_GREENHOUSE_URL"]+"/v1/jobs?per_page=1", nil)
	req.SetBasicAuth(fakeproviders.GreenhouseKey, "")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Link"), `rel="next"`) {
		t.Errorf("greenhouse jobs: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	if s := get("/greenhouse/v1/jobs", nil); s != 401 {
		t.Errorf("greenhouse without a key: got %d, want 401", s)
	}
	if s := post("/_fake/greenhouse/throttle", `{"count":1}`); s != 200 {
		t.Errorf("greenhouse throttle: got %d", s)
	}
	if s := post("/_fake/greenhouse/reset", ``); s != 200 {
		t.Errorf("greenhouse reset: got %d", s)
	}
	if s := post("/_fake/reset", ``); s != 200 {
		t.Errorf("reset: got %d", s)
	}
	var after fakeproviders.Knobs
	if get("/_fake/knobs?provider=google", &after); after.Consent != fakeproviders.ConsentForm || after.AuthorizeError != "" {
		t.Errorf("knobs after reset: got %+v, want the -consent default back", after)
	}

	cancel()
	if err := <-done; err != nil {
		t.Errorf("run: %v", err)
	}
}
