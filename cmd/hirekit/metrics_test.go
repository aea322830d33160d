package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
)

// TestServeMetrics starts serve with HIREKIT_METRICS_ADDR: /metrics
// answers there and only there, and the API is not served on it.
func TestServeMetrics(t *testing.T) {
	for _, engine := range apptest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			env := envFor(map[string]string{
				"HIREKIT_ADDR":         "127.0.0.1:0",
				"HIREKIT_METRICS_ADDR": "127.0.0.1:0",
				"HIREKIT_DATA_DIR":     t.TempDir(),
				"HIREKIT_DATABASE_URL": databaseEnv(t, engine),
			})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			pr, pw := io.Pipe()
			done := make(chan error, 1)
			go func() {
				done <- run(ctx, []string{"serve"}, env, pw, io.Discard)
				pw.Close()
			}()
			urls := make(chan string, 2)
			go func() {
				sc := bufio.NewScanner(pr)
				for sc.Scan() {
					if u := regexp.MustCompile(`http://\S+`).FindString(sc.Text()); u != "" {
						urls <- u
					}
				}
			}()
			var api, metrics string
			for api == "" || metrics == "" {
				select {
				case u := <-urls:
					if strings.HasSuffix(u, "/metrics") {
						metrics = u
					} else {
						api = u
					}
				case err := <-done:
					t.Fatalf("run ended early: %v", err)
				case <-time.After(30 * time.Second):
					t.Fatal("no listening lines within 30s")
				}
			}
			get := func(url string) (int, string) {
				resp, err := http.Get(url)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				return resp.StatusCode, string(b)
			}
			if code, _ := get(api + "/healthz"); code != 200 {
				t.Errorf("API /healthz = %d", code)
			}
			code, body := get(metrics)
			if code != 200 || !strings.Contains(body, `hirekit_http_request_duration_seconds_count{code="200",route="GET /healthz"} 1`) ||
				!strings.Contains(body, "hirekit_queue_up 1") {
				t.Errorf("GET %s = %d, want the API's request and the queue in:\n%.2000s", metrics, code, body)
			}
			if code, body := get(strings.TrimSuffix(metrics, "/metrics") + "/healthz"); code != 404 {
				t.Errorf("the metrics listener answered /healthz %d %.100s", code, body)
			}
			if _, body := get(api + "/metrics"); strings.Contains(body, "hirekit_queue_up") {
				t.Error("the API listener serves the metrics")
			}
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("run returned %v after shutdown", err)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("run did not return within 30s of shutdown")
			}
		})
	}
}
