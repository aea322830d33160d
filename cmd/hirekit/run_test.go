package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

func envFor(vals map[string]string) func(string) string {
	return func(k string) string { return vals[k] }
}

// databaseEnv returns the HIREKIT_DATABASE_URL for a fresh database of
// engine (empty for SQLite, which lives in the data dir).
func databaseEnv(t *testing.T, engine sqldb.Engine) string {
	if engine == sqldb.SQLite {
		return ""
	}
	return apptest.OpenDB(t, engine).URL
}

// TestServe starts the real program on port 0, waits for /healthz, stops
// it with the context like a SIGTERM would, and expects a clean exit.
func TestServe(t *testing.T) {
	for _, engine := range apptest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			env := envFor(map[string]string{
				"HIREKIT_ADDR":                "127.0.0.1:0",
				"HIREKIT_DATA_DIR":            t.TempDir(),
				"HIREKIT_DATABASE_URL":        databaseEnv(t, engine),
				"HIREKIT_QUEUE_POLL_INTERVAL": "100ms",
			})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			pr, pw := io.Pipe()
			var stderr bytes.Buffer
			done := make(chan error, 1)
			go func() {
				done <- run(ctx, []string{"serve"}, env, pw, &stderr)
				pw.Close()
			}()
			line := make(chan string, 1)
			var metricsLine atomic.Bool
			go func() {
				sc := bufio.NewScanner(pr)
				for sc.Scan() {
					if strings.Contains(sc.Text(), "listening on") {
						line <- sc.Text()
					}
					metricsLine.Store(metricsLine.Load() || strings.Contains(sc.Text(), "/metrics"))
				}
			}()
			var base string
			select {
			case l := <-line:
				base = regexp.MustCompile(`http://\S+`).FindString(l)
			case err := <-done:
				t.Fatalf("run ended early: %v\n%s", err, stderr.String())
			case <-time.After(30 * time.Second):
				t.Fatalf("no listening line within 30s\n%s", stderr.String())
			}
			// Metrics are off by default: no listener, no line.
			if metricsLine.Load() {
				t.Error("a metrics listener started without HIREKIT_METRICS_ADDR")
			}
			for _, path := range []string{"/healthz", "/readyz"} {
				resp, err := http.Get(base + path)
				if err != nil {
					t.Fatal(err)
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 || !strings.Contains(string(body), `"status":"ok"`) {
					t.Errorf("GET %s = %d %s", path, resp.StatusCode, body)
				}
			}
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("run returned %v after shutdown, want nil\n%s", err, stderr.String())
				}
			case <-time.After(30 * time.Second):
				t.Fatal("run did not return within 30s of shutdown")
			}
		})
	}
}

func TestDemoIsIdempotent(t *testing.T) {
	for _, engine := range apptest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			env := envFor(map[string]string{"HIREKIT_DATA_DIR": t.TempDir(), "HIREKIT_DATABASE_URL": databaseEnv(t, engine)})
			for i := 0; i < 2; i++ {
				var out, errb bytes.Buffer
				if err := run(context.Background(), []string{"demo"}, env, &out, &errb); err != nil {
					t.Fatalf("demo run %d: %v\n%s", i+1, err, errb.String())
				}
				for _, want := range []string{`Demo company "Acme Corporation" (slug acme, id 1) is ready.`, "admin@demo.hirekit.test", "panel@demo.hirekit.test", "Demo jobs: 14.", "Demo candidates: 261"} {
					if !strings.Contains(out.String(), want) {
						t.Errorf("demo run %d printed %q, want %q in it", i+1, out.String(), want)
					}
				}
			}
		})
	}
}

func TestUnknownCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"frobnicate"}, envFor(nil), &out, &errb); err == nil {
		t.Error("run(frobnicate) = nil, want an error")
	}
	if !strings.Contains(errb.String(), "Usage: hirekit") {
		t.Errorf("stderr = %q, want the usage", errb.String())
	}
}

func TestAdminCreate(t *testing.T) {
	env := envFor(map[string]string{"HIREKIT_DATA_DIR": t.TempDir()})
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"admin", "create", "--email", "Root@Example.com"}, env, &out, &errb); err != nil {
		t.Fatalf("admin create: %v\n%s", err, errb.String())
	}
	if !strings.Contains(out.String(), "Platform admin Root@Example.com is ready") || !strings.Contains(out.String(), "http://127.0.0.1:8080/reset-password/") {
		t.Errorf("printed %q", out.String())
	}
	if err := run(context.Background(), []string{"admin", "create"}, env, &out, &errb); err == nil {
		t.Error("admin create without --email = nil error")
	}
}

func TestParseCommand(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/cv.pdf"
	if err := os.WriteFile(path, fixture.ResumePDF(fixture.SamplePerson()), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"parse", path}, envFor(nil), &out, &errb); err != nil {
		t.Fatalf("parse: %v\n%s", err, errb.String())
	}
	var got map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("output %q is not one JSON line: %v", out.String(), err)
	}
	want := fixture.SamplePerson()
	if got["name"] != want.Name || got["email"] != want.Email || got["error"] != nil && got["error"] != "" {
		t.Errorf("parse printed %s", out.String())
	}
	for _, key := range []string{"phone_number", "links", "tags"} {
		if _, ok := got[key]; !ok {
			t.Errorf("output lacks %q: %s", key, out.String())
		}
	}
}

func TestCreditsGrant(t *testing.T) {
	env := envFor(map[string]string{"HIREKIT_DATA_DIR": t.TempDir()})
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"demo"}, env, &out, &errb); err != nil {
		t.Fatalf("demo: %v\n%s", err, errb.String())
	}
	out.Reset()
	if err := run(context.Background(), []string{"credits", "grant", "--company", "acme", "--credits", "200"}, env, &out, &errb); err != nil {
		t.Fatalf("credits grant: %v\n%s", err, errb.String())
	}
	// The demo's screening batch holds 12 credits until hirekit serve's
	// workers parse it (demo never runs workers).
	if want := "Granted 200 credits to acme. Available 250, used 0, reserved 12, spendable 238.\n"; out.String() != want {
		t.Errorf("printed %q, want %q", out.String(), want)
	}
	for _, args := range [][]string{
		{"credits", "grant", "--company", "nobody", "--credits", "5"},
		{"credits", "grant", "--company", "acme", "--credits", "-5"},
		{"credits", "grant", "--company", "acme", "--credits", "many"},
		{"credits", "grant", "--company", "acme"},
		{"credits"},
	} {
		if err := run(context.Background(), args, env, &out, &errb); err == nil {
			t.Errorf("%v = nil error", args)
		}
	}
}
